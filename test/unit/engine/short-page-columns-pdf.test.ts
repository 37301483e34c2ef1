/**
 * A one-page CV whose text ends a third of the way down the page: a left sidebar (studies, skills)
 * beside a short main column (name, headline, profile, one job). Each column is still a flow of its
 * own: measured against the height the text fills, not the page's, both sides are long enough.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

interface ShortCv {
  lang: string;
  education: string;
  skills: string;
  experience: string;
  studies: Array<[degree: string, school: string, years: string]>;
  job: [title: string, employer: string, dates: string];
  profile: string;
}

function shortCv(cv: ShortCv): (d: PDFKit.PDFDocument) => void {
  return (d) => {
    d.rect(0, 0, 200, 842).fill('#e8eef5').fillColor('black');
    let y = 40;
    d.font('Helvetica-Bold').fontSize(11).text(cv.education.toUpperCase(), 14, y);
    y += 20;
    for (const [degree, school, years] of cv.studies) {
      d.font('Helvetica-Bold').fontSize(9).text(degree, 14, y, { width: 172 });
      y += 12;
      d.font('Helvetica').fontSize(9).text(school, 14, y, { width: 172 });
      y += 12;
      d.text(years, 14, y);
      y += 18;
    }
    d.font('Helvetica-Bold').fontSize(11).text(cv.skills.toUpperCase(), 14, y);
    y += 20;
    for (const s of ['Excel', 'SAP', 'PowerPoint']) {
      d.font('Helvetica').fontSize(9).text(s, 14, y);
      y += 12;
    }
    let x = 236;
    y = 40;
    d.font('Helvetica-Bold').fontSize(20).text('Alex Example', x, y);
    y += 28;
    d.font('Helvetica').fontSize(11).text(cv.job[0], x, y);
    y += 18;
    d.fontSize(9).text('+39 333 123 4567 · alex@example.com', x, y);
    y += 26;
    d.font('Helvetica-Bold').fontSize(11).text(cv.experience.toUpperCase(), x, y);
    y += 20;
    d.font('Helvetica').fontSize(9).text(cv.profile, x, y, { width: 320 });
    y += 40;
    d.text(cv.job[2], x, y);
    x += 90;
    d.font('Helvetica-Bold').text(cv.job[0], x, y);
    y += 12;
    d.font('Helvetica').text(cv.job[1], x, y);
  };
}

const cvs: ShortCv[] = [
  {
    lang: 'en',
    education: 'Education',
    skills: 'Skills',
    experience: 'Experience',
    studies: [
      ['MSc in Finance', 'University of Leeds', '2016 – 2017'],
      ['BA (Hons) Economics', 'University of Sheffield', '2013 – 2016'],
    ],
    job: ['Financial Analyst', 'Northfield Logistics', '2018 – Present'],
    profile: 'Analytical professional with a record of delivering reports, budgets and process improvements across teams and sites.',
  },
  {
    lang: 'pt',
    education: 'Formação',
    skills: 'Competências',
    experience: 'Experiência',
    studies: [
      ['Bacharelado em Enfermagem', 'Universidade Federal de São Paulo', '2013 – 2017'],
      ['Ensino Médio', 'Escola Estadual Caetano de Campos', '2010 – 2012'],
    ],
    job: ['Enfermeira', 'Hospital Santa Clara', '2017 – atual'],
    profile: 'Enfermeira com experiência em terapia intensiva, cuidado ao paciente crítico e coordenação de equipes de plantão.',
  },
  {
    lang: 'de',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    experience: 'Berufserfahrung',
    studies: [
      ['Meister Elektrotechnik', 'Handwerkskammer Dortmund', '2019 – 2021'],
      ['Fachoberschulreife', 'Realschule am Stadtpark', '2006 – 2012'],
    ],
    job: ['Elektroniker', 'Stadtwerke Hagen GmbH', '2015 – heute'],
    profile: 'Elektroniker mit Erfahrung in der Instandhaltung von Anlagen, der Fehlersuche und der Inbetriebnahme neuer Schaltschränke.',
  },
];

describe('a one-page CV whose text fills a third of the page, sidebar beside a short main column', () => {
  for (const cv of cvs) {
    it(`reads the studies of the sidebar and the job of the main column (${cv.lang})`, async () => {
      const { profile } = await extractAndRun(await pdf(shortCv(cv)));
      expect(profile.education.map((e) => e.degree)).toEqual(cv.studies.map(([degree]) => degree));
      expect(profile.education.map((e) => e.institution)).toEqual(cv.studies.map(([, school]) => school));
      expect(profile.workExperience.map((e) => e.title)).toEqual([cv.job[0]]);
    });
  }
});
