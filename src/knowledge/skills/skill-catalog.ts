/**
 * Loads the skills knowledge base: the project's data files (`dataset/*.skills`), then the ESCO
 * extension when one was imported, into one catalog with a token trie. Built once per process
 * (`getSkillCatalog`); tests build their own with `loadSkillCatalog`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultExtensionPath, type ExtensionRecord, readExtensionRecords } from '../esco/extension-store.ts';
import { parseForm, parseSkillFile } from './skill-data-parser.ts';
import { type FormCollision, SkillTrie } from './skill-trie.ts';
import {
  LABEL_LANGUAGES,
  type LabelLanguage,
  type SkillEntry,
  type SkillForm,
  type SkillRelationKind,
} from './skill-types.ts';
import { labelTokens } from '../text/name-tokens.ts';

export const SKILL_DATA_DIR = fileURLToPath(new URL('./dataset/', import.meta.url));

export interface SkillCatalog {
  readonly skills: readonly SkillEntry[];
  readonly byId: ReadonlyMap<string, SkillEntry>;
  readonly trie: SkillTrie;
  /** Data mistakes found while loading (unknown references, bad lines): empty for good data. */
  readonly problems: readonly string[];
  /** Keys claimed by two skills; the first kept it. */
  readonly collisions: readonly FormCollision[];
  /** Which extension file was merged, if any. */
  readonly extensionPath: string | null;
}

export interface SkillCatalogOptions {
  /** Data folder of `*.skills` files; the shipped one by default. */
  dataDir?: string;
  /** Extension files to merge; by default the imported ESCO file under VITAE_DATA_DIR if present. */
  extensionPaths?: string[];
}

const INVERSE: Record<SkillRelationKind, SkillRelationKind> = {
  broader: 'narrower',
  narrower: 'broader',
  related: 'related',
};

function addRelation(from: SkillEntry, to: string, kind: SkillRelationKind): void {
  if (from.id === to) return;
  if (from.relations.some((r) => r.id === to)) return;
  from.relations.push({ id: to, kind });
}

function mergeExtension(records: ExtensionRecord[], byId: Map<string, SkillEntry>, skills: SkillEntry[]): void {
  const pendingLinks: Array<{ from: string; to: string; kind: 'broader' | 'related' }> = [];
  for (const record of records) {
    if (record.kind === 'skill') {
      if (byId.has(record.id)) continue;
      const entry: SkillEntry = {
        id: record.id,
        name: record.name,
        domain: record.id.split('.')[0]!,
        category: record.category,
        ambiguous: false,
        soft: false,
        forms: [extensionForm(record.name, 'en', 'name')],
        labels: { en: [record.name, ...record.aliases] },
        relations: [],
        escoUri: record.escoUri,
      };
      entry.ambiguous = entry.forms[0]!.ambiguous;
      for (const alias of record.aliases) entry.forms.push(extensionForm(alias, 'en', 'alias'));
      addLabels(entry, record.labels, extensionForm);
      byId.set(entry.id, entry);
      skills.push(entry);
      for (const to of record.broader) pendingLinks.push({ from: entry.id, to, kind: 'broader' });
      for (const to of record.related) pendingLinks.push({ from: entry.id, to, kind: 'related' });
    } else if (record.kind === 'skill-equivalence') {
      const entry = byId.get(record.id);
      if (!entry) continue;
      entry.escoUri ??= record.escoUri;
      addLabels(entry, record.labels, extensionForm);
    }
  }
  for (const link of pendingLinks) {
    const from = byId.get(link.from);
    const to = byId.get(link.to);
    if (!from || !to) continue;
    addRelation(from, to.id, link.kind);
    addRelation(to, from.id, INVERSE[link.kind]);
  }
}

/**
 * A form of an imported skill. Imported labels were not reviewed for this matcher: one-word labels
 * ("sales", "ethics", "welding") may be common words, so they need context like ambiguous names.
 */
