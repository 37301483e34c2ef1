/**
 * Some DOCX templates set each entry's title in the style of the section headings (Heading 1). A title too long for
 * its line wraps, and its second line is no section heading: a heading starts its paragraph.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = (text: string, halfPoints = 20, bold = false) => docxRun(text, bold, halfPoints);
const para = (style: string | null, ...runs: string[]) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${runs.join('')}</w:p>`;

// The dates, a tab to the middle of the line, then the title: its last word wraps to the margin.
const CASES: [string, string, string, string, string][] = [
  ['de', 'STUDIUM', 'Bachelorstudium Maschinenbau und Wirtschaftsingenieurwesen', 'Technische Universität Beispielstadt', 'BERUFSERFAHRUNG'],
  ['it', 'ISTRUZIONE', 'Laurea magistrale in Ingegneria dell’Automazione Industriale', 'Politecnico di Esempio', 'ESPERIENZA LAVORATIVA'],
  ['fr', 'FORMATION', 'Licence professionnelle Maintenance des Systèmes Industriels', 'Université de Exemple', 'EXPÉRIENCE PROFESSIONNELLE'],
];
const TABBED = '<w:pPr><w:pStyle w:val="Heading1"/><w:tabs><w:tab w:val="center" w:pos="5246"/></w:tabs></w:pPr>';
const STYLES =
  '<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style></w:styles>';
const dated = (dates: string, title: string) => `<w:p>${TABBED}${run(dates, 28)}<w:r><w:tab/></w:r>${run(title, 28)}</w:p>`;

describe('a wrapped entry title set in a heading style', () => {
  for (const [lang, heading, title, school, next] of CASES) {
    it(`${lang}: its second line starts no section`, async () => {
      const body = [
        para('Title', run('Ada Esempio', 36, true)),
        para(null, run('ada.esempio@example.com')),
        para('Heading1', run(heading, 28, true)),
        dated('10/2014–08/2017 ', title),
        para(null, run(school)),
        para('Heading1', run(next, 28, true)),
        dated('03/2018–12/2020 ', 'Ingenieur'),
        para(null, run('Beispiel GmbH')),
      ].join('');
      const doc = await extractDocument(handmadeDocx(body, { 'word/styles.xml': STYLES }), { limits });
      const layout = buildLayout(doc);
      expect(layout.sections.map((s) => s.kind).filter((k) => k !== 'header' && k !== 'contact')).toEqual(['education', 'experience']);
      const education = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).education;
      expect(education.map((e) => [e.start, e.end, e.institution])).toEqual([['2014-10', '2017-08', school]]);
    });
  }
});
