/**
 * Labels of groups of skills that are no skills: a bold sub-heading with no colon over the items of a
 * skills sidebar ("IT", "Informatica", "Clinical"), a label cell wrapped after a conjunction onto the
 * next row ("Competenze organizzative e" / "gestionali"), a table row's label the layout took for a
 * heading ("Languages ⇥ : Java, SQL"); and chips of a tag cloud read as items, not labels.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { collectSkillEvidence } from '../../../src/screen/entities/skills.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

function skillsOf(lines: (LineSpec | string)[]): string[] {
  const layout = buildLayout(documentOf([{ text: 'ANNA KOWALSKA', size: 22 }, ...lines]));
  return collectSkillEvidence(layout, new Map())
    .filter((e) => e.source === 'skills')
    .map((e) => e.asWritten);
}

describe('bold group labels over the items of a skills list', () => {
  it.each([
    ['it', 'COMPETENZE', 'Informatica', 'Personali', 'Lavoro di squadra'],
    ['es', 'HABILIDADES', 'Informática', 'Personales', 'Trabajo en equipo'],
    ['fr', 'COMPÉTENCES', 'Bureautique', 'Méthodes', 'Esprit d’équipe'],
    ['de', 'FÄHIGKEITEN', 'EDV', 'Methoden', 'Teamfähigkeit'],
    ['pt', 'COMPETÊNCIAS', 'Informática', 'Comportamentais', 'Trabalho em equipe'],
    ['en', 'SKILLS', 'IT', 'Clinical', 'Wound care'],
  ])('drops the labels, keeps the items (%s)', (_lang, heading, label1, label2, item) => {
    const got = skillsOf([
      { text: heading, size: 12, bold: true, gap: 10 },
      { text: label1, bold: true, gap: 4 },
      { text: 'Excel', x: 56 },
      { text: 'PowerPoint', x: 56 },
      { text: 'SAP', x: 56 },
      { text: label2, bold: true, gap: 4 },
      { text: item, x: 56 },
      { text: 'Scrum', x: 56 },
      // A tool's own name in bold over the items that go with it stays a skill.
      { text: 'Java', bold: true, gap: 4 },
      { text: 'Spring Boot, Hibernate', x: 56 },
    ]);
    expect(got).toEqual(expect.arrayContaining(['Excel', 'PowerPoint', 'SAP', item, 'Scrum', 'Java', 'Spring Boot', 'Hibernate']));
    expect(got).not.toContain(label1);
    expect(got).not.toContain(label2);
  });
});

describe('tag clouds', () => {
  it.each([
    ['de', 'KENNTNISSE', 'A/B-Testing'],
  ])('reads a chip written as a name as an item, not as the label of the chips beside it (%s)', (_lang, heading, chip) => {
    const got = skillsOf([
      { text: heading, size: 12, bold: true, gap: 10 },
      { text: 'Statistik', cells: [[150, 'Scrum']] },
      { text: chip, cells: [[150, 'Kanban']] },
    ]);
    expect(got).toEqual(expect.arrayContaining([chip, 'Scrum', 'Kanban']));
  });
});

describe('label column of a skills table', () => {
  it.each([
    ['it', 'Competenze organizzative e', 'gestionali', 'Capacità di coordinare gruppi di lavoro fino a dieci persone', '(maturata come capo squadra).'],
    ['pt', 'Competências de comunicação e', 'liderança', 'Capacidade de coordenar equipas de trabalho até dez pessoas', '(como chefe de equipa).'],
    ['es', 'Competencias comunicativas y', 'liderazgo', 'Capacidad de coordinar equipos de trabajo de hasta diez personas', '(como jefe de equipo).'],
  ])('drops the label’s words wrapped onto the next row (%s)', (_lang, label, rest, sentence, tail) => {
    const got = skillsOf([
      { text: 'COMPETENZE PERSONALI', size: 12, bold: true, gap: 10 },
      { text: 'Competenze digitali', cells: [[220, 'Excel, Word, PowerPoint']] },
      { text: label, cells: [[220, sentence]] },
      { text: rest, x: 120, cells: [[220, tail]] },
    ]);
    expect(got).toEqual(expect.arrayContaining(['Excel', 'Word', 'PowerPoint']));
    expect(got).not.toContain(rest);
  });

  it('reads rows whose label the layout took for a heading, and no colon opens an item', () => {
    const got = skillsOf([
      { text: 'TECHNICAL SKILLS', size: 12, bold: true, gap: 10 },
      { text: 'Testing Tools', bold: true, cells: [[170, ': Selenium WebDriver, JMeter, Postman']] },
      { text: 'Languages', bold: true, cells: [[170, ': Java, SQL']] },
      { text: 'Bug Tracking', bold: true, cells: [[170, ': Bugzilla, JIRA']] },
      { text: 'Database', bold: true, cells: [[170, ': MySQL, Oracle']] },
    ]);
    expect(got).toEqual(expect.arrayContaining(['Selenium WebDriver', 'Java', 'SQL', 'Bugzilla', 'JIRA', 'MySQL']));
    expect(got.filter((w) => /^[:：]/u.test(w))).toEqual([]);
  });
});

describe('legal forms in job lines', () => {
  it('does not read the legal form closing an employer’s name as a skill, and keeps the tool in a sentence (fr)', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'THOMAS LEROY', size: 22 },
        { text: 'EXPÉRIENCE', size: 12, bold: true, gap: 10 },
        { text: '2019 – 2023', cells: [[150, 'Analyste de données, Hexagone Conseil SAS, Lille']] },
        { text: '• Analyse statistique des ventes avec SAS et Python', x: 160 },
      ]),
    );
    const got = collectSkillEvidence(layout, new Map()).map((e) => `${e.asWritten}@${e.source}`);
    expect(got.filter((w) => w.startsWith('SAS@'))).toHaveLength(1);
  });
});
