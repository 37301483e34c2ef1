/**
 * A table of languages that a layout ran into the jobs (a DOCX form whose rows the reader merged into
 * the section above): rows of a language and its CEFR code, or a mother-tongue label and a language.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

function read(heading: string, lines: string[]) {
  const profile = runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: heading, size: 13, bold: true, gap: 10 }, ...lines]), { referenceDate: new Date('2026-01-01') });
  return { languages: profile.languages.map((l) => [l.code, l.level]), jobs: profile.workExperience.length };
}

describe('language rows inside the experience section', () => {
  it.each([
    ['fr', 'Expérience professionnelle', ['Vendeuse, Boutique Lenoir, Nantes | 2019 – 2021', 'Conseil à la clientèle.', 'Langue maternelle ⇥ Arabe', 'Anglais ⇥ B2', 'Allemand ⇥ A1'], [['ar', 'native'], ['en', 'B2'], ['de', 'A1']]],
    ['de', 'Berufserfahrung', ['Verkäuferin, Bäckerei Schmidt, Köln | 2019 – 2021', 'Beratung der Kunden.', 'Muttersprache: Türkisch', 'Englisch: B2', 'Französisch: A2']],
    ['it', 'Esperienze lavorative', ['Addetta alle vendite, Bottega Rossi, Torino | 2019 – 2021', 'Assistenza ai clienti.', 'Madrelingua: Italiano', 'Inglese – B2', 'Spagnolo – A2']],
    ['es', 'Experiencia laboral', ['Dependienta, Almacenes Sol, Sevilla | 2019 – 2021', 'Atención al cliente.', 'Lengua materna: Español', 'Inglés – B1', 'Francés – A2']],
    ['pt', 'Experiência profissional', ['Vendedora, Loja Aurora, Porto | 2019 – 2021', 'Atendimento ao cliente.', 'Língua materna: Português', 'Inglês – B2', 'Espanhol – B1']],
    ['en', 'Work Experience', ['Sales Assistant, Northwind Retail, Leeds | 2019 – 2021', 'Served customers.', 'Mother tongue: Polish', 'English – C1', 'German – A2']],
  ] as [string, string, string[], string[][]?][])('reads them as languages (%s)', (_lang, heading, lines, expected) => {
    const got = read(heading, lines.map((l) => l.replace(' ⇥ ', '\t')));
    expect(got.languages).toHaveLength(3);
    expect(got.languages.filter(([, level]) => level === 'native')).toHaveLength(1);
    if (expected) expect(got.languages).toEqual(expect.arrayContaining(expected));
    expect(got.jobs).toBe(1);
  });

  it('reads no language from a job that names one', () => {
    const got = read('Work Experience', ['English Teacher, Lycée Hugo, Lyon | 2015 – 2018', 'English C1 level courses for adults.', 'Taught German B1 evening classes.']);
    expect(got.languages).toEqual([]);
  });
});
