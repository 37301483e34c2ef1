/**
 * Turns ESCO's official CSV export (a folder the user downloaded from the ESCO portal) into the
 * knowledge extension file. ESCO concepts that are already base skills become equivalences
 * (their URI and translated labels join the base skill); the others become new skills
 * `esco.<uuid>`; occupations the base lacks become occupations `esco.<uuid>` with their family
 * from the ISCO group and their essential skills.
 *
 * Files read (names as ESCO ships them, any case): skills_en.csv (required), skills_<lang>.csv,
 * occupations_en.csv, occupations_<lang>.csv, occupationSkillRelations*.csv,
 * broaderRelationsSkillPillar*.csv, skillSkillRelations*.csv.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bagKey, type OccupationCatalog, writtenTitleWords } from '../occupations/occupation-catalog.ts';
import type { SkillCatalog } from '../skills/skill-catalog.ts';
import type { LabelLanguage } from '../skills/skill-types.ts';
import { parseCsv } from './csv-reader.ts';
import type {
  ExtensionEquivalenceRecord,
  ExtensionOccupationRecord,
  ExtensionRecord,
  ExtensionSkillRecord,
  LabelsByLanguage,
} from './extension-store.ts';
import { labelTokens } from '../text/name-tokens.ts';

export class EscoImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EscoImportError';
  }
}

export interface EscoImportOptions {
  dir: string;
  /** Languages whose files are read besides English. */
  languages?: LabelLanguage[];
  skills: SkillCatalog;
  occupations: OccupationCatalog;
}

export interface EscoImportStats {
  escoSkills: number;
  newSkills: number;
  equivalences: number;
  escoOccupations: number;
  newOccupations: number;
  knownOccupations: number;
  labels: Partial<Record<LabelLanguage, number>>;
  filesRead: string[];
}

const OTHER_LANGUAGES: LabelLanguage[] = ['it', 'es', 'fr', 'de', 'pt'];
const ISCO_FILE = fileURLToPath(new URL('./isco-families.txt', import.meta.url));
/** An occupation lists at most this many essential skills: the first are enough to compare. */
const MAX_OCCUPATION_SKILLS = 40;

interface Concept {
  uri: string;
  preferred: string;
  alt: string[];
  type: string;
  status: string;
  iscoGroup?: string;
}

/** The ESCO file whose name matches, ignoring case ("skills_en.csv", "Skills_EN.csv"). */
function findFile(dir: string, names: RegExp): string | undefined {
  const hit = readdirSync(dir).find((f) => names.test(f));
  return hit ? join(dir, hit) : undefined;
}

function splitLabels(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n|\|/)
    .map((l) => l.trim())
    .filter(Boolean);
}

function readConcepts(path: string): Map<string, Concept> {
  const concepts = new Map<string, Concept>();
  for (const row of parseCsv(readFileSync(path, 'utf8'))) {
    const uri = row.conceptUri?.trim();
    const preferred = row.preferredLabel?.trim();
    if (!uri || !preferred) continue;
    concepts.set(uri, {
      uri,
      preferred,
      alt: splitLabels(row.altLabels),
      type: (row.skillType ?? row.conceptType ?? '').trim(),
      status: (row.status ?? 'released').trim(),
      iscoGroup: row.iscoGroup?.trim() || undefined,
    });
  }
  return concepts;
}

const idOf = (uri: string) => `esco.${uri.replace(/\/+$/, '').split('/').pop()}`;

/** ESCO qualifies homonyms in parentheses ("Java (computer programming)"): compare without. */
const withoutQualifier = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '').trim();

function readIscoFamilies(): Array<[string, string]> {
  return readFileSync(ISCO_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('|').map((f) => f.trim()) as [string, string])
    .sort((a, b) => b[0].length - a[0].length);
}

function familyOf(iscoGroup: string | undefined, table: Array<[string, string]>): string {
  if (!iscoGroup) return 'management';
  return table.find(([prefix]) => iscoGroup.startsWith(prefix))?.[1] ?? 'management';
}

function baseSkillFor(labels: string[], catalog: SkillCatalog): string | undefined {
  for (const label of labels) {
    const tokens = labelTokens(withoutQualifier(label));
    if (!tokens.length) continue;
    const forms = catalog.trie.exact(tokens);
    const hit = forms.find((f) => !f.skill.id.startsWith('esco.'));
    if (hit) return hit.skill.id;
  }
  return undefined;
}

