/**
 * CVs written in Markdown and uploaded as text (.md, or .txt), as GitHub CV repositories keep
 * them: "# Name" headings, "### Title, Employer" entries or bold entry lines ("**Title**, Acme —
 * 2019–2022"), italic dates, links, tables, a YAML front matter holding the title block. The
 * markup is read as the page its renderer makes; no "#", "**" or "|" is left in the profile.
 * pandoc_resume's look too: a setext name, a block quote of contacts, definition lists whose
 * definitions give "**Degree**; School" (a semicolon between them); a README's look: emoji before
 * section names, links labelled "GitHub" (no skill), skills as code spans side by side.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun } from './generated-files.ts';

interface Case {
  lang: string;
  name: string;
  headline: string;
  contact: string;
  heads: { exp: string; edu: string; skills: string; langs: string };
  jobs: [title: string, employer: string, dates: string, start: string][];
  degree: [degree: string, school: string, dates: string];
  skills: string[];
  langs: [label: string, code: string][];
}

const cases: Case[] = [
  {
    lang: 'en', name: 'Wilfred Ashcombe', headline: 'Platform Engineer', contact: '+44 7700 900456',
    heads: { exp: 'Experience', edu: 'Education', skills: 'Skills', langs: 'Languages' },
    jobs: [['Platform Engineer', 'Tamarisk Cloud Ltd', 'Mar 2021 – Present', '2021-03'], ['Systems Administrator', 'Elmstead Hosting', 'Jan 2017 – Feb 2021', '2017-01']],
    degree: ['BSc in Computer Science', 'University of Sheffield', '2013 – 2016'],
    skills: ['Terraform', 'Kubernetes', 'Go'], langs: [['English: Native', 'en'], ['French: B2', 'fr']],
  },
  {
    lang: 'it', name: 'Ottavio Brambilla', headline: 'Sviluppatore Backend', contact: '+39 347 555 0192',
    heads: { exp: 'Esperienza professionale', edu: 'Istruzione', skills: 'Competenze', langs: 'Lingue' },
    jobs: [['Sviluppatore Backend', 'Meridiana Software S.r.l.', '03/2020 – oggi', '2020-03'], ['Programmatore Java', 'Ponte Sistemi S.p.A.', '09/2016 – 02/2020', '2016-09']],
    degree: ['Laurea Magistrale in Informatica', 'Università di Pavia', '2014 – 2016'],
    skills: ['Java', 'Spring Boot', 'PostgreSQL'], langs: [['Italiano: Madrelingua', 'it'], ['Inglese: C1', 'en']],
  },
  {
    lang: 'es', name: 'Remedios Uriarte', headline: 'Analista de Datos', contact: '+34 611 555 203',
    heads: { exp: 'Experiencia laboral', edu: 'Formación académica', skills: 'Habilidades', langs: 'Idiomas' },
    jobs: [['Analista de Datos', 'Cartografía Boreal S.L.', 'feb 2022 – actualidad', '2022-02'], ['Técnica de Datos', 'Grupo Almenara S.A.', 'jun 2018 – ene 2022', '2018-06']],
    degree: ['Grado en Estadística', 'Universidad de Salamanca', '2014 – 2018'],
    skills: ['Python', 'SQL', 'Tableau'], langs: [['Español: Nativo', 'es'], ['Inglés: B2', 'en']],
  },
  {
    lang: 'fr', name: 'Gaspard Delaunay', headline: 'Développeur Web', contact: '+33 6 55 01 23 45',
    heads: { exp: 'Expérience professionnelle', edu: 'Formation', skills: 'Compétences', langs: 'Langues' },
    jobs: [['Développeur Web', 'Atelier Numérique Vauban', 'sept. 2021 – aujourd’hui', '2021-09'], ['Intégrateur Web', 'Agence Pictave', 'janv. 2018 – août 2021', '2018-01']],
    degree: ['Licence Informatique', 'Université de Poitiers', '2015 – 2018'],
    skills: ['JavaScript', 'React', 'CSS'], langs: [['Français : langue maternelle', 'fr'], ['Anglais : B2', 'en']],
  },
  {
    lang: 'de', name: 'Ansgar Wolfsteiner', headline: 'Senior Java-Entwickler', contact: '+49 151 5550 1234',
    heads: { exp: 'Berufserfahrung', edu: 'Ausbildung', skills: 'Kenntnisse', langs: 'Sprachen' },
    jobs: [['Senior Java-Entwickler', 'Isarwerk Software GmbH', '04.2020 – heute', '2020-04'], ['Softwareentwickler', 'Donautal Systeme AG', '08.2015 – 03.2020', '2015-08']],
    degree: ['Master of Science Informatik', 'Universität Passau', '2013 – 2015'],
    skills: ['Java', 'Kotlin', 'Kafka'], langs: [['Deutsch: Muttersprache', 'de'], ['Englisch: C1', 'en']],
  },
  {
    lang: 'pt', name: 'Leopoldina Furtado', headline: 'Engenheira de Dados', contact: '+351 912 555 018',
    heads: { exp: 'Experiência profissional', edu: 'Formação académica', skills: 'Competências', langs: 'Idiomas' },
    jobs: [['Engenheira de Dados', 'Farol Analítica Lda.', '05/2021 – atual', '2021-05'], ['Analista de Sistemas', 'Ribeira Software S.A.', '10/2017 – 04/2021', '2017-10']],
    degree: ['Mestrado em Engenharia Informática', 'Universidade de Coimbra', '2015 – 2017'],
    skills: ['Python', 'Apache Spark', 'Airflow'], langs: [['Português: Nativo', 'pt'], ['Inglês: C1', 'en']],
  },
];

const handle = (c: Case) => c.name.toLowerCase().replace(/\s+/g, '-');
const email = (c: Case) => `${handle(c).replace('-', '.')}@example.org`;

/** "# Name", "## Section", "### Title, Employer", italic dates, bullets, linked handles. */
function headingsMarkdown(c: Case): string {
  return [
    `# ${c.name}`, '', c.headline, '',
    `${email(c)} · ${c.contact} · [github.com/${handle(c)}](https://github.com/${handle(c)})`, '',
    `## ${c.heads.exp}`, '',
    ...c.jobs.flatMap(([title, employer, dates]) => [`### ${title}, ${employer}`, '', `*${dates}*`, '', '- Built and ran the services of the team', '']),
    `## ${c.heads.edu}`, '', `### ${c.degree[0]}`, '', `${c.degree[1]}, ${c.degree[2]}`, '',
    `## ${c.heads.skills}`, '', ...c.skills.map((s) => `- ${s}`), '',
    `## ${c.heads.langs}`, '', ...c.langs.map(([l]) => `- ${l}`), '',
  ].join('\n');
}

