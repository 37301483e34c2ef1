/**
 * "Camarero en Restaurante La Marina", "Impiegata in Banca Intesa": the word that also joins a title
 * to its field ("Técnico en Sistemas", "Ingegnere in Sistemi Informativi") splits a role from its
 * employer when a word naming a kind of organization and a capitalized name follow it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

function job(heading: string, header: string): [string | null, string | null] {
  const profile = runEngine(
    documentOf([{ text: 'Lucía Ejemplo', size: 20, bold: true }, 'lucia@example.com', { text: heading, size: 13, bold: true, gap: 10 }, { text: header, bold: true, gap: 6 }, '03/2019 – 06/2021', 'Atención al cliente.']),
    { referenceDate: new Date('2026-01-01') },
  );
  const w = profile.workExperience[0];
  return [w?.title ?? null, w?.employer ?? null];
}

describe('title "en"/"in" an organization', () => {
  it.each([
    ['Experiencia laboral', 'Camarero en Restaurante La Marina', 'Camarero', 'Restaurante La Marina'],
    ['Experiencia laboral', 'Enfermera en Hospital Universitario La Paz', 'Enfermera', 'Hospital Universitario La Paz'],
    ['Experiencia laboral', 'Dependienta en Almacenes Sol', 'Dependienta', 'Almacenes Sol'],
    ['Experiencia laboral', 'Auxiliar administrativo en Gestoría López', 'Auxiliar administrativo', 'Gestoría López'],
    ['Esperienze lavorative', 'Impiegata in Banca Intesa', 'Impiegata', 'Banca Intesa'],
    ['Esperienze lavorative', 'Infermiera in Ospedale San Raffaele', 'Infermiera', 'Ospedale San Raffaele'],
  ])('%s: %s', (heading, header, title, employer) => {
    expect(job(heading, header)).toEqual([title, employer]);
  });

  it.each([
    ['Experiencia laboral', 'Técnico en Farmacia y Parafarmacia'],
    ['Experiencia laboral', 'Técnico en Sistemas Informáticos'],
    ['Experiencia laboral', 'Vendedor en Madrid'],
    ['Esperienze lavorative', 'Ingegnere in Sistemi Informativi'],
  ])('keeps a field or a place with the title: %s', (heading, header) => {
    expect(job(heading, header)[1]).toBeNull();
  });
});
