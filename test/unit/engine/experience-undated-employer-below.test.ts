/**
 * Jobs listed without dates, each as the role on one line and the employer with its town on the next
 * ("Support Specialist" / "Acme Corp | Denver, CO"), then the duties: the line under the role is its employer.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date(Date.UTC(2025, 5, 1)) };

describe('an undated role with its employer on the line below', () => {
  it.each([
    ['en', 'Work Experience', ['Software Support Specialist', 'Brightline Systems | Denver, CO', 'Answered questions from users of the billing software.'], ['Branch Manager', 'Harbor Savings Bank | Tulsa, OK', 'Led a team of eight tellers and two advisers.']],
    ['it', 'Esperienze lavorative', ['Impiegata amministrativa', 'Valtella Srl | Bergamo', 'Gestione della contabilità fornitori e dei pagamenti.'], ['Commessa', 'Bottega Lunari | Brescia', 'Accoglienza dei clienti e gestione della cassa.']],
    ['es', 'Experiencia laboral', ['Técnico de soporte', 'Nortevía Sistemas | Sevilla', 'Atención a los usuarios del programa de facturación.'], ['Dependiente', 'Almacenes Lucero | Córdoba', 'Atención al cliente y gestión de la caja.']],
    ['fr', 'Expérience professionnelle', ['Technicienne support', 'Boréal Informatique | Nantes', 'Assistance aux utilisateurs du logiciel de facturation.'], ['Vendeuse', 'Maison Lavande | Angers', 'Accueil des clients et tenue de la caisse.']],
    ['de', 'Berufserfahrung', ['Supportmitarbeiterin', 'Nordwind Systeme | Bremen', 'Betreuung der Anwender der Abrechnungssoftware.'], ['Verkäuferin', 'Modehaus Linde | Kassel', 'Kundenberatung und Kassenführung im Verkauf.']],
    ['pt', 'Experiência profissional', ['Técnica de suporte', 'Atlântida Sistemas | Braga', 'Apoio aos utilizadores do programa de faturação.'], ['Vendedora', 'Casa Ribeira | Coimbra', 'Atendimento ao cliente e gestão da caixa.']],
  ])('%s', (_lang, heading, first, second) => {
    const profile = runEngine(
      documentOf([{ text: 'Robin Alvarez', size: 20, bold: true }, 'robin.alvarez@example.org', { text: heading, size: 12, bold: true, gap: 8 }, ...first, ...second]),
      REFERENCE,
    );
    expect(profile.workExperience.map((j) => [j.title, j.employer])).toEqual([
      [first[0], first[1]!.split(' | ')[0]],
      [second[0], second[1]!.split(' | ')[0]],
    ]);
  });
});
