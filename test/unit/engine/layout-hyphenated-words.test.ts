/**
 * Words TeX hyphenated at a line's end ("…, Universi-" / "dad de Granada", "Softwareent-" /
 * "wickler", "Université de Bor-" beside the entry's dates / "deaux, Montpellier."): readers that
 * take a field from one line kept the stump ("Universi", "wickler"). The rest of the word moves up to
 * its line; a suspended compound's hyphen ("Ein- und Verkauf") and a hyphenated rest
 * ("state-" / "of-the-art") stay as written.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOfRuns, type PlacedRun } from './synthetic-document.ts';

const REFERENCE = { referenceDate: new Date('2026-01-01') };
const linesOf = (runs: PlacedRun[]) => buildLayout(documentOfRuns(runs)).lines.map((l) => l.text.replaceAll('\t', ' | '));

describe('a word hyphenated at the end of a line', () => {
  it('Spanish: the school named whole, not "Universi"', () => {
    const runs: PlacedRun[] = [
      [60, 60, 'Raúl Vidal Romero', 20],
      [60, 84, 'Analista financiero'],
      [60, 120, 'Formación académica', 13, true],
      [60, 140, 'sep 2013 – oct 2017'],
      [170, 140, 'Doctorado en Administración y Dirección de Empresas, Universi-'],
      [170, 152, 'dad de Granada'],
      [60, 170, 'sep 2011 – mar 2013'],
      [170, 170, 'Máster Universitario en Finanzas, Universidad de Sevilla'],
    ];
    const lines = linesOf(runs);
    expect(lines.some((l) => l.endsWith('Dirección de Empresas, Universidad'))).toBe(true);
    expect(lines).toContain('de Granada');
    const schools = runEngine(documentOfRuns(runs), REFERENCE).education.map((e) => e.institution);
    expect(schools[0]).toMatch(/^Universidad\b/);
  });

  it('German: the headline after the name, "Softwareent-" / "wickler"', () => {
    const runs: PlacedRun[] = [
      [200, 60, 'Jana Zimmerhof | Softwareent-', 20],
      [200, 80, 'wickler', 20],
      [150, 104, 'Lindenallee 18 – 79098 Freiburg – Deutschland'],
      [60, 140, 'Berufserfahrung', 13, true],
      [60, 160, 'Softwareentwicklerin, Nordlicht Software AG, Hamburg'],
      [460, 160, '2020 – heute'],
    ];
    expect(linesOf(runs)).toContain('Jana Zimmerhof | Softwareentwickler');
    expect(linesOf(runs)).not.toContain('wickler');
  });

  it('French: the stump beside the entry’s dates', () => {
    const runs: PlacedRun[] = [
      [60, 60, 'Julien Bréval', 20],
      [60, 120, 'Formation', 13, true],
      [60, 140, 'Licence Informatique, Université de Bor-'],
      [400, 140, 'septembre 2009 – juin 2012'],
      [60, 152, 'deaux, Montpellier.'],
    ];
    expect(linesOf(runs)).toEqual(expect.arrayContaining(['Licence Informatique, Université de Bordeaux, | septembre 2009 – juin 2012', 'Montpellier.']));
  });

  it('a rest opening on a dash is left to the readers of wrapped headers', () => {
    const runs: PlacedRun[] = [
      [60, 60, 'Rafael Sacramento', 20],
      [60, 120, 'Experiência profissional', 13, true],
      [60, 140, '• Laboratório de Sensoriamento Remoto e Estudos Am-'],
      [60, 152, 'bientais - IGEO/UFRJ'],
      [60, 164, '(2012 - Atual) - Pesquisador'],
    ];
    expect(linesOf(runs)).toEqual(expect.arrayContaining(['• Laboratório de Sensoriamento Remoto e Estudos Am-', 'bientais - IGEO/UFRJ']));
  });

  it('a suspended compound and a hyphenated rest keep their hyphens', () => {
    const runs: PlacedRun[] = [
      [60, 60, 'Anna Weberling', 20],
      [60, 120, 'Profil', 13, true],
      [60, 140, 'Zuständig für den Ein-'],
      [60, 152, 'und Verkauf von Ersatzteilen'],
      [60, 170, 'Built a state-'],
      [60, 182, 'of-the-art test bench for the pumps of three assembly lines'],
    ];
    const lines = linesOf(runs);
    expect(lines).toEqual(expect.arrayContaining(['Zuständig für den Ein-', 'und Verkauf von Ersatzteilen', 'Built a state-of-the-art', 'test bench for the pumps of three assembly lines']));
  });
});
