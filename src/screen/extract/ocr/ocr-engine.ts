/**
 * A small pool of tesseract.js workers per process (two, or one on a single-core machine),
 * created together on first use and reused: creating one costs about half a second. Pages are
 * serialized (one page at a time per process); inside a page the workers read its parts side by
 * side. Each worker holds one language at a time and keeps it, so that a run of CVs in the same
 * language does not reload language data (about 150 ms of CPU per switch).
 *
 * Languages (docs/decisions.md): a page is read with the model of its language plus English
 * (`ita+eng`), never all six (slower, and similar languages compete for each word). The language
 * model alone reads accents as well but loses the "@" of e-mail addresses ("name.goproton.me")
 * that English restores. The language is told before the page is read: a band across the middle of the page (a
 * quarter of its height, ocr-image.ts) is read with English and its text's language detected
 * (eld, restricted to the six). The page is then read in that language, its two halves (cut
 * between two text lines, ocr-image.ts findCutRow) on two workers at once; a page with no clean
 * cut (two columns side by side) is read whole. Too few letters in the band to tell: the page is
 * read in English, the language detected on all its text, and read again when it is another.
 * Later pages of the same document start directly with the language found on the first.
 */
import { availableParallelism } from 'node:os';
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
  /** The passes run, e.g. ["eng:band", "ita+eng:top", "ita+eng:bottom"]. */
  passes: string[];
}

/** An image tesseract can read (PNG, JPEG, PNM bytes) and the resolution to assume. */
export interface OcrImage {
  bytes: Uint8Array;
  dpi: number;
  /** The same page in two parts cut between text lines (PNM bytes, first row in the page). */
  halves?: [{ pgm: Uint8Array; top: number }, { pgm: Uint8Array; top: number }];
  /** A band of the page to tell its language from (its text is not kept). */
  band?: { pgm: Uint8Array; top: number };
}

/** Below this many letters a language guess is noise; stay with English. */
const MIN_LETTERS_FOR_DETECTION = 40;

const detector = eld.newInstance();
detector.setLanguageSubset(Object.keys(OCR_LANGUAGES));

/**
 * Idle workers are terminated after this long (unless keepOcrWarm): together they hold about
 * 150 MB, and their threads would keep a short-lived process (the CLI, a benchmark) alive forever.
 */
const IDLE_MS = 10_000;

/** Workers per process: two parts of a page side by side; more would only share the same cores. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));

interface PooledWorker {
  worker: Tesseract.Worker;
  /** Tesseract language string it is initialized with. */
  langs: string;
  busy: boolean;
}

let poolPromise: Promise<PooledWorker[]> | undefined;
/** Passes waiting for a free worker. */
const waiting: (() => void)[] = [];
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;
let pending = 0;
let keepWarm = false;

/**
 * Reads a page. `language` skips the language band when the document's language is known.
 * Pages are serialized per process; each call gets the workers to itself.
 */
export function recognize(image: OcrImage, language?: OcrLanguage): Promise<OcrPage> {
  clearTimeout(idleTimer);
  pending++;
  const run = queue.then(() => recognizeExclusive(image, language));
  queue = run
    .catch(() => undefined)
    .finally(() => {
      if (--pending === 0 && !keepWarm) idleTimer = setTimeout(() => void shutdownOcr(), IDLE_MS);
    });
  return run;
}

/**
 * Keeps the workers of this process alive when idle: a pipeline process, which lives for many
 * CVs and exits on its own, so that an image CV after a quiet minute does not pay their creation
 * (about a second of CPU) again.
 */
export function keepOcrWarm(): void {
  keepWarm = true;
  clearTimeout(idleTimer);
}

/** Terminates the workers (tests, shutdown); the next call creates new ones. */
export async function shutdownOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const pool = poolPromise;
  poolPromise = undefined;
  if (!pool) return;
  const workers = await pool.catch(() => [] as PooledWorker[]);
  await Promise.all(workers.map((w) => w.worker.terminate().catch(() => undefined)));
}

async function recognizeExclusive(image: OcrImage, known?: OcrLanguage): Promise<OcrPage> {
  const passes: string[] = [];
  let language = known;
  if (!language && image.band) {
    const band = await pass({ bytes: image.band.pgm, dpi: image.dpi }, 'eng', image.band.top);
    passes.push('eng:band');
    language = detectLanguage(band);
  }
  if (language) return { lines: await readPage(image, language, passes), language, passes };
  // The band could not tell: read the page in English, then tell from all its text.
  const english = await readPage(image, 'en', passes);
  language = detectLanguage(english);
  if (!language || language === 'en') return { lines: english, language, passes };
  return { lines: await readPage(image, language, passes), language, passes };
}

/** The whole page in one language: its halves side by side when it has them. */
async function readPage(image: OcrImage, language: OcrLanguage, passes: string[]): Promise<OcrLine[]> {
  const langs = language === 'en' ? 'eng' : `${OCR_LANGUAGES[language]}+eng`;
  if (!image.halves || POOL_SIZE < 2) {
    passes.push(langs);
    return pass(image, langs);
  }
  const [upper, lower] = image.halves;
  passes.push(`${langs}:top`, `${langs}:bottom`);
  const parts = await Promise.all([pass({ bytes: upper.pgm, dpi: image.dpi }, langs, upper.top), pass({ bytes: lower.pgm, dpi: image.dpi }, langs, lower.top)]);
  return parts.flat();
}

/** One reading of `image` with `langs`; `top` is added to every y (the image is the lower part of a page). */
async function pass(image: OcrImage, langs: string, top = 0): Promise<OcrLine[]> {
  const pooled = await acquire(langs);
  try {
    if (pooled.langs !== langs) {
      pooled.langs = '';
      await pooled.worker.reinitialize(langs, Tesseract.OEM.LSTM_ONLY);
      pooled.langs = langs;
    }
    await pooled.worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)) });
    const result = await pooled.worker.recognize(Buffer.from(image.bytes), {}, { blocks: true, text: false });
    return toLines(result.data, top);
  } catch (err) {
    // A worker that failed mid-job may be in any state: start the next call from fresh ones.
    await shutdownOcr();
    throw err;
  } finally {
    release(pooled);
  }
}

/** A free worker, preferring one that already holds `langs`. */
async function acquire(langs: string): Promise<PooledWorker> {
  for (;;) {
    const pool = await getPool();
    const free = pool.filter((w) => !w.busy);
    const chosen = free.find((w) => w.langs === langs) ?? free[0];
    if (chosen) {
      chosen.busy = true;
      return chosen;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

function release(pooled: PooledWorker): void {
  pooled.busy = false;
  waiting.shift()?.();
}

function getPool(): Promise<PooledWorker[]> {
  poolPromise ??= Promise.all(Array.from({ length: POOL_SIZE }, () => createPooledWorker()));
  const current = poolPromise;
  current.catch(async () => {
    if (poolPromise === current) await shutdownOcr();
  });
  return current;
}

async function createPooledWorker(): Promise<PooledWorker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: tessdataFolder(),
    cacheMethod: 'none',
    gzip: true,
  });
  // Some traineddata configs name an optional user-words file (ita: "special-words");
  // tesseract prints an error for each load when it is missing. An empty one is harmless.
  for (const code of Object.values(OCR_LANGUAGES)) await worker.writeText(`${code}.special-words`, '');
  return { worker, langs: 'eng', busy: false };
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
