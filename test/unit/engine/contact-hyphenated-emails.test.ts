/**
 * LaTeX CVs (moderncv's "oldstyle" and "fancy" styles) set the e-mail address in a narrow column as
 * running text, and TeX hyphenates it like any word: "athorn-" / "ton@example.org". Only the part
 * after the break was read as the address. The fragment is joined back without the hyphen (the
 * break's), and the address's mailto hyperlink, where there is one, writes it whole: a hyphen that is
 * the address's own stays.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date('2026-01-01') };

/** A CV whose narrow left column holds the address lines, the phone and the e-mail broken over two lines. */
function page(name: string, contact: string[], email: [string, string], body: string[], mailto?: string): Document {
  const runs: PlacedRun[] = [[174, 100, name, 30]];
  const side = [...contact, ...email];
  for (const [k, line] of side.entries()) runs.push([155 - line.length * 5, 110 + k * 12, line, 10]);
  for (const [k, line] of body.entries()) runs.push([174, 200 + k * 14, line, 10.5, k === 0]);
  const doc = documentOfRuns(runs);
  if (mailto) doc.pages[0]!.links = [{ url: `mailto:${mailto}`, x: 60, y: 110 + contact.length * 12 - 10, w: 95, h: 24 }];
  return doc;
}

const CASES: [string, string, string[], [string, string], string[], string][] = [
  ['English', 'Amelia Thornbury', ['Station Road 3', 'Leeds LS1 4DY', '+44 7700 912345'], ['athorn-', 'bury@example.org'], ['Experience', 'Design Engineer, Kestrel Robotics Ltd, Leeds 2019 – 2023'], 'athornbury@example.org'],
  ['Italian', 'Riccardo Lombardelli', ['Via Dante 12', '35121 Padova', '+39 391 876 0865'], ['riccardolombar-', 'delli3@example.it'], ['Esperienza professionale', 'Sviluppatore software, Arcadia Soft S.r.l., Padova 2019 – 2023'], 'riccardolombardelli3@example.it'],
  ['German', 'Sebastian Möllendorf', ['Lindenallee 18', '79098 Freiburg', '+49 152 01777892'], ['sebastian.mollen-', 'dorf@example.de'], ['Berufserfahrung', 'Konstrukteur, Kranzberg GmbH, Freiburg 2019 – 2023'], 'sebastian.mollendorf@example.de'],
];

describe('an e-mail address hyphenated at the end of a narrow column’s line', () => {
  for (const [label, name, contact, email, body, want] of CASES) {
    it(`${label}: joined back without the break’s hyphen`, () => {
      expect(runEngine(page(name, contact, email, body), REFERENCE).personal.emails).toEqual([want]);
    });
  }

  it('its mailto hyperlink writes it whole: a hyphen of the address stays', () => {
    const doc = page('Anne Marchetti', ['Via Roma 4', '20121 Milano'], ['anne-', 'marie.marchetti@example.it'], ['Esperienza', 'Analista, Datalab S.r.l., Milano 2019 – 2023'], 'anne-marie.marchetti@example.it');
    expect(runEngine(doc, REFERENCE).personal.emails).toEqual(['anne-marie.marchetti@example.it']);
  });

  it('a cut address is completed by its hyperlink', () => {
    const doc = page('Jonas Vogtmann', ['Hauptstraße 2', '80331 München'], ['Kontakt', 'nas.vogtmann@example.de'], ['Berufserfahrung', 'Konstrukteur, Kranzberg GmbH, München 2019 – 2023'], 'jonas.vogtmann@example.de');
    expect(runEngine(doc, REFERENCE).personal.emails).toEqual(['jonas.vogtmann@example.de']);
  });
});
