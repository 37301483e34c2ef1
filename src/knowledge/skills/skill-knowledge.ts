/**
 * The skills knowledge base as callers use it: find skills in text, look up a skills-list item,
 * walk related skills, read multilingual labels. Every function works on the process's catalog
 * (loaded once) unless a catalog is passed.
 */
import { readFileSync } from 'node:fs';
import { getSkillCatalog, SKILL_DATA_DIR } from './skill-catalog.ts';
import { findSkillsIn } from './skill-matcher.ts';
import type {
  LabelLanguage,
  SkillEntry,
  SkillLookup,
  SkillMatch,
  SkillMatchContext,
  SkillRelation,
  SkillRelationKind,
} from './skill-types.ts';
import { foldText } from '../text/fold.ts';
import { nameTokens } from '../text/name-tokens.ts';

export type {
  LabelLanguage,
  SkillEntry,
  SkillLookup,
  SkillMatch,
  SkillMatchContext,
  SkillRelation,
  SkillRelationKind,
} from './skill-types.ts';

/** Every occurrence of a known skill in `text` (offsets into `text`), in order. */
export function findSkills(text: string, context: SkillMatchContext = {}, catalog = getSkillCatalog()): SkillMatch[] {
  return findSkillsIn(catalog, text, context);
}

let qualifiers: Set<string> | undefined;
function qualifierWords(): Set<string> {
  if (!qualifiers) {
    const lines = readFileSync(`${SKILL_DATA_DIR}/skill-qualifiers.txt`, 'utf8').split('\n');
    qualifiers = new Set(lines.map((l) => foldText(l.trim())).filter((l) => l && !l.startsWith('#')));
  }
  return qualifiers;
}

/** A level, connective or "knowledge of" word of skills lists (`dataset/skill-qualifiers.txt`). */
export function isSkillQualifier(word: string): boolean {
  return qualifierWords().has(foldText(word));
}

/**
 * One item of a skills list ("JS", "Excel avanzato", "Kubernetes (k8s)", "Power Point") to its
 * skill. Ambiguous names are accepted (a skills list is their context). The item must be mostly
 * the skill: words not covered by the match, other than level words, years and connectives
 * (`dataset/skill-qualifiers.txt`), lower the confidence; below half covered it is no match.
 */
export function lookupSkill(nameAsWritten: string, catalog = getSkillCatalog()): SkillLookup | null {
  const matches = findSkillsIn(catalog, nameAsWritten, { inSkillsSection: true });
  if (!matches.length) return null;
  const words = nameTokens(nameAsWritten).filter((t) => t.kind === 'word');
  const skip = qualifierWords();
  const meaningful = words.filter((w) => !skip.has(w.norm) && !/^\d+\+?$/.test(w.norm));
  const covered = (w: { start: number; end: number }) => matches.some((m) => w.start >= m.start && w.end <= m.end);
  const uncovered = meaningful.filter((w) => !covered(w)).length;
  const total = Math.max(1, meaningful.length);
  // Prefer the longest match: "Microsoft Excel" over a shorter name elsewhere in the item.
  const best = matches.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
  const coverage = 1 - uncovered / total;
  if (coverage < 0.5) return null;
  const distinct = new Set(matches.map((m) => m.id)).size;
  const confidence = best.confidence * (coverage === 1 ? 1 : 0.8) * (distinct > 1 ? 0.8 : 1);
  return {
    id: best.id,
    name: best.name,
    asWritten: nameAsWritten.trim(),
    confidence: Math.round(confidence * 100) / 100,
    category: best.category,
    soft: best.soft,
  };
}

export function skillById(id: string, catalog = getSkillCatalog()): SkillEntry | undefined {
  return catalog.byId.get(id);
}

/**
 * Skills linked to `id`: broader concepts, narrower ones and related ones, each with its kind.
 * `depth` 2 also follows one more link (React → JavaScript → TypeScript), kinds of the first hop.
 */
