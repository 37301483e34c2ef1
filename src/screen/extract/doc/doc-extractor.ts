/**
 * DOC (Word 97–2003 binary) → Document. Our strict CompoundFile reader takes the WordDocument
 * and table streams out of the OLE container; word-extractor (MIT) reads the Word part proper:
 * the FIB, the piece table (8-bit and UTF-16 text), deleted revisions, fields, and the header,
 * footer and text-box stories. It gives text, not formatting: paragraphs end with a newline,
 * a table cell with a tab, a row with a newline. Each line becomes a paragraph and each tab a
 * tab stop, so table rows keep their cells apart as a DOCX's do.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { type Document, ExtractionError } from '../document.ts';
import type { ExtractContext } from '../extract-context.ts';
import { flowToDocument } from '../flow/flow-document.ts';
import { type FlowBlock, type FlowParagraph, type FlowTable, emptyFlow, paragraph, pushText, trimParagraph } from '../flow/flow-model.ts';
import { CompoundFile } from './compound-file.ts';
import { type DocParagraph, type DocPiece, anchoredTextboxes, docParagraphs } from './doc-paragraphs.ts';

interface WordText {
  getBody(options?: { filterUnicode?: boolean }): string;
  getHeaders(options?: { filterUnicode?: boolean; includeFooters?: boolean }): string;
  getFooters(options?: { filterUnicode?: boolean }): string;
  getTextboxes(options?: { filterUnicode?: boolean; includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
}

interface WordOleExtractor {
  extractWordDocument(container: { stream(name: string): Readable }, wordDocument: Buffer): Promise<WordText>;
  /** word-extractor's piece table and story lengths, read by extractWordDocument. */
  _pieces?: DocPiece[];
  _boundaries?: { ccpText?: number; ccpFtn?: number; ccpHdd?: number; ccpAtn?: number; ccpEdn?: number };
}

// word-extractor's public entry reads the OLE container itself, following sector chains without
// loop checks; its Word reader is used directly on the streams our reader took out.
const require = createRequire(import.meta.url);
const WordOleExtractorClass = require('word-extractor/lib/word-ole-extractor.js') as new () => WordOleExtractor;

const FIB_MAGIC = 0xa5ec;
/** nFib of Word 97 and later (Word 6 and 95 files, 101–105, have another layout). */
const MIN_NFIB = 0xc0;
const F_ENCRYPTED = 0x0100;
const F_WHICH_TABLE = 0x0200;

export async function extractDoc(bytes: Uint8Array, ctx: ExtractContext): Promise<Document> {
  let structure: { body: DocParagraph[]; boxesPlaced: boolean } | undefined;
  const text = await ctx.time('parse', async () => {
    const cfb = new CompoundFile(bytes);
    const word = cfb.stream('WordDocument');
    if (!word || word.length < 0x200) throw new ExtractionError('unreadable_file', 'the DOC file has no Word document stream');
    const fib = Buffer.from(word.buffer, word.byteOffset, word.byteLength);
    if (fib.readUInt16LE(0) !== FIB_MAGIC) throw new ExtractionError('unreadable_file', 'the DOC file is not a Word document');
    if (fib.readUInt16LE(2) < MIN_NFIB) throw new ExtractionError('unreadable_file', 'the DOC file is a Word 6/95 document; Word 97–2003 files are read');
    const flags = fib.readUInt16LE(0x0a);
    if (flags & F_ENCRYPTED) throw new ExtractionError('unreadable_file', 'the DOC file is password-protected');
    const tableName = flags & F_WHICH_TABLE ? '1Table' : '0Table';
    const table = cfb.stream(tableName);
    if (!table) throw new ExtractionError('unreadable_file', `the DOC file has no ${tableName} stream`);
    const container = {
      stream: (name: string) => {
        if (name !== tableName) throw new ExtractionError('unreadable_file', `the DOC file has no ${name} stream`);
        return Readable.from([Buffer.from(table.buffer, table.byteOffset, table.byteLength)]);
      },
    };
    const extractor = new WordOleExtractorClass();
    const words = await extractor.extractWordDocument(container, Buffer.from(fib));
    structure = tableStructure(extractor, fib, Buffer.from(table.buffer, table.byteOffset, table.byteLength));
    return words;
  });
  const raw = { filterUnicode: false };
  const flow = emptyFlow();
  flow.body = structure ? structuredBlocks(structure.body) : linesToBlocks(text.getBody(raw));
  flow.header = linesToBlocks(text.getHeaders({ ...raw, includeFooters: false }));
  flow.footer = linesToBlocks(text.getFooters(raw));
  const boxes = structure?.boxesPlaced ? [] : linesToBlocks(text.getTextboxes({ ...raw, includeHeadersAndFooters: false }));
  if (boxes.length) flow.textboxes.push(boxes);
  return flowToDocument('doc', flow, ctx);
}

