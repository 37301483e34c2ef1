/**
 * The document model every extractor produces and the layout step reads: pages of positioned
 * text runs and placed images, whatever the file format was. Coordinates have their origin at
 * the top-left of the page and grow right and down, in the page's own units (PDF points,
 * image pixels; synthetic but consistent units for DOCX and TXT, which have no fixed layout).
 */

export type SourceFormat = 'pdf' | 'docx' | 'doc' | 'rtf' | 'odt' | 'html' | 'txt' | 'jpeg' | 'png';

/** Every accepted format, in the order the 415 answer and the docs list them. */
export const SOURCE_FORMATS: readonly SourceFormat[] = ['pdf', 'docx', 'doc', 'rtf', 'odt', 'html', 'txt', 'jpeg', 'png'];

/**
 * Word-processing formats: text that flows (no fixed page), laid out on synthetic pages whose
 * runs carry BlockInfo (headings, list items, table cells, text boxes).
 */
export const FLOW_FORMATS: ReadonlySet<SourceFormat> = new Set(['docx', 'doc', 'rtf', 'odt', 'html']);

/** How people name the accepted formats (the 415 answer, the docs). */
export const ACCEPTED_FORMATS_TEXT = 'PDF, DOCX, DOC (Word 97–2003), RTF, ODT, HTML, plain text, JPEG or PNG';

export type BlockKind = 'paragraph' | 'heading' | 'list-item' | 'table-cell' | 'header' | 'footer' | 'textbox';

/** Where a run sits in a flow document (DOCX, DOC, RTF, ODT, HTML): style and structure that positions cannot show. */
export interface BlockInfo {
  kind: BlockKind;
  /** Heading level (1 = Heading 1 / Title) for `heading`. */
  level?: number;
  /** Table index in the document, and the cell's row and column, for `table-cell`. */
  table?: number;
  row?: number;
  col?: number;
  /**
   * For a cell of a table nested in another table's cell: that outermost cell. The nested table's
   * rows are lines of the outer row (a heading cell beside a table of dated entries).
   */
  outer?: { table: number; row: number; col: number };
  /** Paragraph index in reading order: runs of one paragraph share it. */
  paragraph?: number;
  /** Text box index in the document, for `textbox`: the paragraphs of one box share it. */
  box?: number;
}

/**
 * One run of text: a PDF text item, an OCR line or word group, a DOCX paragraph or run,
 * a line of a text file. The layout step regroups runs into lines and blocks.
 * Boxes: for PDF, DOCX and TXT runs `h` is the font size and `y + h` the baseline; for OCR runs
 * the box is the ink's bounding box (descenders included).
 */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fontSize: number;
  bold: boolean;
  italic?: boolean;
  fontName?: string;
  block?: BlockInfo;
  /** OCR confidence in 0..1 (OCR only). */
  confidence?: number;
  /** Flow formats: the run starts a line its paragraph wrapped onto for width (not after a line break). */
  wrapped?: boolean;
}

/** Where an image is drawn on a page. */
export interface PlacedImage {
  /** Key into Document.images. */
  ref: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An image's bytes, always an encoded JPEG or PNG (raw pixels are encoded to PNG by the extractor). */
export interface ImageAsset {
  ref: string;
  mediaType: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
  /** Pixel size of the encoded image. */
  width: number;
  height: number;
  /** True when this is a whole page (a scanned page, or a JPG/PNG CV), not an embedded picture. */
  isPageImage?: boolean;
}

/** A hyperlink of the file (a PDF link annotation, a DOCX hyperlink) and the area it covers. */
export interface PageLink {
  /** An http(s) or mailto URL, as the file gives it. */
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Page {
  /** 1-based page number. */
  number: number;
  width: number;
  height: number;
  /** Text runs in the order the extractor met them (not necessarily reading order). */
  lines: TextRun[];
  images: PlacedImage[];
  /** Hyperlinks placed on the page (icons and words linking to a profile carry their URL only here). */
  links?: PageLink[];
}

export interface Document {
  format: SourceFormat;
  /** `text` when a text layer/format gave the words, `ocr` when OCR did, `mixed` for both. */
  source: 'text' | 'ocr' | 'mixed';
  pages: Page[];
  images: ImageAsset[];
  meta: {
    /** Pages of the original file (may exceed pages[] when a limit cut it; then it fails). */
    pageCount: number;
    ocrUsed: boolean;
    /** Language the OCR was run with, or a detected one, ISO 639-1, when known. */
    language?: string;
    /** Encoding a text file was decoded from (txt only). */
    encoding?: string;
    warnings: string[];
    /** Milliseconds per extraction sub-step (e.g. parse, render, ocr). */
    timings: Record<string, number>;
  };
}

/** Limits that protect a worker from one file; every one is a documented setting. */
export interface ExtractLimits {
  maxPages: number;
  maxPixels: number;
  maxDocxUnzippedBytes: number;
  /** Characters of text in the whole document (VITAE_MAX_TEXT_CHARS; default DEFAULT_MAX_TEXT_CHARS). */
  maxTextChars?: number;
}

/**
 * A long CV has 60,000 characters of text (20 dense pages); five times that is no CV but a text
 * dump, and reading it would hold a worker for minutes. Refused at once as `file_too_complex`.
 */
export const DEFAULT_MAX_TEXT_CHARS = 300_000;

/** Stable failure codes of extraction, reported as the invocation's `code`. */
export type ExtractionFailureCode =
  | 'unsupported_format'
  | 'unreadable_file'
  | 'encrypted_pdf'
  | 'no_text_found'
  | 'too_many_pages'
  | 'too_many_pixels'
  | 'file_too_complex';

/** Extraction cannot go on with this file; retrying will not help. */
export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
