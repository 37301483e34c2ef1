/**
 * Links that are not the candidate's own profile, by class, in six languages: course platforms,
 * certificate and badge verifiers, exam bodies and universities (wherever written, hyperlinks
 * included), and plain sites written in sections of content (a summary, a skills, languages or
 * courses list) rather than in the candidate's own lines; and what stays the candidate's: platform
 * profiles anywhere, a site after a label naming it, a page under a person's "~name" at a university.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document } from '../../../src/screen/extract/document.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const name = (text: string): LineSpec => ({ text, size: 22, bold: true });
const heading = (text: string): LineSpec => ({ text, size: 14, bold: true, gap: 6 });
const run = (doc: Document) => runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.links.map((l) => l.url);
const linksOf = (texts: (LineSpec | string)[]) => run(documentOf(texts));
/** A document whose line `text` carries a hyperlink to `url`. */
function withHyperlink(texts: (LineSpec | string)[], text: string, url: string): Document {
  const doc = documentOf(texts);
  const run = doc.pages[0]!.lines.find((r) => r.text === text)!;
  doc.pages[0]!.links = [{ url, x: run.x, y: run.y, w: run.w, h: run.h }];
  return doc;
}

const CV: Record<string, { contact: string; profile: string; url: string; summary: string; skills: string; languages: string; courses: string; experience: string }> = {
  en: { contact: 'jane.doe@example.com · +44 7911 123456', profile: 'linkedin.com/in/jane-doe', url: 'https://linkedin.com/in/jane-doe', summary: 'Summary', skills: 'Skills', languages: 'Languages', courses: 'Courses', experience: 'Experience' },
  it: { contact: 'luca.rossi@example.it · +39 347 123 4567', profile: 'linkedin.com/in/luca-rossi', url: 'https://linkedin.com/in/luca-rossi', summary: 'Profilo', skills: 'Competenze', languages: 'Lingue', courses: 'Corsi', experience: 'Esperienza lavorativa' },
  es: { contact: 'ana.garcia@example.es · +34 612 345 678', profile: 'github.com/anagarcia', url: 'https://github.com/anagarcia', summary: 'Perfil', skills: 'Habilidades', languages: 'Idiomas', courses: 'Cursos', experience: 'Experiencia laboral' },
  fr: { contact: 'marie.dupont@example.fr · 06 12 34 56 78', profile: 'linkedin.com/in/marie-dupont', url: 'https://linkedin.com/in/marie-dupont', summary: 'Profil', skills: 'Compétences', languages: 'Langues', courses: 'Formations complémentaires', experience: 'Expérience professionnelle' },
  de: { contact: 'max.muster@example.de · 0171 2345678', profile: 'xing.com/profile/Max_Muster', url: 'https://xing.com/profile/Max_Muster', summary: 'Profil', skills: 'Kenntnisse', languages: 'Sprachen', courses: 'Weiterbildungen', experience: 'Berufserfahrung' },
  pt: { contact: 'maria.souza@example.com.br · (11) 98765-4321', profile: 'linkedin.com/in/maria-souza', url: 'https://linkedin.com/in/maria-souza', summary: 'Perfil', skills: 'Competências', languages: 'Idiomas', courses: 'Cursos complementares', experience: 'Experiência profissional' },
};
const langs = Object.keys(CV);

