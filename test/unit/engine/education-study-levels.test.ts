/**
 * Courses of study named for their degree ("Masterstudium Informatik", "Bachelorstudium BWL") and the
 * Italian pre-2001 laurea ("Laurea in Scienze Politiche (vecchio ordinamento)", "laurea quinquennale")
 * carry the level of that degree (fictional schools).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2026, 5, 1)) };

describe('levels of courses named for their degree', () => {
  it.each([
    ['Studium', '10/2022 – 09/2024 Masterstudium Informatik, Universität Falkenau', 7],
    ['Studium', '10/2018 – 09/2022 Bachelorstudium Betriebswirtschaftslehre, Hochschule Lindenhof', 6],
    ['Ausbildung', '1995 – 2001 Diplomstudium Maschinenbau, Technische Universität Falkenau', 7],
    ['Istruzione', '1996 – 2002 Laurea in Scienze Politiche (vecchio ordinamento), Università di Corvara', 7],
    ['Istruzione', '1994 – 1999 Laurea quinquennale in Architettura, Politecnico di Corvara', 7],
  ])('%s: %s', (heading, line, level) => {
    const profile = runEngine(documentOf([{ text: 'Marta Oreno', size: 18, bold: true }, 'marta.oreno@example.org', { text: heading, size: 13, bold: true, gap: 10 }, line]), REFERENCE);
    expect(profile.education.map((e) => e.isced)).toEqual([level]);
  });
});
