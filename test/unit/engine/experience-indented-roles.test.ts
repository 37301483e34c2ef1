/**
 * Roles written under their employer's dated line: "Employer, Town  2016 – 2018" / "  Role" /
 * "    duty" — a layout that indents each level (the role a little, the list deeper) — and employers
 * that group several roles though no cue (legal form, institution word) names them as employers.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience: a role indented under its employer’s dated line, the duties deeper', () => {
  const cases: Array<[string, string, [string, string, string, string, string, string]]> = [
    ['en', 'Work Experience', ['Northgate Telecom, Bristol', 'Customer Service Representative', 'Answered calls from business customers', 'Pennine Media Group, York', 'Marketing Intern', 'Prepared the weekly newsletter']],
    ['it', 'Esperienze lavorative', ['Bottega Verde Arredi, Parma', 'Addetta alle vendite', 'Supporto alla clientela in negozio', 'Gruppo Editoriale Lario, Como', 'Stage in marketing', 'Gestione dei social network']],
    ['es', 'Experiencia profesional', ['Moda Azahar, Sevilla', 'Dependienta', 'Atención al cliente y gestión de caja', 'Grupo Hostelero Cantábrico, Santander', 'Prácticas en recursos humanos', 'Elaboración de informes semanales']],
    ['fr', 'Expérience professionnelle', ['Boulangerie des Tilleuls, Rennes', 'Vendeuse', 'Accueil et conseil de la clientèle', 'Maison Verlaine SAS, Bordeaux', 'Stage assistant marketing', 'Animation des réseaux sociaux']],
    ['de', 'Berufserfahrung', ['Bäckerei Sonnenschein, Augsburg', 'Verkäuferin', 'Beratung und Verkauf an der Theke', 'Brenner Medien AG, München', 'Praktikantin Marketing', 'Pflege der Stammdaten']],
    ['pt', 'Experiência profissional', ['Distribuidora Minho, Braga', 'Operador de armazém', 'Organização de stocks e expedição', 'Ribeiro & Costa Lda., Coimbra', 'Estagiária de contabilidade', 'Apoio à direção financeira']],
  ];
  for (const [lang, heading, [org1, role1, duty1, org2, role2, duty2]] of cases) {
    it(`reads the indented line as the entry's title (${lang})`, () => {
      const got = entries(heading, [
        { text: org1, bold: true, gap: 4, cells: [[450, '2016 – 2018']] },
        { text: role1, x: 59 },
        { text: duty1, x: 72 },
        { text: duty1, x: 72 },
        { text: org2, bold: true, gap: 4, cells: [[450, '2015 – 2016']] },
        { text: role2, x: 59 },
        { text: duty2, x: 72 },
      ]);
      expect(got.map((g) => g[0])).toEqual([role1, role2]);
      expect(got.map((g) => g[1])).toEqual([org1.replace(/, [^,]+$/, ''), org2.replace(/, [^,]+$/, '')]);
    });
  }

  it('still reads an indented list under a dated employer line as its description when the items start at one x (en)', () => {
    const got = entries('Work Experience', [
      { text: 'Senior Analyst at Brightwave Analytics Ltd', bold: true, gap: 4, cells: [[450, '2019 – 2022']] },
      { text: 'Built the weekly dashboards', x: 64 },
      { text: 'Trained four new colleagues', x: 64 },
    ]);
    expect(got).toEqual([['Senior Analyst', 'Brightwave Analytics Ltd', '2019', '2022']]);
  });
});

describe('experience: an employer no cue names groups the roles dated inside its period', () => {
  const cases: Array<[string, string, string, string, string, string]> = [
    ['fr', 'Expérience professionnelle', 'Agence Lumière Bleue, Lyon', "aujourd'hui", 'Chef de projet digital', 'Assistant chef de projet'],
    ['en', 'Work Experience', 'Hollow Oak Foods, Leeds', 'Present', 'Marketing Manager', 'Marketing Coordinator'],
    ['es', 'Experiencia profesional', 'Moda Azahar, Sevilla', 'actualidad', 'Encargada de tienda', 'Dependienta'],
  ];
  for (const [lang, heading, org, now, role1, role2] of cases) {
    it(`gives both roles the employer, the employer's line no entry of its own (${lang})`, () => {
      const got = entries(heading, [
        { text: org, bold: true, gap: 4, cells: [[450, `2015 – ${now}`]] },
        { text: role1, x: 59, cells: [[450, `2019 – ${now}`]] },
        { text: 'Coordinated the suppliers and the weekly plan', x: 72 },
        { text: role2, x: 59, cells: [[450, '2015 – 2019']] },
        { text: 'Coordinated the suppliers and the weekly plan', x: 72 },
      ]);
      const employer = org.replace(/, [^,]+$/, '');
      expect(got).toEqual([
        [role1, employer, '2019', 'present'],
        [role2, employer, '2015', '2019'],
      ]);
    });
  }
});
