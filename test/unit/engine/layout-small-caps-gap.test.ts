/**
 * Small capitals alternate sizes inside each word ("D" in 11 pt, "ATA" in 8.5 pt); in a justified line their word
 * spaces (6 pt) pass half an em of the larger type, and so does the space before the body type that goes on (5.5 pt
 * before 9.5 pt). Such a line stays one phrase ("DATA SCIENCE INTERN at Acme Labs"), while
 * a form's small label set half an em before a capitalized value is still two cells (see europass-close-cells).
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const BIG = 11;
const SMALL = 8.5;
const BODY = 9.5;

/** Words in small capitals `gap` points apart, then a tail in body type `tailGap` points after them. */
function smallCapsRow(words: string[], tail: string, gap: number, tailGap: number, baseline: number): PlacedRun[] {
  const runs: PlacedRun[] = [];
  let x = 60;
  for (const word of words) {
    runs.push([x, baseline, word[0]!, BIG]);
    x += BIG * 0.5;
    runs.push([x, baseline, word.slice(1), SMALL]);
    x += (word.length - 1) * SMALL * 0.5 + gap;
  }
  runs.push([x - gap + tailGap, baseline, tail, BODY]);
  return runs;
}

describe('words in small capitals with wide word spaces', () => {
  it.each([
    ['en', ['DATA', 'SCIENCE', 'INTERN'], 'at Acme Labs (Leeds)'],
    ['it', ['ANALISTA', 'DATI'], 'presso Valtella Srl (Milano)'],
    ['es', ['ANALISTA', 'DE', 'DATOS'], 'en Nortevía S.L. (Sevilla)'],
    ['fr', ['CHARGÉE', 'DE', 'PROJET'], 'chez Boréal SAS (Lyon)'],
    ['de', ['PROJEKT', 'LEITERIN'], 'bei Nordwind GmbH (Bremen)'],
    ['pt', ['ANALISTA', 'DE', 'DADOS'], 'na Atlântida SA (Porto)'],
  ])('%s: one phrase', (_lang, words, tail) => {
    const layout = buildLayout(documentOfRuns([[60, 60, 'Robin Alvarez', 20, true], ...smallCapsRow(words, tail, 6, 5.5, 120)]));
    const line = layout.lines.find((l) => l.text.includes(tail.split(' ')[0]!));
    expect(line?.text).toBe(`${words.join(' ')} ${tail}`);
  });
});
