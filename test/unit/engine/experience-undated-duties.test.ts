/**
 * A job section without dates: each item naming a role is an entry ("Recepcionista – Barbearia"),
 * but a duty written as a sentence names a role only in passing ("Trained the new sales
 * representatives of the branch every week.") and is no entry.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REF = { referenceDate: new Date('2026-01-01') };

describe('undated job items and duty sentences', () => {
  const cases: Array<[string, string, string, string]> = [
    ['en', 'Experience', '• Receptionist – Barber shop', 'Trained the new sales representatives of the branch every week.'],
    ['it', 'Esperienze lavorative', '• Commessa – Conad Centro', 'Affiancamento dei nuovi commessi nella gestione della cassa e del magazzino.'],
    ['es', 'Experiencia laboral', '• Dependienta – Zara', 'Formación de los nuevos dependientes en la atención al cliente de la tienda.'],
    ['fr', 'Expérience professionnelle', '• Vendeuse – Boulangerie Paul', 'Formation des nouveaux vendeurs à la gestion de la caisse et du stock.'],
    ['de', 'Berufserfahrung', '• Verkäuferin – Bäckerei Müller', 'Einarbeitung der neuen Verkäufer in die Kasse und die Warenannahme des Ladens.'],
    ['pt', 'Experiência profissional', '• Recepcionista – Barbearia', 'Treinamento dos novos vendedores no atendimento ao cliente e no caixa da loja.'],
  ];
  for (const [lang, heading, job, duty] of cases) {
    it(`keeps the job and leaves the duty out (${lang})`, () => {
      const profile = runEngine(documentOf([{ text: 'Alex Moreau', size: 22, bold: true }, 'alex@mail.com', { text: heading, size: 13, bold: true, gap: 10 }, job, duty]), REF);
      expect(profile.workExperience.map((e) => e.title)).toEqual([job.replace(/^• /, '').split(' – ')[0]]);
    });
  }
});