describe('course, certificate, exam-body and university sites are no profile', () => {
  it.each(langs)('%s: in the header, a course list, a skills list and a languages list', (lang) => {
    const cv = CV[lang]!;
    const head = [name('Alex Morgan'), cv.contact, cv.profile];
    expect(linksOf([...head, 'credly.com/users/alex-morgan/badges', 'https://www.linkedin.com/learning/certificates/abc123def'])).toEqual([cv.url]);
    expect(linksOf([...head, heading(cv.courses), 'Machine Learning – Coursera (2021)', 'https://www.coursera.org/account/accomplishments/verify/ABC123XYZ'])).toEqual([cv.url]);
    expect(linksOf([...head, heading(cv.skills), 'Python, SQL – https://www.credly.com/badges/1a2b3c4d-5e6f', heading(cv.experience), '2019 - 2023  Analyst, Northwind'])).toEqual([cv.url]);
    expect(linksOf([...head, heading(cv.languages), 'C1 – Cambridge Advanced (www.cambridgeenglish.org)', 'B2 – Goethe-Zertifikat www.goethe.de'])).toEqual([cv.url]);
  });

  it.each([
    ['it', 'Dottorando, www.unipv.it'],
    ['es', 'Estudiante – www.universidad-europea.es'],
    ['en', 'PhD candidate – www.cs.stateu.edu'],
    ['fr', 'Doctorant – www.univ-lyon1.fr'],
    ['de', 'Doktorand – www.uni-heidelberg.de'],
    ['pt', 'Mestrando – www.unicamp.br · www.ufrj.edu.br'],
  ])("%s: a university's site in the header (%s)", (lang, line) => {
    const cv = CV[lang]!;
    expect(linksOf([name('Alex Morgan'), line, cv.contact, cv.profile])).toEqual([cv.url]);
  });

  it("keeps a person's page at a university", () => {
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', 'https://www.cs.stateu.edu/~amorgan'])).toEqual(['https://www.cs.stateu.edu/~amorgan']);
  });

  it.each(langs)("%s: a certificate's hyperlink in the header is no profile", (lang) => {
    const cv = CV[lang]!;
    const doc = withHyperlink([name('Alex Morgan'), cv.contact, 'Python – Udemy'], 'Python – Udemy', 'https://www.udemy.com/certificate/UC-abc/');
    expect(run(doc)).toEqual([]);
  });
});

describe("a plain site in a section of content is an employer's, a school's or a course's", () => {
  it.each(langs)('%s: in a summary, unlabelled', (lang) => {
    const cv = CV[lang]!;
    const lines = [name('Alex Morgan'), cv.contact, cv.profile, heading(cv.summary), 'Analyst at Northwind (www.northwind-traders.com), working on https://www.acme-project.org'];
    expect(linksOf([...lines, heading(cv.experience), '2019 - 2023  Analyst, Northwind'])).toEqual([cv.url]);
  });

  it.each([
    ['en', 'Summary', 'Website: www.alexmorgan.net'],
    ['it', 'Profilo', 'Sito web: www.alexmorgan.it'],
    ['es', 'Perfil', 'Página web: www.alexmorgan.es'],
    ['fr', 'Profil', 'Site web : www.alexmorgan.fr'],
    ['de', 'Profil', 'Webseite: www.alexmorgan.de'],
    ['pt', 'Perfil', 'Portfólio: www.alexmorgan.com.br'],
  ])('%s: keeps a site after a label naming it (%s)', (_lang, summary, line) => {
    const url = `https://${line.split(': ')[1]}`;
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', heading(summary), line])).toEqual([url]);
  });

  it('keeps profiles on platforms written in a summary or a publications list', () => {
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', heading('Summary'), 'I write at medium.com/@amorgan about data.'])).toEqual(['https://medium.com/@amorgan']);
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', heading('Publications'), 'ORCID: orcid.org/0000-0002-1825-0097'])).toEqual(['https://orcid.org/0000-0002-1825-0097']);
  });

  it("leaves a project's repository under a skill out", () => {
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', heading('Skills'), 'Python (github.com/amorgan/pandas-tricks)'])).toEqual([]);
  });
});

