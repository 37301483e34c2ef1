/**
 * Fictional CVs of several professions and languages for Match's integration tests, rendered with
 * the section headings of their language (as TXT or PDF). Nothing here comes from real people.
 */
import PDFDocument from 'pdfkit';
import type { FixtureCv } from './cv-fixtures.ts';

export interface Headings {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
}

export const HEADINGS: Record<'en' | 'it' | 'es', Headings> = {
  en: { summary: 'SUMMARY', experience: 'WORK EXPERIENCE', education: 'EDUCATION', skills: 'SKILLS', languages: 'LANGUAGES' },
  it: { summary: 'PROFILO', experience: 'ESPERIENZE LAVORATIVE', education: 'ISTRUZIONE', skills: 'COMPETENZE', languages: 'LINGUE' },
  es: { summary: 'PERFIL', experience: 'EXPERIENCIA LABORAL', education: 'FORMACIÓN', skills: 'HABILIDADES', languages: 'IDIOMAS' },
};

export const NURSE_CV: FixtureCv = {
  name: 'Helen Marsh-Okafor',
  title: 'Registered Nurse',
  email: 'helen.marsh@example.org',
  phone: '+44 7700 900123',
  city: 'Leeds, United Kingdom',
  summary: 'Registered nurse with nine years of experience in surgical and intensive care wards.',
  experience: [
    {
      title: 'Registered Nurse',
      employer: 'St. Aldric General Hospital',
      period: '04/2016 - Present',
      bullets: ['Patient care for post-operative patients in a 30-bed surgical ward', 'Medication administration and wound care'],
    },
    {
      title: 'Staff Nurse',
      employer: 'Northfield Care Trust',
      period: '09/2014 - 03/2016',
      bullets: ['Nursing care in the intensive care unit', 'Triage and patient assessment'],
    },
  ],
  education: [{ degree: 'Bachelor of Science in Nursing', institution: 'University of Leeds', period: '2010 - 2014' }],
  skills: ['Patient care', 'Nursing', 'Wound care', 'Medication administration', 'Triage', 'BLS'],
  languages: ['English: native'],
};

export const ACCOUNTANT_CV: FixtureCv = {
  name: 'Dorian Fairweather',
  title: 'Staff Accountant',
  email: 'dorian.fairweather@example.com',
  phone: '+1 208 555 0142',
  city: 'Boise, ID, USA',
  summary: 'Accountant with six years in public accounting: bookkeeping, payroll and tax returns for small businesses.',
  experience: [
    {
      title: 'Staff Accountant',
      employer: 'Cedar Ledger CPAs',
      period: '01/2019 - Present',
      bullets: ['Bank reconciliations and month-end close for 30 clients in QuickBooks Online', 'Prepared 1040 and 1120-S tax returns'],
    },
    {
      title: 'Bookkeeper',
      employer: 'Snake River Services',
      period: '06/2017 - 12/2018',
      bullets: ['Accounts payable and accounts receivable', 'Payroll with ADP'],
    },
  ],
  education: [{ degree: 'Bachelor of Science in Accounting', institution: 'Boise State University', period: '2013 - 2017' }],
  skills: ['Accounting', 'Bookkeeping', 'QuickBooks', 'Payroll', 'Taxation', 'Microsoft Excel'],
  languages: ['English: native'],
};

