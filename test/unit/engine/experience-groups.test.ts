/**
 * Roles grouped under an employer's heading, however the heading is decorated: the roles below
 * take the employer, and the heading is no line of the previous job's description.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { splitPieces } from '../../../src/screen/entities/header-pieces.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience: a bullet that decorates an employer heading', () => {
  const cases: Array<[string, string, [string, string, string, string, string, string, string]]> = [
    ['pt', 'Atuação Profissional', ['Fundação Azul', 'Atual', 'Analista de Dados', 'Atua em projetos de monitoramento de vegetação costeira e de energias renováveis.', 'Universidade Federal do Norte - UFN', 'Monitor de Cartografia', 'Professor Assistente']],
    ['en', 'Professional Experience', ['Harbour Analytics', 'Present', 'Data Analyst', 'Works on projects that monitor coastal vegetation and renewable energy sites.', 'Northern State University - NSU', 'Teaching Assistant', 'Research Assistant']],
    ['es', 'Experiencia Profesional', ['Fundación Azul', 'Actualidad', 'Analista de Datos', 'Trabaja en proyectos de seguimiento de la vegetación costera y de energías renovables.', 'Universidad Nacional del Norte - UNN', 'Profesor Ayudante', 'Investigador Asistente']],
  ];
  for (const [lang, heading, [org1, now, role1, prose, org2, role2, role3]] of cases) {
    it(`gives the roles listed under a bold, larger, bulleted employer line that employer (${lang})`, () => {
      const got = entries(heading, [
        { text: `• ${org1}`, size: 14, bold: true, gap: 4 },
        { text: `(2016 - ${now}) - ${role1}`, bold: true },
        prose,
        { text: `• ${org2}`, size: 14, bold: true, gap: 4 },
        { text: `(2012 - 2013) - ${role2}`, bold: true },
        { text: `(2010 - 2011) - ${role3}`, bold: true },
      ]);
      expect(got).toEqual([
        [role1, org1, '2016', 'present'],
        [role2, org2, '2012', '2013'],
        [role3, org2, '2010', '2011'],
      ]);
    });
  }

  it('keeps a bulleted line of the body size a description item, not an employer', () => {
    const got = entries('Work Experience', [
      { text: 'Data Analyst  Harbour Analytics', bold: true },
      { text: '2016 - 2019' },
      '• Built dashboards',
      { text: 'Research Assistant  Northern State University', bold: true },
      { text: '2014 - 2016' },
    ]);
    expect(got).toEqual([
      ['Data Analyst', 'Harbour Analytics', '2016', '2019'],
      ['Research Assistant', 'Northern State University', '2014', '2016'],
    ]);
  });

  it('joins an employer heading hyphenated across two lines into one word', () => {
    const got = entries('Experiência Profissional', [
      { text: '• Laboratório de Sensoriamento Remoto e Estudos Am-', size: 14, bold: true, gap: 4 },
      { text: 'bientais', size: 14, bold: true },
      { text: '(2012 - Atual) - Pesquisador', bold: true },
      'Participação em pesquisa e desenvolvimento de atividades ligadas às áreas de geoprocessamento.',
      { text: '• Fundação Azul', size: 14, bold: true, gap: 4 },
      { text: '(2010 - 2011) - Analista de Dados', bold: true },
    ]);
    expect(got[0]).toEqual(['Pesquisador', 'Laboratório de Sensoriamento Remoto e Estudos Ambientais', '2012', 'present']);
    expect(got[1]).toEqual(['Analista de Dados', 'Fundação Azul', '2010', '2011']);
  });
});

describe('header pieces: an institution and its acronym are one name', () => {
  const line = { text: '', bold: false, x: 0, w: 100, fontSize: 10, segments: [] } as unknown as Parameters<typeof splitPieces>[1];
  const pieces = (text: string) => splitPieces([{ line, text }], line).map((p) => p.text);
  it('keeps the acronym after a dash with the institution, in each language', () => {
    expect(pieces('Universidade Federal Fluminense - UFF (CAPES 6)')).toEqual(['Universidade Federal Fluminense - UFF']);
    expect(pieces('Università degli Studi di Padova – UNIPD')).toEqual(['Università degli Studi di Padova - UNIPD']);
    expect(pieces('Analista - Universidad Nacional Autónoma de México - UNAM')).toEqual(['Analista', 'Universidad Nacional Autónoma de México - UNAM']);
    expect(pieces('Technische Universität München - TUM')).toEqual(['Technische Universität München - TUM']);
  });
  it('still splits a title from a company written in capitals', () => {
    expect(pieces('Software Engineer - IBM')).toEqual(['Software Engineer', 'IBM']);
    expect(pieces('Hospital Clínic - Barcelona')).toEqual(['Hospital Clínic', 'Barcelona']);
  });
});

describe('experience: a legal form closing the header line is no sentence end', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['en', 'Work Experience', 'Sales Manager', 'Northwind Traders Inc.', 'Jan 2019 – Present'],
    ['pt', 'Experiência profissional', 'Gerente comercial', 'Transportes Andrade Ltda.', 'jan. 2019 – atual'],
    ['es', 'Experiencia laboral', 'Jefa de ventas', 'Distribuciones Giralda S.A.', 'ene. 2019 – actualidad'],
    ['it', 'Esperienza professionale', 'Responsabile commerciale', 'Rossi Impianti S.r.l.', 'gen 2019 – oggi'],
  ];
  for (const [lang, heading, title, org, dates] of cases) {
    it(`reads "title, employer" above a date line whose employer ends with a legal form (${lang})`, () => {
      const got = entries(heading, [
        { text: `${title}, ${org}`, bold: true },
        `${dates} | Curitiba`,
        '- Gestione di una squadra di otto persone nelle vendite.',
        { text: 'Assistant, Contoso Group', bold: true },
        '03/2015 – 12/2018 | Londrina',
        '- Contas a pagar e faturamento.',
      ]);
      expect(got[0]?.slice(0, 2), lang).toEqual([title, org]);
    });
  }
});

describe('experience: what surrounds an employer name', () => {
  it('leaves out the job length written in brackets after the employer (en, it, de)', () => {
    const undated = (heading: string, a: string, b: string) =>
      entries(heading, [{ text: a, bold: true }, 'Managed the regional team of eight.', { text: b, bold: true }, 'Grew revenue by a third.']).map((e) => e[1]);
    expect(undated('Experience', 'Sales Manager – Northwind Traders (3 years)', 'Account Executive – Contoso Ltd (2 years)')).toEqual(['Northwind Traders', 'Contoso Ltd']);
    expect(undated('Esperienza', 'Responsabile vendite – Rossi Impianti (3 anni)', 'Impiegata – Studio Bianchi (18 mesi)')).toEqual(['Rossi Impianti', 'Studio Bianchi']);
    expect(undated('Berufserfahrung', 'Vertriebsleiterin – Muster GmbH (2 Jahre)', 'Sachbearbeiterin – Schmidt KG (6 Monate)')).toEqual(['Muster GmbH', 'Schmidt KG']);
  });

  it('splits "role for the company X" in each language (locales employer-at)', () => {
    const cases: Array<[string, string, string, string]> = [
      ['it', 'Esperienza lavorativa', "Hostess per l'azienda Eventi Srl", 'Eventi Srl'],
      ['es', 'Experiencia', 'Comercial para la empresa Distribuciones Giralda', 'Distribuciones Giralda'],
      ['fr', 'Expérience', 'Commerciale au sein de la société Boulangeries Martin', 'Boulangeries Martin'],
      ['de', 'Berufserfahrung', 'Verkäuferin bei der Firma Muster Logistik', 'Muster Logistik'],
      ['pt', 'Experiência', 'Vendedora na empresa Transportes Andrade', 'Transportes Andrade'],
    ];
    for (const [lang, heading, line, org] of cases) {
      const got = entries(heading, [{ text: line, bold: true }, '2018 – 2020']);
      expect(got[0]?.[1], lang).toBe(org);
    }
  });
});
