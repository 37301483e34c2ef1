/**
 * A profile address ending on a hyphen with a section heading right below it is whole: the heading
 * is the next section, not the rest of the path. A LinkedIn address without its handle
 * ("linkedin.com/in/", a template's blank) is no profile.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const linksOf = (link: string, heading: string) =>
  runEngine(documentOf([{ text: 'Maria Rossi', size: 20, bold: true }, 'maria@example.com · +39 333 123 4567', link, { text: heading, bold: true }, 'Analyst', 'Acme', '2019 – 2024']), {
    referenceDate: new Date(Date.UTC(2026, 5, 1)),
  }).personal.links.map((l) => l.url);

describe('profile addresses above a heading', () => {
  for (const heading of ['EXPERIENCE', 'ESPERIENZA LAVORATIVA', 'EXPERIENCIA', 'Expérience', 'BERUFSERFAHRUNG', 'Experiência']) {
    it(`does not take "${heading}" into the path`, () => {
      expect(linksOf('https://linkedin.com/in/maria-', heading)).toEqual(['https://linkedin.com/in/maria-']);
    });
  }
  it('still joins a path wrapped onto the next line', () => {
    expect(linksOf('https://linkedin.com/in/maria-', 'rossi-123')).toEqual(['https://linkedin.com/in/maria-rossi-123']);
  });
  it('gives no profile for an address without its handle', () => {
    expect(linksOf('https://www.linkedin.com/in/', 'EXPERIENCE')).toEqual([]);
  });
});
