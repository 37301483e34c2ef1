import { describe, expect, it } from 'vitest';
import { loadOccupationCatalog } from '../../../src/knowledge/occupations/occupation-catalog.ts';
import { loadSkillCatalog } from '../../../src/knowledge/skills/skill-catalog.ts';
import { skillCatalogStats } from '../../../src/knowledge/skills/skill-knowledge.ts';
import { LABEL_LANGUAGES } from '../../../src/knowledge/skills/skill-types.ts';

// The shipped data only: these tests hold the project's own files to account.
const skills = loadSkillCatalog({ extensionPaths: [] });
const occupations = loadOccupationCatalog({ extensionPaths: [] });

describe('skills data', () => {
  it('parses without a problem (bad lines, duplicate ids, unknown related ids)', () => {
    expect(skills.problems).toEqual([]);
  });

  it('spans several thousand skills across the professions', () => {
    const stats = skillCatalogStats(skills);
    expect(stats.skills).toBeGreaterThanOrEqual(3000);
    for (const domain of ['software', 'data', 'engineering', 'finance', 'sales', 'marketing', 'hr', 'legal', 'healthcare', 'education', 'hospitality', 'construction', 'logistics', 'aviation', 'design', 'agriculture', 'arts', 'soft']) {
      expect(stats.domains[domain] ?? 0, domain).toBeGreaterThanOrEqual(10);
    }
  });

  it('has unique, well-formed ids', () => {
    const ids = skills.skills.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+\.[a-z0-9][a-z0-9-]*$/);
  });

  it('never gives one written form to two skills unless capitals tell them apart', () => {
    expect(skills.collisions).toEqual([]);
  });

  it('links only to skills that exist, and both ways', () => {
    for (const skill of skills.skills) {
      for (const relation of skill.relations) {
        const other = skills.byId.get(relation.id);
        expect(other, `${skill.id} → ${relation.id}`).toBeDefined();
        expect(other!.relations.some((r) => r.id === skill.id)).toBe(true);
      }
    }
  });

  it('gives every skill a name and a category', () => {
    for (const skill of skills.skills) {
      expect(skill.name.trim()).not.toBe('');
      expect(skill.category.trim()).not.toBe('');
    }
  });

  it('marks the soft skills and the ambiguous names', () => {
    const stats = skillCatalogStats(skills);
    expect(stats.softSkills).toBeGreaterThanOrEqual(30);
    for (const id of ['software.go', 'software.r', 'software.c', 'software.swift', 'software.rust', 'software.ruby']) {
      expect(skills.byId.get(id)?.ambiguous, id).toBe(true);
    }
    expect(skills.byId.get('soft.leadership')?.soft).toBe(true);
  });

  it('carries labels in the five other languages', () => {
    const stats = skillCatalogStats(skills);
    for (const lang of LABEL_LANGUAGES) expect(stats.labels[lang], lang).toBeGreaterThan(500);
  });
});

describe('occupations data', () => {
  it('parses without a problem and uses known families', () => {
    expect(occupations.problems).toEqual([]);
  });

  it('names only core skills that exist', () => {
    for (const occupation of occupations.occupations) {
      expect(occupation.skills.length, occupation.id).toBeGreaterThan(0);
      for (const id of occupation.skills) expect(skills.byId.has(id), `${occupation.id} → ${id}`).toBe(true);
    }
  });

  it('gives every occupation titles in the six languages', () => {
    for (const occupation of occupations.occupations) {
      for (const lang of LABEL_LANGUAGES) expect(occupation.titles[lang]?.length, `${occupation.id} ${lang}`).toBeGreaterThan(0);
    }
  });

  it('does not give one title to two occupations', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const title of occupations.titles) {
      const key = `${[...title.words].sort().join(' ')}`;
      const other = owner.get(key);
      if (other && other !== title.occupation.id) clashes.push(`${title.title}: ${other} / ${title.occupation.id}`);
      else owner.set(key, title.occupation.id);
    }
    expect(clashes).toEqual([]);
  });
});
