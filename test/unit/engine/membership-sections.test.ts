/**
 * A section of memberships under its own heading ("Professional Affiliations", "Associazioni",
 * "Verbände"): its lines, often dated, are no schools. The heading was unknown, so they were read as
 * entries of the education section above.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('memberships after the education section', () => {
  it.each([
    ['en', 'Education', 'BSc Human Resources, Walsh College — 2008 – 2012', 'Professional Affiliations', ['2006 – Present Society for Human Resource Management', '2014 – Present Public Relations Society of America']],
    ['it', 'Istruzione', 'Laurea in Giurisprudenza, Università di Pavia — 2008 – 2013', 'Associazioni', ['2015 – oggi Associazione Italiana Giuristi d’Impresa', '2016 – oggi Ordine degli Avvocati di Milano']],
    ['es', 'Formación', 'Grado en Derecho, Universidad de Sevilla — 2008 – 2012', 'Afiliaciones', ['2014 – actualidad Colegio de Abogados de Sevilla']],
    ['fr', 'Formation', 'Master Droit des affaires, Université de Lyon — 2008 – 2013', 'Associations professionnelles', ['2015 – aujourd’hui Association des juristes d’entreprise']],
    ['de', 'Ausbildung', 'LL.M. Wirtschaftsrecht, Universität Mainz — 2008 – 2013', 'Verbände', ['seit 2015 Deutscher Anwaltverein', 'seit 2016 Bundesverband der Unternehmensjuristen']],
    ['pt', 'Formação', 'Licenciatura em Direito, Universidade de Coimbra — 2008 – 2013', 'Associações', ['2015 – atual Ordem dos Advogados']],
  ] as [string, string, string, string, string[]][])('%s', (_lang, eduHeading, degree, heading, members) => {
    // Headings set in body type, as job-board exports print them: only the words tell them.
    const profile = runEngine(documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'alex@example.org', eduHeading, degree, heading, ...members]), REFERENCE);
    expect(profile.education).toHaveLength(1);
  });
});