/** An Italian Java developer, written in Italian. */
export const ITALIAN_DEVELOPER_CV: FixtureCv = {
  name: 'Lorenzo Bellandi',
  title: 'Sviluppatore Java',
  email: 'lorenzo.bellandi@example.it',
  phone: '+39 333 765 4321',
  city: 'Torino, Italia',
  summary: 'Sviluppatore Java con sette anni di esperienza in applicazioni bancarie e microservizi.',
  experience: [
    {
      title: 'Sviluppatore Java Senior',
      employer: 'Banca Subalpina S.p.A.',
      period: '03/2019 - oggi',
      bullets: ['Sviluppo di microservizi in Java con Spring Boot e PostgreSQL', 'Pipeline CI/CD con Jenkins e Docker'],
    },
    {
      title: 'Sviluppatore software',
      employer: 'Informatica Piemonte S.r.l.',
      period: '09/2017 - 02/2019',
      bullets: ['Applicazioni web in Java e Hibernate', 'Query SQL su Oracle'],
    },
  ],
  education: [{ degree: 'Laurea Magistrale in Ingegneria Informatica', institution: 'Politecnico di Torino', period: '2015 - 2017' }],
  skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Docker', 'SQL', 'Hibernate'],
  languages: ['Italiano: madrelingua', 'Inglese: B2'],
};

/** A Spanish chef, written in Spanish. */
export const SPANISH_CHEF_CV: FixtureCv = {
  name: 'Nerea Zubiaurre Olano',
  title: 'Jefa de cocina',
  email: 'nerea.zubiaurre@example.es',
  phone: '+34 612 345 678',
  city: 'Bilbao, España',
  summary: 'Cocinera con diez años de experiencia en restaurantes y catering.',
  experience: [
    {
      title: 'Jefa de cocina',
      employer: 'Restaurante Itsasoa S.L.',
      period: '05/2018 - actualidad',
      bullets: ['Dirección de un equipo de ocho cocineros', 'Diseño de menús y control de costes de alimentos'],
    },
    {
      title: 'Cocinera',
      employer: 'Catering Arriaga S.L.',
      period: '01/2014 - 04/2018',
      bullets: ['Preparación de banquetes', 'Seguridad alimentaria y APPCC'],
    },
  ],
  education: [{ degree: 'Técnico Superior en Dirección de Cocina', institution: 'Escuela de Hostelería de Leioa', period: '2011 - 2013' }],
  skills: ['Cocina', 'Catering', 'Seguridad alimentaria', 'Gestión de inventario'],
  languages: ['Español: nativo', 'Euskera: nativo', 'Inglés: B1'],
};

export function localizedCvLines(cv: FixtureCv, h: Headings): string[] {
  return [
    cv.name,
    cv.title,
    `${cv.email} | ${cv.phone} | ${cv.city}`,
    '',
    h.summary,
    cv.summary,
    '',
    h.experience,
    ...cv.experience.flatMap((e) => [`${e.title} - ${e.employer}`, e.period, ...e.bullets.map((b) => `- ${b}`), '']),
    h.education,
    ...cv.education.flatMap((e) => [e.degree, `${e.institution}, ${e.period}`, '']),
    h.skills,
    cv.skills.join(', '),
    '',
    h.languages,
    ...cv.languages,
  ];
}

export function localizedCvText(cv: FixtureCv, h: Headings): Buffer {
  return Buffer.from(`${localizedCvLines(cv, h).join('\n')}\n`, 'utf8');
}

export function localizedCvPdf(cv: FixtureCv, h: Headings): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'CV' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text(cv.name);
    doc.font('Helvetica').fontSize(13).text(cv.title);
    doc.fontSize(10).text(`${cv.email} | ${cv.phone} | ${cv.city}`).moveDown();
    const heading = (t: string) => doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(t).font('Helvetica').fontSize(10);
    heading(h.summary);
    doc.text(cv.summary);
    heading(h.experience);
    for (const e of cv.experience) {
      doc.font('Helvetica-Bold').text(`${e.title} - ${e.employer}`).font('Helvetica').text(e.period);
      for (const b of e.bullets) doc.text(`• ${b}`);
      doc.moveDown(0.5);
    }
    heading(h.education);
    for (const e of cv.education) doc.font('Helvetica-Bold').text(e.degree).font('Helvetica').text(`${e.institution}, ${e.period}`);
    heading(h.skills);
    doc.text(cv.skills.join(', '));
    heading(h.languages);
    for (const l of cv.languages) doc.text(l);
    doc.end();
  });
}
