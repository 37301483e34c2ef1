import { describe, expect, it } from 'vitest';
import { findDegree } from '../../../src/knowledge/lexicons/degrees.ts';

const isced = (text: string) => findDegree(text)?.isced ?? null;

describe('degrees → ISCED 2011', () => {
  it.each([
    // Italian
    ['Laurea Magistrale in Ingegneria Informatica', 7],
    ['Laurea triennale in Economia', 6],
    ['Laurea Magistrale a ciclo unico in Giurisprudenza', 7],
    ['Master di II livello in Diritto Societario', 7],
    ['Dottorato di ricerca in Fisica', 8],
    ['Diploma di maturità scientifica', 3],
    ['Diploma di Tecnico dei Servizi per l’Enogastronomia', 3],
    // Spanish
    ['Grado en Ingeniería Informática', 6],
    ['Licenciatura en Administración de Empresas', 6],
    ['Máster Universitario en Ciencia de Datos', 7],
    ['Doctorado en Química', 8],
    ['Bachillerato', 3],
    ['Técnico Universitario en Programación', 5],
    ['Tecnicatura Superior en Análisis de Sistemas', 5],
    // French
    ['Licence Informatique', 6],
    ['Master 2 Statistique et Science des Données', 7],
    ['BTS Comptabilité et Gestion', 5],
    ['Baccalauréat général', 3],
    ['Diplôme d’ingénieur', 7],
    ['Maîtrise de gestion', 7],
    ['Diplôme d’études collégiales en techniques infirmières', 5],
    // German
    ['Diplom-Ingenieur Maschinenbau', 7],
    ['Eidgenössisches Fähigkeitszeugnis Informatiker EFZ', 3],
    ['Dipl.-Ing. (FH) Elektrotechnik', 6],
    ['Allgemeine Hochschulreife (Abitur)', 3],
    ['Ausbildung zum Industriekaufmann', 3],
    ['Bachelor of Arts in Business', 6],
    // Portuguese
    ['Mestrado Integrado em Engenharia Informática', 7],
    ['Bacharelado em Logística', 6],
    ['Doutorado em Biologia', 8],
    ['Ensino Médio', 3],
    // English and Commonwealth forms
    // US associate degrees as written on job-board resumes
    ['Associates, Medical Office Administration', 5],
    ["Associate's in Nursing", 5],
    ['Associate in Science', 5],
    ['ADN, Clark College', 5],
    ['B.Tech, Computer Science and Engineering', 6],
    ['M.Tech in Data Science', 7],
    ['MBA (Retail Management)', 7],
    ['PhD in Computer Science', 8],
    ['BSc (Hons) Adult Nursing', 6],
    ['PgCert Critical Care Nursing', 7],
    ['Associate of Science: Electronic Engineering Technology', 5],
    ['High School Diploma', 3],
    ['Senior Secondary (XII)', 3],
    ['Master of Science in Mechatronics', 7],
  ])('%s → %i', (text, level) => {
    expect(isced(text)).toBe(level);
  });

  it.each([
    ['M.Ed : Secondary Education', 7],
    ['BS Elementary Education', 6],
    ['B.Ed Primary Education', 6],
    ['MA Secondary Education, University of Northbrook', 7],
    ['MA, PhD in History', 8],
  ])('an abbreviated degree opening the text is the degree, the stage after it its field: %s → %i', (text, level) => {
    expect(isced(text)).toBe(level);
  });

  it('reads two-letter abbreviations only when written in capitals', () => {
    expect(isced('BS in Computer Science')).toBe(6);
    expect(isced('MS Office, Excel')).not.toBe(7);
    expect(isced('ms office')).toBeNull();
  });

  it.each([
    ['CFGM Sistemas Microinformáticos y Redes', 3],
    ['CFGS Administración de Sistemas Informáticos en Red', 5],
    ['Graduado en ESO', 2],
    ['CAP Cuisine', 3],
    ['Técnico em Informática', 3],
    ['Meisterprüfung im Elektrotechniker-Handwerk', 5],
    ['Speditionskauffrau (LAP)', 3],
  ])('national vocational qualifications by their abbreviation or name: %s → %i', (text, level) => {
    expect(isced(text)).toBe(level);
  });

  it('reads the French CAP only in capitals (a cap is a word)', () => {
    expect(isced('market cap analysis')).toBeNull();
  });
});
