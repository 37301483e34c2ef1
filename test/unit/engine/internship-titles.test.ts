/**
 * "Internship" is a role noun in English; its words in the other languages (stage, tirocinio,
 * Praktikum, prácticas, pasantía, estágio, alternance) and the volunteer's (volontario, voluntario,
 * bénévole) name a job as well: a title piece of an entry, or the opening of a job written as a
 * sentence.
 */
import { describe, expect, it } from 'vitest';
import { roleNounCount } from '../../../src/knowledge/lexicons/roles.ts';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

describe('internships and volunteering as jobs, in six languages', () => {
  it('reads the words of an internship and of volunteering as role nouns', () => {
    for (const word of ['Internship', 'Stage', 'Tirocinio', 'Praktikum', 'Prácticas', 'Pasantía', 'Estágio', 'Alternance', 'Volontario', 'Voluntaria', 'Bénévole']) {
      expect(roleNounCount(word), word).toBeGreaterThan(0);
    }
  });

  it('it: a job written as a sentence opening with "Stage"', () => {
    const items = [
      { text: 'Stage di un mese (effettuato nel 2015) presso uno studio di architettura per approfondimento sulle', gap: 6 },
      'tecniche di progettazione nel campo del design.',
      { text: 'Promoter per l’azienda Arredi Lario in occasione della fiera del mobile, situata a Milano Rho-Fiera,', gap: 6 },
      '(Aprile 2017).',
    ];
    const doc = documentOf(['Laura Bianchi', 'laura.bianchi@example.com', { text: 'Esperienza lavorativa', bold: true, gap: 8 }, ...items, { text: 'Lingue', bold: true, gap: 8 }, 'Italiano madrelingua']);
    expect(runEngine(doc, { referenceDate: REFERENCE }).workExperience.map((e) => [e.title, e.start])).toEqual([
      ['Stage', '2015'],
      ['Promoter', '2017-04'],
    ]);
  });
});
