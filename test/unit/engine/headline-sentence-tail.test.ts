/**
 * An objective written in the header and wrapped over two lines ("…seeking a challenging role in" / "the area of
 * databases as a SQL Programmer"): the second line opens in lower case and continues the sentence above, so it is
 * no headline even though it names a role. The latest job's title is the better guess.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('the tail of a sentence wrapped in the header', () => {
  it.each([
    ['en', 'Result-oriented professional with 3+ years of experience in SQL Server; seeking a challenging role in', 'the area of “Database Development” as a SQL Programmer', 'EXPERIENCE', 'Database Developer, Acme Ltd — 2021 – 2024', 'Database Developer'],
    ['it', 'Laureata in economia con tre anni di esperienza, cerco un ruolo stimolante nel', 'settore “Amministrazione e Finanza” come Impiegata Contabile', 'ESPERIENZA', 'Addetta amministrativa, Acme Srl — 2021 – 2024', 'Addetta amministrativa'],
    ['es', 'Profesional con cinco años de experiencia en logística, busco un nuevo reto en el', 'área de “Compras y Logística” como Responsable de Almacén', 'EXPERIENCIA', 'Técnico de logística, Acme S.L. — 2021 – 2024', 'Técnico de logística'],
    ['fr', 'Diplômée en gestion avec quatre ans d’expérience, je recherche un poste dans le', 'domaine “Ressources Humaines” comme Chargée de Recrutement', 'EXPÉRIENCE', 'Assistante RH, Acme SA — 2021 – 2024', 'Assistante RH'],
    ['de', 'Erfahrene Fachkraft mit fünf Jahren Praxis in der Buchhaltung, suche eine neue Aufgabe im', 'bereich „Finanzen und Controlling“ als Bilanzbuchhalterin', 'BERUFSERFAHRUNG', 'Buchhalterin, Acme GmbH — 2021 – 2024', 'Buchhalterin'],
    ['pt', 'Profissional com quatro anos de experiência em vendas, procuro uma oportunidade na', 'área “Vendas B2B” como Gerente de Contas', 'EXPERIÊNCIA', 'Consultora de vendas, Acme Lda — 2021 – 2024', 'Consultora de vendas'],
  ])('%s', (_lang, sentence, tail, heading, entry, title) => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'alex@example.org', sentence, tail, heading, entry]);
    expect(runEngine(doc, REFERENCE).jobProfile.title).toBe(title);
  });

  it('keeps a lower-case headline right under the name (guard)', () => {
    const doc = documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'data analyst', 'alex@example.org', 'EXPERIENCE', 'Intern, Acme Ltd — 2021 – 2022']);
    expect(runEngine(doc, REFERENCE).jobProfile.title).toBe('data analyst');
  });
});
