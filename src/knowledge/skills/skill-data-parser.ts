/**
 * Reads the project's compact skill data files (`dataset/*.skills`). One skill per line:
 *
 *   @domain software                 ids below are software.<slug>
 *   @category web-framework          category of the lines below (until the next @category)
 *   react | React? | a: ReactJS, React.js | r: javascript, typescript | b: frontend-development
 *   project-management | Project management | soft | it: gestione progetti | de: Projektmanagement
 *
 * Fields after the slug and the canonical name, in any order:
 *   a: aliases (comma-separated) · it:/es:/fr:/de:/pt: labels · b: broader skills ·
 *   r: related skills · c: category override · soft (flag).
 * A reference without a dot is a slug of the same domain. A form (name, alias or label) ending in
 * "?" is ambiguous (needs context), in "!" must be written with the same capitals; "?!" is both.
 * Single letters are always ambiguous and case-sensitive; two-letter all-capital acronyms
 * ("AI", "QA", "HR") are always case-sensitive.
 */
import type { LabelLanguage, SkillEntry, SkillForm } from './skill-types.ts';

export interface ParsedSkillFile {
  skills: SkillEntry[];
  /** Raw reference lists, resolved to relations once every file is read. */
  links: Array<{ from: string; to: string; kind: 'broader' | 'related' }>;
  problems: string[];
}

const LABEL_KEYS = new Set<LabelLanguage>(['it', 'es', 'fr', 'de', 'pt']);
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** Parses one form with its markers into a SkillForm. */
export function parseForm(written: string, lang: LabelLanguage, source: SkillForm['source']): SkillForm {
  let text = written.trim();
  let ambiguous = false;
  let caseSensitive = false;
  while (text.length > 1) {
    if (text.endsWith('?')) {
      ambiguous = true;
      text = text.slice(0, -1);
    } else if (text.endsWith('!')) {
      caseSensitive = true;
      text = text.slice(0, -1);
    } else break;
  }
  text = text.trim();
  // Length first: the Unicode tests are only needed for one- and two-character names.
  if (text.length === 1 && /^\p{L}$/u.test(text)) {
    ambiguous = true;
    caseSensitive = true;
  }
  if (text.length === 2 && /^\p{Lu}{2}$/u.test(text)) caseSensitive = true;
  return { text, lang, source, ambiguous, caseSensitive };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function resolveRef(ref: string, domain: string): string {
  return ref.includes('.') ? ref : `${domain}.${ref}`;
}

export function parseSkillFile(text: string, fileName: string): ParsedSkillFile {
  const skills: SkillEntry[] = [];
  const links: ParsedSkillFile['links'] = [];
  const problems: string[] = [];
  let domain = '';
  let category = 'general';
  const lines = text.split('\n');
  for (let lineNo = 0; lineNo < lines.length; lineNo++) {
    const line = lines[lineNo]!.trim();
    if (!line || line.startsWith('#')) continue;
    const where = `${fileName}:${lineNo + 1}`;
    if (line.startsWith('@domain ')) {
      domain = line.slice(8).trim();
      continue;
    }
    if (line.startsWith('@category ')) {
      category = line.slice(10).trim();
      continue;
    }
    if (!domain) {
      problems.push(`${where}: skill before any @domain`);
      continue;
    }
    const fields = line.split('|').map((f) => f.trim());
    const [slug, nameField, ...rest] = fields;
    if (!slug || !SLUG.test(slug) || !nameField) {
      problems.push(`${where}: expected "slug | Name | …"`);
      continue;
    }
    const id = `${domain}.${slug}`;
    const nameForm = parseForm(nameField, 'en', 'name');
    const entry: SkillEntry = {
      id,
      name: nameForm.text,
      domain,
      category,
      ambiguous: nameForm.ambiguous,
      soft: domain === 'soft',
      forms: [nameForm],
      labels: { en: [nameForm.text] },
      relations: [],
    };
    for (const field of rest) {
      if (!field) continue;
      if (field === 'soft') {
        entry.soft = true;
        continue;
      }
      const m = /^([a-z]{1,2}):\s*(.*)$/.exec(field);
      if (!m) {
        problems.push(`${where}: unknown field "${field}"`);
        continue;
      }
      const key = m[1]!;
      const value = m[2]!;
      if (key === 'a') {
        for (const alias of splitList(value)) {
          const form = parseForm(alias, 'en', 'alias');
          entry.forms.push(form);
          entry.labels.en!.push(form.text);
        }
      } else if (LABEL_KEYS.has(key as LabelLanguage)) {
        const lang = key as LabelLanguage;
        for (const label of splitList(value)) {
          const form = parseForm(label, lang, 'label');
          entry.forms.push(form);
          const list = entry.labels[lang];
          if (list) list.push(form.text);
          else entry.labels[lang] = [form.text];
        }
      } else if (key === 'b' || key === 'r') {
        for (const ref of splitList(value)) {
          links.push({ from: id, to: resolveRef(ref, domain), kind: key === 'b' ? 'broader' : 'related' });
        }
      } else if (key === 'c') {
        entry.category = value.trim();
      } else {
        problems.push(`${where}: unknown field key "${key}"`);
      }
    }
    skills.push(entry);
  }
  return { skills, links, problems };
}
