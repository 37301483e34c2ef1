/**
 * One tesseract.js worker per process, created on first use and reused: creating one costs about
 * half a second, recognizing a page about as much. Calls are serialized because the worker holds
 * one language configuration at a time.
 *
 * Languages (docs/decisions.md): loading all six at once makes every page about twice as slow
 * and lets similar languages compete for each word. Instead a page is first read with English
 * only; the language of that text is detected (eld, restricted to the six); if it is not
 * English, the page is read again with that language plus English, which restores accents
 * ("Societa" → "Società", "Muller" → "Müller"). Later pages of the same document start directly
 * with the language found on the first.
 *
 * So that a page in another language is not read twice in full, the English pass reads the top
 * half of the page first (cut between two text lines, ocr-image.ts findCutRow) and the language
 * is decided on it: an English page then reads its bottom half and costs what one pass costs;
 * another language costs half a pass plus its own pass, instead of two. A page with no clean
 * cut (two columns side by side) has its language read from a band across its middle, a quarter
 * of the page: a page in another language then costs a quarter pass plus its own pass, an English
 * page a quarter pass more than before. Too few letters to tell: read in English as before.
 */
import { eld } from 'eld/small';
import Tesseract from 'tesseract.js';
import { OCR_LANGUAGES, type OcrLanguage, tessdataFolder } from './tessdata.ts';

export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..100 as tesseract reports it. */
  confidence: number;
}

export interface OcrLine {
  words: OcrWord[];
  /** Tesseract's row height in pixels (ascender to descender): our font-size estimate. */
  rowHeight: number;
}

export interface OcrPage {
  lines: OcrLine[];
  /** Language of the pass kept (ISO 639-1), when detected. */
  language: OcrLanguage | undefined;
  /** Tesseract language strings of the passes run, e.g. ["eng", "ita+eng"]. */
  passes: string[];
}

/** An image tesseract can read (PNG, JPEG, PNM bytes) and the resolution to assume. */
export interface OcrImage {
  bytes: Uint8Array;
  dpi: number;
  /** The same page in two parts cut between text lines (PNM bytes, first row in the page). */
  halves?: [{ pgm: Uint8Array; top: number }, { pgm: Uint8Array; top: number }];
  /** Without halves: a band of the page to tell its language from (its text is not kept). */
  band?: { pgm: Uint8Array; top: number };
  /**
   * A page with a coloured panel beside its main column (panels.ts): its parts, read one by one
   * in place of the whole page, each with its place on the page.
   */
  panels?: OcrPanel[];
}

export interface OcrPanel {
  pgm: Uint8Array;
  left: number;
  top: number;
  halves?: [{ pgm: Uint8Array; top: number }, { pgm: Uint8Array; top: number }];
  band?: { pgm: Uint8Array; top: number };
}

/** Below this many letters a language guess is noise; stay with English. */
const MIN_LETTERS_FOR_DETECTION = 40;

const detector = eld.newInstance();
detector.setLanguageSubset(Object.keys(OCR_LANGUAGES));

/**
 * An idle worker is terminated after this long (unless keepOcrWarm): it holds 100–200 MB, and its
 * thread would keep a short-lived process (the CLI, a benchmark) alive forever.
 */
const IDLE_MS = 10_000;

let workerPromise: Promise<Tesseract.Worker> | undefined;
let currentLangs = '';
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;
let pending = 0;
let keepWarm = false;

/**
 * Reads a page. `language` skips the English-first pass when the document's language is known.
 * Serialized per process; each call gets the worker to itself.
 */
export function recognize(image: OcrImage, language?: OcrLanguage): Promise<OcrPage> {
  clearTimeout(idleTimer);
  pending++;
  const run = queue.then(() => (image.panels ? readPanels(image.panels, image.dpi, language) : readWhole(image, language)));
  queue = run
    .catch(() => undefined)
    .finally(() => {
      if (--pending === 0 && !keepWarm) idleTimer = setTimeout(() => void shutdownOcr(), IDLE_MS);
    });
  return run;
}

/**
 * Keeps this process's worker alive when idle: for a pipeline process, which lives for many CVs
 * and exits on its own, so that an image CV after a quiet minute does not pay the worker's
 * creation (about half a second of CPU) again.
 */
export function keepOcrWarm(): void {
  keepWarm = true;
  clearTimeout(idleTimer);
}

