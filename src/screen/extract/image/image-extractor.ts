/**
 * JPEG/PNG → Document through OCR (not yet implemented).
 */
import { type Document, ExtractionError } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';

export async function extractImage(_bytes: Uint8Array, _format: 'jpeg' | 'png', _ctx: ExtractContext): Promise<Document> {
  throw new ExtractionError('unsupported_format', 'image OCR is not implemented yet');
}
