/**
 * Spoken languages: language names in the six languages in the languages sections, on lines
 * labelled as languages anywhere, and next to a level word elsewhere ("Fluent in Mandarin and
 * English"); each with its CEFR level or native, read from CEFR codes, level words (mapped only
 * where the mapping is sound) or a Europass self-assessment grid row.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { type LanguageLevel, languageLevelIndex, languageName, languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { tokenize } from '../../knowledge/lexicons/lexicon-text.ts';
import type { Language } from '../profile-schema.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { plain } from './entry-blocks.ts';

const CEFR = /(?<![\p{L}\d])([ABC][12])(?:[.+]\d)?(?![\p{L}\d])/gu;
const PROGRAMMING = /programm|coding|computer|scripting|informati|software|lenguajes de programaci|linguagens de programa|langages de programmation|programmiersprachen/i;
const OTHER_LABEL = /other|altre|otras|autres|weitere|outras|foreign|straniere|extranjeras|étrangères|fremd/i;
const NATIVE_LABEL = /mother\s*tongue|madrelingua|lingua madre|lengua materna|langue maternelle|muttersprache|l[ií]ngua materna|native language/i;

interface Found {
  code: string;
  level: LanguageLevel | null;
  asWritten: string;
}

export function extractLanguages(layout: Layout): Language[] {
  const found: Found[] = [];
  for (const section of layout.sections) {
    if (section.kind === 'experience' || section.kind === 'education' || section.kind === 'projects' || section.kind === 'publications') continue;
    const inSection = section.kind === 'languages';
    let nativeContext = false;
    for (const line of section.lines) {
      const text = plain(line);
      const label = languageLabel(line);
      if (NATIVE_LABEL.test(text)) nativeContext = true;
      else if (OTHER_LABEL.test(text)) nativeContext = false;
      if (PROGRAMMING.test(label ?? (inSection ? '' : text.slice(0, 40)))) continue;
      const strong = inSection || label !== null;
      found.push(...languagesInLine(label ? text.slice(text.indexOf(label) + label.length) : text, strong, nativeContext && inSection));
    }
  }
  // One entry per language: the most specific level wins.
  const byCode = new Map<string, Found>();
  for (const f of found) {
    const prev = byCode.get(f.code);
    if (!prev || (prev.level === null && f.level !== null)) byCode.set(f.code, f);
  }
  return [...byCode.values()].map((f) => ({
    code: f.code,
    name: languageName(f.code),
    level: f.level,
    native: f.level === 'native',
    asWritten: f.asWritten,
  }));
}

/** "Languages:" / "Sprachen ⇥" / "Language Proficiency (Spoken and Written):" at the start of a line. */
function languageLabel(line: Line): string | null {
  const cells = line.text.split('\t');
  const first = cells[0]!.trim();
  const colon = /^([^:：]{2,60})[:：]/u.exec(first);
  const candidate = colon ? colon[1]! : cells.length > 1 ? first : null;
  if (!candidate) return null;
  const stripped = candidate.replace(/\(.*?\)/g, ' ');
  if (headingKind(stripped) === 'languages' || /\b(?:language|lingu|idiom|langue|sprach|l[ií]ngua)/i.test(stripped)) return colon ? colon[0] : candidate;
  return null;
}

function languagesInLine(text: string, strong: boolean, nativeContext: boolean): Found[] {
  const tokens = tokenize(text);
  const names = languageNameIndex()
    .findAll(tokens)
    .filter((m) => /^\p{Lu}/u.test(text.slice(m.start, m.end)) || strong);
  if (!names.length) return [];
  const levels = languageLevelIndex().findAll(tokens);
  const codes = [...text.matchAll(CEFR)].map((m) => ({ level: m[1] as LanguageLevel, start: m.index ?? 0 }));
  // Outside language contexts a name needs a level word or code on the line.
  if (!strong && !levels.length && !codes.length) return [];
  const out: Found[] = [];
  names.forEach((m, k) => {
    if (m.value.ambiguous && !strong) return;
    const nextStart = names[k + 1]?.start ?? text.length;
    const prevEnd = k > 0 ? names[k - 1]!.end : 0;
    // The level of a language is written after it, before the next language ("English (C1), French (A2)"),
    // or before it when every language of the line is introduced that way ("Fluent in A and B").
    const after = (start: number) => start >= m.end && start < nextStart;
    let level: LanguageLevel | null = null;
    const gridCodes = codes.filter((c) => after(c.start));
    if (gridCodes.length >= 3) level = modeLevel(gridCodes.map((c) => c.level));
    else if (gridCodes.length) level = gridCodes[0]!.level;
    if (!level) level = levels.find((l) => after(l.start))?.value ?? null;
    if (!level) {
      const before = levels.filter((l) => l.end <= m.start && l.start >= prevEnd);
      const lead = levels.filter((l) => l.end <= (names[0]?.start ?? 0));
      level = before[before.length - 1]?.value ?? (k > 0 ? (lead[lead.length - 1]?.value ?? null) : null);
      if (!level && k === 0) level = lead[lead.length - 1]?.value ?? null;
    }
    if (!level && nativeContext) level = 'native';
    out.push({ code: m.value.code, level, asWritten: text.slice(m.start, m.end) });
  });
  return out;
}

/** A Europass row gives five self-assessed levels; the one given most often stands for the language. */
function modeLevel(levels: LanguageLevel[]): LanguageLevel {
  const counts = new Map<LanguageLevel, number>();
  for (const l of levels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0]![0];
}