/** One paragraph per line, tabs kept as tabs; blank lines stay as empty paragraphs (spacing). */
export function linesToBlocks(text: string): FlowBlock[] {
  const blocks: FlowBlock[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const p = paragraph();
    line
      .replace(/\t+$/, '')
      .split('\t')
      .forEach((part, i) => {
        if (i > 0) p.pieces.push({ type: 'tab' });
        pushText(p, part, {});
      });
    trimParagraph(p);
    if (!p.pieces.some((piece) => piece.type === 'text')) p.pieces = [];
    blocks.push(p);
  }
  // Leading and trailing blank paragraphs carry no spacing anyone reads.
  while (blocks.length && isBlank(blocks[blocks.length - 1]!)) blocks.pop();
  while (blocks.length && isBlank(blocks[0]!)) blocks.shift();
  return blocks;
}

function isBlank(block: FlowBlock): boolean {
  return block.type === 'paragraph' && block.pieces.length === 0;
}

/**
 * The main text's paragraphs with their tables and formatting, when the property runs can be read;
 * the text boxes (a contact block in a frame) set in at the paragraph their shape is anchored to,
 * when every box finds its shape (else they are read after the body, as before).
 */
function tableStructure(extractor: WordOleExtractor, word: Buffer, table: Buffer): { body: DocParagraph[]; boxesPlaced: boolean } | undefined {
  const pieces = extractor._pieces;
  const b = extractor._boundaries;
  const ccpText = b?.ccpText;
  if (!pieces?.length || !ccpText) return undefined;
  try {
    const body = docParagraphs(pieces, ccpText, word, table);
    if (!body) return undefined;
    const storyStart = ccpText + (b?.ccpFtn ?? 0) + (b?.ccpHdd ?? 0) + (b?.ccpAtn ?? 0) + (b?.ccpEdn ?? 0);
    const boxes = anchoredTextboxes(pieces, storyStart, word, table);
    if (!boxes) return { body, boxesPlaced: false };
    for (const box of [...boxes].sort((x, y) => y.anchor - x.anchor)) {
      let at = body.length - 1;
      while (at > 0 && body[at]!.cp > box.anchor) at--;
      const host = body[at];
      if (!host) continue;
      // In a table cell the box joins the cell, before its anchor's paragraph; elsewhere it follows that paragraph.
      if (host.inTable) body.splice(at, 0, ...box.paragraphs.map((p) => ({ ...p, inTable: true })));
      else body.splice(at + 1, 0, ...box.paragraphs);
    }
    return { body, boxesPlaced: true };
  } catch {
    return undefined;
  }
}

/** A DOC paragraph as flow paragraphs: a line break inside it starts the next one, a tab is a tab stop. */
function flowParagraphs(p: DocParagraph): FlowBlock[] {
  const out: FlowParagraph[] = [];
  let current = paragraph();
  const extra = (first: boolean): Omit<FlowParagraph, 'type' | 'pieces'> => ({
    ...(p.heading ? { heading: p.heading } : {}),
    ...(p.list && first ? { list: { marker: '•', level: p.list.level } } : {}),
    ...(p.list && !first ? { indent: 18 * (p.list.level + 1) } : {}),
    ...(p.align && p.align !== 'left' ? { align: p.align } : {}),
  });
  Object.assign(current, extra(true));
  for (const run of p.runs) {
    const style = { ...(run.bold ? { bold: true } : {}), ...(run.size ? { fontSize: run.size } : {}) };
    run.text.split('\n').forEach((line, k) => {
      if (k > 0) {
        out.push(current);
        current = paragraph([], extra(false));
      }
      line.split('\t').forEach((part, j) => {
        if (j > 0) current.pieces.push({ type: 'tab' });
        if (part) pushText(current, part, style, run.link);
      });
    });
  }
  out.push(current);
  for (const q of out) {
    while (q.pieces.length && q.pieces[q.pieces.length - 1]!.type === 'tab') q.pieces.pop();
    trimParagraph(q);
    if (!q.pieces.some((piece) => piece.type === 'text')) q.pieces = [];
  }
  return out;
}

/**
 * Blocks of the main text with its tables rebuilt: paragraphs outside tables as they are, table
 * paragraphs gathered into cells, cells into rows, rows into a table that ends at the first
 * paragraph outside it.
 */
export function structuredBlocks(paragraphs: readonly DocParagraph[]): FlowBlock[] {
  const blocks: FlowBlock[] = [];
  let table: FlowTable | undefined;
  let row: FlowBlock[][] = [];
  let cell: FlowBlock[] = [];
  const closeTable = () => {
    if (!table) return;
    if (cell.length) row.push(cell);
    if (row.length) table.rows.push(row);
    blocks.push(table);
    table = undefined;
    row = [];
    cell = [];
  };
  for (const p of paragraphs) {
    if (!p.inTable) {
      closeTable();
      blocks.push(...flowParagraphs(p));
      continue;
    }
    table ??= { type: 'table', rows: [] };
    if (p.end === 'row') {
      if (!table.widths && p.widths?.length) table.widths = p.widths;
      if (cell.length) row.push(cell);
      if (row.length) table.rows.push(row);
      row = [];
      cell = [];
      continue;
    }
    cell.push(...flowParagraphs(p).filter((b) => b.type !== 'paragraph' || b.pieces.length));
    if (p.end === 'cell') {
      row.push(cell);
      cell = [];
    }
  }
  closeTable();
  while (blocks.length && isBlank(blocks[blocks.length - 1]!)) blocks.pop();
  while (blocks.length && isBlank(blocks[0]!)) blocks.shift();
  return blocks;
}
