/**
 * Designed CVs put a coloured panel beside the main column (a sidebar with contact details,
 * skills and languages). Read as one block, tesseract builds its text lines across the whole
 * width; where the two columns' lines sit at different heights it merges or drops words of both
 * (a phone number read as "269 A III", a language line lost), and a dark panel's light text comes
 * out as noise. Read apart, each column is a plain page. This finds the panel's straight edge —
 * the x where the background changes from one even colour to another over most of the page's
 * height — and the rows it spans, so the OCR can read the parts one by one.
 */
import type { GrayImage } from './stroke-weight.ts';

export const PANEL_RULES = {
  /** The edge lies between these shares of the page's width. */
  edgeFrom: 0.12,
  edgeTo: 0.88,
  /** Each side's background must cover at least this share of the page's rows (a panel, not a box). */
  minShare: 0.5,
  /** The two backgrounds differ by at least this much (0..255): a light tint beside white counts. */
  minStep: 8,
  /** Columns beside the edge (share of width, at least 6 px) whose background must be even. */
  window: 0.01,
  /** Columns inside a window may differ from each other by this much (JPEG noise). */
  evenTolerance: 6,
  /** A row keeps the edge when each side's pixels next to it stay this close to their background. */
  rowTolerance: 24,
  /** Rows without the edge (text or a picture touching it) that may interrupt its run, share of height. */
  maxGap: 0.02,
  /** The edge must run through at least this share of the page's height. */
  minRun: 0.5,
  /** Darker or lighter than the background by this much is ink... */
  inkContrast: 50,
  /** ...and each side must hold at least this share of ink pixels: text to read, not a coloured strip. */
  minInk: 0.002,
  /** A band above or below the edge's run lower than this share of the height is no band of its own. */
  minBand: 0.02,
} as const;

export interface PanelRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

const BINS = 64;
const BIN_SHIFT = 2;
/** Every second row is enough to know a column's background. */
const ROW_STEP = 2;

/** Background (the most common value, ±1 bin) of each column and the share of rows it covers. */
function columnBackgrounds(image: GrayImage): { mode: Float32Array; share: Float32Array } {
  const { data, width, height } = image;
  const hist = new Uint32Array(width * BINS);
  let rows = 0;
  for (let y = 0; y < height; y += ROW_STEP) {
    rows++;
    const line = y * width;
    for (let x = 0; x < width; x++) hist[x * BINS + (data[line + x]! >> BIN_SHIFT)]!++;
  }
  const mode = new Float32Array(width);
  const share = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const base = x * BINS;
    let best = -1;
    let bestCount = -1;
    for (let b = 0; b < BINS; b++) {
      const count = hist[base + b]! + (b > 0 ? hist[base + b - 1]! : 0) + (b < BINS - 1 ? hist[base + b + 1]! : 0);
      if (count > bestCount) {
        bestCount = count;
        best = b;
      }
    }
    mode[x] = (best << BIN_SHIFT) + (1 << (BIN_SHIFT - 1));
    share[x] = bestCount / rows;
  }
  return { mode, share };
}

function evenSide(mode: Float32Array, share: Float32Array, from: number, to: number): boolean {
  const ref = mode[from]!;
  for (let x = from; x <= to; x++) {
    if (share[x]! < PANEL_RULES.minShare || Math.abs(mode[x]! - ref) > PANEL_RULES.evenTolerance) return false;
  }
  return true;
}

/**
 * The page cut at a panel's edge: the columns left and right of it over the rows the edge runs
 * through, and the full-width bands above and below those rows. Undefined when the page has no
 * such edge with text on both sides.
 */
export function findPanels(image: GrayImage): PanelRegion[] | undefined {
  const { data, width, height } = image;
  if (width < 200 || height < 200) return undefined;
  const { mode, share } = columnBackgrounds(image);
  const w = Math.max(6, Math.round(width * PANEL_RULES.window));
  let edge: { x: number; step: number } | undefined;
  const from = Math.max(w, Math.round(width * PANEL_RULES.edgeFrom));
  const to = Math.min(width - w - 1, Math.round(width * PANEL_RULES.edgeTo));
  for (let x = from; x < to; x++) {
    // Two columns either side of the edge are left out: anti-aliasing blends the colours there.
    const step = Math.abs(mode[x - 3]! - mode[x + 2]!);
    if (step < PANEL_RULES.minStep || (edge && step <= edge.step)) continue;
    if (evenSide(mode, share, x - w, x - 3) && evenSide(mode, share, x + 2, x + w)) edge = { x, step };
  }
  if (!edge) return undefined;
  const { x } = edge;
  const leftBg = mode[x - 3]!;
  const rightBg = mode[x + 2]!;

  // The longest run of rows along which both sides next to the edge show their backgrounds.
  const maxGap = Math.round(height * PANEL_RULES.maxGap);
  let best = { top: 0, bottom: 0 };
  let runStart = -1;
  let lastOk = -1;
  for (let y = 0; y <= height; y++) {
    const ok = y < height && rowKeepsEdge(data, y * width, x, w, leftBg, rightBg);
    if (ok) {
      if (runStart < 0 || y - lastOk > maxGap) runStart = y;
      lastOk = y;
      if (lastOk + 1 - runStart > best.bottom - best.top) best = { top: runStart, bottom: lastOk + 1 };
    }
  }
  if (best.bottom - best.top < height * PANEL_RULES.minRun) return undefined;
  const left: PanelRegion = { left: 0, top: best.top, width: x, height: best.bottom - best.top };
  const right: PanelRegion = { left: x, top: best.top, width: width - x, height: best.bottom - best.top };
  if (!hasInk(image, left, leftBg) || !hasInk(image, right, rightBg)) return undefined;
  const regions: PanelRegion[] = [];
  const minBand = height * PANEL_RULES.minBand;
  if (best.top >= minBand) regions.push({ left: 0, top: 0, width, height: best.top });
  else {
    left.height += left.top;
    right.height += right.top;
    left.top = 0;
    right.top = 0;
  }
  if (height - best.bottom >= minBand) regions.push({ left: 0, top: best.bottom, width, height: height - best.bottom });
  else {
    left.height = height - left.top;
    right.height = height - right.top;
  }
  return [left, right, ...regions];
}

function rowKeepsEdge(data: Uint8Array, line: number, x: number, w: number, leftBg: number, rightBg: number): boolean {
  const tol = PANEL_RULES.rowTolerance;
  for (let i = 3; i <= w; i++) {
    if (Math.abs(data[line + x - i]! - leftBg) > tol) return false;
  }
  for (let i = 2; i <= w; i++) {
    if (Math.abs(data[line + x + i]! - rightBg) > tol) return false;
  }
  return true;
}

function hasInk(image: GrayImage, r: PanelRegion, background: number): boolean {
  const { data, width } = image;
  let ink = 0;
  let seen = 0;
  for (let y = r.top; y < r.top + r.height; y += ROW_STEP) {
    const line = y * width;
    for (let x = r.left; x < r.left + r.width; x++) {
      seen++;
      if (Math.abs(data[line + x]! - background) > PANEL_RULES.inkContrast) ink++;
    }
  }
  return seen > 0 && ink / seen >= PANEL_RULES.minInk;
}

/** The pixels of `r` as an image of its own. */
export function cropGray(image: GrayImage, r: PanelRegion): GrayImage {
  const out = new Uint8Array(r.width * r.height);
  for (let y = 0; y < r.height; y++) {
    const start = (r.top + y) * image.width + r.left;
    out.set(image.data.subarray(start, start + r.width), y * r.width);
  }
  return { data: out, width: r.width, height: r.height };
}