/** A YAML title block, bold entry lines with the dates after a dash, a table of languages. */
function boldLinesMarkdown(c: Case): string {
  return [
    '---', `title: "${c.name}"`, `subtitle: "${c.headline}"`, `author: "${email(c)} · ${c.contact}"`, 'geometry: margin=2cm', '---', '',
    `<https://www.linkedin.com/in/${handle(c)}>`, '',
    `## ${c.heads.exp}`, '',
    ...c.jobs.flatMap(([title, employer, dates]) => [`**${title}**, ${employer} — ${dates}  `, 'Built and ran the services of the team.', '']),
    `## ${c.heads.edu}`, '', `**${c.degree[0]}**, ${c.degree[1]} — ${c.degree[2]}`, '',
    `## ${c.heads.skills}`, '', c.skills.join(' · '), '',
    `## ${c.heads.langs}`, '', '| | |', '|---|---|', ...c.langs.map(([l]) => `| ${l.split(/\s*:\s*/).join(' | ')} |`), '',
  ].join('\n');
}

/** pandoc_resume's look: a setext name, contacts in a block quote, definition lists of dated entries. */
function definitionListMarkdown(c: Case): string {
  const underline = (t: string, ch: string) => [t, ch.repeat(t.length)];
  return [
    ...underline(c.name, '='), '', '----', '', `> ${c.headline}  `, `> ${email(c)} • ${c.contact}  `,
    `> [github.com/${handle(c)}](https://github.com/${handle(c)})`, '', '----', '',
    ...underline(c.heads.exp, '-'), '',
    ...c.jobs.flatMap(([title, employer, dates]) => [dates, `:   *${employer}*`, '', `    ${title}`, '', '    * Built and ran the services of the team', '']),
    ...underline(c.heads.edu, '-'), '', c.degree[2], `:   **${c.degree[0]}**; ${c.degree[1]}`, '',
    ...underline(c.heads.skills, '-'), '', c.skills.join(', '), '',
    ...underline(c.heads.langs, '-'), '', ...c.langs.flatMap(([l]) => [l.split(/\s*:\s*/)[0]!, `:   ${l.split(/\s*:\s*/)[1]}`, '']),
  ].join('\n');
}

