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
