import { describe, expect, it } from 'vitest';
import { featureVersion, profileToFeatures } from '../../../src/match/candidate-features.ts';
import { forEachPackedTerm, packTerms, countTerms, textTerms } from '../../../src/match/job/text-terms.ts';
import { buildProfile } from './profile-builder.ts';

describe('profileToFeatures', () => {
  it('weights job titles by recency and maps them to occupations and families', () => {
    const f = profileToFeatures(
      buildProfile({
        title: null,
        jobs: [
          { title: 'Registered Nurse', start: '2012-01', end: '2015-12' },
          { title: 'Java Developer', start: '2019-01' },
          { title: 'Software Engineer', start: '2016-01', end: '2018-12' },
        ],
      }),
    );
    expect(f.titles.map((t) => t.text)).toEqual(['Java Developer', 'Software Engineer', 'Registered Nurse']);
    expect(f.titles[0]!.weight).toBeGreaterThan(f.titles[1]!.weight);
    expect(f.titles[1]!.weight).toBeGreaterThan(f.titles[2]!.weight);
    const java = f.occupations.find((o) => o.id === 'java-developer')!;
    const nurse = f.occupations.find((o) => o.id === 'registered-nurse')!;
    expect(java.weight).toBeGreaterThan(nurse.weight);
    expect(f.families.map(([family]) => family)).toContain('it');
    expect(f.titleWords.map(([w]) => w)).toEqual(expect.arrayContaining(['java', 'developer', 'nurse']));
  });

  it('keeps what the CV does not say unknown (null), never a default', () => {
    const f = profileToFeatures(buildProfile({ title: null, cvLanguage: null }));
    expect(f).toMatchObject({ title: null, totalMonths: null, isced: null, country: null, city: null, cvLanguage: null, skills: [], languages: [], titles: [] });
  });

  it('merges a skill listed twice, keeps the highest education and normalizes codes', () => {
    const f = profileToFeatures(
      buildProfile({
        skills: [
          { id: 'software.java', months: 24, lastUsed: '2020-01', saliency: 0.4 },
          { id: 'software.java', months: 60, lastUsed: '2024-05', saliency: 0.857 },
        ],
        education: [
          { degree: 'BSc', isced: 6 },
          { degree: 'MSc Computer Science', isced: 7 },
        ],
        languages: [{ code: 'EN', level: 'C1' }],
        country: 'it',
        totalMonths: 90,
      }),
    );
    expect(f.skills).toEqual([{ id: 'software.java', name: 'java', months: 60, lastUsed: '2024-05', saliency: 0.86 }]);
    expect(f).toMatchObject({ isced: 7, degree: 'MSc Computer Science', country: 'IT', totalMonths: 90, languages: [{ code: 'en', level: 'C1' }] });
  });

  it('has a version that changes with the weights it reads', () => {
    const a = featureVersion();
    expect(a).toMatch(/^\d+\.[0-9a-f]{16}$/);
    expect(featureVersion()).toBe(a);
  });
});

describe('text terms', () => {
  it('folds accents, drops stop words and dates, folds plurals, keeps names like c++ and node.js', () => {
    expect(textTerms('Gestión de proyectos and C++ services in 2019, Node.js reconciliations')).toEqual([
      'gestion',
      'proyecto',
      'c++',
      'service',
      'node.js',
      'reconciliation',
    ]);
  });

  it('packs and unpacks term counts, keeping the most frequent', () => {
    const packed = packTerms(countTerms(['java', 'java', 'sql', 'kafka', 'java', 'sql']), 2);
    expect(packed).toEqual({ packed: 'java:3 sql:2', length: 6 });
    const back: Array<[string, number]> = [];
    forEachPackedTerm(packed.packed, (t, n) => back.push([t, n]));
    expect(back).toEqual([
      ['java', 3],
      ['sql', 2],
    ]);
  });
});