describe('a section of addresses only lists the candidate’s, whatever its heading', () => {
  it.each([
    ['en', 'Social', 'www.alexmorgan.com'],
    ['it', 'Presenza online', 'www.alexmorgan.it'],
    ['es', 'Redes sociales', 'www.alexmorgan.es'],
    ['fr', 'Réseaux sociaux', 'alexmorgan.fr'],
    ['de', 'Online', 'alexmorgan.de'],
    ['pt', 'Redes', 'alexmorgan.com.br'],
  ])('%s: "%s" → %s', (_lang, head, site) => {
    const url = `https://${site}`;
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', heading('Experience'), '2019 - 2023  Analyst, Northwind', heading(head), site])).toEqual([url]);
  });
});

describe('a line of nothing but a site, closing a summary, a skills or a languages list', () => {
  it.each(langs)('%s: is the candidate’s (a page footer)', (lang) => {
    const cv = CV[lang]!;
    const lines = [name('Alex Morgan'), cv.contact, heading(cv.experience), '2019 - 2023  Analyst, Northwind', heading(cv.languages), 'English C1', 'www.alexmorgan.net'];
    expect(linksOf(lines)).toEqual(['https://www.alexmorgan.net']);
  });

  it("still leaves a course's site in a course list out", () => {
    expect(linksOf([name('Alex Morgan'), 'alex@example.org', heading('Courses'), 'Deep Learning Specialization', 'www.deeplearning.ai'])).toEqual([]);
  });
});

describe("a sidebar's hyperlinks, whatever section its headings were read as", () => {
  function sidebarCv(side: string[], linked: [string, string][]): Document {
    const runs: Document['pages'][number]['lines'] = [];
    const put = (x: number, baseline: number, text: string, size: number, bold: boolean) => runs.push({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold });
    side.forEach((text, i) => {
      const bold = text === text.toUpperCase();
      put(30, 60 + i * 14 + (bold ? 4 : 0), text, bold ? 11 : 9, bold);
    });
    put(215, 70, 'Alex Morgan', 24, true);
    const main = ['EXPERIENCE', '2019 - 2023 Analyst, Northwind Ltd, London', 'Prepared monthly reports and forecasts for the management.', 'Built dashboards for the sales teams of the company.', 'EDUCATION', '2014 - 2018 BSc Economics, State University', 'Led the migration of reports to the new platform.', 'Trained new analysts in SQL and Excel.', 'Presented results to the board every quarter.'];
    main.forEach((text, i) => {
      const bold = text === text.toUpperCase();
      put(215, 110 + i * 16, text, bold ? 12 : 10, bold);
    });
    const links = linked.map(([text, url]) => {
      const r = runs.find((x) => x.text === text)!;
      return { url, x: r.x, y: r.y, w: r.w, h: r.h };
    });
    return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines: runs, images: [], links }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
  }

  it.each([
    ['en', 'FOLLOW ME', 'My portfolio'],
    ['it', 'SEGUIMI', 'Il mio portfolio'],
    ['es', 'SÍGUEME', 'Mi portafolio'],
    ['fr', 'SUIVEZ-MOI', 'Mon portfolio'],
    ['de', 'FOLGE MIR', 'Mein Portfolio'],
    ['pt', 'ME SIGA', 'Meu portfólio'],
  ])('%s: a hyperlinked word under "%s"', (_lang, head, word) => {
    const side = ['CONTACT', '+44 7911 123456', 'alex@example.org', 'London', 'SKILLS', 'Excel', 'SQL', 'Power BI', 'Tableau', head, word];
    expect(run(sidebarCv(side, [[word, 'https://alexmorgan.art']]))).toContain('https://alexmorgan.art');
  });

  it("leaves a certificate's hyperlink in a sidebar out", () => {
    const side = ['CONTACT', '+44 7911 123456', 'alex@example.org', 'London', 'SKILLS', 'Excel', 'SQL', 'Power BI', 'Tableau', 'CERTIFICATES', 'Google Data Analytics'];
    expect(run(sidebarCv(side, [['Google Data Analytics', 'https://www.coursera.org/account/accomplishments/professional-cert/ABC123']]))).toEqual([]);
  });
});
