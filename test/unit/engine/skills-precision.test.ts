/**
 * Skills that hold on CVs the rules were not tuned on: what a sentence names (a tool) and what it
 * is about (a concept), and the items of a skills list that are no skill.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { collectSkillEvidence } from '../../../src/screen/entities/skills.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

function evidenceUnder(heading: string, lines: (LineSpec | string)[]) {
  const layout = buildLayout(documentOf([{ text: 'LAURA BIANCHI', size: 22 }, { text: heading, size: 12, bold: true, gap: 10 }, ...lines]));
  return collectSkillEvidence(layout, new Map());
}

describe('skills named in running text', () => {
  it.each([
    ['Experience', '• Handled IPO filings and KYC checks for private clients, tracked in Salesforce and Excel', ['Salesforce'], ['Investment banking', 'Know your customer']],
    ['Esperienza', '• Gestione della rete LAN e del supporto Help Desk con Zabbix e PowerShell', ['Zabbix', 'PowerShell'], ['Computer networking', 'Technical support']],
    ['Experiencia', '• Desarrollo de aplicaciones Android con Kotlin y Firebase', ['Kotlin'], ['Android development']],
    ['Expérience', '• Suivi des dossiers Assurance et Encaissement sous SAP', ['SAP'], ['Insurance', 'Cash handling']],
  ])('%s: a sentence names tools, not the topics it is about', (heading, line, kept, dropped) => {
    const names = evidenceUnder(heading, [{ text: 'Analyst', bold: true }, { text: 'Norvale Bank', cells: [[420, '2019 – 2024']] }, line]).map((e) => e.name);
    for (const k of kept) expect(names).toContain(k);
    for (const d of dropped) expect(names).not.toContain(d);
  });

  it('still reads a concept the candidate lists in a skills section', () => {
    const names = evidenceUnder('Skills', ['Machine learning, Anti-money laundering, Computer networking']).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Machine learning', 'Anti-money laundering', 'Computer networking']));
  });
});

describe('lines of a skills section that are no skill', () => {
  const listed = (heading: string, lines: (LineSpec | string)[]) =>
    evidenceUnder(heading, lines)
      .filter((e) => e.source === 'skills')
      .map((e) => e.asWritten);

  it.each([
    ['Competenze', 'Conoscenza base dei linguaggi di programmazione:', ['• Kotlin', '• Dart']],
    ['Competencias', 'Conocimientos básicos de los frameworks:', ['• Flask', '• Django']],
    ['Competências', 'Conhecimento das ferramentas de design:', ['• Figma', '• Zeplin']],
    ['Kenntnisse', 'Grundkenntnisse in den folgenden Sprachen:', ['• Kotlin', '• Dart']],
  ])('%s: a line ending with a colon labels the items under it', (heading, label, items) => {
    const names = listed(heading, [`• ${label}`, ...items]);
    expect(names).toEqual(items.map((i) => i.slice(2)));
  });

  it('keeps a known skill written before a colon on a line of its own', () => {
    expect(listed('Skills', ['Kotlin:', 'Gradle'])).toEqual(['Kotlin', 'Gradle']);
  });

  it.each([
    ['Competenze digitali', 'COMPETENZE COMUNICATIVE E INTERPERSONALI.', 'Competenze comunicative e interpersonali.'],
    ['Digital skills', 'COMMUNICATION AND INTERPERSONAL SKILLS', 'Communication and interpersonal skills'],
    ['Compétences', 'COMPÉTENCES ORGANISATIONNELLES', 'Compétences organisationnelles'],
  ])('%s: a sub-heading in capitals, and its repetition, are no items', (heading, caps, again) => {
    const names = listed(heading, ['Kotlin, Dart', { text: caps, bold: true }, { text: again, bold: true }, 'Figma, Zeplin']);
    expect(names).toEqual(['Kotlin', 'Dart', 'Figma', 'Zeplin']);
  });

  it.each([
    ['Competenze comunicative', 'Ottime competenze comunicative acquisite durante il lavoro in segreteria'],
    ['Communication skills', 'Good communication skills gained as a receptionist in a busy hotel'],
    ['Competências de comunicação', 'Boa comunicação adquirida no atendimento ao público'],
  ])('the form label "%s" left of its text is no skill', (label, text) => {
    const written = evidenceUnder('Competenze personali', [{ text: label, cells: [[200, text]] }]).map((e) => e.asWritten);
    expect(written).not.toContain(label);
  });

  it.each([
    ['Habilidades', 'Página 1'],
    ['Skills', 'Page 2 of 3'],
    ['Kenntnisse', 'Seite 1 von 2'],
    ['Competenze', 'Pagina 2 / 2'],
    ['Habilidades', '//europass.cedefop.europa.eu'],
    ['Skills', 'www.linkedin.com/in/laura'],
  ])('%s: a page footer or an address "%s" is no skill', (heading, line) => {
    expect(listed(heading, [line, 'Kotlin, Dart'])).toEqual(['Kotlin', 'Dart']);
  });

  it.each([
    ['Competências', 'Prototipação (baixa, média e alta)', 'Prototipação'],
    ['Competencias', 'Inglés técnico (medio)', 'Inglés técnico'],
    ['Competenze', 'Disegno CAD (medio)', 'Disegno CAD'],
    ['Compétences', 'Soudure TIG (moyen)', 'Soudure TIG'],
  ])('%s: level words in brackets are no items', (heading, line, skill) => {
    expect(listed(heading, [line])).toEqual([skill]);
  });
});

describe('sentences of a skills section in English', () => {
  it('reads the skills a sentence names, not the common words the knowledge base points from', () => {
    const names = evidenceUnder('Skills', [
      'Quick with garnishing and mixing, keeping stock levels right and the props of the stage ready, with confidence on busy nights and strong customer service in every shift',
    ]).map((e) => e.name);
    expect(names).toContain('Customer service');
    for (const n of ['Food presentation', 'Music production', 'Inventory management', 'Set construction', 'Assertiveness']) expect(names).not.toContain(n);
  });
});

describe('pieces of a sentence run into a list', () => {
  it.each([
    ['Competenze', 'Kotlin, Dart, framework o sistemi nuovi', ['framework o sistemi nuovi']],
    ['Competências', 'Figma, Zeplin; persistente com objetivos', ['persistente com objetivos']],
    ['Skills', 'Kotlin, Dart, able to work as a team', ['able to work as a team']],
    ['Habilidades', 'Kotlin, Dart, rápido y con buena actitud', ['rápido y con buena actitud']],
    ['Compétences', 'Kotlin, Dart, rigueur et sens du service', ['rigueur et sens du service']],
    ['Kenntnisse', 'Kotlin, Dart, belastbar und zuverlässig', ['belastbar und zuverlässig']],
  ])('%s: words in small letters held by a conjunction are no skill', (heading, line, dropped) => {
    const names = evidenceUnder(heading, [line]).map((e) => e.asWritten);
    expect(names).toEqual(expect.arrayContaining(line.startsWith('Figma') ? ['Figma', 'Zeplin'] : ['Kotlin', 'Dart']));
    for (const d of dropped) expect(names).not.toContain(d);
  });

  it('keeps tools written in small letters', () => {
    const names = evidenceUnder('Skills', ['pygame, check_mk, tidymodels, graphviz']).map((e) => e.asWritten);
    expect(names).toEqual(expect.arrayContaining(['pygame', 'check_mk', 'tidymodels', 'graphviz']));
  });
});

describe('known skills joined by slashes', () => {
  it.each([
    ['Skills', 'C/C++, Python', ['C', 'C++', 'Python']],
    ['Competenze', 'HTML/CSS, Java', ['HTML', 'CSS', 'Java']],
    ['Competências', 'Word/Excel, Figma', ['Word', 'Excel', 'Figma']],
    ['Kenntnisse', 'Windows/Linux, SAP', ['Windows', 'Linux', 'SAP']],
  ])('%s: each known skill is an item', (heading, line, items) => {
    expect(evidenceUnder(heading, [line]).map((e) => e.asWritten)).toEqual(items);
  });

  it.each(['CI/CD', 'TCP/IP', 'PL/SQL'])('%s, known whole, stays one', (name) => {
    expect(evidenceUnder('Habilidades', [`${name}, Docker`]).map((e) => e.asWritten)).toEqual([name, 'Docker']);
  });
});
