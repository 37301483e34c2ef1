/**
 * Tesseract reads 0 as O and 1 as l, I or | inside digit groups. In a date that loses the period
 * ("2O19 – 2O21" is no range): a word shaped as a date gets its digits back when the result is a
 * plausible month and year; words are left alone.
 */
import { describe, expect, it } from 'vitest';
import { dateDigits, ocrLinesToRuns } from '../../../src/screen/extract/ocr/ocr-runs.ts';
import { findDateRanges } from '../../../src/knowledge/dates/date-grammar.ts';

describe('OCR digits in dates', () => {
  it('repairs years and month/year words', () => {
    expect(['2O19', 'O3/2021', '0l/2019', '(2O18', '2O2l)', 'O9.2O18', 'l2/2O'].map(dateDigits)).toEqual(['2019', '03/2021', '01/2019', '(2018', '2021)', '09.2018', '12/20']);
  });
  it('leaves words, codes and impossible dates alone', () => {
    expect(['BOLO', 'IOIO', 'TOO1', 'COVID-19', 'O1', '3O/2O19', '1O0O', 'lO/2O19'].map(dateDigits)).toEqual(['BOLO', 'IOIO', 'TOO1', 'COVID-19', 'O1', '3O/2O19', '1O0O', 'lO/2O19']);
  });
  it('gives the runs a range the date grammar reads', () => {
    const words = ['O3/2O19', '–', 'l2/2O21', 'Analista'].map((text, i) => ({ text, x0: i * 60, y0: 0, x1: i * 60 + 50, y1: 12, confidence: 90 }));
    const [run] = ocrLinesToRuns([{ words, rowHeight: 12 }], { scale: 1 });
    const [range] = findDateRanges(run!.text);
    expect([range?.kind, range?.start?.year, range?.start?.month, range?.end?.year, range?.end?.month]).toEqual(['range', 2019, 3, 2021, 12]);
  });
});
