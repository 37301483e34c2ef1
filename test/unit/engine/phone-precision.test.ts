/**
 * Classes of numbers around a CV's phone, in six languages: the trunk 0 written after the calling
 * code ("+39 (0) 347 …"), numbers after the label of an identity, tax, licence or registration
 * number (a Brazilian CNH, a VAT number with its country letters), and a score with the year it
 * was obtained in brackets.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
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

/** A page with a narrow sidebar (x 30) of `side` lines and a main column (x 215); [text, true] is a heading. */
function sidebarCv(side: (string | [string, boolean])[], main: (string | [string, boolean])[]): Document {
  const runs: TextRun[] = [];
  const put = (x: number, baseline: number, text: string, size: number, bold: boolean) => runs.push({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold });
  let y = 60;
  for (const s of side) {
    const [text, bold] = typeof s === 'string' ? [s, false] : s;
    if (bold) y += 10;
    put(30, y, text, bold ? 11 : 9, bold);
    y += 13;
  }
  put(215, 70, 'Alex Morgan', 24, true);
  y = 110;
  for (const s of main) {
    const [text, bold] = typeof s === 'string' ? [s, false] : s;
    if (bold) y += 10;
    put(215, y, text, bold ? 12 : 10, bold);
    y += 14;
  }
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines: runs, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

describe("a sidebar's referees, schools and certificates are others' lines", () => {
  const MAIN: Record<string, [string, boolean][] | string[]> = {
    en: ['EXPERIENCE', 'Analyst, Northwind Ltd, London', 'EDUCATION', 'BSc Economics, State University'],
    it: ['ESPERIENZA LAVORATIVA', 'Analista, Northwind S.r.l., Milano', 'ISTRUZIONE', 'Laurea in Economia, Università di Pavia'],
    es: ['EXPERIENCIA LABORAL', 'Analista, Northwind S.L., Madrid', 'FORMACIÓN', 'Grado en Economía, Universidad de Sevilla'],
    fr: ['EXPÉRIENCE PROFESSIONNELLE', 'Analyste, Northwind SARL, Lyon', 'FORMATION', 'Licence en économie, Université Lyon 2'],
    de: ['BERUFSERFAHRUNG', 'Analyst, Northwind GmbH, Berlin', 'AUSBILDUNG', 'B.Sc. Volkswirtschaft, Universität Potsdam'],
    pt: ['EXPERIÊNCIA PROFISSIONAL', 'Analista, Northwind Ltda., São Paulo', 'FORMAÇÃO', 'Bacharelado em Economia, USP'],
  };
  const main = (lang: string): (string | [string, boolean])[] => {
    const [exp, job, edu, school] = MAIN[lang] as string[];
    return [[exp!, true], `2019 - 2023 ${job}`, 'Prepared monthly reports and forecasts for the management.', [edu!, true], `2014 - 2018 ${school}`];
  };
  const profile = (side: (string | [string, boolean])[], lang: string) =>
    runEngine(sidebarCv(side, main(lang)), { referenceDate: new Date(Date.UTC(2025, 5, 1)) }).personal.phones.map((p) => p.e164);

  it.each([
    ['en', 'CONTACT', '+44 7911 123456', 'REFERENCES', ['John Carter', 'Head of Sales, Acme', '+44 20 7946 0321'], '+447911123456'],
    ['it', 'CONTATTI', '+39 347 123 4567', 'REFERENZE', ['Dott. Marco Bianchi', 'Responsabile HR, Acme', 'Tel. 02 4567 8910'], '+393471234567'],
    ['es', 'CONTACTO', '+34 612 345 678', 'REFERENCIAS', ['Ana López', 'Directora, Grupo Norte', 'Tel. 915 123 456'], '+34612345678'],
    ['fr', 'COORDONNÉES', '+33 6 12 34 56 78', 'RÉFÉRENCES', ['Mme Claire Dubois', 'Directrice RH, Acme', 'Tél. 01 42 68 53 00'], '+33612345678'],
    ['de', 'KONTAKT', '+49 171 2345678', 'REFERENZEN', ['Dr. Klaus Weber', 'Abteilungsleiter, Acme', 'Tel. 030 1234567'], '+491712345678'],
    ['pt', 'CONTATO', '+55 11 98765-4321', 'REFERÊNCIAS', ['Sr. João Silva', 'Gerente, Grupo Sul', 'Tel. (11) 3456-7890'], '+5511987654321'],
  ])("%s: a referee's number in the sidebar", (lang, contact, own, refs, referee, e164) => {
    expect(profile([[contact, true], own, 'alex@example.org', [refs, true], ...referee], lang)).toEqual([e164]);
  });

  it.each([
    ['it', 'CONTATTI', '+39 347 123 4567', 'ISTRUZIONE', ['Liceo Scientifico G. Galilei', '2008 - 2013', 'Tel. 0382 123456'], '+393471234567'],
    ['en', 'CONTACT', '+44 7911 123456', 'CERTIFICATIONS', ['AWS Solutions Architect', 'Exam centre 020 7946 0999'], '+447911123456'],
  ])("%s: a school's or a certificate's number in the sidebar", (lang, contact, own, head, lines, e164) => {
    expect(profile([[contact, true], own, 'alex@example.org', [head, true], ...lines], lang)).toEqual([e164]);
  });

  it('still reads a number from such a line when the CV gives none on its own lines', () => {
    expect(profile([['CONTACT', true], 'alex@example.org', ['REFERENCES', true], 'Available on request', '+44 7911 123456'], 'en')).toEqual(['+447911123456']);
  });

  it.each([
    ['en', 'Validation number 1234567890'],
    ['it', 'Codice di verifica 1234567890'],
    ['es', 'Código de verificación 1234567890'],
    ['fr', 'Code de vérification 1234567890'],
    ['de', 'Zertifikatsnummer 1234567890'],
    ['pt', 'Código de validação 1234567890'],
  ])('%s: a credential number is no phone (%s)', (lang, line) => {
    expect(profile([['CONTACT', true], 'alex@example.org', 'London', ['CERTIFICATIONS', true], 'AWS Solutions Architect', line], lang)).toEqual([]);
  });
});

describe('a calling code alone in its cell, the number in the next', () => {
  it.each([
    ['it', '+39', '347 123 4567', '+393471234567'],
    ['en', '+44', '7911 123456', '+447911123456'],
    ['es', '+34', '612 345 678', '+34612345678'],
    ['fr', '+33', '6 12 34 56 78', '+33612345678'],
    ['de', '+49', '171 2345678', '+491712345678'],
    ['pt', '+55 (11)', '98765-4321', '+5511987654321'],
  ])('%s: %s ⇥ %s', (_lang, code, rest, e164) => {
    expect(phonesOf([name('Alex Morgan'), { text: code, cells: [[140, rest]] }, 'alex.morgan@example.org', heading('Experience'), '2019 - 2023  Analyst, Northwind'])).toEqual([e164]);
  });
});
