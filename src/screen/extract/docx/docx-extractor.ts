/**
 * DOCX → Document (not yet implemented).
 */
import { type Document, ExtractionError } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';

export async function extractDocx(_bytes: Uint8Array, _ctx: ExtractContext): Promise<Document> {
  throw new ExtractionError('unsupported_format', 'DOCX extraction is not implemented yet');
}
