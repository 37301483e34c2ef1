/**
 * The headline set on the name's own row in a smaller or lighter type, with only space between
 * ("Giulia Ferrandi  Ingegnere gestionale"), as résumé builders print it: the name is the large
 * type's words, the headline the rest — names with particles and two surnames stay whole.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

type Design = 'left' | 'centre' | 'light';

async function read(name: string, headline: string, design: Design, gap: number, body: [string, string], wrapped?: string) {
  const bytes = await pdf((doc) => {
    const nameSize = 26;
    const [headFont, headSize] = design === 'light' ? ['Helvetica', 22] : ['Helvetica', 14];
    doc.font('Helvetica-Bold').fontSize(nameSize);
    const nameWidth = doc.widthOfString(name);
    doc.font(headFont).fontSize(headSize);
    const headWidth = doc.widthOfString(headline);
    const x = design === 'centre' ? (595 - nameWidth - gap - headWidth) / 2 : 40;
    doc.font('Helvetica-Bold').fontSize(nameSize).text(name, x, 60, { baseline: 'alphabetic', lineBreak: false });
    doc.font(headFont).fontSize(headSize).text(headline, x + nameWidth + gap, 60, { baseline: 'alphabetic', lineBreak: false });
    if (wrapped) doc.font(headFont).fontSize(headSize).text(wrapped, x, 64, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text("candidate.mail@example.com  ·  +39 333 123 4567", 40, 90);
    doc.font('Helvetica-Bold').fontSize(13).text(body[0], 40, 120);
    doc.font('Helvetica-Bold').fontSize(10).text(body[1], 40, 142);
    doc.font('Helvetica').fontSize(10).text('Nordwind Logistica  ·  2019 – 2023', 40, 156);
  });
  const { profile } = await extractAndRun(bytes);
  return [profile.personal.fullName, profile.jobProfile.title];
}

describe('headline in a smaller type on the name row', () => {
  const cases: Array<[string, string, string, Design, [string, string]]> = [
    ['it', 'Giulia Ferrandi', 'Ingegnere gestionale', 'left', ['Esperienza', 'Tirocinante amministrativo']],
    ['pt', 'Ana Souza', 'Analista de dados', 'centre', ['Experiência', 'Assistente comercial']],
    ['es', 'María de la Cruz Ortega', 'Enfermera de quirófano', 'left', ['Experiencia', 'Auxiliar administrativo']],
    ['fr', 'Camille Dubreuil', 'Chef de projet digital', 'centre', ['Expérience', 'Assistant administratif']],
    ['de', 'JONAS BECKER', 'Elektroniker für Betriebstechnik', 'left', ['Berufserfahrung', 'Werkstudent Vertrieb']],
    ['en', 'Jan van der Berg', 'Senior Data Analyst', 'light', ['Experience', 'Sales Assistant']],
    ['de', 'Katrin Wolff', 'Projektmanagerin', 'light', ['Berufserfahrung', 'Werkstudent Vertrieb']],
    ['pt', 'Beatriz Costa e Silva', 'Gestora de projetos', 'centre', ['Experiência', 'Assistente comercial']],
  ];
  for (const [lang, name, headline, design, body] of cases) {
    for (const gap of [3, 9]) {
      it(`reads "${name}" and "${headline}" apart (${lang}, ${design}, gap ${gap})`, async () => {
        const [fullName, title] = await read(name, headline, design, gap, body);
        expect(fullName?.toLowerCase()).toBe(name.toLowerCase());
        expect(title).toBe(headline);
      });
    }
  }

  it('joins the headline wrapped onto the row under the name after a joining word (de)', async () => {
    const [fullName, title] = await read('Jan van der Berg', 'Fachinformatiker für', 'left', 4, ['Berufserfahrung', 'Werkstudent Vertrieb'], 'Systemintegration');
    expect(fullName).toBe('Jan van der Berg');
    expect(title).toBe('Fachinformatiker für Systemintegration');
  });
});
