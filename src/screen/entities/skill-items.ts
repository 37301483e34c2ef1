/**
 * One item of a skills list read as skills: the item without its level, duration or note in brackets,
 * looked up in the knowledge base; items that are no skill (levels, language grids, dates, places,
 * people, companies, list fillers) left out. `skills.ts` finds the lists and calls `itemEvidence`.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { dateWords } from '../../knowledge/lexicons/date-words.ts';
import { isGivenName } from '../../knowledge/lexicons/given-names.ts';
import { languageLevelIndex, languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { cueAlternation, cueMatcher, cueWords, sentenceWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { placeIndex } from '../../knowledge/lexicons/places.ts';
import { findSkills, isSkillQualifier, lookupSkill as lookupSkillUncached } from '../../knowledge/skills/skill-knowledge.ts';
import type { Skill } from '../profile-schema.ts';
import { memoByText, once } from '../../knowledge/text/memo.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { wordTokens } from '../../knowledge/text/word-tokens.ts';


export type SkillSource = Skill['sources'][number];

// List items repeat (and are looked up several times while splitting): memoized.
export const lookupSkill = memoByText(lookupSkillUncached);

export interface SkillEvidence {
  id: string | null;
  name: string;
  asWritten: string;
  source: SkillSource;
  /** Index into the experience entries when found in one. */
  entryIndex?: number;
  confidence: number;
  category?: string | null;
  /** Months stated explicitly next to the skill ("3 years"). */
  statedMonths?: number;
}

export const SKILL_RULES = {
  /** Items of a skills list longer than this (words) are prose, not one skill. */
  maxItemWords: 6,
  maxItemChars: 48,
  /** Confidence of a skills-list item the knowledge base does not know. */
  unknownItemConfidence: 0.5,
  /**
   * lookupSkill's confidence when its match covers the whole item (it scales partial matches
   * by 0.8): below this the item says more than the matched skill.
   */
  wholeItemConfidence: 0.78,
} as const;


export const DURATION = /(?<!\d)(\d+(?:[.,]\d+)?)\s*\+?\s*(years?|yrs?|anni|anno|años|año|ans|an|jahre|jahr|anos|ano|months?|mesi|meses|mois|monate)\b/iu;

/**
 * Known skills of a sentence in a skills section. A skill matched by its label in another
 * language than English and written in lower case ("conoscenza dei linguaggi di programmazione",
 * "sviluppo software", "segurança da informação") is a common noun of the sentence, not a skill
 * the candidate names; names stay, and English words that are the skill's own name.
 */
export function proseSkills(text: string) {
  // A capital inside ("pacchetto Office", "paquete Office") writes a product's name.
  return findSkills(text, { inSkillsSection: true }).filter((m) => !/^\p{Ll}/u.test(m.asWritten) || /\s\p{Lu}/u.test(m.asWritten) || (m.lang === 'en' && namesItself(m.name, m.asWritten)));
}

/**
 * An English common word of a sentence names the skill only when it is the skill's own name
 * ("project management", "customer service"), not a word the knowledge base reads as pointing to
 * one ("props" → set construction, "mixing" → music production, "confidence" → assertiveness).
 */
function namesItself(name: string, written: string): boolean {
  const core = (t: string) => foldKey(t).replace(/\b(?:skills?|abilities)\b/g, '').trim();
  return core(name) === core(written);
}

const CEFR = /^[abc][12]$/;
// "Driving licence B", "Führerschein Klasse B", "Permis B": a licence, not a skill (knowledge/lexicons locales).
export const DRIVING_LICENCE = cueMatcher('driving-licence');
// Rating glyphs one by one, each optionally after spaces: one way to match a run (not "one or more
// glyphs, then groups of one or more", which backtracks exponentially on a long run that fails).
const RATING = /^(?:\d+(?:[.,]\d+)?\s*(?:\/\s*\d+|%)|[★☆●○◼◻■□✦✧⬤◯](?:\s*[★☆●○◼◻■□✦✧⬤◯])*)$/u;
// Level words of skills lists that skill-qualifiers.txt does not list (locales' skill-level-word).
const LEVEL_WORDS = once(() => cueWords('skill-level-word'));
// "Utente avanzato", "Basic user": a level of Europass's self-assessment grids (locales' cefr-user-level).
const USER_LEVEL = cueMatcher('cefr-user-level');

