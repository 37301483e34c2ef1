/**
 * Spoken languages: language names in the six languages in the languages sections, on lines
 * labelled as languages anywhere, and next to a level word elsewhere ("Fluent in Mandarin and
 * English"); each with its CEFR level or native, read from CEFR codes, level words (mapped only
 * where the mapping is sound) or a Europass self-assessment grid row.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { type LanguageLevel, languageLevelIndex, languageName, languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import type { Language } from '../profile-schema.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { plain } from './entry-blocks.ts';
import { type WordToken, wordTokens } from '../../knowledge/text/word-tokens.ts';

const CEFR = /(?<![\p{L}\d])([ABC][12])(?:[.+]\d)?(?![\p{L}\d])/gu;
const PROGRAMMING = /programm|coding|computer|scripting|informati|software|lenguajes de programaci|linguagens de programa|langages de programmation|programmiersprachen/i;
const OTHER_LABEL = /other|altre|otras|autres|weitere|outras|foreign|straniere|extranjeras|étrangères|fremd/i;
// "Mother tongue", "Lengua materna", "Langue(s) maternelle(s)" (knowledge/lexicons locales).
const MOTHER_TONGUE = cueMatcher('mother-tongue');
// "Languages", "Lingue", "Idiomas", "Sprachkenntnisse": the noun that labels spoken languages.
const LANGUAGE_NOUN = cueMatcher('language-noun');

const LEVEL_ORDER: (LanguageLevel | null)[] = [null, 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

interface Found {
  code: string;
  level: LanguageLevel | null;
  asWritten: string;
}

export function extractLanguages(layout: Layout): Language[] {
  const found: Found[] = [];
  // The next section's heading was the level of the last language above it ("Italiano" / "Madrelingua").
  let headingLent = false;
  for (const [k, section] of layout.sections.entries()) {
    const lent = headingLent;
    headingLent = false;
    if (section.kind === 'experience' || section.kind === 'projects' || section.kind === 'publications') {
      // A table of languages a layout ran into the jobs ("Anglais ⇥ B2", "Langue maternelle ⇥ Arabe"):
      // rows of a language and its CEFR code, or a mother-tongue label and a language, and nothing else.
      for (const line of section.lines) {
        const text = plain(line);
        if (isLanguageRow(text)) found.push(...languagesInLine(text, true, false));
        else {
          const mother = MOTHER_TONGUE.find(text);
          const rest = mother?.index === 0 ? text.slice(mother.cue.length).replace(/^[\s:：⇥-]+/u, '') : '';
          if (rest && onlyLanguageNames(rest, true)) found.push(...languagesInLine(rest, true, true));
        }
      }
      continue;
    }
    // "Madrelingua" under the last name may be read as a heading of its own: it is still the row below.
    const next = layout.sections[k + 1];
    const headingBelow = next?.kind === 'languages' && next.heading ? next.heading : null;
    const inSection = section.kind === 'languages';
    // A section headed by the mother-tongue label itself ("Madrelingua" set as a heading, the
    // Europass label cell beside "Italiano"): its languages are native until another label. A
    // heading that was the level of the language above it says nothing of the languages below it.
    let nativeContext = inSection && !lent && !!section.heading && MOTHER_TONGUE.find(section.heading)?.index === 0;
    let levelRow = -1;
    for (const [i, line] of section.lines.entries()) {
      // The row below a name that gave it its level ("Deutsch" / "Muttersprache") says nothing more.
      if (i === levelRow) continue;
      const text = plain(line);
      const label = languageLabel(line);
      if (MOTHER_TONGUE.find(text)?.index === 0) nativeContext = true;
      else if (OTHER_LABEL.test(text)) nativeContext = false;
      if (PROGRAMMING.test(label ?? (inSection ? '' : text.slice(0, 40)))) continue;
      const strong = inSection || label !== null || (section.kind === 'skills' && onlyLanguageNames(text));
      // "Lingua madre ⇥ Albanese", "Madrelingua: Italiano" in any section: the label is the level.
      const nativeLabel = label !== null && MOTHER_TONGUE.test(label);
      const here = languagesInLine(label ? text.slice(text.indexOf(label) + label.length) : text, strong, nativeLabel || (nativeContext && inSection));
      // "Français" / "Natif", "Italien" / "C1": a sidebar sets the level on the row below the name.
      const below = section.lines[i + 1] ? plain(section.lines[i + 1]!) : headingBelow;
      if (inSection && here.length === 1 && !here[0]!.level && below) {
        here[0]!.level = levelAlone(below);
        if (here[0]!.level) levelRow = i + 1;
        if (here[0]!.level && !section.lines[i + 1]) headingLent = true;
      }
      found.push(...here);
    }
  }
  // One entry per language: the highest level the CV states for it.
  const byCode = new Map<string, Found>();
  for (const f of found) {
    const prev = byCode.get(f.code);
    if (!prev || LEVEL_ORDER.indexOf(f.level) > LEVEL_ORDER.indexOf(prev.level)) byCode.set(f.code, f);
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
  if (headingKind(stripped) === 'languages' || LANGUAGE_NOUN.test(stripped) || MOTHER_TONGUE.test(stripped)) return colon ? colon[0] : candidate;
  return null;
}

function languagesInLine(text: string, strong: boolean, nativeContext: boolean): Found[] {
  const tokens = wordTokens(text);
  const levels = languageLevelIndex().findAll(tokens);
  const codes = [...text.matchAll(CEFR)].map((m) => ({ level: m[1] as LanguageLevel, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  // A name in lower case ("inglese avanzato", as Italian writes them) counts when a level follows it.
  const levelRightAfter = (end: number) =>
    levels.some((l) => l.start >= end && l.start - end <= 3) || codes.some((c) => c.start >= end && c.start - end <= 3);
  let names = languageNameIndex()
    .findAll(tokens)
    .filter((m) => /^\p{Lu}/u.test(text.slice(m.start, m.end)) || strong || levelRightAfter(m.end));
  // Outside language contexts a name needs a level word or code on the line, or the noun
  // "language" right before it ("Conoscenza della lingua Inglese", "dominio del idioma inglés").
  if (!strong && !levels.length && !codes.length) names = names.filter((m) => afterLanguageNoun(tokens, m.start));
  if (!names.length) return [];
  const out: Found[] = [];
  // Levels written after a language belong to it ("Deutsch (Muttersprache), Englisch").
  const claimed = new Set<number>();
  const afterLevel = names.map((m, k) => {
    const nextStart = names[k + 1]?.start ?? text.length;
    const after = (start: number) => start >= m.end && start < nextStart;
    const gridCodes = codes.filter((c) => after(c.start));
    if (gridCodes.length >= 3) return modeLevel(gridCodes.map((c) => c.level));
    if (gridCodes.length) return gridCodes[0]!.level;
    const word = levels.find((l) => after(l.start));
    if (word) claimed.add(word.start);
    return word?.value ?? null;
  });
  names.forEach((m, k) => {
    if (m.value.ambiguous && !strong && !afterLanguageNoun(tokens, m.start)) return;
    const prevEnd = k > 0 ? names[k - 1]!.end : 0;
    let level: LanguageLevel | null = afterLevel[k] ?? null;
    if (!level) {
      // Written before it: "C1 level English", "Fluent in Mandarin and English" (one level for all).
      const code = codes.filter((c) => c.end <= m.start && m.start - c.end <= 12 && c.start >= prevEnd).pop();
      const before = levels.filter((l) => l.end <= m.start && l.start >= prevEnd && !claimed.has(l.start)).pop();
      const lead = levels.filter((l) => l.end <= (names[0]?.start ?? 0) && !claimed.has(l.start)).pop();
      level = code?.level ?? before?.value ?? lead?.value ?? null;
    }
    if (!level && nativeContext) level = 'native';
    out.push({ code: m.value.code, level, asWritten: text.slice(m.start, m.end) });
  });
  return out;
}

/** A row that states a level and names no language ("Natif", "C1", "Fluent", "B2 – Intermédiaire"), or null. */
function levelAlone(text: string): LanguageLevel | null {
  const tokens = wordTokens(text);
  if (tokens.length > 4 || languageNameIndex().findAll(tokens).length) return null;
  if (MOTHER_TONGUE.find(text)?.index === 0) return 'native';
  const code = [...text.matchAll(CEFR)][0];
  if (code) return code[1] as LanguageLevel;
  return languageLevelIndex().findAll(tokens)[0]?.value ?? null;
}

