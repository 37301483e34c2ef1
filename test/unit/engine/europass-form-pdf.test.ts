/**
 * The old Europass form printed to PDF: a grey label cell, right-aligned and wrapped over two
 * lines ("Nome e tipo d'organizzazione erogatrice" / "dell'istruzione e formazione"), a few points
 * from its value, the degree set in bold. The label and the value are two cells though their gap is
 * under a wide space; the wrapped end of a bold degree is no heading; the school is read in every
 * language.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

interface Form {
  lang: string;
  section: string;
  dates: string;
  title: string;
  subjects: string;
  org: string;
  level: string;
  entries: Array<{ years: string; degree: string[]; school: string }>;
}

/** A label cell right-aligned to x = 200 in 9 pt grey, the value 8 pt further right. */
function europassForm(form: Form): (d: PDFKit.PDFDocument) => void {
  return (d) => {
    let y = 50;
    d.font('Helvetica-Bold').fontSize(18).fillColor('black').text('Alex Example', 208, y);
    y += 40;
    d.font('Helvetica-Bold').fontSize(12).text(form.section, 40, y, { width: 160, align: 'right' });
    y += 26;
    const label = (text: string, at: number) => d.font('Helvetica').fontSize(9).fillColor('#555555').text(text, 0, at, { width: 200, align: 'right', lineBreak: false });
    const value = (text: string, at: number, bold = false) => d.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5).fillColor('black').text(text, 208, at, { lineBreak: false });
    for (const e of form.entries) {
      label(form.dates, y);
      value(e.years, y - 1);
      y += 15;
      label(form.title, y);
      for (const [k, piece] of e.degree.entries()) value(piece, y - 1 + 13 * k, true);
      y += 13 * e.degree.length + 2;
      const [subjects1, subjects2] = form.subjects.split(' | ') as [string, string];
      label(subjects1, y);
      value('Economics, statistics, management', y - 1);
      label(subjects2, y + 11);
      y += 26;
      const [org1, org2] = form.org.split(' | ') as [string, string];
      label(org1, y);
      value(e.school, y - 1);
      label(org2, y + 11);
      y += 26;
      const [level1, level2] = form.level.split(' | ') as [string, string];
      label(level1, y);
      value('ISCED 6', y - 1);
      label(level2, y + 11);
      y += 34;
    }
  };
}

const forms: Form[] = [
  {
    lang: 'it',
    section: 'Istruzione e formazione',
    dates: 'Date',
    title: 'Titolo della qualifica rilasciata',
    subjects: 'Principali tematiche/competenze | professionali acquisite',
    org: "Nome e tipo d'organizzazione erogatrice | dell'istruzione e formazione",
    level: 'Livello nella classificazione nazionale o | internazionale',
    entries: [
      { years: '2017 – 2019', degree: ['Laurea magistrale in Ingegneria gestionale'], school: 'Politecnico di Milano, Milano' },
      { years: '2014 – 2017', degree: ['Laurea triennale in Ingegneria industriale'], school: 'Università di Pavia, Pavia' },
    ],
  },
  {
    lang: 'fr',
    section: 'Éducation et formation',
    dates: 'Dates',
    title: 'Intitulé du certificat ou diplôme délivré',
    subjects: 'Principales matières/compétences | professionnelles couvertes',
    org: "Nom et type de l'établissement | d'enseignement ou de formation",
    level: 'Niveau dans la classification nationale ou | internationale',
    entries: [
      { years: '2017 – 2019', degree: ['Master Communication des organisations'], school: 'Université Bordeaux Montaigne, Bordeaux' },
      { years: '2014 – 2017', degree: ['Licence Information-Communication'], school: 'Université de Poitiers, Poitiers' },
    ],
  },
  {
    lang: 'pt',
    section: 'Educação e formação',
    dates: 'Datas',
    title: 'Designação da qualificação atribuída',
    subjects: 'Principais disciplinas/competências | profissionais',
    org: 'Nome e tipo da organização de ensino ou | formação',
    level: 'Nível segundo a classificação nacional ou | internacional',
    entries: [
      { years: '2013 – 2017', degree: ['Licenciatura em Enfermagem'], school: 'Universidade do Porto, Porto' },
      { years: '2010 – 2013', degree: ['Ensino Secundário'], school: 'Escola Secundária Garcia de Orta, Porto' },
    ],
  },
  {
    lang: 'de',
    section: 'Schul- und Berufsbildung',
    dates: 'Zeitraum',
    title: 'Bezeichnung der erworbenen Qualifikation',
    subjects: 'Hauptfächer/berufliche | Fähigkeiten',
    org: 'Name und Art der Bildungs- oder | Ausbildungseinrichtung',
    level: 'Stufe der nationalen oder | internationalen Klassifikation',
    entries: [
      { years: '2019 – 2021', degree: ['Meister Elektrotechnik'], school: 'Handwerkskammer Dortmund, Dortmund' },
      { years: '2012 – 2015', degree: ['Ausbildung zum Elektroniker für Energie- und', 'Gebäudetechnik'], school: 'Elektro Schulte GmbH, Hagen' },
      { years: '2006 – 2012', degree: ['Fachoberschulreife'], school: 'Realschule am Stadtpark, Hagen' },
    ],
  },
];

describe('the old Europass form printed to PDF with its cells set close', () => {
  for (const form of forms) {
    it(`reads every degree with its school (${form.lang})`, async () => {
      const { profile } = await extractAndRun(await pdf(europassForm(form)));
      const got = profile.education.map((e) => [e.degree, e.institution]);
      expect(got.length, JSON.stringify(got)).toBe(form.entries.length);
      for (const [k, e] of form.entries.entries()) {
        // A degree wrapped over two lines of its cell is read whole, and the school after it kept.
        expect(got[k]?.[0], form.lang).toContain(e.degree.join(' '));
        expect(got[k]?.[1], form.lang).toContain(e.school.split(' ')[0]);
      }
    });
  }
});
