/**
 * Writes a Word 97–2003 binary (.doc) in code, since no npm package writes one: the structures
 * a Word 97 reader needs ([MS-DOC]): a FIB (nFib 0xC1, 1Table), the text as UTF-16 in one
 * piece (piece table in the Clx), one CHPX FKP, and PAPX FKPs whose paragraphs carry the table
 * marks (sprmPFInTable for cell paragraphs, sprmPFTtp for row ends), in an OLE container written
 * by the `cfb` package. No style sheet or fonts: readers fall back to defaults.
 *
 * Content: paragraphs (a string each, or `{ bold }` for a paragraph set in bold: a CHPX with
 * sprmCFBold), and tables (rows of cells: a string, or a list of paragraphs for a cell of several).
 * Cells end with the cell mark \x07, rows with a row-end mark.
 */
import CFB from 'cfb';

export type DocParagraph = string | { bold: string };
export type DocBlock = DocParagraph | { table: (DocParagraph | DocParagraph[])[][] };

const FIB_SIZE = 0x384;
const TEXT_START = 0x400;
const PAGE = 512;
const sprmPFInTable = 0x2416;
const sprmPFTtp = 0x2417;
const sprmCFBold = 0x0835;
/** Character runs per CHPX FKP (5 bytes each of the page's 511, with room for the CHPX). */
const RUNS_PER_CHPX_FKP = 90;
/** Paragraph runs per PAPX FKP: 17 bytes each of the page's 507, with room for the PAPXs. */
const RUNS_PER_FKP = 24;

type ParagraphKind = 'plain' | 'cell' | 'cellParagraph' | 'row';

/** A text box (a frame's story) anchored in the body paragraph of index `anchor` (of the top-level blocks). */
export interface DocTextbox {
  anchor: number;
  lines: string[];
}

