/**
 * Word writes a link typed with field codes, and converters from other editors write every link, as
 * a HYPERLINK field — complex (w:fldChar begin, w:instrText, separate, the shown text, end) or simple
 * (w:fldSimple w:instr) — not as w:hyperlink. The shown text ("LinkedIn", "GitHub") links to the
 * field's address all the same.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const run = docxRun;
const para = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
const complexField = (instr: string, shown: string) =>
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  `<w:r><w:instrText xml:space="preserve"> ${instr} </w:instrText></w:r>` +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
  `${run(shown)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const simpleField = (instr: string, shown: string) => `<w:fldSimple w:instr=" ${instr.replace(/"/g, '&quot;')} ">${run(shown)}</w:fldSimple>`;

const LINKEDIN = 'https://www.linkedin.com/in/ada-example-42';
const GITHUB = 'https://github.com/ada-example';
const CASES: [string, string, string, string, [string, string, string]][] = [
  ['en', 'Ada Example', 'Data Analyst', 'Work Experience', ['Data Analyst', 'Northwind Logistics', '03/2019 – 05/2026']],
  ['it', 'Giulia Esempio', 'Analista dati', 'Esperienza lavorativa', ['Analista dati', 'Logistica Emiliana S.r.l.', '03/2019 – 05/2026']],
  ['es', 'Lucía Ejemplo', 'Analista de datos', 'Experiencia laboral', ['Analista de datos', 'Logística Levante S.L.', '03/2019 – 05/2026']],
  ['fr', 'Claire Exemple', 'Analyste de données', 'Expérience professionnelle', ['Analyste de données', 'Logistique Rhône SAS', '03/2019 – 05/2026']],
  ['de', 'Anna Beispiel', 'Datenanalystin', 'Berufserfahrung', ['Datenanalystin', 'Nordlogistik GmbH', '03/2019 – 05/2026']],
  ['pt', 'Ana Exemplo', 'Analista de dados', 'Experiência profissional', ['Analista de dados', 'Logística Norte, Lda.', '03/2019 – 05/2026']],
];

async function linksOf(body: string) {
  const doc = await extractDocument(handmadeDocx(body), { limits });
  return runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).personal.links.map((l) => l.url);
}

describe('links written as HYPERLINK fields', () => {
  for (const [lang, name, headline, heading, [title, employer, dates]] of CASES) {
    const rest = para(run(heading.toUpperCase(), true, 26)) + para(run(title, true)) + para(run(employer)) + para(run(dates));
    const top = (field: (instr: string, shown: string) => string) =>
      para(run(name, true, 36)) +
      para(run(headline)) +
      para(run('ada@example.com | '), field(`HYPERLINK "${LINKEDIN}" \\o "LinkedIn"`, 'LinkedIn'), run(' | '), field(`HYPERLINK "${GITHUB}"`, 'GitHub'));

    it(`${lang}: a complex field's shown text links to its address`, async () => {
      expect(await linksOf(top(complexField) + rest)).toEqual([LINKEDIN, GITHUB]);
    });

    it(`${lang}: a simple field's shown text links to its address`, async () => {
      expect(await linksOf(top(simpleField) + rest)).toEqual([LINKEDIN, GITHUB]);
    });
  }

  it('a bookmark field and a page number field link nothing', async () => {
    const body = para(run('Ada Example', true, 36)) + para(complexField('HYPERLINK \\l "_Toc1"', 'Profile'), run(' '), complexField('PAGE', '1'));
    expect(await linksOf(body)).toEqual([]);
  });
});
