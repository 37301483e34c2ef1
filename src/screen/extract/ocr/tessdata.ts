/**
 * The one local folder tesseract.js reads language data from. The @tesseract.js-data/* packages
 * each keep their file in their own folder (`<lang>/4.0.0_best_int/<lang>.traineddata.gz`), while
 * tesseract.js wants a single `langPath`; so we build a folder of symlinks (copies where links
 * are not allowed) under the OS temp dir once per process. Nothing is ever downloaded.
 *
 * `4.0.0_best_int` is the LSTM-only "best" model quantized to integers: what tesseract.js itself
 * picks for the LSTM engine, smaller and faster to load than the legacy+LSTM `4.0.0` files.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Tesseract codes of the six CV languages, and the ISO 639-1 codes we report. */
export const OCR_LANGUAGES = { en: 'eng', it: 'ita', es: 'spa', fr: 'fra', de: 'deu', pt: 'por' } as const;
export type OcrLanguage = keyof typeof OCR_LANGUAGES;

const MODEL = '4.0.0_best_int';

let folder: string | undefined;

/** Path of a folder holding `<code>.traineddata.gz` for all six languages. */
export function tessdataFolder(): string {
  if (folder) return folder;
  const require = createRequire(import.meta.url);
  const sources = Object.values(OCR_LANGUAGES).map((code) => {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const file = join(pkg, MODEL, `${code}.traineddata.gz`);
    if (!existsSync(file)) throw new Error(`OCR language data missing: ${file} (reinstall the @tesseract.js-data packages)`);
    return { code, file };
  });
  const key = createHash('sha256')
    .update(sources.map((s) => s.file).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const dir = join(tmpdir(), `vitae-tessdata-${key}`);
  mkdirSync(dir, { recursive: true });
  for (const { code, file } of sources) {
    const target = join(dir, `${code}.traineddata.gz`);
    if (existsSync(target)) continue;
    // Create under a private name, then rename: concurrent processes never see a half-made file.
    const tmp = `${target}.${process.pid}.tmp`;
    try {
      symlinkSync(file, tmp);
    } catch {
      copyFileSync(file, tmp);
    }
    renameSync(tmp, target);
  }
  folder = dir;
  return dir;
}