/** Terminates the worker (tests, shutdown); the next call creates a new one. */
export async function shutdownOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const worker = workerPromise;
  workerPromise = undefined;
  currentLangs = '';
  if (worker) await (await worker.catch(() => undefined))?.terminate();
}

async function readWhole(image: OcrImage, language?: OcrLanguage, englishKnown = false): Promise<OcrPage> {
  return withTopBand(image, await recognizeExclusive(image, language, englishKnown));
}

/**
 * The parts of a page with a panel, one after the other, the largest first: it holds most of the
 * text, so its language is the page's and the other parts are read in it straight away.
 */
async function readPanels(panels: OcrPanel[], dpi: number, known?: OcrLanguage): Promise<OcrPage> {
  const order = [...panels].sort((a, b) => b.pgm.byteLength - a.pgm.byteLength);
  let language = known;
  const lines: OcrLine[] = [];
  const passes: string[] = [];
  for (const panel of order) {
    const page = await readWhole({ bytes: panel.pgm, dpi, halves: panel.halves, band: panel.band }, language, language === 'en');
    language ??= page.language;
    passes.push(...page.passes.map((p) => `panel:${p}`));
    for (const line of page.lines) {
      const words = line.words.map((w) => ({ ...w, x0: w.x0 + panel.left, x1: w.x1 + panel.left, y0: w.y0 + panel.top, y1: w.y1 + panel.top }));
      lines.push({ ...line, words });
    }
  }
  return { lines, language, passes };
}

/** `englishKnown`: the page is known to be English (a part of a page read in English), one pass. */
async function recognizeExclusive(image: OcrImage, known?: OcrLanguage, englishKnown = false): Promise<OcrPage> {
  if (englishKnown) return { lines: await pass(image, 'eng'), language: 'en', passes: ['eng'] };
  if (known && known !== 'en') {
    const langs = `${OCR_LANGUAGES[known]}+eng`;
    return { lines: await pass(image, langs), language: known, passes: [langs] };
  }
  let first: OcrLine[];
  let language: OcrLanguage | undefined;
  if (image.halves) {
    const [upper, lower] = image.halves;
    const top = await pass({ bytes: upper.pgm, dpi: image.dpi }, 'eng', upper.top);
    language = detectLanguage(top);
    if (language && language !== 'en') return otherLanguage(image, language, ['eng:top']);
    const bottom = await pass({ bytes: lower.pgm, dpi: image.dpi }, 'eng', lower.top);
    first = [...top, ...bottom];
    language ??= detectLanguage(first);
    if (!language || language === 'en') return { lines: first, language, passes: ['eng:top', 'eng:bottom'] };
    return otherLanguage(image, language, ['eng:top', 'eng:bottom']);
  }
  const before: string[] = [];
  if (image.band) {
    language = detectLanguage(await pass({ bytes: image.band.pgm, dpi: image.dpi }, 'eng', image.band.top));
    if (language && language !== 'en') return otherLanguage(image, language, ['eng:band']);
    before.push('eng:band');
  }
  first = await pass(image, 'eng');
  language = detectLanguage(first);
  if (!language || language === 'en') return { lines: first, language, passes: [...before, 'eng'] };
  return otherLanguage(image, language, [...before, 'eng']);
}

async function otherLanguage(image: OcrImage, language: OcrLanguage, before: string[]): Promise<OcrPage> {
  const langs = `${OCR_LANGUAGES[language]}+eng`;
  return { lines: await pass(image, langs), language, passes: [...before, langs] };
}

/**
 * Text above the first line read: a name set in a large display font (thin, grey, italic) at the
 * top of a designed CV is often taken by tesseract's layout analysis for a picture and never read.
 * The band above the first line is read again as sparse text (PSM 11), and what it reads with
 * high confidence is put back on top of the page.
 */
