/**
 * The knowledge extension file: what `vitae knowledge import-esco` writes and the skill and
 * occupation loaders merge at start when it exists. JSON lines, one record per line, so a large
 * ESCO import streams and a broken line names itself.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LabelLanguage } from '../skills/skill-types.ts';

export type LabelsByLanguage = Partial<Record<LabelLanguage, string[]>>;

/** A skill ESCO has and the project's base lacks. */
export interface ExtensionSkillRecord {
  kind: 'skill';
  id: string;
  name: string;
  category: string;
  escoUri: string;
  /** English alternative labels. */
  aliases: string[];
  /** Labels in the other languages (preferred first). */
  labels: LabelsByLanguage;
  broader: string[];
  related: string[];
}

/** An ESCO concept that is one of the base skills: adds its URI and its translated labels. */
export interface ExtensionEquivalenceRecord {
  kind: 'skill-equivalence';
  id: string;
  escoUri: string;
  labels: LabelsByLanguage;
}

export interface ExtensionOccupationRecord {
  kind: 'occupation';
  id: string;
  name: string;
  family: string;
  escoUri: string;
  iscoGroup: string | null;
  titles: LabelsByLanguage;
  /** Essential skills (ids of base or extension skills). */
  skills: string[];
}

export type ExtensionRecord = ExtensionSkillRecord | ExtensionEquivalenceRecord | ExtensionOccupationRecord;

export const EXTENSION_FILE_NAME = 'esco-extension.jsonl';

let knowledgeDataDir: string | null = null;

/**
 * Where this process keeps its data (VITAE_DATA_DIR), told by whoever read the settings (the
 * runtime, a command, the sandbox child): knowledge reads no settings of its own.
 */
export function useKnowledgeDataDir(dataDir: string): void {
  knowledgeDataDir = dataDir;
}

/** The data folder told to knowledge, for a child process to be told the same. */
export function knowledgeDataDirInUse(): string | null {
  return knowledgeDataDir;
}

/**
 * `$VITAE_DATA_DIR/knowledge/esco-extension.jsonl`: where the import writes by default and the
 * catalogs look; none before a data folder was told.
 */
export function defaultExtensionPath(): string | null {
  return knowledgeDataDir ? join(knowledgeDataDir, 'knowledge', EXTENSION_FILE_NAME) : null;
}

export function readExtensionRecords(path: string): ExtensionRecord[] {
  if (!existsSync(path)) return [];
  const records: ExtensionRecord[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    try {
      records.push(JSON.parse(line) as ExtensionRecord);
    } catch (err) {
      throw new Error(`${path}:${i + 1}: not a JSON record (${(err as Error).message})`);
    }
  }
  return records;
}

export function writeExtensionRecords(path: string, records: ExtensionRecord[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
}