/** "Advanced", "sehr gut", "B2", "4/5", "★★★☆☆", "(Expert)": a level, not a skill. */
export function isLevelOnly(text: string): boolean {
  const t = text.replace(/[()[\]]/g, ' ').trim();
  if (!t) return false;
  if (RATING.test(t)) return true;
  const hit = USER_LEVEL.find(t);
  if (hit && hit.index === 0 && hit.cue.length === foldKey(t).length) return true;
  const words = wordTokens(t);
  return words.some((w) => !/^\d+$/.test(w.text)) && words.every((w) => CEFR.test(w.text) || /^\d+$/.test(w.text) || LEVEL_WORDS().has(w.text) || isSkillQualifier(w.text));
}

/** "Wound care (advanced)", "Excel – expert", "Photoshop B2": the item without its level. */
function withoutLevel(name: string): string {
  let out = name.replace(/\s*[([]([^()[\]]*)[)\]]/g, (m, inner: string) => (isLevelOnly(inner) ? '' : m)).trim();
  for (;;) {
    const tail = /^(.*?\p{L}.*?)(?:\s*[-–—:,|]\s*|\s+)([^\s\-–—:,|]+)$/u.exec(out);
    if (!tail || !isLevelOnly(tail[2]!) || /^\d+$/.test(tail[2]!)) break;
    out = tail[1]!.trim();
  }
  return out;
}

// Words of language self-assessment grids and of labels of language lists (locales' language-grid-word, language-label-word).
const LANGUAGE_GRID_WORDS = once(() => cueWords('language-grid-word'));
const LANGUAGE_LABEL_WORDS = once(() => cueWords('language-label-word'));

/**
 * A line of a language table read into a skills section: "Mother tongue(s) English",
 * "Other language(s)", "Reading ⇥ Writing ⇥ Speaking", "German ⇥ B2 ⇥ C1": only language names,
 * levels and the grid's own words.
 */
export function isLanguageGrid(text: string): boolean {
  const tokens = wordTokens(text);
  let language = 0;
  let grid = 0;
  let other = 0;
  for (let i = 0; i < tokens.length; ) {
    const name = languageNameIndex().matchAt(tokens, i);
    if (name) {
      language++;
      i = name.to;
      continue;
    }
    const level = languageLevelIndex().matchAt(tokens, i);
    if (level) {
      language++;
      i = level.to;
      continue;
    }
    const w = tokens[i]!.text;
    if (CEFR.test(w) || LANGUAGE_LABEL_WORDS().has(w)) language++;
    else if (LANGUAGE_GRID_WORDS().has(w)) grid++;
    // A capital letter alone names something ("C++ (basic)", "R – advanced"); lower-case single
    // letters are conjunctions ("Inglese e Francese").
    else if ((w.length > 1 || /^\p{Lu}$/u.test(text.slice(tokens[i]!.start, tokens[i]!.end))) && !LEVEL_WORDS().has(w) && !isSkillQualifier(w) && ++other > 1) return false;
    i++;
  }
  // One other word is a grid label cut by a line end ("Zusammenhäng-" + "endes Sprechen").
  return other === 0 ? language > 0 || grid >= 2 : grid >= 2;
}

/**
 * Unknown items that are no skill whatever the knowledge base: dates ("ottobre 2016",
 * "Sviluppatore junior febbraio 2012"), places, people's names, companies with a legal form —
 * text of other sections run into a skills list.
 */
/**
 * "Good command of English", "Native Italian speaker", "Gute Englischkenntnisse", "Ottima conoscenza della
 * lingua inglese": a spoken language's name with level, "knowledge" and joining words only around it.
 */
function isSpokenLanguagePhrase(tokens: ReturnType<typeof wordTokens>): boolean {
  let named = false;
  for (let i = 0; i < tokens.length; ) {
    const hit = languageNameIndex().matchAt(tokens, i);
    if (hit) {
      named = true;
      i = hit.to;
      continue;
    }
    const level = languageLevelIndex().matchAt(tokens, i);
    if (level) {
      i = level.to;
      continue;
    }
    const w = tokens[i]!.text;
    // German compounds: "Englischkenntnisse", "Französischkenntnisse".
    const compound = /^(\p{L}{4,}?)kenntniss?e?$/u.exec(w);
    if (compound && languageNameIndex().matchAt(wordTokens(compound[1]!), 0)) named = true;
    else if (!(CEFR.test(w) || LEVEL_WORDS().has(w) || isSkillQualifier(w) || SPOKEN_WORDS().has(w) || /^\d+$/.test(w))) return false;
    i++;
  }
  return named;
}

