/**
 * What the flow formats without a layout engine of their own (DOC, RTF, ODT, HTML) are read
 * into before they are laid out: paragraphs of styled text, tables of cells, and the header,
 * footer and text-box parts. FlowLayout turns it into the same synthetic page a DOCX gives, so
 * the Screen pipeline reads every word-processing format alike.
 */

export interface FlowStyle {
  bold?: boolean;
  italic?: boolean;
  /** Points. */
  fontSize?: number;
}

export type FlowPiece =
  | { type: 'text'; text: string; style: FlowStyle; link?: string }
  | { type: 'tab' }
  | { type: 'break' }
  /** A picture set in the line: `ref` names the file's image (an ODT's Pictures/ entry), size in points. */
  | { type: 'image'; ref: string; width: number; height: number };

export interface FlowParagraph {
  type: 'paragraph';
  pieces: FlowPiece[];
  /** Heading level (1 = title / Heading 1). */
  heading?: number;
  /** A list item: its marker as the reader sees it ("•", "2.") and its nesting level (0 = top). */
  list?: { marker: string; level: number };
  align?: 'left' | 'center' | 'right';
  /** Left indent in points. */
  indent?: number;
}

export interface FlowTable {
  type: 'table';
  /** Rows of cells; a cell is a list of blocks. */
  rows: FlowBlock[][][];
  /** Column widths in points when the file gives them. */
  widths?: number[];
}

export type FlowBlock = FlowParagraph | FlowTable;

export interface FlowDocument {
  header: FlowBlock[];
  body: FlowBlock[];
  footer: FlowBlock[];
  /** Text boxes and frames whose place on the page the file does not give: read after the body. */
  textboxes: FlowBlock[][];
}

export function emptyFlow(): FlowDocument {
  return { header: [], body: [], footer: [], textboxes: [] };
}

export function paragraph(pieces: FlowPiece[] = [], extra: Omit<FlowParagraph, 'type' | 'pieces'> = {}): FlowParagraph {
  return { type: 'paragraph', pieces, ...extra };
}

/** Appends text to a paragraph, merging with the previous piece when the style is the same. */
export function pushText(p: FlowParagraph, text: string, style: FlowStyle, link?: string): void {
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u00ad]/g, '');
  if (!clean) return;
  const last = p.pieces[p.pieces.length - 1];
  if (last?.type === 'text' && last.link === link && sameStyle(last.style, style)) last.text += clean;
  else p.pieces.push(link ? { type: 'text', text: clean, style: { ...style }, link } : { type: 'text', text: clean, style: { ...style } });
}

function sameStyle(a: FlowStyle, b: FlowStyle): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && a.fontSize === b.fontSize;
}

/** Drops the blanks a paragraph starts and ends with, and line breaks at its end. */
export function trimParagraph(p: FlowParagraph): void {
  while (p.pieces.length && p.pieces[p.pieces.length - 1]!.type === 'break') p.pieces.pop();
  const first = p.pieces[0];
  if (first?.type === 'text') first.text = first.text.trimStart();
  const last = p.pieces[p.pieces.length - 1];
  if (last?.type === 'text') last.text = last.text.trimEnd();
  p.pieces = p.pieces.filter((piece) => piece.type !== 'text' || piece.text !== '');
}

/** Characters of text in the blocks (tables included), for the text limit checked while reading. */
export function flowChars(blocks: readonly FlowBlock[]): number {
  let n = 0;
  for (const block of blocks) {
    if (block.type === 'paragraph') for (const piece of block.pieces) n += piece.type === 'text' ? piece.text.length : 1;
    else for (const row of block.rows) for (const cell of row) n += flowChars(cell);
  }
  return n;
}