/** A GitHub README's look: emoji before the section names, a contact list with labelled links, skills as code spans. */
function readmeMarkdown(c: Case): string {
  return [
    `# ${c.name}`, '', `**${c.headline}**`, '', `- 📧 ${email(c)}`, `- 📱 ${c.contact}`, `- 🔗 [GitHub](https://github.com/${handle(c)})`, '',
    `## 💼 ${c.heads.exp}`, '',
    ...c.jobs.flatMap(([title, employer, dates]) => [`### ${title} @ ${employer}`, '', `📅 ${dates}`, '', '- Built and ran the services of the team', '']),
    `## 🎓 ${c.heads.edu}`, '', `### ${c.degree[0]}`, `${c.degree[1]} · ${c.degree[2]}`, '',
    `## 🛠️ ${c.heads.skills}`, '', c.skills.map((s) => `\`${s}\``).join(' '), '',
    `## 🌍 ${c.heads.langs}`, '', ...c.langs.map(([l]) => `- ${l}`), '',
  ].join('\n');
}

/** No heading markup at all: bold section titles and bold entry lines. */
function boldTitlesMarkdown(c: Case): string {
  return [
    c.name, '', `**${c.headline}**  `, `${email(c)} | ${c.contact}  `, `<https://github.com/${handle(c)}>`, '',
    `**${c.heads.exp}**`, '',
    ...c.jobs.flatMap(([title, employer, dates]) => [`**${title}**, ${employer} (${dates})  `, 'Built and ran the services of the team.', '']),
    `**${c.heads.edu}**`, '', `**${c.degree[0]}**, ${c.degree[1]} (${c.degree[2]})`, '',
    `**${c.heads.skills}**`, '', c.skills.join(', '), '',
    `**${c.heads.langs}**`, '', c.langs.map(([l]) => l).join('; '), '',
  ].join('\n');
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('Markdown CVs uploaded as text', () => {
  for (const c of cases) {
    for (const [look, write] of [['headings', headingsMarkdown], ['front matter and bold lines', boldLinesMarkdown], ['definition lists', definitionListMarkdown], ['README look', readmeMarkdown], ['bold titles', boldTitlesMarkdown]] as const) {
      it(`reads the ${look} without their markup (${c.lang})`, async () => {
        const { document, profile } = await extractAndRun(bytes(write(c)));
        expect(document.format).toBe('txt');
        expect(profile.personal.fullName).toBe(c.name);
        expect(profile.personal.emails).toEqual([email(c)]);
        expect(profile.jobProfile.title).toBe(c.headline);
        expect(profile.workExperience.map((w) => [w.title, w.employer, w.start])).toEqual(c.jobs.map(([t, e, , s]) => [t, e, s]));
        expect(profile.education.map((e) => [e.degree, e.institution])).toEqual([[c.degree[0], c.degree[1]]]);
        const skills = profile.skills.flatMap((s) => [s.name, ...(s.asWritten ?? [])]);
        for (const s of c.skills) expect(skills).toContain(s);
        expect(skills.filter((s) => /[*#|]/.test(s))).toEqual([]);
        expect(profile.languages.map((l) => l.code).sort()).toEqual(c.langs.map(([, code]) => code).sort());
        expect(profile.personal.links.map((l) => l.url).join(' ')).toContain(handle(c));
        expect(skills.filter((s) => /github|linkedin/i.test(s))).toEqual([]);
      });
    }
  }
});
