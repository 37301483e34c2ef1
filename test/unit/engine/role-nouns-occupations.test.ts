/**
 * Role nouns grow with the occupations knowledge base: its one-word titles ("Elettricista",
 * "Fotógrafa", "Erzieherin", "Plombier") and the head word opening a Romance title ("Educadora"
 * of "Educadora infantil") name a role, so a headline or an entry line holding only such a word
 * is read as a title. Family names that are trades ("Richter", "Schneider") and degree names
 * ("Tecnólogo", "Master") stay out.
 */
import { describe, expect, it } from 'vitest';
import { roleNounCount } from '../../../src/knowledge/lexicons/roles.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REF = { referenceDate: new Date('2026-01-01') };

describe('role nouns from the occupations knowledge base', () => {
  const titles: Array<[string, string]> = [
    ['it', 'Elettricista'],
    ['it', 'Parrucchiera'],
    ['es', 'Fisioterapeuta'],
    ['es', 'Educadora infantil'],
    ['fr', 'Plombier'],
    ['fr', 'Kinésithérapeute'],
    ['de', 'Erzieherin'],
    ['de', 'Physiotherapeut'],
    ['pt', 'Fotógrafa'],
    ['pt', 'Eletricista'],
    ['en', 'Photographer'],
    ['en', 'Entrepreneur'],
  ];
  for (const [lang, title] of titles) {
    it(`counts "${title}" as a role (${lang})`, () => expect(roleNounCount(title)).toBeGreaterThan(0));
  }
  it('leaves family names that are trades and degree names out', () => {
    for (const word of ['Richter', 'Schneider', 'Potter', 'Boucher', 'Herrero', 'Tecnólogo', 'Master']) expect(roleNounCount(word), word).toBe(0);
  });

  const headlines: Array<[string, string, string, string]> = [
    ['it', 'Marta Rossi', 'Elettricista', 'Esperienze lavorative'],
    ['es', 'Lucía Gómez', 'Emprendedora', 'Experiencia laboral'],
    ['fr', 'Camille Durand', 'Plombier chauffagiste', 'Expérience professionnelle'],
    ['de', 'Lena Muster', 'Erzieherin', 'Berufserfahrung'],
    ['pt', 'Ana Souza', 'Fotógrafa', 'Experiência profissional'],
    ['en', 'Mary Smith', 'Entrepreneur', 'Experience'],
  ];
  for (const [lang, name, headline, heading] of headlines) {
    it(`reads a headline in body type naming such a role (${lang})`, () => {
      const doc = documentOf([{ text: name, size: 22, bold: true }, 'contact@mail.com', { text: headline, size: 12, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, { text: 'Clerk  Acme', bold: true }, '2019 – 2023']);
      expect(runEngine(doc, REF).jobProfile.title).toBe(headline);
    });
  }

  it('keeps an employer named after a person whose family name is a trade', () => {
    const doc = documentOf([{ text: 'Max Muster', size: 22, bold: true }, 'max@mail.de', { text: 'Berufserfahrung', size: 13, bold: true, gap: 10 }, { text: 'Praktikum als Kfz-Mechatroniker', bold: true }, 'Autohaus Richter', '10/2018 – 11/2018']);
    const [entry] = runEngine(doc, REF).workExperience;
    expect(entry?.employer).toBe('Autohaus Richter');
  });
});
