/**
 * The Document of a flow format: its FlowDocument laid out on one page, with the checks every
 * extractor makes (some text at all; the text limit, checked before layout so a text dump is
 * refused before it is set into lines).
 */
import { DEFAULT_MAX_TEXT_CHARS, type Document, ExtractionError, type ImageAsset, type SourceFormat } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { hasText } from '../text-presence.ts';
import { layoutFlow } from './flow-layout.ts';
import { type FlowDocument, flowChars } from './flow-model.ts';

/**
 * `images`: the pictures read for the flow's image pieces (the photo candidates); a placed image
 * whose bytes were not kept (too small, unreadable, over the count) is dropped from the page.
 */
export async function flowToDocument(format: SourceFormat, flow: FlowDocument, ctx: ExtractContext, meta: { encoding?: string } = {}, images: ImageAsset[] = []): Promise<Document> {
  const label = format.toUpperCase();
  const max = ctx.limits.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS;
  const chars = flowChars(flow.header) + flowChars(flow.body) + flowChars(flow.footer) + flow.textboxes.reduce((n, box) => n + flowChars(box), 0);
  if (chars > max) throw new ExtractionError('file_too_complex', `the ${label} holds ${chars} characters of text; the limit is ${max} (VITAE_MAX_TEXT_CHARS)`);
  const page = await ctx.time('layout', () => layoutFlow(flow));
  if (!hasText(page.lines)) throw new ExtractionError('no_text_found', `the ${label} contains no text`);
  const kept = new Set(images.map((i) => i.ref));
  page.images = page.images.filter((i) => kept.has(i.ref));
  return {
    format,
    source: 'text',
    pages: [page],
    images,
    meta: { pageCount: 1, ocrUsed: false, ...(meta.encoding ? { encoding: meta.encoding } : {}), warnings: ctx.warnings, timings: ctx.timings },
  };
}
