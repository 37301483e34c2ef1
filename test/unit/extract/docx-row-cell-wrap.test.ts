/**
 * DOCX CVs built from tables put an entry's title, employer and dates in the cells of one row. A
 * cell too narrow for its text wraps on its own: its second line carries on that cell ("Ingeniero
 * de software y" / "electrónica"), not the row's last cell, and it starts no section.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { extractDocument } from '../../../src/screen/extract/extract-document.ts';
import { docxCell, docxRun, handmadeDocx } from './docx-fixtures.ts';

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };
const para = (text: string, bold = false) => `<w:p>${docxRun(text, bold)}</w:p>`;
const cell = (twips: number, text: string, bold = false) => docxCell(twips, para(text, bold));
const row = (title: string, employer: string, dates: string) => `<w:tr>${cell(2600, title, true)}${cell(2600, employer)}${cell(3400, dates)}</w:tr>`;
const table = (...rows: string[]) => `<w:tbl><w:tblGrid><w:gridCol w:w="2600"/><w:gridCol w:w="2600"/><w:gridCol w:w="3400"/></w:tblGrid>${rows.join('')}</w:tbl>`;

const CASES: [string, string, [string, string, string], [string, string, string]][] = [
  ['es', 'Experiencia laboral', ['Ingeniera de software y electrónica', 'Robótica Norte', '09/2017 – 06/2021'], ['Técnica de mantenimiento', 'Grupo Sur', '01/2015 – 08/2017']],
  ['it', 'Esperienza lavorativa', ['Tecnica di laboratorio e ricercatrice', 'Laboratori Riuniti', '09/2017 – 06/2021'], ['Impiegata amministrativa', 'Studio Verdi', '01/2015 – 08/2017']],
  ['de', 'Berufserfahrung', ['Entwicklerin für eingebettete Systeme', 'Beispiel Technik', '09/2017 – 06/2021'], ['Technische Zeichnerin', 'Planbau Nord', '01/2015 – 08/2017']],
  ['fr', 'Expérience professionnelle', ['Ingénieure logiciel et électronique', 'Robotique Ouest', '09/2017 – 06/2021'], ['Technicienne de maintenance', 'Groupe Sud', '01/2015 – 08/2017']],
  ['pt', 'Experiência profissional', ['Engenheira de software e eletrônica', 'Robótica Norte', '09/2017 – 06/2021'], ['Técnica de manutenção', 'Grupo Sul', '01/2015 – 08/2017']],
  ['en', 'Work experience', ['Software and electronics engineer', 'Northern Robotics', '09/2017 – 06/2021'], ['Maintenance technician', 'South Group', '01/2015 – 08/2017']],
];

describe('a table row whose title cell wraps', () => {
  for (const [lang, heading, first, second] of CASES) {
    it(`${lang}: the wrapped words stay in the title, the employer in its cell`, async () => {
      const body = [para('Ada Esempio', true), para('ada.esempio@example.com'), para(heading.toUpperCase(), true), table(row(...first), row(...second))].join('');
      const doc = await extractDocument(handmadeDocx(body), { limits });
      const jobs = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) }).workExperience;
      expect(jobs.map((j) => [j.title, j.employer])).toEqual([
        [first[0], first[1]],
        [second[0], second[1]],
      ]);
    });
  }
});
