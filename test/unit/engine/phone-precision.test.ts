/**
 * Classes of numbers around a CV's phone, in six languages: the trunk 0 written after the calling
 * code ("+39 (0) 347 …"), numbers after the label of an identity, tax, licence or registration
 * number (a Brazilian CNH, a VAT number with its country letters), and a score with the year it
 * was obtained in brackets.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const name = (text: string): LineSpec => ({ text, size: 22, bold: true });
const heading = (text: string): LineSpec => ({ text, size: 14, bold: true, gap: 6 });
const phonesOf = (texts: (LineSpec | string)[]) =>
  runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.phones.map((p) => p.e164);

describe('a trunk 0 written after the calling code is not dialled', () => {
  it.each([
    ['it', 'luca.rossi@example.it | +39 (0) 347 123 4567', '+393471234567'],
    ['it', 'luca.rossi@example.it | +39 0 347 123 4567', '+393471234567'],
    ['es', 'ana.garcia@example.es · +34 (0) 612 345 678', '+34612345678'],
    ['es', 'ana.garcia@example.es · +34 (0)91 123 45 67', '+34911234567'],
    ['pt', 'joao.silva@example.pt · +351 (0) 912 345 678', '+351912345678'],
    ['en', 'jane.doe@example.co.uk | +44 (0) 7911 123456', '+447911123456'],
    ['de', 'Mobil: +49 (0) 151 23456789 · max@example.de', '+4915123456789'],
    ['fr', 'Tél : +33 (0)6 12 34 56 78 · marie@example.fr', '+33612345678'],
  ])('%s: %s', (_lang, line, e164) => {
    expect(phonesOf([name('Alex Morgan'), line])).toEqual([e164]);
  });

  it('keeps the 0 of a number that is valid only with it (Italian landlines)', () => {
    expect(phonesOf([name('Luca Rossi'), 'Tel. +39 (0)2 1234 5678 · luca@example.it'])).toEqual(['+390212345678']);
    expect(phonesOf([name('Luca Rossi'), 'luca@example.it · +39 (0)6 1234567'])).toEqual(['+39061234567']);
  });

  it('does not take the last digit of a calling code for a trunk 0', () => {
    expect(phonesOf([name('Ana Pop'), 'ana@example.ro · +40 721 234 567'])).toEqual(['+40721234567']);
  });
});

describe('numbers after the label of an identity, tax, licence or registration number', () => {
  it.each([
    ['pt', 'maria@example.com.br · (11) 98765-4321', 'Carteira de Habilitação: 01234567890 - Cat. AB', '+5511987654321'],
    ['pt', 'maria@example.com.br · (11) 98765-4321', 'CNH 01234567890', '+5511987654321'],
    ['fr', 'marie@example.fr · 06 12 34 56 78', 'TVA intracommunautaire FR 12 345678901', '+33612345678'],
    ['de', 'max@example.de · 0171 2345678', 'USt-IdNr.: DE 123 456 7890', '+491712345678'],
    ['en', 'jane@example.com · +1 415 555 0132', 'VAT No. GB 123 4567 890', '+14155550132'],
    ['it', 'luca@example.it · 347 123 4567', 'Iscrizione albo: 12345678901', '+393471234567'],
    ['es', 'ana@example.es · 612 345 678', 'Número de colegiado: 281234567', '+34612345678'],
  ])('%s: %s', (_lang, contact, id, e164) => {
    expect(phonesOf([name('Alex Morgan'), contact, id, heading('Experience'), '2019 - 2023  Analyst, Northwind'])).toEqual([e164]);
  });
});

describe('a score with its year in brackets', () => {
  it.each([
    ['de', 'Sprachen', 'Englisch – TOEIC 945 (2019)'],
    ['en', 'Languages', 'English – TOEIC 945 (2019)'],
    ['it', 'Lingue', 'Inglese – TOEIC 945 (2019)'],
    ['es', 'Idiomas', 'Inglés – TOEIC 945 (2019)'],
    ['fr', 'Langues', 'Anglais – TOEIC 945 (2019)'],
    ['pt', 'Idiomas', 'Inglês – TOEIC 945 (2019)'],
  ])('%s: %s is no phone', (_lang, head, line) => {
    expect(phonesOf([name('Alex Morgan'), 'Berlin', 'alex@example.org', heading(head), line])).toEqual([]);
  });
});
