/**
 * Jobs written one per line: "2017 - Monitora de tiempo libre - Ayuntamiento de Valencia" is cut
 * into cells by its dashes (no prose, however wide); and "Infirmière au CHU de Lyon", "Enfermera
 * en el Hospital …": the locales' short "at" words before a name split the role from its employer
 * (a word in lower case after them is no employer: "Assistante au service client").
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience: one job per line, cells cut by dashes', () => {
  it.each([
    ['es', 'Experiencia', ['2020 - Actualidad - Camarera - Restaurante Sol (Valencia)', '2018 - 2020 - Dependienta - Zara (Valencia)', '2017 - Monitora de tiempo libre - Ayuntamiento de Valencia'], ['Monitora de tiempo libre', 'Ayuntamiento de Valencia']],
    ['it', 'Esperienza', ['2020 - Oggi - Cameriera - Ristorante Sole (Padova)', '2018 - 2020 - Commessa - Zara (Padova)', '2017 - Animatrice di centri estivi - Comune di Padova e provincia'], ['Animatrice di centri estivi', 'Comune di Padova e provincia']],
    ['pt', 'Experiência', ['2020 - Atual - Garçonete - Restaurante Sol (Recife)', '2018 - 2020 - Vendedora - Zara (Recife)', '2017 - Monitora de atividades de lazer - Prefeitura do Recife'], ['Monitora de atividades de lazer', 'Prefeitura do Recife']],
  ])('reads the wide single-year line as a job (%s)', (_lang, heading, lines, [title, employer]) => {
    const got = entries(heading, lines);
    expect(got).toHaveLength(3);
    expect(got[2]).toEqual([title, employer, '2017', '2017']);
  });
});

describe('experience: short "at" words before the employer', () => {
  it.each([
    ['fr', 'Expérience', 'Depuis 2020 : Infirmière au CHU de Lyon', ['Infirmière', 'CHU de Lyon']],
    ['fr', 'Expérience', '2014 – 2016 : Stage infirmier à l’Hôpital Edouard Herriot', ['Stage infirmier', 'Hôpital Edouard Herriot']],
    ['fr', 'Expérience', '2015 – 2020 : Infirmière à la Clinique du Parc', ['Infirmière', 'Clinique du Parc']],
    ['es', 'Experiencia', '2015 – 2020: Enfermera en el Hospital Clínico San Carlos', ['Enfermera', 'Hospital Clínico San Carlos']],
  ])('%s: %s', (_lang, heading, line, want) => {
    expect(entries(heading, [line, '• Soins aux patients'])[0]?.slice(0, 2)).toEqual(want);
  });

  it('keeps a lower-case word after "au" in the title (fr)', () => {
    expect(entries('Expérience', ['2015 – 2020 : Assistante au service client, Alfa SARL', '• Accueil'])[0]?.slice(0, 2)).toEqual(['Assistante au service client', 'Alfa SARL']);
  });
});
