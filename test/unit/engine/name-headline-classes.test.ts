/**
 * Classes of names and headlines, in several languages: names from form labels with the family
 * name first, TeX accents on a dotless i, letter-spaced capitals; a headline cut at a line wrap,
 * and a headline written as a cell of the contact line.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const body: (LineSpec | string)[] = [{ text: 'Experience', bold: true, size: 12, gap: 8 }, '2019 - 2024  Clerk, Acme Ltd, Leeds', 'Did things for the team every day.'];
const profileOf = (head: (LineSpec | string)[]) => runEngine(documentOf([...head, ...body]), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });

describe('names', () => {
  it.each([
    ['de', [{ text: 'Lebenslauf', size: 16, bold: true }, 'Name / Vorname\tMüller, Jörg', 'Anschrift\tHauptstr. 5, 44369 Dortmund'], 'Jörg Müller'],
    ['en', [{ text: 'Curriculum Vitae', size: 16, bold: true }, 'Name:\tSmith, John', 'Address:\t5 High Street, Leeds'], 'John Smith'],
    ['es', [{ text: 'Jos´e Garc´ıa', size: 22, bold: true }, 'jose.garcia@example.es'], 'José García'],
    ['it', [{ text: 'M A R I A   R O S S I', size: 22, bold: true }, 'maria.rossi@example.it'], 'Maria Rossi'],
    ['fr', [{ text: 'J E A N   D U P O N T', size: 22, bold: true }, 'jean.dupont@example.fr'], 'Jean Dupont'],
  ] as [string, (LineSpec | string)[], string][])('%s: %j → %s', (_lang, head, name) => {
    expect(profileOf(head).personal.fullName).toBe(name);
  });
});

describe('headlines', () => {
  it.each([
    ['es', [{ text: 'Lucía Fernández', size: 22, bold: true }, { text: 'Técnica Superior en Administración y', size: 14 }, { text: 'Finanzas', size: 14 }, 'lucia@example.es'], 'Técnica Superior en Administración y Finanzas'],
    ['en', [{ text: 'John Smith', size: 22, bold: true }, { text: 'Health and Safety Officer,', size: 14 }, { text: 'Construction', size: 14 }, 'john@example.com'], 'Health and Safety Officer, Construction'],
    ['de', [{ text: 'Anna Weber', size: 22, bold: true }, { text: 'Kauffrau für', size: 14 }, { text: 'Büromanagement', size: 14 }, 'anna@example.de'], 'Kauffrau für Büromanagement'],
  ] as [string, (LineSpec | string)[], string][])('%s: a headline wrapped over two lines → %s', (_lang, head, title) => {
    expect(profileOf(head).jobProfile.title).toBe(title);
  });

  it.each([
    ['fr', 'Julie Martin', 'Comptable | Lyon | julie.martin@example.fr', 'Comptable'],
    ['it', 'Marco Bianchi', 'Ingegnere gestionale · +39 347 123 4567 · marco@example.it', 'Ingegnere gestionale'],
    ['pt', 'Ana Souza', 'Enfermeira | ana.souza@example.com.br | (11) 94468-1895', 'Enfermeira'],
  ])('%s: the headline among the contact cells', (_lang, name, line, title) => {
    expect(profileOf([{ text: name, size: 22, bold: true }, line]).jobProfile.title).toBe(title);
  });

  it('keeps a headline whose last word is whole', () => {
    expect(profileOf([{ text: 'John Smith', size: 22, bold: true }, { text: 'Data Engineer', size: 14 }, { text: 'Leeds', size: 14 }, 'john@example.com']).jobProfile.title).toBe('Data Engineer');
  });
});
