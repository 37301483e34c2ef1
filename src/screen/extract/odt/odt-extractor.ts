/**
 * ODT (OpenDocument text) → Document. The package is a zip read within the same budget as a
 * DOCX (entries, decompressed bytes: VITAE_MAX_DOCX_UNZIPPED_MB); content.xml holds the body,
 * styles.xml the named styles and the master page's header and footer.
 */
import { type Document, ExtractionError, type ImageAsset } from '../document.ts';
import { mediaAsset } from '../docx/docx-extractor.ts';
import { child, parseXml, type XmlNode } from '../docx/docx-xml.ts';
import type { ExtractContext } from '../extract-context.ts';
import { flowToDocument } from '../flow/flow-document.ts';
import type { FlowBlock, FlowDocument } from '../flow/flow-model.ts';
import { BoundedZip } from '../zip/bounded-zip.ts';
import { odtToFlow } from './odt-flow.ts';
import { OdtStyles } from './odt-styles.ts';

/** An OpenDocument text has tens of entries; thousands means something else (or an attack). */
const MAX_ENTRIES = 5000;
/** As for a DOCX's main part: tens of MB of XML is a document built to exhaust the parser. */
const MAX_PART_CHARS = 20 * 1024 * 1024;

export async function extractOdt(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const zip = await ctx.time('unzip', () => new BoundedZip(bytes, { maxTotalBytes: ctx.limits.maxDocxUnzippedBytes, maxEntries: MAX_ENTRIES }));
  const flow = await ctx.time('parse', () => {
    const content = part(zip, 'content.xml');
    if (!content) throw new ExtractionError('unreadable_file', 'the ODT has no content.xml');
    const stylesPart = part(zip, 'styles.xml');
    const styles = new OdtStyles();
    const stylesRoot = child(stylesPart, 'document-styles');
    styles.add(child(stylesRoot, 'styles'));
    styles.add(child(stylesRoot, 'automatic-styles'));
    styles.add(child(child(content, 'document-content'), 'automatic-styles'));
    return odtToFlow(content, styles, masterPage(stylesRoot));
  });
  const images = await ctx.time('images', () => pictures(zip, flow, ctx));
  return flowToDocument('odt', flow, ctx, {}, images);
}

/** The package's pictures the flow places, largest drawn first, as many as ctx.maxImages. */
async function pictures(zip: BoundedZip, flow: FlowDocument, ctx: ExtractContext): Promise<ImageAsset[]> {
  const drawn = new Map<string, number>();
  const visit = (blocks: readonly FlowBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'table') for (const row of block.rows) for (const cell of row) visit(cell);
      else for (const piece of block.pieces) if (piece.type === 'image') drawn.set(piece.ref, Math.max(drawn.get(piece.ref) ?? 0, piece.width * piece.height));
    }
  };
  for (const blocks of [flow.header, flow.body, flow.footer, ...flow.textboxes]) visit(blocks);
  const assets: ImageAsset[] = [];
  for (const [ref] of [...drawn].sort((a, b) => b[1] - a[1])) {
    if (assets.length >= ctx.maxImages) {
      ctx.warn(`only the ${ctx.maxImages} largest images were kept`);
      break;
    }
    const asset = zip.has(ref) ? await mediaAsset(zip, ref, ref, ctx) : undefined;
    if (asset) assets.push(asset);
  }
  return assets;
}

function part(zip: BoundedZip, name: string): XmlNode | undefined {
  const xml = zip.readText(name);
  if (xml === undefined) return undefined;
  if (xml.length > MAX_PART_CHARS) throw new ExtractionError('file_too_complex', `the ODT part ${name} holds ${xml.length} characters of XML; the limit is ${MAX_PART_CHARS}`);
  return parseXml(xml, name);
}

/** The master page the body uses: "Standard" by convention, else the first. */
function masterPage(stylesRoot: XmlNode | undefined): XmlNode | undefined {
  const pages = child(stylesRoot, 'master-styles')?.children.filter((c) => c.name === 'master-page') ?? [];
  return pages.find((p) => p.attrs.name === 'Standard') ?? pages[0];
}
