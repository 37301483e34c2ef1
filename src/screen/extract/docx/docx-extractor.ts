/**
 * DOCX → Document. Step 1: open the zip within its budget (entries, decompressed bytes). Step 2:
 * styles and the main part. Step 3: each section becomes one synthetic page — its headers, its
 * body (paragraphs, tables, text boxes, pictures), its footers — laid out by DocxLayout.
 * Step 4: the largest pictures become image assets (the photo candidates).
 */
import sharp from 'sharp';
import { type Document, ExtractionError, type ImageAsset, type Page } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { hasText } from '../text-presence.ts';
import { BoundedZip } from '../zip/bounded-zip.ts';
import { DocxLayout, type ImagePlacement, type PageGeometry } from './docx-layout.ts';
import { tidyRuns } from './docx-lines.ts';
import { DocxNumbering } from './docx-numbering.ts';
import { readRelationships } from './docx-relationships.ts';
import { DocxStyles } from './docx-styles.ts';
import { child, childrenNamed, numberAttr, parseXml, type XmlNode } from './docx-xml.ts';

/** A Word document has tens of parts; thousands means something else (or an attack). */
const MAX_ENTRIES = 5000;
/**
 * The main part of a CV is some hundred KB of XML (a 20-page one stays under 2 MB). One of tens of
 * MB is a document built to exhaust the parser's memory: refused before parsing.
 */
const MAX_MAIN_PART_CHARS = 20 * 1024 * 1024;
const MIN_IMAGE_PIXELS = 24;
const MIN_DRAWN_POINTS = 12;
/** US Letter with 1-inch margins, Word's default when a section says nothing. */
const DEFAULT_PAGE: PageGeometry = { width: 612, height: 792, marginLeft: 72, marginRight: 72, marginTop: 72 };

export async function extractDocx(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  const zip = await ctx.time('unzip', () => new BoundedZip(bytes, { maxTotalBytes: ctx.limits.maxDocxUnzippedBytes, maxEntries: MAX_ENTRIES }));
  const mainPath = mainDocumentPath(zip);
  const { document, styles, numbering } = await ctx.time('parse', () => {
    const xml = zip.readText(mainPath);
    if (xml === undefined) throw new ExtractionError('unreadable_file', 'the DOCX has no main document part');
    if (xml.length > MAX_MAIN_PART_CHARS) {
      throw new ExtractionError('file_too_complex', `the DOCX main part holds ${xml.length} characters of XML; the limit is ${MAX_MAIN_PART_CHARS}`);
    }
    const part = (path: string) => {
      const text = zip.readText(path);
      return text === undefined ? undefined : parseXml(text, path);
    };
    return { document: parseXml(xml, mainPath), styles: new DocxStyles(part('word/styles.xml')), numbering: new DocxNumbering(part('word/numbering.xml')) };
  });
  const body = child(child(document, 'document'), 'body');
  if (!body) throw new ExtractionError('unreadable_file', 'the DOCX has no body');
  const rels = readRelationships(zip, mainPath);

  const pages: Page[] = [];
  const placements: { page: Page; placement: ImagePlacement }[] = [];
  await ctx.time('layout', () => {
    let previousHeaders: string[] = [];
    let previousFooters: string[] = [];
    const layout = new DocxLayout(styles, numbering, DEFAULT_PAGE);
    for (const section of splitSections(body)) {
      ctx.checkAborted();
      const geometry = pageGeometry(section.sectPr);
      layout.startPage(geometry);
      const headers = partTargets(section.sectPr, 'headerReference', rels);
      const footers = partTargets(section.sectPr, 'footerReference', rels);
      // A section without its own header or footer inherits the previous section's.
      const headerParts = headers.length > 0 ? headers : previousHeaders;
      const footerParts = footers.length > 0 ? footers : previousFooters;
      previousHeaders = headerParts;
      previousFooters = footerParts;

      let y = twipsAttr(child(section.sectPr, 'pgMar')?.attrs.header) ?? 36;
      for (const part of headerParts) y = layoutPart(zip, part, 'hdr', 'header', layout, y);
      y = Math.max(y, geometry.marginTop);
      y = layout.blocks(section.nodes, layout.textRegion, y, { kind: 'paragraph', rels });
      for (const part of footerParts) y = layoutPart(zip, part, 'ftr', 'footer', layout, y + 18);

      const page: Page = {
        number: pages.length + 1,
        width: geometry.width,
        height: Math.round(Math.max(geometry.height, y + geometry.marginTop)),
        lines: tidyRuns(layout.runs),
        images: [],
        links: layout.links,
      };
      pages.push(page);
      for (const placement of layout.images) placements.push({ page, placement });
    }
  });

  const images = await ctx.time('images', () => imageAssets(zip, placements, ctx));
  if (!pages.some((p) => hasText(p.lines))) throw new ExtractionError('no_text_found', 'the DOCX contains no text');
  return {
    format: 'docx',
    source: 'text',
    pages,
    images,
    meta: { pageCount: pages.length, ocrUsed: false, warnings: ctx.warnings, timings: ctx.timings },
  };
}

/** The main part named by the package relationships; word/document.xml by convention. */
function mainDocumentPath(zip: BoundedZip): string {
  const rels = readRelationships(zip, '');
  for (const rel of rels.values()) if (rel.type === 'officeDocument' && zip.has(rel.target)) return rel.target;
  return 'word/document.xml';
}