export function writeDoc(blocks: DocBlock[], textboxes: DocTextbox[] = []): Buffer {
  const paragraphs: { text: string; kind: ParagraphKind; bold?: boolean }[] = [];
  const blockCp: number[] = [];
  const textOf = (p: DocParagraph) => (typeof p === 'string' ? p : p.bold);
  const boldOf = (p: DocParagraph) => typeof p !== 'string';
  for (const block of blocks) {
    blockCp.push(paragraphs.reduce((n, p) => n + p.text.length, 0));
    if (typeof block === 'string' || 'bold' in block) paragraphs.push({ text: `${textOf(block)}\r`, kind: 'plain', bold: boldOf(block) });
    else
      for (const row of block.table) {
        for (const cell of row) {
          const parts = Array.isArray(cell) ? cell : [cell];
          parts.forEach((part, i) => {
            const last = i === parts.length - 1;
            paragraphs.push({ text: `${textOf(part)}${last ? '\x07' : '\r'}`, kind: last ? 'cell' : 'cellParagraph', bold: boldOf(part) });
          });
        }
        paragraphs.push({ text: '\x07', kind: 'row' });
      }
  }
  // A document ends with a paragraph mark outside any table.
  paragraphs.push({ text: '\r', kind: 'plain' });
  const ccpText = paragraphs.reduce((n, p) => n + p.text.length, 0);
  // The text-box stories follow the main text (no footnotes, headers, comments or endnotes here),
  // each ending with a paragraph mark, then a last dummy story.
  const storyStarts: number[] = [];
  let storyCp = 0;
  for (const box of textboxes) {
    storyStarts.push(storyCp);
    for (const line of box.lines) {
      paragraphs.push({ text: `${line}\r`, kind: 'plain' });
      storyCp += line.length + 1;
    }
  }
  if (textboxes.length) {
    storyStarts.push(storyCp);
    paragraphs.push({ text: '\r', kind: 'plain' });
    storyCp += 1;
    storyStarts.push(storyCp);
  }
  const text = paragraphs.map((p) => p.text).join('');
  const textBytes = Buffer.from(text, 'utf16le');
  const textEnd = TEXT_START + textBytes.length;

  // FKP pages after the text: CHPX pages, then PAPX pages.
  const firstPage = Math.ceil(textEnd / PAGE);
  const papxRuns: { start: number; end: number; kind: ParagraphKind; bold?: boolean }[] = [];
  let fc = TEXT_START;
  for (const p of paragraphs) {
    const end = fc + p.text.length * 2;
    papxRuns.push({ start: fc, end, kind: p.kind, bold: p.bold });
    fc = end;
  }
  const chpxPages: (typeof papxRuns)[] = [];
  for (let i = 0; i < papxRuns.length; i += RUNS_PER_CHPX_FKP) chpxPages.push(papxRuns.slice(i, i + RUNS_PER_CHPX_FKP));
  const papxPages: (typeof papxRuns)[] = [];
  for (let i = 0; i < papxRuns.length; i += RUNS_PER_FKP) papxPages.push(papxRuns.slice(i, i + RUNS_PER_FKP));
  const papxFirst = firstPage + chpxPages.length;
  const word = Buffer.alloc((papxFirst + papxPages.length) * PAGE);
  textBytes.copy(word, TEXT_START);
  chpxPages.forEach((runs, i) => {
    chpxFkp(runs).copy(word, (firstPage + i) * PAGE);
  });
  papxPages.forEach((runs, i) => {
    papxFkp(runs).copy(word, (papxFirst + i) * PAGE);
  });

  // Table stream: PlcBteChpx, PlcBtePapx, Clx.
  const plcChpx = plc([...chpxPages.map((runs) => runs[0]!.start), textEnd], chpxPages.map((_, i) => firstPage + i));
  const plcPapx = plc([...papxPages.map((runs) => runs[0]!.start), textEnd], papxPages.map((_, i) => papxFirst + i));
  const clx = Buffer.alloc(1 + 4 + 8 + 8);
  clx[0] = 0x02;
  clx.writeUInt32LE(4 + 4 + 8, 1);
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(text.length, 9);
  // Pcd: flags, fc (UTF-16: fCompressed clear), prm.
  clx.writeUInt32LE(TEXT_START, 13 + 2);
  // Shapes of the main text (PlcSpaMom: anchor CPs, then 26-byte FSPAs whose spid opens them) and
  // the text-box stories (PlcftxbxTxt: story CPs, then 22-byte FTXBXSs whose lid names the shape).
  const spids = textboxes.map((_, i) => 0x401 + i);
  const spa = Buffer.alloc(textboxes.length ? (textboxes.length + 1) * 4 + textboxes.length * 26 : 0);
  textboxes.forEach((box, i) => {
    spa.writeUInt32LE(blockCp[box.anchor] ?? 0, i * 4);
    spa.writeInt32LE(spids[i]!, (textboxes.length + 1) * 4 + i * 26);
  });
  if (textboxes.length) spa.writeUInt32LE(ccpText - 1, textboxes.length * 4);
  const stories = storyStarts.length - 1;
  const txbx = Buffer.alloc(textboxes.length ? storyStarts.length * 4 + stories * 22 : 0);
  storyStarts.forEach((cp, i) => {
    txbx.writeUInt32LE(cp, i * 4);
  });
  for (let i = 0; i < stories; i++) txbx.writeInt32LE(i < textboxes.length ? spids[i]! : 0, storyStarts.length * 4 + i * 22 + 14);
  const table = Buffer.concat([plcChpx, plcPapx, clx, spa, txbx]);
  const after = plcChpx.length + plcPapx.length + clx.length;

  writeFib(word, {
    cbMac: word.length,
    ccpText,
    ccpTxbx: storyCp,
    chpx: [0, plcChpx.length],
    papx: [plcChpx.length, plcPapx.length],
    clx: [plcChpx.length + plcPapx.length, clx.length],
    spaMom: [after, spa.length],
    txbx: [after + spa.length, txbx.length],
  });
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', word);
  CFB.utils.cfb_add(container, '1Table', table);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function writeFib(
  word: Buffer,
  f: { cbMac: number; ccpText: number; ccpTxbx: number; chpx: [number, number]; papx: [number, number]; clx: [number, number]; spaMom: [number, number]; txbx: [number, number] },
): void {
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0409, 6); // lid: en-US
  word.writeUInt16LE(0x0200 | 0x1000, 0x0a); // fWhichTblStm (1Table), fExtChar
  word.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  word.writeUInt16LE(14, 0x20); // csw
  word.writeUInt16LE(22, 0x3e); // cslw
  word.writeUInt32LE(f.cbMac, 0x40);
  word.writeUInt32LE(f.ccpText, 0x4c);
  word.writeUInt32LE(f.ccpTxbx, 0x64);
  word.writeUInt16LE(0x5d, 0x98); // cbRgFcLcb: Word 97
  const pair = (index: number, [fc, lcb]: [number, number]) => {
    word.writeUInt32LE(fc, 0x9a + index * 8);
    word.writeUInt32LE(lcb, 0x9a + index * 8 + 4);
  };
  pair(12, f.chpx); // fcPlcfBteChpx
  pair(13, f.papx); // fcPlcfBtePapx
  pair(33, f.clx); // fcClx
  pair(40, f.spaMom); // fcPlcSpaMom
  pair(56, f.txbx); // fcPlcftxbxTxt
  if (FIB_SIZE > TEXT_START) throw new Error('FIB overlaps the text');
}