/** "Türkisch", "• English, Spanish": a line of a skills list that names spoken languages only (an ambiguous name only after a label). */
function onlyLanguageNames(text: string, labelled = false): boolean {
  const tokens = wordTokens(text);
  let i = 0;
  while (i < tokens.length) {
    const name = languageNameIndex().matchAt(tokens, i);
    // After a mother-tongue label, "Polish" is the language.
    if (!name || (name.value.ambiguous && !labelled)) return false;
    i = name.to;
  }
  return tokens.length > 0;
}

/** "Anglais ⇥ B2", "English: C1", "Deutsch – B2/C1": a language's name, then CEFR codes only. */
function isLanguageRow(text: string): boolean {
  if (!/(?<![\p{L}\d])[ABCabc][12](?![\p{L}\d])/u.test(text)) return false;
  const tokens = wordTokens(text);
  const name = languageNameIndex().matchAt(tokens, 0);
  if (!name || name.value.ambiguous) return false;
  const rest = tokens.slice(name.to);
  return rest.length > 0 && rest.length <= 5 && rest.every((t) => /^[abc][12]$/.test(t.text));
}

function afterLanguageNoun(tokens: WordToken[], start: number): boolean {
  const before = tokens.findLast((t) => t.end <= start);
  return before !== undefined && start - before.end <= 2 && LANGUAGE_NOUN.test(before.text);
}

/** A Europass row gives five self-assessed levels; the one given most often stands for the language. */
function modeLevel(levels: LanguageLevel[]): LanguageLevel {
  const counts = new Map<LanguageLevel, number>();
  for (const l of levels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0]![0];
}
