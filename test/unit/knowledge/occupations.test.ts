import { describe, expect, it } from 'vitest';
import { loadOccupationCatalog } from '../../../src/knowledge/occupations/occupation-catalog.ts';
import {
  matchOccupation,
  occupationById,
  occupationFamilies,
  occupationTitles,
} from '../../../src/knowledge/occupations/occupation-knowledge.ts';

const catalog = loadOccupationCatalog({ extensionPaths: [] });
const occupationOf = (title: string) => matchOccupation(title, catalog)?.id ?? null;

describe('matchOccupation: one occupation in six languages', () => {
  it.each([
    ['Software Engineer', 'en'],
    ['Sviluppatore software', 'it'],
    ['Desarrollador de software', 'es'],
    ['Développeur logiciel', 'fr'],
    ['Softwareentwickler', 'de'],
    ['Desenvolvedor de software', 'pt'],
  ])('"%s" (%s) is a software developer', (title, lang) => {
    const match = matchOccupation(title, catalog);
    expect(match).toMatchObject({ id: 'software-developer', family: 'it', score: 1, lang });
  });
});

describe('matchOccupation: tolerance', () => {
  it.each([
    ['Senior Software Engineer', 'software-developer'],
    ['Jr. Java Developer', 'java-developer'],
    ['Sviluppatore Java Junior', 'java-developer'],
    ['Lead DevOps Engineer at Acme Corp', 'devops-engineer'],
    ['Softwareentwicklerin (m/w/d)', 'software-developer'],
    ['Software-Entwickler', 'software-developer'],
    ['Javaentwickler', 'java-developer'],
    ['Développeuse front-end H/F', 'frontend-developer'],
    ['Desenvolvedora Full Stack Pleno', 'full-stack-developer'],
    ['Ingeniera de software', 'software-developer'],
    ['Desarrollador/a Backend Sr', 'backend-developer'],
    ['Network Administrator II', 'network-engineer'],
    ['Amministratore di sistema | Rossi S.p.A.', 'system-administrator'],
  ])('"%s" is %s', (title, id) => {
    expect(occupationOf(title)).toBe(id);
  });

  it('scores an extra word below an exact title', () => {
    const exact = matchOccupation('DevOps engineer', catalog)!;
    const partial = matchOccupation('DevOps engineer cloud automation', catalog)!;
    expect(exact.score).toBe(1);
    expect(partial.id).toBe('devops-engineer');
    expect(partial.score).toBeLessThan(1);
  });

  it('answers null for text that is no job title', () => {
    expect(matchOccupation('Curriculum vitae', catalog)).toBeNull();
    expect(matchOccupation('Via Roma 12, Milano', catalog)).toBeNull();
    expect(matchOccupation('', catalog)).toBeNull();
  });
});

describe('occupation data', () => {
  it('describes an occupation with its family, titles and core skills', () => {
    const developer = occupationById('software-developer', catalog)!;
    expect(developer.family).toBe('it');
    expect(developer.skills).toContain('software.software-development');
    const titles = occupationTitles('software-developer', catalog);
    for (const lang of ['en', 'it', 'es', 'fr', 'de', 'pt'] as const) expect(titles[lang]?.length).toBeGreaterThan(0);
  });

  it('lists families aligned with job-board categories', () => {
    const names = occupationFamilies(catalog).map((f) => f.id);
    for (const id of ['it', 'hr', 'finance', 'healthcare', 'sales', 'teaching', 'aviation', 'construction', 'chef', 'advocate']) {
      expect(names).toContain(id);
    }
  });
});
