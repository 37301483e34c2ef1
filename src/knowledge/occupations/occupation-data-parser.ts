/**
 * Reads the project's occupation data files (`dataset/*.occupations`). One occupation per line:
 *
 *   @family it
 *   software-developer | Software developer | en: software engineer, programmer | it: sviluppatore software | s: software.software-development, software.git
 *
 * Fields after the slug and the canonical English title, in any order: en:/it:/es:/fr:/de:/pt:
 * title variants (comma-separated) and s: core skill ids, most characteristic first.
 */
import type { LabelLanguage } from '../skills/skill-types.ts';
import type { OccupationEntry, OccupationFamily } from './occupation-types.ts';

const LANGS = new Set<LabelLanguage>(['en', 'it', 'es', 'fr', 'de', 'pt']);
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export function parseFamilies(text: string): OccupationFamily[] {
  const families: OccupationFamily[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [id, name] = line.split('|').map((f) => f.trim());
    if (id && name) families.push({ id, name });
  }
  return families;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function parseOccupationFile(
  text: string,
  fileName: string,
): { occupations: OccupationEntry[]; problems: string[] } {
  const occupations: OccupationEntry[] = [];
  const problems: string[] = [];
  let family = '';
  const lines = text.split('\n');
  for (let lineNo = 0; lineNo < lines.length; lineNo++) {
    const line = lines[lineNo]!.trim();
    if (!line || line.startsWith('#')) continue;
    const where = `${fileName}:${lineNo + 1}`;
    if (line.startsWith('@family ')) {
      family = line.slice(8).trim();
      continue;
    }
    const [slug, name, ...rest] = line.split('|').map((f) => f.trim());
    if (!slug || !SLUG.test(slug) || !name || !family) {
      problems.push(`${where}: expected "slug | Title | …" after an @family line`);
      continue;
    }
    const entry: OccupationEntry = { id: slug, name, family, titles: { en: [name] }, skills: [] };
    for (const field of rest) {
      if (!field) continue;
      const m = /^([a-z]{1,2}):\s*(.*)$/.exec(field);
      if (!m) {
        problems.push(`${where}: unknown field "${field}"`);
        continue;
      }
      const key = m[1]!;
      if (key === 's') entry.skills.push(...splitList(m[2]!));
      else if (LANGS.has(key as LabelLanguage)) {
        const lang = key as LabelLanguage;
        entry.titles[lang] = [...(entry.titles[lang] ?? []), ...splitList(m[2]!)];
      }
      else problems.push(`${where}: unknown field key "${key}"`);
    }
    occupations.push(entry);
  }
  return { occupations, problems };
}