export async function withTopBand(image: OcrImage, page: OcrPage): Promise<OcrPage> {
  const size = pgmSize(image.bytes);
  if (!size) return page;
  const confident = page.lines.filter((l) => l.words.some((w) => w.confidence >= TOP_BAND.lineConfidence && /\p{L}{2}/u.test(w.text)));
  const firstTop = Math.min(...confident.map((l) => Math.min(...l.words.map((w) => w.y0))));
  if (!Number.isFinite(firstTop)) return page;
  const bottom = Math.floor(firstTop - TOP_BAND.margin * (confident[0]?.rowHeight ?? 0));
  if (bottom < size.height * TOP_BAND.minShare) return page;
  const band = pgmRows(image.bytes, size, 0, bottom);
  const langs = page.passes[page.passes.length - 1]?.includes('+') ? page.passes[page.passes.length - 1]! : 'eng';
  const extra = (await pass({ bytes: band, dpi: image.dpi }, langs, 0, Tesseract.PSM.SPARSE_TEXT))
    .map((l) => ({ ...l, words: l.words.filter((w) => w.confidence >= TOP_BAND.wordConfidence && /\p{L}{2}/u.test(w.text)) }))
    .filter((l) => l.words.length > 0);
  return extra.length ? { ...page, lines: [...extra, ...page.lines], passes: [...page.passes, `${langs}:top-band`] } : page;
}

const TOP_BAND = {
  /** The first line is the first with a word of two letters read at least this confidently. */
  lineConfidence: 60,
  /** The band stops this many of that line's heights above it. */
  margin: 0.25,
  /** A band lower than this share of the page holds no line of its own. */
  minShare: 0.03,
  /** Words read in the band are kept from this confidence: a photo or an ornament gives noise below it. */
  wordConfidence: 80,
} as const;

/** Width and height of a binary PGM (P5) and where its pixels start. */
function pgmSize(pgm: Uint8Array): { width: number; height: number; offset: number } | undefined {
  const head = Buffer.from(pgm.subarray(0, 40)).toString('latin1');
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  return m ? { width: Number(m[1]), height: Number(m[2]), offset: m[0].length } : undefined;
}

function pgmRows(pgm: Uint8Array, size: { width: number; offset: number }, from: number, to: number): Uint8Array {
  const pixels = pgm.subarray(size.offset + from * size.width, size.offset + to * size.width);
  return Buffer.concat([Buffer.from(`P5\n${size.width} ${to - from}\n255\n`, 'ascii'), pixels]);
}

/** One reading of `image` with `langs`; `top` is added to every y (the image is the lower part of a page). */
async function pass(image: OcrImage, langs: string, top = 0, mode: Tesseract.PSM = Tesseract.PSM.SINGLE_BLOCK): Promise<OcrLine[]> {
  const worker = await getWorker();
  try {
    if (currentLangs !== langs) {
      await worker.reinitialize(langs, Tesseract.OEM.LSTM_ONLY);
      currentLangs = langs;
    }
    // The library's single uniform block (PSM 6) for a page: full layout analysis (PSM 3) was
    // measured and dropped (docs/decisions.md, 2026-11-28 evening); sparse text for the top band.
    await worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)), tessedit_pageseg_mode: mode });
    const result = await worker.recognize(Buffer.from(image.bytes), {}, { blocks: true, text: false });
    return toLines(result.data, top);
  } catch (err) {
    // A worker that failed mid-job may be in any state: start the next call from a fresh one.
    await shutdownOcr();
    throw err;
  }
}

function getWorker(): Promise<Tesseract.Worker> {
  workerPromise ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: tessdataFolder(),
    cacheMethod: 'none',
    gzip: true,
  }).then(async (worker) => {
    currentLangs = 'eng';
    // Some traineddata configs name an optional user-words file (ita: "special-words");
    // tesseract prints an error for each load when it is missing. An empty one is harmless.
    for (const code of Object.values(OCR_LANGUAGES)) await worker.writeText(`${code}.special-words`, '');
    return worker;
  });
  workerPromise.catch(() => {
    workerPromise = undefined;
  });
  return workerPromise;
}

function toLines(page: Tesseract.Page, top: number): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .filter((w) => w.text.trim() !== '')
          .map((w) => ({ text: w.text.trim(), x0: w.bbox.x0, y0: w.bbox.y0 + top, x1: w.bbox.x1, y1: w.bbox.y1 + top, confidence: w.confidence }));
        if (words.length > 0) lines.push({ words, rowHeight: line.rowAttributes?.rowHeight ?? line.bbox.y1 - line.bbox.y0 });
      }
    }
  }
  return lines;
}

function detectLanguage(lines: OcrLine[]): OcrLanguage | undefined {
  const text = lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS_FOR_DETECTION) return undefined;
  const found = detector.detect(text).language;
  return found in OCR_LANGUAGES ? (found as OcrLanguage) : undefined;
}
