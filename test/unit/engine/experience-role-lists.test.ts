/**
 * Roles listed with commas ("Sozialpädagogin, Ausbilderin und Koordinatorin") are the one title
 * of an entry whose employer is named on its own line; and a short sentence under the employer's
 * line ("Acme GmbH, 09/2019 – 07/2021" / "Betreuung der Kunden.") is the description, not the
 * rest of the employer's name.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REF = { referenceDate: new Date('2026-01-01') };
const jobsOf = (heading: string, entry: (LineSpec | string)[]) =>
  runEngine(documentOf([{ text: 'Max Muster', size: 22, bold: true }, 'max@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, ...entry]), REF).workExperience;

describe('roles listed with commas are one title', () => {
  const cases: Array<[string, string, string, string]> = [
    ['en', 'Experience', 'Cashier, Stocker', 'Walmart Inc.'],
    ['it', 'Esperienze lavorative', 'Cameriera, Barista', 'Bar Centrale Srl'],
    ['es', 'Experiencia laboral', 'Dependienta, Cajera', 'Mercadona SA'],
    ['fr', 'Expérience professionnelle', 'Vendeuse, Caissière', 'Carrefour SA'],
    ['de', 'Berufserfahrung', 'Sozialpädagogin, Ausbilderin und Koordinatorin', 'Bildungswerk der Wirtschaft e.V.'],
    ['pt', 'Experiência profissional', 'Recepcionista, Secretária', 'Clínica Vida Ltda'],
  ];
  for (const [lang, heading, title, employer] of cases) {
    it(`keeps the list whole above the employer's line (${lang})`, () => {
      const jobs = jobsOf(heading, [{ text: title, bold: true }, `${employer}, 09/2019 – 07/2021`, 'Served the customers every day and kept the till.']);
      expect(jobs.map((j) => [j.title, j.employer])).toEqual([[title, employer]]);
    });
    it(`keeps the list whole under the employer's line (${lang})`, () => {
      const jobs = jobsOf(heading, [{ text: employer, bold: true }, title, '09/2019 – 07/2021']);
      expect(jobs.map((j) => [j.title, j.employer])).toEqual([[title, employer]]);
    });
  }
});

describe('a short sentence under the employer and the date', () => {
  const cases: Array<[string, string, string, string]> = [
    ['en', 'Experience', 'Acme Consulting Ltd', 'Did things for customers.'],
    ['it', 'Esperienze lavorative', 'Bar Centrale Srl', 'Servizio ai tavoli e cassa.'],
    ['de', 'Berufserfahrung', 'Acme GmbH', 'Betreuung der Kunden.'],
    ['pt', 'Experiência profissional', 'Clínica Vida Ltda', 'Atendimento aos pacientes.'],
  ];
  for (const [lang, heading, employer, sentence] of cases) {
    it(`is the description (${lang})`, () => {
      const [job] = jobsOf(heading, [{ text: 'Project Manager', bold: true }, `${employer}, 09/2019 – 07/2021`, sentence, { text: 'Analyst', bold: true, gap: 4 }, 'Beta Ltd, 01/2018 – 08/2019']);
      expect(job?.employer).toBe(employer);
      expect(job?.description).toBe(sentence);
    });
  }
  it('keeps the town under the employer line with the employer', () => {
    const [job] = jobsOf('Berufserfahrung', [{ text: 'Sachbearbeiterin Logistik', size: 12 }, 'Schiedel GmbH, 02/2015 – 01/2021', 'Nußbach', '• Versandplanung, Reklamationsbearbeitung']);
    expect([job?.title, job?.employer]).toEqual(['Sachbearbeiterin Logistik', 'Schiedel GmbH']);
  });
});
