/**
 * Step 1 of the Screen pipeline: file bytes → Document, whatever the format. Pure: bytes and
 * limits in, a Document (or an ExtractionError with a stable code) out.
 */
import { ACCEPTED_FORMATS_TEXT, DEFAULT_MAX_TEXT_CHARS, type Document, ExtractionError, type SourceFormat } from './document.ts';
import { ExtractContext, type ExtractOptions } from './extract-context.ts';
import { sniffFormat } from './format-sniff.ts';

export type { ExtractOptions } from './extract-context.ts';

export interface ExtractDocumentOptions extends ExtractOptions {
  /** The format intake already sniffed; sniffed again when absent. */
  format?: SourceFormat;
}

export async function extractDocument(bytes: Uint8Array, options: ExtractDocumentOptions): Promise<Document> {
  const format = options.format ?? sniffFormat(bytes);
  if (!format) throw new ExtractionError('unsupported_format', `the file is not a ${ACCEPTED_FORMATS_TEXT} file`);
  const ctx = new ExtractContext(options);
  const start = performance.now();
  let document: Document;
  try {
    document = await extractByFormat(format, bytes, ctx);
  } catch (err) {
    if (err instanceof ExtractionError || options.signal?.aborted) throw err;
    // A parser tripping over a malformed file is the file's fault as far as the caller can
    // tell, and retrying will not change it. The detail is in our words: a library's message
    // ("VipsJpeg: Corrupt JPEG data", a parser's offsets) says nothing useful to a client and
    // shows what we run; the original error stays attached for the logs.
    const failure = new ExtractionError('unreadable_file', `the ${format.toUpperCase()} file is damaged or not a valid ${format.toUpperCase()} file`);
    throw Object.assign(failure, { cause: err });
  }
  document.meta.timings.total = Math.round((performance.now() - start) * 10) / 10;
  checkTextSize(document, options.limits.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS);
  return document;
}

/**
 * Each format's extractor (and the libraries it needs: XML and HTML parsers, OCR, image codecs)
 * is loaded the first time a file of that format comes: a process that reads PDFs never pays
 * for the rest at start-up. Modules load once; later files find them in the module cache.
 */
async function extractByFormat(format: SourceFormat, bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  switch (format) {
    case 'pdf':
      return (await import('./pdf/pdf-extractor.ts')).extractPdf(bytes, ctx);
    case 'docx':
      return (await import('./docx/docx-extractor.ts')).extractDocx(bytes, ctx);
    case 'doc':
      return (await import('./doc/doc-extractor.ts')).extractDoc(bytes, ctx);
    case 'rtf':
      return (await import('./rtf/rtf-extractor.ts')).extractRtf(bytes, ctx);
    case 'odt':
      return (await import('./odt/odt-extractor.ts')).extractOdt(bytes, ctx);
    case 'html':
      return (await import('./html/html-extractor.ts')).extractHtml(bytes, ctx);
    case 'txt':
      return (await import('./txt/txt-extractor.ts')).extractTxt(bytes, ctx);
    case 'jpeg':
    case 'png':
      return (await import('./image/image-extractor.ts')).extractImage(bytes, format, ctx);
  }
}

/** Fails fast on a document with more text than any CV has (see DEFAULT_MAX_TEXT_CHARS). */
function checkTextSize(document: Document, maxChars: number): void {
  let chars = 0;
  for (const page of document.pages) for (const run of page.lines) chars += run.text.length;
  if (chars > maxChars) {
    throw new ExtractionError('file_too_complex', `the document holds ${chars} characters of text; the limit is ${maxChars} (VITAE_MAX_TEXT_CHARS)`);
  }
}
