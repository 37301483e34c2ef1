/**
 * Sets one paragraph's content into lines the way Word would, approximately: words wrap at the
 * right indent, tabs jump to the paragraph's own tab stops (left, right, center) or to the
 * default grid, and centred or right-aligned paragraphs shift each finished line. Widths are
 * estimates (half an em per character); what matters is that columns made of tabs, centred
 * titles and right-aligned dates land where a reader sees them.
 */
import type { BlockInfo, TextRun } from '../document.ts';

export const CHAR_WIDTH_EM = 0.5;
/** Word's default tab grid (settings.xml defaultTabStop is 708–720 twips nearly everywhere). */
const DEFAULT_TAB = 36;
/** A default tab advances at least this far (points): a word space of body text. */
const MIN_TAB_ADVANCE = 2.5;

export interface TabStop {
  /** Absolute x in points. */
  x: number;
  align: 'left' | 'right' | 'center';
}

export interface TextFormat {
  fontSize: number;
  bold: boolean;
  italic: boolean;
  fontName?: string;
}

export interface LineFrame {
  /** Left edge of the text area the tab grid is measured from (margin or cell edge). */
  origin: number;
  /** Left indent, first-line start, and right limit, absolute x in points. */
  left: number;
  firstLine: number;
  right: number;
  tabs: TabStop[];
  align: 'left' | 'center' | 'right';
  block: BlockInfo;
}

/** Something placed inline on the current line (a picture) that must move with alignment. */
export interface InlineBox {
  x: number;
}

export class LineSetter {
  readonly runs: TextRun[] = [];
  x: number;
  y: number;
  private line: TextRun[] = [];
  private inline: InlineBox[] = [];
  private open: TextRun | undefined;
  private lineExtra = 0;
  /** The last text set ended inside a word (no space after it). */
  private midWord = false;
  /** The current line was started by wrapping: its first run says so. */
  private wrapping = false;

  constructor(
    private readonly frame: LineFrame,
    top: number,
    private readonly lineHeight: number,
  ) {
    this.x = frame.firstLine;
    this.y = top;
  }

  /** Sets the text; returns the runs it went into (a link's box is theirs). */
  text(text: string, format: TextFormat): TextRun[] {
    const touched: TextRun[] = [];
    const charWidth = format.fontSize * CHAR_WIDTH_EM;
    // Words keep their trailing space so wrapped lines join back with spaces.
    let first = true;
    for (const word of text.match(/\S+\s*|\s+/g) ?? []) {
      const width = word.length * charWidth;
      // Text carrying on a word of the previous run ("01" bold, then "/10/2018–heute") is the same
      // word: Word never breaks a line between the two, so neither does the estimate.
      const continues = first && this.midWord && /^\S/.test(word);
      first = false;
      if (!continues && this.x + word.trimEnd().length * charWidth > this.frame.right && this.x > this.frame.left && word.trim() !== '') this.wrapLine();
      const open = this.open;
      if (open && open.bold === format.bold && open.fontSize === format.fontSize && open.italic === (format.italic || undefined) && open.fontName === format.fontName) {
        open.text += word;
        open.w += width;
        if (touched[touched.length - 1] !== open) touched.push(open);
      } else if (word.trim() !== '' || open) {
        const run: TextRun = { text: word, x: this.x, y: this.y, w: width, h: format.fontSize, fontSize: format.fontSize, bold: format.bold, block: this.frame.block };
        if (format.italic) run.italic = true;
        if (this.wrapping) run.wrapped = true;
        this.wrapping = false;
        if (format.fontName) run.fontName = format.fontName;
        this.open = run;
        this.line.push(run);
        touched.push(run);
      }
      this.x += width;
    }
    if (text) this.midWord = /\S$/.test(text);
    return touched;
  }

  /** Jumps to the next tab stop; `following` is the width of the text up to the next tab. */
  tab(following: number): void {
    this.open = undefined;
    this.midWord = false;
    const stop = this.frame.tabs.find((t) => t.x > this.x + 0.5);
    // The hanging indent acts as a tab stop for the first line (list numbers use it).
    const hangingStop = this.x < this.frame.left - 0.5 ? this.frame.left : undefined;
    if (stop && (hangingStop === undefined || stop.x < hangingStop)) {
      // A right or centred stop past the paragraph's right edge (a page-wide stop in a table cell)
      // aligns the text at that edge, as Word does.
      const at = stop.align === 'left' ? stop.x : Math.min(stop.x, this.frame.right);
      const target = stop.align === 'right' ? at - following : stop.align === 'center' ? at - following / 2 : at;
      this.x = Math.max(this.x, target);
    } else if (hangingStop !== undefined) {
      this.x = hangingStop;
    } else {
      // The next stop of the default grid. A cursor standing on a stop (a tab just taken, "Title⇥⇥Employer")
      // goes on to the next one, whatever the float arithmetic left over; text ending a hair before a stop
      // keeps a visible gap, so the estimate never glues the two texts into one word.
      const from = (this.x - this.frame.origin) / DEFAULT_TAB;
      let next = this.frame.origin + (Math.floor(from + 1e-6) + 1) * DEFAULT_TAB;
      if (next - this.x < MIN_TAB_ADVANCE) next += DEFAULT_TAB;
      this.x = next;
    }
    if (this.x >= this.frame.right) this.wrapLine();
  }

  /** Reserves inline room at the cursor for a picture placed at `box` (moved with alignment). */
  inlineBox(box: InlineBox, width: number, height: number): void {
    this.inline.push(box);
    this.x += width;
    this.lineExtra = Math.max(this.lineExtra, height - this.lineHeight);
    this.open = undefined;
  }

  /** A line the text wraps onto for width. */
  private wrapLine(): void {
    this.newLine();
    this.wrapping = true;
  }

  newLine(): void {
    this.wrapping = false;
    this.midWord = false;
    this.finishLine();
    this.y += this.lineHeight + this.lineExtra;
    this.lineExtra = 0;
    this.x = this.frame.left;
  }

  /** Ends the paragraph; returns the y just below its last line. */
  end(): number {
    this.finishLine();
    return this.y + this.lineHeight + this.lineExtra;
  }

  private finishLine(): void {
    if (this.frame.align !== 'left' && this.line.length > 0) {
      const start = Math.min(...this.line.map((r) => r.x), ...this.inline.map((b) => b.x));
      const end = Math.max(...this.line.map((r) => r.x + r.text.trimEnd().length * r.fontSize * CHAR_WIDTH_EM));
      const shift = Math.max(0, this.frame.align === 'right' ? this.frame.right - end : (this.frame.left + this.frame.right) / 2 - (start + end) / 2);
      for (const run of this.line) run.x += shift;
      for (const box of this.inline) box.x += shift;
    }
    // One line, one baseline: a run in a smaller size ("01" at 9 pt before "/10/2018" at 14 pt)
    // sits lower, its bottom on the line's baseline, as Word sets it, so the line stays one line.
    const baseline = Math.max(...this.line.map((r) => r.y + r.h));
    for (const run of this.line) run.y = baseline - run.h;
    this.runs.push(...this.line);
    this.line = [];
    this.inline = [];
    this.open = undefined;
  }
}

/** Trailing spaces kept while wrapping are dropped; widths follow the trimmed text. */
export function tidyRuns(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const text = run.text.trim();
    if (!text) continue;
    const lead = run.text.length - run.text.trimStart().length;
    out.push({ ...run, text, x: Math.round((run.x + lead * run.fontSize * 0.5) * 100) / 100, w: Math.round(text.length * run.fontSize * 50) / 100 });
  }
  return out;
}