export function importEsco(options: EscoImportOptions): { records: ExtensionRecord[]; stats: EscoImportStats } {
  const { dir } = options;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new EscoImportError(`${dir} is not a folder`);
  const skillsEn = findFile(dir, /^skills_en\.csv$/i);
  if (!skillsEn) throw new EscoImportError(`${dir} has no skills_en.csv (ESCO's CSV export, English)`);
  const languages = options.languages ?? OTHER_LANGUAGES;
  const filesRead = [skillsEn];

  const skills = readConcepts(skillsEn);
  const skillLabels = new Map<string, LabelsByLanguage>();
  for (const lang of languages) {
    const file = findFile(dir, new RegExp(`^skills_${lang}\\.csv$`, 'i'));
    if (!file) continue;
    filesRead.push(file);
    for (const c of readConcepts(file).values()) {
      const labels = skillLabels.get(c.uri) ?? {};
      labels[lang] = [c.preferred, ...c.alt];
      skillLabels.set(c.uri, labels);
    }
  }

  const labelCount: Partial<Record<LabelLanguage, number>> = {};
  const uriToId = new Map<string, string>();
  const newSkills = new Map<string, ExtensionSkillRecord>();
  const equivalences: ExtensionEquivalenceRecord[] = [];
  for (const c of skills.values()) {
    if (c.status && c.status !== 'released') continue;
    const translated = skillLabels.get(c.uri) ?? {};
    const base = baseSkillFor([c.preferred, ...c.alt], options.skills);
    if (base) {
      uriToId.set(c.uri, base);
      // Only preferred labels join a base skill: ESCO's alternatives are too loose to trust there.
      const labels: LabelsByLanguage = {};
      for (const lang of languages) {
        const preferred = translated[lang]?.[0];
        if (preferred) {
          labels[lang] = [preferred];
          labelCount[lang] = (labelCount[lang] ?? 0) + 1;
        }
      }
      equivalences.push({ kind: 'skill-equivalence', id: base, escoUri: c.uri, labels });
      continue;
    }
    const id = idOf(c.uri);
    uriToId.set(c.uri, id);
    for (const lang of languages) labelCount[lang] = (labelCount[lang] ?? 0) + (translated[lang]?.length ?? 0);
    newSkills.set(c.uri, {
      kind: 'skill',
      id,
      name: c.preferred,
      category: `esco-${(c.type || 'skill').replace(/[^a-z]+/gi, '-').toLowerCase()}`,
      escoUri: c.uri,
      aliases: c.alt.filter((a) => a !== c.preferred),
      labels: translated,
      broader: [],
      related: [],
    });
  }

  const broaderFile = findFile(dir, /^broaderRelationsSkillPillar(_en)?\.csv$/i);
  if (broaderFile) {
    filesRead.push(broaderFile);
    for (const row of parseCsv(readFileSync(broaderFile, 'utf8'))) {
      const record = newSkills.get(row.conceptUri ?? '');
      const broader = uriToId.get(row.broaderUri ?? '');
      if (record && broader && !record.broader.includes(broader)) record.broader.push(broader);
    }
  }
  const relatedFile = findFile(dir, /^skillSkillRelations(_en)?\.csv$/i);
  if (relatedFile) {
    filesRead.push(relatedFile);
    for (const row of parseCsv(readFileSync(relatedFile, 'utf8'))) {
      const record = newSkills.get(row.originalSkillUri ?? '');
      const related = uriToId.get(row.relatedSkillUri ?? '');
      if (record && related && !record.related.includes(related)) record.related.push(related);
    }
  }

  const occupationRecords: ExtensionOccupationRecord[] = [];
  let escoOccupations = 0;
  let knownOccupations = 0;
  const occupationsEn = findFile(dir, /^occupations_en\.csv$/i);
  if (occupationsEn) {
    filesRead.push(occupationsEn);
    const occupations = readConcepts(occupationsEn);
    const titles = new Map<string, LabelsByLanguage>();
    for (const lang of languages) {
      const file = findFile(dir, new RegExp(`^occupations_${lang}\\.csv$`, 'i'));
      if (!file) continue;
      filesRead.push(file);
      for (const c of readConcepts(file).values()) {
        const t = titles.get(c.uri) ?? {};
        t[lang] = [c.preferred, ...c.alt];
        titles.set(c.uri, t);
      }
    }
    const essentials = new Map<string, string[]>();
    const relationsFile = findFile(dir, /^occupationSkillRelations(_en)?\.csv$/i);
    if (relationsFile) {
      filesRead.push(relationsFile);
      for (const row of parseCsv(readFileSync(relationsFile, 'utf8'))) {
        if ((row.relationType ?? 'essential').trim() !== 'essential') continue;
        const skillId = uriToId.get(row.skillUri ?? '');
        if (!skillId) continue;
        const list = essentials.get(row.occupationUri ?? '') ?? [];
        if (!list.includes(skillId) && list.length < MAX_OCCUPATION_SKILLS) list.push(skillId);
        essentials.set(row.occupationUri ?? '', list);
      }
    }
    const isco = readIscoFamilies();
    const base = options.occupations;
    for (const c of occupations.values()) {
      if (c.status && c.status !== 'released') continue;
      escoOccupations++;
      const words = writtenTitleWords(c.preferred, base);
      if (base.exact.get(bagKey(words))?.some((t) => !t.occupation.id.startsWith('esco.'))) {
        knownOccupations++;
        continue;
      }
      occupationRecords.push({
        kind: 'occupation',
        id: idOf(c.uri),
        name: c.preferred,
        family: familyOf(c.iscoGroup, isco),
        escoUri: c.uri,
        iscoGroup: c.iscoGroup ?? null,
        titles: { en: [c.preferred, ...c.alt.filter((a) => a !== c.preferred)], ...titles.get(c.uri) },
        skills: essentials.get(c.uri) ?? [],
      });
    }
  }

  const records: ExtensionRecord[] = [...equivalences, ...newSkills.values(), ...occupationRecords];
  return {
    records,
    stats: {
      escoSkills: skills.size,
      newSkills: newSkills.size,
      equivalences: equivalences.length,
      escoOccupations,
      newOccupations: occupationRecords.length,
      knownOccupations,
      labels: labelCount,
      filesRead,
    },
  };
}