function plc(positions: number[], data: number[]): Buffer {
  const out = Buffer.alloc(positions.length * 4 + data.length * 4);
  positions.forEach((p, i) => {
    out.writeUInt32LE(p, i * 4);
  });
  data.forEach((d, i) => {
    out.writeUInt32LE(d, positions.length * 4 + i * 4);
  });
  return out;
}

/** One character run a paragraph: without properties (rgb 0), or bold (a CHPX with sprmCFBold). */
function chpxFkp(runs: { start: number; end: number; bold?: boolean }[]): Buffer {
  const page = Buffer.alloc(PAGE);
  const crun = runs.length;
  runs.forEach((r, i) => {
    page.writeUInt32LE(r.start, i * 4);
  });
  page.writeUInt32LE(runs[crun - 1]!.end, crun * 4);
  // The bold CHPX at the page's end: cb, then sprmCFBold with operand 1.
  const bold = 504;
  page[bold] = 3;
  page.writeUInt16LE(sprmCFBold, bold + 1);
  page[bold + 3] = 1;
  runs.forEach((r, i) => {
    page[(crun + 1) * 4 + i] = r.bold ? bold / 2 : 0;
  });
  page[511] = crun;
  return page;
}

/** Paragraph runs; PAPXs (istd 0 and the table sprm) shared by kind at the page's end. */
function papxFkp(runs: { start: number; end: number; kind: ParagraphKind }[]): Buffer {
  const page = Buffer.alloc(PAGE);
  const crun = runs.length;
  runs.forEach((r, i) => {
    page.writeUInt32LE(r.start, i * 4);
  });
  page.writeUInt32LE(runs[crun - 1]!.end, crun * 4);
  const papx = (sprms: number[]) => {
    // cb = 0, then cb' (in words), then istd and the sprms with a one-byte operand.
    const body = Buffer.alloc(2 + sprms.length * 3 + (sprms.length % 2 === 0 ? 0 : 1));
    sprms.forEach((sprm, i) => {
      body.writeUInt16LE(sprm, 2 + i * 3);
      body[2 + i * 3 + 2] = 1;
    });
    return Buffer.concat([Buffer.from([0, body.length / 2]), body]);
  };
  const variants: Record<ParagraphKind, Buffer> = {
    plain: papx([]),
    cell: papx([sprmPFInTable]),
    cellParagraph: papx([sprmPFInTable]),
    row: papx([sprmPFInTable, sprmPFTtp]),
  };
  const offsets = {} as Record<ParagraphKind, number>;
  let at = 510;
  for (const kind of ['plain', 'cell', 'cellParagraph', 'row'] as ParagraphKind[]) {
    at -= variants[kind].length;
    at -= at % 2;
    variants[kind].copy(page, at);
    offsets[kind] = at / 2;
  }
  const rgbx = (crun + 1) * 4;
  runs.forEach((r, i) => {
    page[rgbx + i * 13] = offsets[r.kind];
  });
  page[511] = crun;
  return page;
}