// Words around a spoken language's name: "language", "lingua" (locales' language-noun) and joining words.
const SPOKEN_WORDS = once(() => new Set([...cueWords('language-noun'), ...cueWords('joining-word'), ...cueWords('function-word')]));

export function isNotSkill(name: string): boolean {
  const tokens = wordTokens(name);
  if (!tokens.length) return true;
  // "//europass.cedefop.europa.eu", "www.…": an address; "Página 1", "Seite 2 von 3": a page's footer.
  if (/:\/\/|^\/\/|\bwww\./iu.test(name)) return true;
  if (tokens.length <= 5 && cueWords('page-word').has(tokens[0]!.text) && /\d/.test(name)) return true;
  const words = dateWords();
  const year = tokens.findIndex((t) => /^(?:19|20)\d\d$/.test(t.text));
  if (year > 0 && (words.months.has(tokens[year - 1]!.text) || words.seasons.includes(tokens[year - 1]!.text))) return true;
  const place = placeIndex().matchAt(tokens, 0);
  if (place && place.to === tokens.length && /^\p{Lu}/u.test(name)) return true;
  const capitalized = name.split(/\s+/);
  if (capitalized.length >= 2 && capitalized.length <= 4 && capitalized.every((w) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(w)) && isGivenName(capitalized[0]!) && !lookupSkill(capitalized.slice(1).join(' '))) return true;
  // "Acme Sistemi S.p.A.", but not "Programmable Logic Controller (PLC)".
  return organizationCues(name.replace(/\([^()]*\)/g, ' ').trim()).legalSuffix;
}

export function isLanguageLine(cells: string[]): boolean {
  const first = cells[0] ?? '';
  return cells.length >= 2 && headingKind(first) === 'languages' && languageNameIndex().findAll(wordTokens(cells.slice(1).join(' '))).length > 0;
}

