/**
 * The folder tesseract.js reads language data from: `tessdata/` beside this file, holding
 * `<code>.traineddata.gz` for the six CV languages (tessdata_fast, Apache-2.0; see its README).
 * Nothing is ever downloaded.
 *
 * Fast rather than best (docs/decisions.md): the fast networks are 2–4× smaller (eng: last LSTM
 * layer 192 cells instead of 512), read a page in about 60 % of the CPU time, and were as
 * accurate on the development images as the `4.0.0_best_int` files of @tesseract.js-data.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Tesseract codes of the six CV languages, and the ISO 639-1 codes we report. */
export const OCR_LANGUAGES = { en: 'eng', it: 'ita', es: 'spa', fr: 'fra', de: 'deu', pt: 'por' } as const;
export type OcrLanguage = keyof typeof OCR_LANGUAGES;

let folder: string | undefined;

/** Path of the folder holding `<code>.traineddata.gz` for all six languages. */
export function tessdataFolder(): string {
  if (folder) return folder;
  const dir = fileURLToPath(new URL('./tessdata', import.meta.url));
  for (const code of Object.values(OCR_LANGUAGES)) {
    const file = `${dir}/${code}.traineddata.gz`;
    if (!existsSync(file)) throw new Error(`OCR language data missing: ${file}`);
  }
  folder = dir;
  return dir;
}
