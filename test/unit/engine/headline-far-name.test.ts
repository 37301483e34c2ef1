/**
 * The headline under the name when the header holds many lines before the name: a sidebar of
 * personal details read before the main column, or an image's OCR noise, puts the name past the
 * first lines of the header.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));

function page(runs: [number, number, string, number?, boolean?][]): Document {
  const lines: TextRun[] = runs.map(([x, baseline, text, size = 10, bold = false]) => ({ text, x, y: baseline - size, w: text.length * size * 0.5, h: size, fontSize: size, bold }));
  return { format: 'pdf', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

function sidebarCv(details: string[], name: string, headline: string, heading: string, body: string, headlineSize = 14): Document {
  const runs: [number, number, string, number?, boolean?][] = [];
  details.forEach((d, i) => {
    runs.push([30, 60 + i * 13, d, 9]);
  });
  const skillsTop = 60 + details.length * 13 + 20;
  runs.push([30, skillsTop, 'SKILLS', 11, true]);
  ['Excel', 'SAP', 'Power BI', 'SQL', 'Tableau', 'Python', 'Budgeting', 'Forecasting'].forEach((k, i) => {
    runs.push([30, skillsTop + 15 + i * 13, k, 9]);
  });
  runs.push([215, 70, name, 24, true], [215, 98, headline, headlineSize], [215, 140, heading, 12, true], [215, 156, body, 10]);
  for (let i = 0; i < 12; i++) runs.push([215, 175 + i * 14, 'Prepared monthly reports and forecasts for the management of the company.', 10]);
  return page(runs);
}

describe('headline under a name set after many header lines', () => {
  const details = ['Date of birth: 12/03/1990', 'Nationality: Spanish', 'Driving licence: B', 'Calle Mayor 12', '28013 Madrid', 'Spain', '+34 612 345 678', 'ana.garcia@example.com', 'linkedin.com/in/anagarcia'];
  it('en: the line under the name in the main column', () => {
    const p = runEngine(sidebarCv(details, 'Ana García López', 'Financial Controller', 'PROFILE', 'Controller with ten years in retail.'), { referenceDate: REFERENCE });
    expect(p.personal.fullName).toBe('Ana García López');
    expect(p.jobProfile.headline).toBe('Financial Controller');
  });
  it('es, de: headlines no lexicon knows as roles', () => {
    const es = runEngine(sidebarCv(details, 'Ana García López', 'Artesana Digital', 'PERFIL', 'Diseñadora con diez años de experiencia.'), { referenceDate: REFERENCE });
    expect(es.jobProfile.headline).toBe('Artesana Digital');
    const de = runEngine(sidebarCv(['Geburtsdatum: 12.03.1990', 'Staatsangehörigkeit: deutsch', 'Führerschein: Klasse B', 'Hauptstraße 5', '34117 Kassel', 'Deutschland', '+49 151 23456789', 'jonas.weber@example.de', 'xing.com/profile/Jonas_Weber'], 'Jonas Weber', 'Digitaler Handwerker', 'PROFIL', 'Gestalter mit zehn Jahren Erfahrung.'), { referenceDate: REFERENCE });
    expect(de.jobProfile.headline).toBe('Digitaler Handwerker');
  });
  it('en, es, it, fr, de, pt: a headline in body type with a role word, past the first header lines', () => {
    for (const [headline, heading] of [
      ['Financial Controller', 'PROFILE'],
      ['Diseñadora Gráfica', 'PERFIL'],
      ['Contabile senior', 'PROFILO'],
      ['Comptable principale', 'PROFIL'],
      ['Buchhalterin', 'PROFIL'],
      ['Designer gráfica', 'PERFIL'],
    ]) {
      const p = runEngine(sidebarCv(details, 'Ana García López', headline!, heading!, 'Ten years in finance and design.', 10), { referenceDate: REFERENCE });
      expect(p.jobProfile.headline, headline).toBe(headline);
    }
  });
});
