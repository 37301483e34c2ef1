import { describe, expect, it } from 'vitest';
import { headingKind, isDocumentTitle } from '../../../src/knowledge/lexicons/headings.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

describe('section headings', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['Esperienze lavorative', 'experience'],
    ['Experiencia profesional', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Experiência profissional', 'experience'],
    ['Istruzione e formazione', 'education'],
    ['Formación académica', 'education'],
    ['Formation', 'education'],
    ['Ausbildung', 'education'],
    ['Formação académica', 'education'],
    ['Competenze', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Compétences techniques', 'skills'],
    ['Lingue', 'languages'],
    ['Sprachkenntnisse', 'languages'],
    ['Idiomas', 'languages'],
    ['Certificaciones', 'certifications'],
    ['Zusatzqualifikationen', 'certifications'],
    ['Centres d’intérêt', 'interests'],
    ['Enlaces', 'contact'],
    ['Liens', 'contact'],
    ['Ligações', 'contact'],
    ['E X P E R I E N C E', 'experience'],
    ['— F O R M A Z I O N E —', 'education'],
    ['EXPERIENCE:', 'experience'],
    ['Skills & Interests', 'skills'],
    ['Professional Experiences', 'experience'],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('refuses ordinary lines and knows document titles', () => {
    expect(headingKind('Senior Software Engineer')).toBeNull();
    expect(headingKind('Managed a team of experience designers')).toBeNull();
    expect(isDocumentTitle('Curriculum Vitae')).toBe(true);
    expect(isDocumentTitle('Europass Curriculum Vitae')).toBe(true);
    expect(isDocumentTitle('Lebenslauf')).toBe(true);
  });

  it('builds sections from headings that stand out, letter-spaced ones included', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'MARIA ROSSI', size: 22 },
        { text: 'Sviluppatrice Backend', size: 12 },
        { text: 'E S P E R I E N Z E', size: 12, bold: true, gap: 10 },
        'Sviluppatrice Java',
        { text: 'Acme S.p.A., Milano', cells: [[420, 'mar. 2019 – oggi']] },
        { text: 'C O M P E T E N Z E', size: 12, bold: true, gap: 10 },
        'Java · Spring · PostgreSQL',
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'skills']);
    expect(layout.sections[0]!.lines.map((l) => l.text)).toEqual(['MARIA ROSSI', 'Sviluppatrice Backend']);
  });
});

describe('headings read by OCR', () => {
  it('ignores a rule that OCR read as a run of one character', () => {
    expect(headingKind('Work Experience 0000000000000')).toBe('experience');
    expect(headingKind('Honors & Awards ————')).toBe('awards');
  });
});
