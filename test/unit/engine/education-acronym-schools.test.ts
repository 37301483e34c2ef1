/**
 * Undated studies naming a field and a school written by its acronym only ("Computer Science – MIT"),
 * no degree's word and no school's word: six languages (fictional acronyms); a tool's acronym is no school.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: LineSpec[] = [{ text: 'Laura Bennett', size: 18, bold: true }, { text: 'laura.bennett@example.org' }];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const read = (title: string, lines: string[]) =>
  extractEducation(buildLayout(documentOf([...head, heading(title), ...lines, heading('Skills'), 'Excel, SQL'])).sections).map((e) => [e.degree, e.institution]);

describe('a field of study and a school by its acronym, undated', () => {
  it.each([
    ['en', 'Education', ['Computer Science – NBU', 'Business Administration – WFSB'], [['Computer Science', 'NBU'], ['Business Administration', 'WFSB']]],
    ['pt', 'Formação', ['Sistemas para Internet – FMTV', 'Administração – FSRN'], [['Sistemas para Internet', 'FMTV'], ['Administração', 'FSRN']]],
    ['es', 'Formación', ['Administración de Empresas – UVDM', 'Marketing Digital – EALM'], [['Administración de Empresas', 'UVDM'], ['Marketing Digital', 'EALM']]],
    ['it', 'Istruzione', ['Economia e Commercio – UCRV', 'Giurisprudenza – LUVT'], [['Economia e Commercio', 'UCRV'], ['Giurisprudenza', 'LUVT']]],
    ['de', 'Ausbildung', ['Betriebswirtschaftslehre – FHF Falkenau', 'Wirtschaftsinformatik – ULB Lindenberg'], [['Betriebswirtschaftslehre', 'FHF Falkenau'], ['Wirtschaftsinformatik', 'ULB Lindenberg']]],
    ['fr', 'Formation', ['Gestion des entreprises – IVB Valbrume', 'Sciences économiques – UCLV'], [['Gestion des entreprises', 'IVB Valbrume'], ['Sciences économiques', 'UCLV']]],
  ])('%s: each line is an entry', (_lang, title, lines, expected) => {
    expect(read(title, lines)).toEqual(expected);
  });

  it('a course naming a tool by its acronym is no study at a school ("Corso Excel – VBA")', () => {
    expect(read('Istruzione', ['Laurea in Economia – Università di Corvara', 'Corso Excel – VBA'])).toEqual([['Laurea in Economia', 'Università di Corvara']]);
  });
});
