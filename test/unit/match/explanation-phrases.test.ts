/**
 * The explanation phrases are data (locales/<lang>/explanations.json): every language has every
 * key English has, with the same placeholders, so no sentence falls back or shows a raw "{name}".
 */
import { describe, expect, it } from 'vitest';
import { EXPLANATION_LANGUAGES, explanationPhrases } from '../../../src/knowledge/lexicons/explanation-phrases.ts';
import { explain } from '../../../src/match/explain/explanations.ts';
import type { Alignment } from '../../../src/match/match-types.ts';

function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      for (const [k, s] of leaves(v, `${path}[${i}]`)) out.set(k, s);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$comment') continue;
      for (const [p, s] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, s);
    }
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('explanation phrases', () => {
  const english = leaves(explanationPhrases('en'));
  it.each(EXPLANATION_LANGUAGES.filter((l) => l !== 'en'))('%s has every English key with the same placeholders', (lang) => {
    const other = leaves(explanationPhrases(lang));
    for (const [key, text] of english) {
      expect(other.has(key), `${lang}: ${key}`).toBe(true);
      expect(placeholders(other.get(key)!), `${lang}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('writes strengths and gaps in the language asked, with no placeholder left', () => {
    const alignment: Alignment[] = [
      { requirement: 'Java (5+ years)', asked: { skill: 'Java', alternatives: [], minYears: 5 }, kind: 'skill', importance: 'must', status: 'partial', credit: 0.6, evidence: { skill: 'Java', relation: 'exact', months: 24, lastUsed: '2025-01' } },
      { requirement: 'German (C1)', asked: { language: 'de', level: 'C1' }, kind: 'language', importance: 'must', status: 'missing', credit: 0, evidence: { language: 'de', level: null } },
      { requirement: 'Docker', asked: { skill: 'Docker', alternatives: [], minYears: null }, kind: 'skill', importance: 'nice', status: 'met', credit: 1, evidence: { skill: 'Docker', relation: 'exact', months: 30, lastUsed: null } },
    ];
    const seen = new Set<string>();
    for (const lang of EXPLANATION_LANGUAGES) {
      const { strengths, gaps } = explain(alignment, lang);
      const text = [...strengths, ...gaps].join(' ');
      expect(text).not.toMatch(/\{\w+\}/);
      expect(gaps).toHaveLength(2);
      seen.add(gaps.join(' '));
    }
    expect(seen.size).toBe(EXPLANATION_LANGUAGES.length);
    expect(explain(alignment, 'it').gaps[0]).toBe('Java: 2 anni sui 5 anni richiesti.');
    expect(explain(alignment, 'de').gaps[1]).toBe('Deutsch nicht angegeben (Muss-Kriterium).');
  });
});