export function relatedSkills(
  id: string,
  options: { kinds?: SkillRelationKind[]; depth?: 1 | 2 } = {},
  catalog = getSkillCatalog(),
): Array<SkillRelation & { name: string; distance: 1 | 2 }> {
  const skill = catalog.byId.get(id);
  if (!skill) return [];
  const kinds = new Set(options.kinds ?? ['broader', 'narrower', 'related']);
  const out = new Map<string, SkillRelation & { name: string; distance: 1 | 2 }>();
  for (const r of skill.relations) {
    if (!kinds.has(r.kind)) continue;
    out.set(r.id, { ...r, name: catalog.byId.get(r.id)?.name ?? r.id, distance: 1 });
  }
  if (options.depth === 2) {
    for (const first of [...out.values()]) {
      for (const r of catalog.byId.get(first.id)?.relations ?? []) {
        if (r.id === id || out.has(r.id) || !kinds.has(r.kind)) continue;
        out.set(r.id, { id: r.id, kind: first.kind, name: catalog.byId.get(r.id)?.name ?? r.id, distance: 2 });
      }
    }
  }
  return [...out.values()];
}

/** The labels of a skill per language (English holds the canonical name first, then aliases). */
export function skillLabels(id: string, catalog = getSkillCatalog()): Partial<Record<LabelLanguage, string[]>> {
  return catalog.byId.get(id)?.labels ?? {};
}

const untranslated = new WeakMap<SkillEntry, boolean>();
/**
 * A skill no language translates: every label of another language is one of its English forms
 * ("PostgreSQL", "Docker", "SAP", "Photoshop"), a name of its own; a skill labelled otherwise in
 * some language ("Machine learning" → "apprendimento automatico", "Investment banking",
 * "Android development") is a concept, a topic a sentence can be about.
 */
export function isUntranslatedName(id: string, catalog = getSkillCatalog()): boolean {
  const skill = catalog.byId.get(id);
  if (!skill) return false;
  let known = untranslated.get(skill);
  if (known === undefined) {
    const english = new Set([skill.name, ...(skill.labels.en ?? []), ...skill.forms.filter((f) => f.lang === 'en').map((f) => f.text)].map(nameKey));
    known = Object.entries(skill.labels).every(([lang, labels]) => lang === 'en' || (labels ?? []).every((l) => english.has(nameKey(l))));
    untranslated.set(skill, known);
  }
  return known;
}

const nameKey = (text: string): string => foldText(text).replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim();

/** Every skill of the catalog (for indexes and statistics). */
export function allSkills(catalog = getSkillCatalog()): readonly SkillEntry[] {
  return catalog.skills;
}

export interface SkillCatalogStats {
  skills: number;
  softSkills: number;
  ambiguousSkills: number;
  forms: number;
  aliases: number;
  labels: Record<LabelLanguage, number>;
  relations: number;
  domains: Record<string, number>;
}

export function skillCatalogStats(catalog = getSkillCatalog()): SkillCatalogStats {
  const labels: Record<LabelLanguage, number> = { en: 0, it: 0, es: 0, fr: 0, de: 0, pt: 0 };
  const domains: Record<string, number> = {};
  let aliases = 0;
  let relations = 0;
  for (const s of catalog.skills) {
    for (const f of s.forms) {
      if (f.source === 'alias') aliases++;
      if (f.source === 'label') labels[f.lang]++;
    }
    labels.en += (s.labels.en ?? []).length;
    relations += s.relations.length;
    domains[s.domain] = (domains[s.domain] ?? 0) + 1;
  }
  return {
    skills: catalog.skills.length,
    softSkills: catalog.skills.filter((s) => s.soft).length,
    ambiguousSkills: catalog.skills.filter((s) => s.ambiguous).length,
    forms: catalog.trie.formCount,
    aliases,
    labels,
    relations: relations / 2,
    domains,
  };
}