interface Section {
  nodes: XmlNode[];
  sectPr: XmlNode | undefined;
}

/** Body content split at section breaks (a paragraph whose pPr holds a sectPr ends a section). */
function splitSections(body: XmlNode): Section[] {
  const sections: Section[] = [];
  let nodes: XmlNode[] = [];
  for (const node of body.children) {
    if (node.name === 'sectPr') continue;
    nodes.push(node);
    const sectPr = node.name === 'p' ? child(child(node, 'pPr'), 'sectPr') : undefined;
    if (sectPr) {
      sections.push({ nodes, sectPr });
      nodes = [];
    }
  }
  const last = child(body, 'sectPr');
  if (nodes.length > 0 || sections.length === 0) sections.push({ nodes, sectPr: last });
  return sections;
}

function pageGeometry(sectPr: XmlNode | undefined): PageGeometry {
  const size = child(sectPr, 'pgSz');
  const margin = child(sectPr, 'pgMar');
  return {
    width: twipsAttr(size?.attrs.w) ?? DEFAULT_PAGE.width,
    height: twipsAttr(size?.attrs.h) ?? DEFAULT_PAGE.height,
    marginLeft: twipsAttr(margin?.attrs.left ?? margin?.attrs.start) ?? DEFAULT_PAGE.marginLeft,
    marginRight: twipsAttr(margin?.attrs.right ?? margin?.attrs.end) ?? DEFAULT_PAGE.marginRight,
    marginTop: twipsAttr(margin?.attrs.top) ?? DEFAULT_PAGE.marginTop,
  };
}

/** Header or footer parts a section shows: the default one, and the first-page one when used. */
function partTargets(sectPr: XmlNode | undefined, element: string, rels: ReturnType<typeof readRelationships>): string[] {
  const titlePage = child(sectPr, 'titlePg') !== undefined;
  const targets: string[] = [];
  for (const ref of childrenNamed(sectPr, element)) {
    const type = ref.attrs.type ?? 'default';
    if (type === 'even' || (type === 'first' && !titlePage)) continue;
    const rel = ref.attrs.id ? rels.get(ref.attrs.id) : undefined;
    const target = rel && !rel.external ? rel.target : undefined;
    if (target && !targets.includes(target)) targets.push(target);
  }
  // The first-page header comes first: it is what the reader sees on top of page 1.
  return targets.sort((a, b) => Number(b.includes('first')) - Number(a.includes('first')));
}

function layoutPart(zip: BoundedZip, path: string, rootName: 'hdr' | 'ftr', kind: 'header' | 'footer', layout: DocxLayout, y: number): number {
  const xml = zip.readText(path);
  if (xml === undefined) return y;
  const root = child(parseXml(xml, path), rootName);
  return layout.blocks(root?.children ?? [], layout.textRegion, y, { kind, rels: readRelationships(zip, path) });
}

async function imageAssets(zip: BoundedZip, placements: { page: Page; placement: ImagePlacement }[], ctx: ExtractContext): Promise<ImageAsset[]> {
  const byTarget = new Map<string, { area: number; uses: typeof placements }>();
  for (const use of placements) {
    const { w, h } = use.placement.box;
    if (w < MIN_DRAWN_POINTS || h < MIN_DRAWN_POINTS) continue;
    const entry = byTarget.get(use.placement.target) ?? { area: 0, uses: [] };
    entry.area = Math.max(entry.area, w * h);
    entry.uses.push(use);
    byTarget.set(use.placement.target, entry);
  }
  const assets: ImageAsset[] = [];
  for (const [target, entry] of [...byTarget].sort((a, b) => b[1].area - a[1].area)) {
    if (assets.length >= ctx.maxImages) {
      ctx.warn(`only the ${ctx.maxImages} largest images were kept`);
      break;
    }
    const ref = `docx-${target.replace(/^word\//, '')}`;
    const asset = await mediaAsset(zip, target, ref, ctx);
    if (!asset) continue;
    assets.push(asset);
    for (const use of entry.uses) use.page.images.push({ ref, ...use.placement.box, x: Math.round(use.placement.box.x * 100) / 100 });
  }
  return assets;
}

/** JPEG and PNG as they are; other raster formats sharp reads become PNG; vector formats are skipped. */
export async function mediaAsset(zip: BoundedZip, target: string, ref: string, ctx: ExtractContext): Promise<ImageAsset | undefined> {
  const bytes = zip.read(target);
  if (!bytes) return undefined;
  try {
    const meta = await sharp(bytes).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width < MIN_IMAGE_PIXELS || height < MIN_IMAGE_PIXELS) return undefined;
    if (width * height > ctx.limits.maxPixels) {
      ctx.warn(`image ${target} skipped: ${width}×${height} pixels exceed the limit`);
      return undefined;
    }
    if (meta.format === 'jpeg') return { ref, mediaType: 'image/jpeg', bytes, width, height };
    if (meta.format === 'png') return { ref, mediaType: 'image/png', bytes, width, height };
    if (meta.format === 'svg') return undefined;
    const png = await sharp(bytes, { limitInputPixels: ctx.limits.maxPixels }).png().toBuffer();
    return { ref, mediaType: 'image/png', bytes: new Uint8Array(png), width, height };
  } catch {
    // EMF/WMF and other formats sharp cannot read: drawings, not photos.
    return undefined;
  }
}

function twipsAttr(value: string | undefined): number | undefined {
  const n = numberAttr(value);
  return n === undefined ? undefined : n / 20;
}
