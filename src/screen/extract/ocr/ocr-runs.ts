/**
 * OCR lines → TextRuns in page units. A tesseract line can span two columns that happen to
 * share a baseline; it is split where the gap between words is far wider than a space, so the
 * layout step sees the columns. Words tesseract barely believes in (specks, rules, photo
 * texture) are dropped.
 */
import type { TextRun } from '../document.ts';
import type { OcrLine, OcrWord } from './ocr-engine.ts';
import { type GrayImage, strokeWidth } from './stroke-weight.ts';

/** A gap wider than this many row heights separates two runs (a space is about 0.3). */
const SPLIT_GAP = 1.5;
const MIN_CONFIDENCE = 20;
/** A word without letters or digits (a bullet, a bar) needs this much confidence to stay. */
const MIN_CONFIDENCE_SYMBOLS = 60;
/** Stroke width relative to the page's typical one above which a run reads as bold. */
const BOLD_STROKE_RATIO = 1.3;

export interface OcrRunOptions {
  /** Page units per OCR pixel (1 for images; 72/dpi for rendered PDF pages). */
  scale: number;
  /** The grayscale image the OCR read, to estimate stroke weight (bold). */
  gray?: GrayImage;
}

export function ocrLinesToRuns(lines: readonly OcrLine[], options: OcrRunOptions): TextRun[] {
  const groups: { words: OcrWord[]; rowHeight: number; stroke: number }[] = [];
  for (const line of lines) {
    const words = openingGlyph(line.words, line.rowHeight).filter(keepWord);
    let current: OcrWord[] = [];
    for (const word of words) {
      const prev = current[current.length - 1];
      if (prev && word.x0 - prev.x1 > SPLIT_GAP * line.rowHeight) {
        groups.push({ words: current, rowHeight: line.rowHeight, stroke: 0 });
        current = [];
      }
      current.push(word);
    }
    if (current.length > 0) groups.push({ words: current, rowHeight: line.rowHeight, stroke: 0 });
  }
  if (options.gray) {
    for (const g of groups) g.stroke = strokeWidth(options.gray, boundsOf(g.words)) / Math.max(1, g.rowHeight);
  }
  const typical = median(groups.map((g) => g.stroke).filter((s) => s > 0));
  const s = options.scale;
  return groups.map((g) => {
    const b = boundsOf(g.words);
    const confidence = g.words.reduce((sum, w) => sum + w.confidence, 0) / g.words.length / 100;
    return {
      text: g.words.map((w) => dateDigits(w.text)).join(' '),
      x: round(b.x0 * s),
      y: round(b.y0 * s),
      w: round((b.x1 - b.x0) * s),
      h: round((b.y1 - b.y0) * s),
      fontSize: round(g.rowHeight * s),
      bold: typical > 0 && g.stroke > typical * BOLD_STROKE_RATIO,
      confidence: Math.round(confidence * 1000) / 1000,
    };
  });
}

// A word shaped as a date ("2O19", "O3/2021", "0l/2019", "(2O18"): digits with at most two of the
// letters OCR takes digits for (O for 0; I, l or | for 1).
const DATE_TOKEN = /^([(\[]?)([0-9OIl|]{4}|[0-9OIl|]{1,2}[/.\-][0-9OIl|]{2,4})([)\],.;:]?)$/;

/**
 * Tesseract reads a 0 as O and a 1 as l, I or | in digit groups; in a date that loses the period
 * ("2O19 – 2O21" is no range). A word shaped as a date, with two real digits or more, gets its
 * digits back when the result is a year of working life (1950–2039) or a month and year.
 */
export function dateDigits(word: string): string {
  const m = DATE_TOKEN.exec(word);
  if (!m || !/[OIl|]/.test(m[2]!) || (m[2]!.match(/\d/g) ?? []).length < 2 || (m[2]!.match(/[OIl|]/g) ?? []).length > 2) return word;
  const fixed = m[2]!.replace(/O/g, '0').replace(/[Il|]/g, '1');
  const year = /(\d{4})$/.exec(fixed)?.[1] ?? (/^\d{1,2}[/.\-](\d{2})$/.test(fixed) ? '20' + fixed.slice(-2) : undefined);
  if (!year || +year < 1950 || +year > 2039) return word;
  const month = /^(\d{1,2})[/.\-]/.exec(fixed)?.[1];
  if (month !== undefined && (+month < 1 || +month > 12)) return word;
  return `${m[1]}${fixed}${m[3]}`;
}

/** A dot this small (in row heights, both sides) opening a line is a bullet, whatever letter tesseract saw. */
const BULLET_DOT = 0.4;
/** Below this confidence a short opening word drawn as a square is an icon, not a word. */
const ICON_CONFIDENCE = 80;

/**
 * The picture opening a line, read as letters. Tesseract reads a bullet dot as "e", "°", "«" or
 * "*": a word of one character far smaller than the row, before more words, is a bullet ("•").
 * It reads the icon before contact data or a heading (a square, a phone, a pin) as one or two
 * letters it barely believes ("m Experience", "HN Profil", "© 06 12 …"): an opening word of one or
 * two characters, no digit, about as wide as tall and at least half the row high, below
 * ICON_CONFIDENCE, is dropped. (Runs on the words before the confidence filter: a dot read as
 * a symbol is kept as the bullet it is.) Letters of real words are seldom square ("in" and "A" are, but
 * tesseract is sure of them).
 */
export function openingGlyph(words: OcrWord[], rowHeight: number): OcrWord[] {
  const [first, ...rest] = words;
  if (!first || rest.length === 0) return words;
  const w = first.x1 - first.x0;
  const h = first.y1 - first.y0;
  const text = first.text;
  if ([...text].length === 1 && first.confidence >= MIN_CONFIDENCE && !/\p{N}/u.test(text) && w <= BULLET_DOT * rowHeight && h <= BULLET_DOT * rowHeight) {
    return [{ ...first, text: '•', confidence: Math.max(first.confidence, MIN_CONFIDENCE_SYMBOLS) }, ...rest];
  }
  const square = h >= 0.5 * rowHeight && w >= 0.8 * h && w <= 1.25 * h;
  if ([...text].length <= 2 && !/\p{N}/u.test(text) && first.confidence < ICON_CONFIDENCE && square) return rest;
  return words;
}

function keepWord(word: OcrWord): boolean {
  if (word.confidence < MIN_CONFIDENCE) return false;
  return /[\p{L}\p{N}]/u.test(word.text) || word.confidence >= MIN_CONFIDENCE_SYMBOLS;
}

function boundsOf(words: readonly OcrWord[]) {
  return {
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
