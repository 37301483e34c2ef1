/**
 * The headline title read from documents written here (fictional people, employers and towns).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { despaced } from '../../../src/screen/entities/job-profile.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 1));

function titleOf(lines: (LineSpec | string)[]): string | null {
  return runEngine(documentOf(lines), { referenceDate: REFERENCE }).jobProfile.title;
}

describe('headline title', () => {
  it.each([
    ['es', 'Información personal', 'PUESTO SOLICITADO', 'Programador'],
    ['it', 'Informazioni personali', 'POSIZIONE RICOPERTA', 'Magazziniere'],
    ['fr', 'Informations personnelles', 'POSTE VISÉ', 'Technicien réseau'],
    ['de', 'Angaben zur Person', 'GEWÜNSCHTE BESCHÄFTIGUNG', 'Lagerist'],
    ['pt', 'Informação pessoal', 'EMPREGO PRETENDIDO', 'Rececionista'],
    ['en', 'Personal information', 'POSITION APPLIED FOR', 'Warehouse Operative'],
  ])('takes the title a Europass label gives (%s)', (_lang, heading, label, title) => {
    const got = titleOf([
      { text: heading, bold: true, size: 12 },
      { text: 'Quirino Albedo', size: 13 },
      'quirino.albedo@example.org',
      { text: label, gap: 8, cells: [[200, title]] },
    ]);
    expect(got).toBe(title);
  });

  it('reads "Label: title" in the header with the label as data, a sentence after it is no title', () => {
    expect(titleOf([{ text: 'Ottavia Brenner', size: 20, bold: true }, 'Cargo pretendido: Analista de Suporte', 'ottavia.brenner@example.org'])).toBe('Analista de Suporte');
    expect(titleOf([{ text: 'Ottavia Brenner', size: 20, bold: true }, 'Beruf: ich suche eine neue Herausforderung im Vertrieb', 'ottavia.brenner@example.org'])).toBeNull();
  });

  it('takes the line under the name, set larger than body text, with no role word in it', () => {
    const es = titleOf([
      { text: 'Teodoro Valmaseda', size: 20, bold: true },
      { text: 'Artesano Digital', size: 15 },
      { text: 'Calle Alondra 4, Villanúa', gap: 10 },
      'teodoro.valmaseda@example.org',
    ]);
    expect(es).toBe('Artesano Digital');
    const it = titleOf([
      { text: 'Gemma Fiorasi', size: 30 },
      { text: 'ricercatrice in agronomia di montagna', size: 14 },
      { text: 'Mi occupo di dati ambientali e di mappe digitali per enti pubblici del territorio.', gap: 10 },
    ]);
    expect(it).toBe('ricercatrice in agronomia di montagna');
  });

  it('steps over the second row of a name set in the same type', () => {
    const got = titleOf([
      { text: 'Lourenço Abelheira da', size: 26 },
      { text: 'Carvalhosa', size: 26 },
      { text: 'Operadora de Loja', size: 12 },
      'lourenco.carvalhosa@example.org',
    ]);
    expect(got).toBe('Operadora de Loja');
  });

  it('leaves a place under the name alone, and a line of another column', () => {
    expect(titleOf([{ text: 'Teodoro Valmaseda', size: 20, bold: true }, { text: 'Zaragoza, España', size: 14 }, 'teodoro.valmaseda@example.org'])).toBeNull();
    const got = titleOf([
      { text: 'Gemma Fiorasi', size: 30, x: 300 },
      { text: 'I L  M I O', size: 24, x: 40 },
      { text: 'docente di matematica', size: 14, x: 300 },
    ]);
    expect(got).toBe('docente di matematica');
  });

  it('joins a letter-spaced headline back into words', () => {
    const got = titleOf([
      { text: 'MIRELLA OSTANKO', size: 26, bold: true },
      { text: 'S c i e n c e T e a c h e r', size: 15 },
      'mirella.ostanko@example.org',
    ]);
    expect(got).toBe('Science Teacher');
    expect(despaced('D É V E L O P P E U R  W E B')).toBe('DÉVELOPPEUR WEB');
    expect(despaced('Senior Data Analyst')).toBe('Senior Data Analyst');
  });
});

describe('gender-inclusive titles', () => {
  it.each([
    ['fr', 'Informaticien-ne intégration de système'],
    ['fr', 'Développeur·se web'],
    ['de', 'Sachbearbeiter:in Logistik'],
    ['es', 'Diseñador/a gráfico'],
    ['pt', 'Programador(a) Java'],
  ])('%s: "%s" is the headline', (_lang, headline) => {
    const profile = runEngine(
      documentOf([{ text: 'Camille Exemple', size: 22, bold: true }, headline, 'camille@example.org', { text: 'Experience', size: 13, bold: true, gap: 10 }, 'Jan 2019 – Present  Data Analyst, Acme Ltd']),
      { referenceDate: new Date(Date.UTC(2025, 5, 1)) },
    );
    expect(profile.jobProfile.title).toBe(headline);
  });
});
