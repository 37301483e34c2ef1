import { describe, expect, it } from 'vitest';
import { loadOccupationCatalog } from '../../../src/knowledge/occupations/occupation-catalog.ts';
import { matchOccupation } from '../../../src/knowledge/occupations/occupation-knowledge.ts';

const catalog = loadOccupationCatalog({ extensionPaths: [] });
const occupationOf = (title: string) => matchOccupation(title, catalog)?.id ?? null;

describe('matchOccupation: the head of the title picks the occupation', () => {
  it.each([
    // The role word decides; qualifiers before it do not.
    ['Java backend engineer', 'backend-developer'],
    ['Commercial Credit Analyst', 'credit-analyst'],
    ['Human Resources Coordinator', 'hr-generalist'],
    ['Senior Human Resources Manager', 'hr-manager'],
    ['Registered Nurse ICU', 'registered-nurse'],
    ['Nurse Manager', 'nurse-manager'],
    // Rank words are not the role…
    ['DEPUTY PRINCIPAL', 'school-principal'],
    ['Vice Principal', 'school-principal'],
    ['Acting Head Chef', 'chef'],
    // …unless they are the only role word of the title.
    ['Principal', 'school-principal'],
    ['General Contractor', 'construction-manager'],
    ['Principal Software Engineer', 'software-developer'],
    // Romance titles start with their role; complements after "de", "di" never are it.
    ['Jefa de cocina', 'chef'],
    ['Jefe de obra', 'construction-manager'],
    ['Responsabile risorse umane', 'hr-manager'],
    ['Directrice des ressources humaines', 'hr-manager'],
    ['Director of Nursing', 'nurse-manager'],
    ['Técnica de enfermagem', 'licensed-practical-nurse'],
  ])('"%s" is %s', (title, id) => {
    expect(occupationOf(title)).toBe(id);
  });

  it('never lets a qualifier word name another profession', () => {
    expect(occupationOf('GENERAL LIABILITY CLAIM REPRESENTATIVE')).not.toBe('construction-manager');
    expect(catalog.byId.get(occupationOf('GENERAL LIABILITY CLAIM REPRESENTATIVE') ?? '')?.family ?? 'finance').toBe('finance');
    expect(occupationOf('Deputy Principal')).not.toBe('police-officer');
    expect(occupationOf('Commercial Credit Analyst')).not.toBe('credit-controller');
    expect(occupationOf('Chef Manager')).not.toBe('general-manager');
  });

  it('reads feminine and plural forms in the six languages', () => {
    const cases: Array<[string, string]> = [
      ['Jefa de sala', 'restaurant-manager'],
      ['Presidenta', 'general-manager'],
      ['Camareras de pisos', 'housekeeper'],
      ['Cuoche', 'chef'],
      ['Infirmières', 'registered-nurse'],
      ['Elektrikerinnen', 'electrician'],
      ['Cozinheiras', 'chef'],
      ['Claims representatives', 'claims-adjuster'],
    ];
    for (const [title, id] of cases) expect(occupationOf(title), title).toBe(id);
  });

  it('scores a title with a qualifier close to, but below, the bare title', () => {
    const bare = matchOccupation('Credit Analyst', catalog)!;
    const qualified = matchOccupation('Agricultural Credit Analyst', catalog)!;
    expect(bare.score).toBe(1);
    expect(qualified.id).toBe(bare.id);
    expect(qualified.score).toBeGreaterThanOrEqual(0.85);
    expect(qualified.score).toBeLessThan(1);
  });

  it('finds no occupation in a title whose role it does not know', () => {
    expect(occupationOf('Chief Happiness Wizard')).toBeNull();
    expect(occupationOf('Kubernetes')).toBeNull();
  });
});