/** "Java, Python; Git • Docker", "MS Office (Word, Excel)", "JavaScript and TypeScript". */
export function splitItems(text: string): string[] {
  const out: string[] = [];
  // Parenthesized lists become items of their own, the words before them one more item.
  const withLists = text.replace(/([^,;(]*)\(([^()]*[,;/][^()]*)\)/g, (_, head: string, inner: string) => (isNoteOn(head, inner) ? head : `${head}, ${inner}`));
  for (const raw of withLists.split(/\s*[,;•·|▪◦●]\s*|\s+[/–—-]\s+|\s{2,}|\.\s+(?=\p{Lu})/u)) {
    const item = raw
      // Layout spells most bullets "•"; squares and arrowheads opening a line stay as drawn.
      // "Testing Tools ⇥ : Selenium": the colon of a label column opens the first item.
      .replace(/^[\s*\-–—•·■◆❖►▶➢➤:：]+|[\s.:]+$/gu, '')
      .replace(/\s+(?:etc|and so on|ecc|usw|etc\.)$/i, '')
      .trim();
    if (!item) continue;
    // "JavaScript and TypeScript", "Icinga/Nagios": two skills when the whole is no known skill
    // and both halves are known ones (or, for a slash, names of their own).
    const parts = item.split(/\s+(?:and|&|e|y|et|und|or|o|ou|oder)\s+/i);
    const slash = item.split(/(?<=\p{L}{2})\/(?=\p{L}{2})/u);
    const joined = joinedPair(item);
    if (parts.length === 2 && parts.every((p) => lookupSkill(p))) out.push(...parts);
    else if (joined) out.push(...joined);
    else if (slash.length >= 2 && !lookupSkill(item) && slash.every((p) => /^\p{Lu}/u.test(p) || lookupSkill(p))) out.push(...slash);
    else out.push(...slashedSkills(item));
  }
  return out;
}

/**
 * "C++ (Scuola, previa ripasso)", "Java (school, self-taught)": words in brackets after a known skill,
 * none a skill, none a name (no acronym, digit or sign: "SAP (FI-CO, MM)" names modules), say how or
 * where it was learnt; a list in brackets names skills ("Python (Django, Flask)").
 */
function isNoteOn(head: string, inner: string): boolean {
  const sure = (x: string) => (lookupSkill(x)?.confidence ?? 0) >= SKILL_RULES.wholeItemConfidence;
  const parts = inner.split(/[,;/]/).map((p) => p.trim()).filter(Boolean);
  return sure(head.replace(/^[\s*\-–—•·]+/u, '').trim()) && parts.every((p) => !sure(p) && !/\p{Lu}{2}|\d|[+#.]/u.test(p));
}

/**
 * "C/C++", "HTML/CSS", "Word/Excel": known skills joined by slashes, the whole no skill of its own
 * (unlike "CI/CD", "TCP/IP", "PL/SQL", which the knowledge base knows whole), are one item each.
 */
function slashedSkills(item: string): string[] {
  const parts = item.split(/\s*\/\s*/);
  if (parts.length < 2 || (lookupSkill(item)?.confidence ?? 0) >= SKILL_RULES.wholeItemConfidence) return [item];
  const ids = parts.map((p) => {
    const known = lookupSkill(p);
    return known && known.confidence >= SKILL_RULES.wholeItemConfidence ? known.id : null;
  });
  return ids.every(Boolean) && new Set(ids).size === ids.length ? parts : [item];
}

/**
 * "ReactJS per JavaScript", "Qt5 for C++", "Meteor mit Node.js": two known skills joined by a
 * preposition or conjunction (locales' joining-word) are two items, the whole being no known skill.
 */
function joinedPair(item: string): [string, string] | null {
  const words = item.split(/\s+/);
  if (words.length < 3 || words.length > 6) return null;
  const sure = (x: string) => (lookupSkill(x)?.confidence ?? 0) >= SKILL_RULES.wholeItemConfidence;
  for (let k = 1; k < words.length - 1; k++) {
    if (!cueWords('joining-word').has(foldKey(words[k]!))) continue;
    const a = words.slice(0, k).join(' ');
    const b = words.slice(k + 1).join(' ');
    if (sure(a) && sure(b) && !sure(item)) return [a, b];
  }
  return null;
}

export function itemEvidence(item: string): SkillEvidence[] {
  const duration = DURATION.exec(item);
  const statedMonths = duration ? monthsOf(duration) : undefined;
  let name = (duration ? item.replace(DURATION, '') : item).replace(/[\s–—:-]+$/u, '').replace(/\(\s*\)/g, '').trim();
  if (!name || !/\p{L}/u.test(name)) return [];
  // "English (C1)", "Deutsch – Muttersprache": a spoken language, not a skill.
  const bare = wordTokens(name.replace(/\(.*?\)/g, ' '));
  const language = languageNameIndex().matchAt(bare, 0);
  if (language && (language.to === bare.length || languageLevelIndex().matchAt(bare, language.to))) return [];
  // "Conversational French", "Fluent Spanish", "Basic German": a level before the language's name.
  if (!language && bare.length >= 2 && isLevelOnly(bare[0]!.text)) {
    const after = languageNameIndex().matchAt(bare, 1);
    if (after && after.to === bare.length) return [];
  }
  if (!language && isSpokenLanguagePhrase(bare)) return [];
  // "References available upon request", "Referenze disponibili su richiesta": a line of the
  // references, no skill.
  if (bare.length >= 2 && headingKind(bare[0]!.text) === 'references' && !lookupSkill(name)) return [];
  if (isLevelOnly(name) || isLanguageGrid(name) || DRIVING_LICENCE.test(name)) return [];
  let known = lookupSkill(name);
  const core = withoutLevel(name);
  if (core && core !== name && !(known && known.confidence >= SKILL_RULES.wholeItemConfidence)) {
    // "Wound care (advanced)": the skill without its level.
    name = core;
    known = lookupSkill(name);
  }
  // "Python (Da solo)", "PHP (Scuola)", "Excel (self-taught)": a note in brackets after a known
  // skill says how or where it was learnt; the skill is the name before it. A bracket holding an
  // acronym names something of its own ("Node.js (MERN stack)", "SAP (FI-CO)").
  const noted = /^(.+?)\s*\(([^(),;/]{2,30})\)$/u.exec(name);
  if (noted && !(known && known.confidence >= SKILL_RULES.wholeItemConfidence) && noted[2]!.split(/\s+/).length <= 3 && !/\p{Lu}{2}/u.test(noted[2]!)) {
    const head = lookupSkill(noted[1]!);
    if (head && head.confidence >= SKILL_RULES.wholeItemConfidence && !lookupSkill(noted[2]!)) {
      name = noted[1]!;
      known = head;
    }
  }
  const bracketed = noted && !(known && known.confidence >= SKILL_RULES.wholeItemConfidence) ? bracketEvidence(noted[1]!, noted[2]!, name, statedMonths) : null;
  if (bracketed) return bracketed;
  if (known && known.confidence >= SKILL_RULES.wholeItemConfidence) {
    if (isSubHeading(name)) return [];
    return [{ id: known.id, name: known.name, asWritten: withoutLeadingQualifiers(name, known.id), source: 'skills', confidence: known.confidence, category: known.category, statedMonths }];
  }
  if (LIST_FILLER().test(name)) return [];
  const words = name.split(/\s+/).length;
  if (words > SKILL_RULES.maxItemWords || name.length > SKILL_RULES.maxItemChars) {
    // A long item (a sentence run into the list): keep the known skills inside it.
    return proseSkills(name).map((m) => ({
      id: m.id,
      name: m.name,
      asWritten: m.asWritten,
      source: 'skills' as const,
      confidence: m.confidence * 0.9,
      category: m.category,
    }));
  }
  if (isSubHeading(name)) return [];
  // "Proficient in Microsoft Office Power Point", "Familiar with CI/CD mobile": a level or "knowledge"
  // word opening a phrase that is no skill whole; the skills it names are the items.
  // A certificate's name ("Certified ScrumMaster (CSM)") stays whole: the certifications may report it.
  if (words >= 3 && isSkillQualifier(name.split(/\s+/)[0]!) && !/(?<!\p{L})(?:certi|zerti|attestat)/u.test(foldKey(name))) {
    const inner = proseSkills(name);
    if (inner.length) return inner.map((m) => ({ id: m.id, name: m.name, asWritten: m.asWritten, source: 'skills' as const, confidence: m.confidence, category: m.category, statedMonths }));
  }
  if (known) {
    // The item names something more specific than the knowledge base knows ("VMware ESXi",
    // "Cisco IOS"): it stays a skill of its own, as written, in the known skill's category.
    return [{ id: null, name, asWritten: name, source: 'skills', confidence: known.confidence, category: known.category, statedMonths }];
  }
  if (/^\d/.test(name) || headingKind(name) || isHeadingRest(name) || isNotSkill(name)) return [];
  // "of wide experience in Lateral hiring" → "Lateral hiring"; "mentioned below" → nothing.
  let unknown = name;
  if (/^\p{Ll}/u.test(unknown)) {
    const capital = /\s(\p{Lu}[\s\S]*)$/u.exec(unknown);
    if (capital && unknown.split(/\s+/).length >= 3) unknown = capital[1]!;
    else if ((FUNCTION_WORD_START.test(unknown) && !/^\p{L}-/u.test(unknown)) || isSentencePiece(unknown)) return [];
  }
  return [{ id: null, name: unknown, asWritten: unknown, source: 'skills', confidence: SKILL_RULES.unknownItemConfidence, statedMonths }];
}

/**
 * One bracket after a name, the whole no known skill: "Flask (Python)", "Laravel (PHP)" name two
 * skills; "Node.js (MERN stack)", "JavaScript (ES6+)" the known one, more precisely written; "Syteline
 * (ERP system)", "Multifonds (fund accounting software)" a tool the bracket explains, named before it.
 */
function bracketEvidence(head: string, inner: string, whole: string, statedMonths: number | undefined): SkillEvidence[] | null {
  const sure = (x: string) => {
    const k = lookupSkill(x);
    return k && k.confidence >= SKILL_RULES.wholeItemConfidence ? k : null;
  };
  const first = sure(head);
  const second = sure(inner);
  const of = (k: NonNullable<ReturnType<typeof sure>>, written: string): SkillEvidence => ({ id: k.id, name: k.name, asWritten: written, source: 'skills', confidence: k.confidence, category: k.category, statedMonths });
  if (first && second && first.id !== second.id && !abbreviates(inner, head)) return [of(first, head), of(second, inner)];
  if (first) return [of(first, whole)];
  if (second && abbreviates(inner, head)) return [of(second, whole)];
  // An unknown tool's name: one to three words, the first a capital, the bracket a known skill or
  // "… system", "software …", "…software" (locales' tool-noun).
  const words = head.split(/\s+/);
  if (words.length > 3 || !/^\p{Lu}/u.test(head) || isNotSkill(head) || headingKind(head)) return null;
  const explained = second ?? (TOOL_NOUN.test(inner) ? (lookupSkill(inner) ?? { category: null }) : null);
  if (!explained) return null;
  return [{ id: null, name: head, asWritten: whole, source: 'skills', confidence: SKILL_RULES.unknownItemConfidence, category: explained.category ?? null, statedMonths }];
}

const TOOL_NOUN = cueMatcher('tool-noun');

/**
 * "Good command of MS Office" → "MS Office", "Sehr gute Kenntnisse in SAP" → "SAP": the words of level
 * and knowledge before the skill's name are no part of how the CV writes the skill.
 */
function withoutLeadingQualifiers(name: string, id: string | null): string {
  const words = name.split(/\s+/);
  let k = 0;
  while (k < words.length - 1 && (isSkillQualifier(words[k]!) || sentenceWords().has(foldKey(words[k]!)))) k++;
  if (k === 0) return name;
  const rest = words.slice(k).join(' ');
  return lookupSkill(rest)?.id === id ? rest : name;
}


/** "Certified ScrumMaster (CSM)", "Application Programming Interfaces (API)": the bracket is the name's initials. */
function abbreviates(short: string, name: string): boolean {
  if (!/^\p{Lu}{2,6}s?$/u.test(short)) return false;
  const initials = [...name.matchAll(/(?<![\p{L}\p{N}])\p{L}|\p{Lu}(?=\p{Ll})/gu)].map((m) => m[0].toUpperCase()).join('');
  return initials === short.replace(/s$/, '');
}

// "etc.", "ecc.", "usw.", "entre otros": words that close a list (locales' list-filler), whole items only.
const LIST_FILLER = once(() => new RegExp(`^(?:${cueAlternation('list-filler')})[.…]*$`, 'iu'));

const HEADING_NOUNS = ['skills', 'competenze', 'competencias', 'compétences', 'kenntnisse', 'competências'];

/** "techniques", "linguistiche": the rest of a heading wrapped in a narrow column ("Compétences / techniques"). */
function isHeadingRest(name: string): boolean {
  if (/\s/.test(name.trim()) || name.length < 4) return false;
  return HEADING_NOUNS.some((n) => headingKind(`${n} ${name}`) !== null || headingKind(`${name} ${n}`) !== null);
}

// "Tools", "Competenze", "Kenntnisse": words of the labels of skills lists (locales' skill-list-label).
const SKILL_LABEL_WORD = cueMatcher('skill-list-label');

/**
 * "COMPETENZE COMUNICATIVE E INTERPERSONALI", "TECHNICAL SKILLS": a sub-heading in capitals that
 * names a kind of skills (the new Europass prints each heading twice, in capitals and not).
 */
export function isSubHeading(name: string): boolean {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && name === name.toUpperCase() && /\p{Lu}{2}/u.test(name) && SKILL_LABEL_WORD.test(name);
}

// "of wide experience in …", "mit Kunden": a phrase, not a name (locales' function-word).
const FUNCTION_WORD_START = new RegExp(`^(?:${cueAlternation('function-word')})\\b`, 'i');

const PHRASE_WORDS = once(() => new Set([...cueWords('function-word'), ...cueWords('joining-word')]));

/**
 * "framework o sistemi", "persistente com objetivos", "work as a team": words in small letters
 * held together by a preposition or conjunction are a piece of a sentence run into the list, not
 * a name (tools written in small letters are one word: "pygame", "check_mk").
 */
function isSentencePiece(text: string): boolean {
  const words = text.split(/\s+/).map((w) => foldKey(w));
  return words.length >= 2 && words.some((w) => PHRASE_WORDS().has(w));
}

export function monthsOf(m: RegExpExecArray): number {
  const n = Number(m[1]!.replace(',', '.'));
  return /^(mo|mes|moi|mon)/i.test(m[2]!) ? Math.round(n) : Math.round(n * 12);
}
