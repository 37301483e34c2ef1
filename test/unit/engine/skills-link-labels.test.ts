/**
 * Header links labelled by their site's name ("🔗 GitHub", "LinkedIn | GitHub | Stack Overflow",
 * the words the link is set on in JSON Resume and README-style CVs) are the candidate's profiles,
 * not skills; "GitHub" listed under the skills stays a skill.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const cases: [lang: string, skills: string, experience: string, job: string, dates: string][] = [
  ['en', 'Skills', 'Experience', 'Data Engineer, Tidewater Analytics', 'Mar 2020 – Present'],
  ['it', 'Competenze', 'Esperienza professionale', 'Data Engineer, Meridiana Dati S.r.l.', '03/2020 – oggi'],
  ['es', 'Habilidades', 'Experiencia laboral', 'Ingeniero de Datos, Cierzo Datos S.L.', 'mar 2020 – actualidad'],
  ['fr', 'Compétences', 'Expérience professionnelle', 'Ingénieur données, Azimut Données SAS', 'mars 2020 – aujourd’hui'],
  ['de', 'Kenntnisse', 'Berufserfahrung', 'Dateningenieur, Isarwerk Daten GmbH', '03.2020 – heute'],
  ['pt', 'Competências', 'Experiência profissional', 'Engenheiro de Dados, Maré Dados Lda.', '03/2020 – atual'],
];

const skillNames = (doc: ReturnType<typeof documentOf>) =>
  runEngine(doc, { referenceDate: new Date(Date.UTC(2025, 5, 15)) }).skills.flatMap((s) => [s.name, ...(s.asWritten ?? [])]);

describe('skills: link labels of the header', () => {
  for (const [lang, skills, experience, job, dates] of cases) {
    it(`are no skills, whether one a line or side by side (${lang})`, () => {
      const doc = documentOf([
        { text: 'Morgan Example', size: 20, bold: true },
        'morgan@example.org',
        '🔗 GitHub',
        'LinkedIn | GitLab | Stack Overflow',
        { text: experience, size: 13, bold: true, gap: 8 },
        { text: job, bold: true },
        dates,
        { text: skills, size: 13, bold: true, gap: 8 },
        'Python, Apache Spark, Airflow',
      ]);
      const names = skillNames(doc);
      expect(names).toContain('Python');
      expect(names.filter((n) => /github|gitlab|linkedin|stack overflow/i.test(n))).toEqual([]);
    });
    it(`stay skills when the skills list names them (${lang})`, () => {
      const doc = documentOf([
        { text: 'Morgan Example', size: 20, bold: true },
        'morgan@example.org',
        { text: experience, size: 13, bold: true, gap: 8 },
        { text: job, bold: true },
        dates,
        { text: skills, size: 13, bold: true, gap: 8 },
        'Python, GitHub, GitLab',
      ]);
      expect(skillNames(doc)).toEqual(expect.arrayContaining(['GitHub', 'GitLab']));
    });
  }
});