function extensionForm(text: string, lang: LabelLanguage, source: SkillForm['source']): SkillForm {
  const form = parseForm(text, lang, source);
  if (labelTokens(form.text).length === 1) form.ambiguous = true;
  return form;
}

function addLabels(
  entry: SkillEntry,
  labels: Partial<Record<LabelLanguage, string[]>>,
  makeForm: typeof parseForm = parseForm,
): void {
  for (const lang of LABEL_LANGUAGES) {
    for (const label of labels[lang] ?? []) {
      const have = entry.labels[lang] ?? [];
      if (have.some((l) => l.toLowerCase() === label.toLowerCase())) continue;
      entry.labels[lang] = [...have, label];
      entry.forms.push(makeForm(label, lang, lang === 'en' ? 'alias' : 'label'));
    }
  }
}

export function loadSkillCatalog(options: SkillCatalogOptions = {}): SkillCatalog {
  const dataDir = options.dataDir ?? SKILL_DATA_DIR;
  const files = readdirSync(dataDir)
    .filter((f) => f.endsWith('.skills'))
    .sort();
  const skills: SkillEntry[] = [];
  const byId = new Map<string, SkillEntry>();
  const problems: string[] = [];
  const links: Array<{ from: string; to: string; kind: 'broader' | 'related' }> = [];
  for (const file of files) {
    const parsed = parseSkillFile(readFileSync(`${dataDir}/${file}`, 'utf8'), file);
    problems.push(...parsed.problems);
    links.push(...parsed.links);
    for (const skill of parsed.skills) {
      if (byId.has(skill.id)) {
        problems.push(`${file}: duplicate skill id ${skill.id}`);
        continue;
      }
      byId.set(skill.id, skill);
      skills.push(skill);
    }
  }
  for (const link of links) {
    const from = byId.get(link.from);
    const to = byId.get(link.to);
    if (!from || !to) {
      problems.push(`unknown skill id ${to ? link.from : link.to} in a link of ${link.from}`);
      continue;
    }
    addRelation(from, to.id, link.kind);
    addRelation(to, from.id, INVERSE[link.kind]);
  }

  let extensionPath: string | null = null;
  const extensionPaths = options.extensionPaths ?? [defaultExtensionPath()].filter((p) => p !== null);
  for (const path of extensionPaths) {
    if (!existsSync(path)) continue;
    mergeExtension(readExtensionRecords(path), byId, skills);
    extensionPath = path;
  }

  markEveryday(skills, dataDir);
  const trie = new SkillTrie();
  for (const skill of skills) for (const form of skill.forms) trie.add(skill, form);
  return {
    skills,
    byId,
    trie,
    problems,
    // Collisions are known once every bucket of the lazy trie is built: only tests ask.
    get collisions() {
      return trie.collisions;
    },
    extensionPath,
  };
}

/**
 * Forms that are one everyday word (`dataset/everyday-words.txt`: "reporting", "ricerca",
 * "recherche") need context like other ambiguous names, whatever file or import they come from.
 */
function markEveryday(skills: SkillEntry[], dataDir: string): void {
  const file = `${dataDir}/everyday-words.txt`;
  if (!existsSync(file)) return;
  const words = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => labelTokens(l).join(' ')),
  );
  for (const skill of skills) {
    for (const form of skill.forms) {
      if (form.ambiguous) continue;
      const tokens = labelTokens(form.text);
      if (tokens.length !== 1 || !words.has(tokens[0]!)) continue;
      form.ambiguous = true;
      if (form.source === 'name') skill.ambiguous = true;
    }
  }
}

let cached: SkillCatalog | undefined;

/** The process's catalog, loaded on first use. */
export function getSkillCatalog(): SkillCatalog {
  cached ??= loadSkillCatalog();
  return cached;
}

/** Forgets the cached catalog (after an import in the same process). */
export function resetSkillCatalog(): void {
  cached = undefined;
}
