/**
 * The wrapped end of an entry's name in a narrow column ("Registered Nurse" / "License", "MBA em
 * Gestão de" / "Projetos") is no heading when it carries on the line right above it in that
 * line's type and is set unlike the document's headings; real headings stay headings.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const H = (text: string, gap = 10): LineSpec => ({ text, size: 12, bold: true, gap });
const B = (text: string, gap = 0): LineSpec => ({ text, bold: true, gap });
const T = (text: string, gap = 0): LineSpec => ({ text, gap });

/** A header of plain running text, so the body type is plain as on a real CV. */
const INTRO = [
  T('Ten years of work with teams of every size, from small offices to large sites.'),
  T('Used to planning, budgets and reporting to the management of several clients.'),
  T('Looking for a role with more responsibility in a growing organisation nearby.'),
];

function sections(lines: (LineSpec | string)[]) {
  const [name, contact, ...rest] = lines;
  return buildLayout(documentOf([name!, contact!, ...INTRO, ...rest])).sections.map((s) => [s.kind, s.lines.length]);
}

describe('wrapped entry names in a narrow column', () => {
  it('keeps a wrapped certificate in its section (en)', () => {
    expect(
      sections([
        { text: 'Jane Miller', size: 20, bold: true },
        T('jane.miller@example.com'),
        H('CERTIFICATIONS'),
        B('Registered Nurse', 3),
        B('License'),
        T('State Board, 2015'),
        B('Project', 5),
        B('Management'),
        B('Professional (PMP)'),
        T('PMI, 2019'),
        H('EXPERIENCE'),
        B('Charge Nurse', 3),
        T('Lakeside Clinic, 2014 – 2019'),
      ]),
    ).toEqual([
      ['header', 5],
      ['certifications', 7],
      ['experience', 2],
    ]);
  });

  it('reads the wrapped certificates as items of the list', () => {
    const profile = runEngine(
      documentOf([
        { text: 'Jane Miller', size: 20, bold: true },
        T('jane.miller@example.com'),
        ...INTRO,
        H('CERTIFICATIONS'),
        B('Scrum Master', 3),
        T('Scrum Alliance'),
        B('Registered Nurse', 5),
        B('License'),
        T('State Board'),
        B('Project Management', 5),
        B('Professional (PMP)'),
        T('PMI'),
        H('EXPERIENCE'),
        B('Charge Nurse', 3),
        T('Lakeside Clinic, 2014 – 2019'),
      ]),
      { referenceDate: new Date(Date.UTC(2025, 5, 1)) },
    );
    // (The plain page of these tests is no narrow column: "License" is read as a name's last line
    // or as a line of its own, but no heading ends the list before it.)
    const names = profile.certifications.map((c) => c.name);
    expect(names[0]).toBe('Scrum Master');
    expect(names[1]).toMatch(/^Registered Nurse/);
    expect(names.at(-1)).toBe('Project Management Professional (PMP)');
  });

  it('keeps wrapped names when the headings are set in the entries type, after space (en)', () => {
    expect(
      sections([
        { text: 'Jane Miller', size: 20, bold: true },
        T('jane.miller@example.com'),
        B('Certifications', 10),
        B('Project Management', 3),
        B('Professional (PMP)'),
        T('PMI, 2019'),
        B('Registered Nurse', 5),
        B('License'),
        T('State Board, 2015'),
        B('Experience', 10),
        B('Charge Nurse', 3),
        T('Lakeside Clinic, 2014 – 2019'),
      ]),
    ).toEqual([
      ['header', 5],
      ['certifications', 6],
      ['experience', 2],
    ]);
  });

  it('keeps a wrapped name when the headings stand at the entries spacing (en)', () => {
    // Headings and entries apart by the same space; the name's wrapped end sits at the line gap.
    expect(
      sections([
        { text: 'Jane Miller', size: 20, bold: true },
        T('jane.miller@example.com'),
        B('Certifications', 4.5),
        B('Certified Scrum Master', 2),
        T('Scrum Alliance, 2020'),
        B('Registered Nurse', 4.5),
        B('License'),
        T('State Board, 2015'),
        B('Skills', 4.5),
        T('Scheduling', 2),
        T('Budgeting', 4.5),
      ]),
    ).toEqual([
      ['header', 5],
      ['certifications', 5],
      ['skills', 2],
    ]);
  });

  it('keeps the degrees of a sidebar together (pt)', () => {
    expect(
      sections([
        { text: 'Ana Souza', size: 20, bold: true },
        T('ana.souza@example.com.br'),
        H('FORMAÇÃO'),
        B('MBA em Gestão de', 3),
        B('Projetos'),
        T('Fundação Alvorada'),
        T('2018 – 2019'),
        B('Bacharelado em', 5),
        B('Administração'),
        T('Universidade Serra Azul'),
        T('2012 – 2016'),
        H('IDIOMAS'),
        T('Português (nativo)', 3),
      ]),
    ).toEqual([
      ['header', 5],
      ['education', 8],
      ['languages', 1],
    ]);
  });

  it('keeps a wrapped master title in education (es, it, de)', () => {
    for (const [edu, first, second, inst, langs] of [
      ['FORMACIÓN', 'Máster en Dirección de', 'Proyectos', 'Universidad de Valdeluna', 'IDIOMAS'],
      ['ISTRUZIONE', 'Master in Gestione dei', 'Progetti', 'Università di Montecalvo', 'LINGUE'],
      ['AUSBILDUNG', 'Zertifikatskurs Scrum und', 'Projekte', 'Hochschule Talberg', 'SPRACHEN'],
    ]) {
      expect(
        sections([
          { text: 'Alex Example', size: 20, bold: true },
          T('alex@example.org'),
          H(edu!),
          B(first!, 3),
          B(second!),
          T(inst!),
          T('2017 – 2018'),
          H(langs!),
          T('English (C1)', 3),
        ]),
      ).toEqual([
        ['header', 5],
        ['education', 4],
        ['languages', 1],
      ]);
    }
  });

  it('keeps real headings: the headings look, after space, or in a sidebar of short lines', () => {
    // Headings set in the type of the entries, set apart by space only.
    expect(
      sections([
        { text: 'Jane Miller', size: 20, bold: true },
        T('jane.miller@example.com'),
        B('Certifications', 10),
        B('Registered Nurse', 3),
        T('State Board, 2015'),
        B('Projects', 10),
        B('Clinic Scheduler'),
        T('Rota planning tool, 2021'),
      ]),
    ).toEqual([
      ['header', 5],
      ['certifications', 2],
      ['projects', 2],
    ]);
    // A sidebar of short bold lines, headings set like each other without extra space.
    expect(
      sections([
        { text: 'Jane Miller', size: 20, bold: true },
        T('jane.miller@example.com'),
        H('Skills', 3),
        T('Scheduling'),
        T('Budgeting'),
        H('Languages', 0),
        T('English (native)'),
        H('Certifications', 0),
        B('Registered Nurse'),
        T('State Board, 2015'),
      ]),
    ).toEqual([
      ['header', 5],
      ['skills', 2],
      ['languages', 1],
      ['certifications', 2],
    ]);
  });
});
