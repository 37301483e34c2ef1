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
    const words = line.words.filter(keepWord);
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
      text: g.words.map((w) => w.text).join(' '),
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
