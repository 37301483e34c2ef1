/**
 * Step 4 of reading a job description: the education level asked (ISCED 2011, the lowest level
 * named, softened by "or equivalent"), languages with CEFR levels, and the location.
 */
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { findSkills } from '../../knowledge/skills/skill-knowledge.ts';
import { type LanguageLevel, languageLevelIndex, languageName, languageNameIndex } from '../../knowledge/lexicons/human-languages.ts';
import { placeIndex, regionCodes } from '../../knowledge/lexicons/places.ts';
import { type TownHit, townIndex } from '../../knowledge/lexicons/towns.ts';
import { clauseImportance, inlineCue, type JobClause } from './job-sections.ts';
import { labelledValue } from './job-title.ts';
import { hasPhrase, jobCues, jobLanguageLevels, jobPlaceWords, stopWords } from './match-lexicon.ts';
import { sameLengthFold } from './text-terms.ts';
import type { EducationRequirement, LanguageRequirement, LocationRequirement } from '../match-types.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { wordTokens as lexiconTokens } from '../../knowledge/text/word-tokens.ts';

export function isceLevelName(level: number): string {
  return (
    ['Early childhood', 'Primary', 'Lower secondary', 'Upper secondary (high school)', 'Post-secondary non-tertiary',
      'Short-cycle tertiary (associate)', "Bachelor's or equivalent", "Master's or equivalent", 'Doctorate'][level] ?? `ISCED ${level}`
  );
}

/** The word "licence"/"license" read as a degree only where French writes the degree ("une licence en …", "licence pro"). */
function permitLicence(text: string, start: number, end: number): boolean {
  if (!/^licen[cs]e$/i.test(text.slice(start, end))) return false;
  const after = /^\s*(?:en|in|de|d['’]|professionnelle|pro|g[ée]n[ée]rale|appliqu[ée]e|fondamentale|ou\s+master|\(bac)/iu.test(text.slice(end));
  const before = /(?:une|la|d['’]une|votre|titulaire\s+d['’]une|bac\s*\+\s*3|master\s+1\s+ou)\s*$/iu.test(text.slice(0, start));
  return !after && !before;
}

/**
 * In a posting "maîtrise de …" asks for a command of something ("Maîtrise d'Excel", "maîtrise de
 * l'automatisme"); the degree of that name is asked as one ("titulaire d'une maîtrise", "Maîtrise (Bac+4)").
 */
function commandOf(text: string, start: number, end: number): boolean {
  if (!/^ma[iî]trise\b/iu.test(text.slice(start, end))) return false;
  const asDegree = /(?:une|d['’]une|titulaire\s+d['’]une|bac\s*\+\s*4\s*(?:\/|ou)?)\s*$/iu.test(text.slice(0, start)) || /^\s*\(?\s*bac\s*\+\s*4/iu.test(text.slice(end));
  return !asDegree;
}

/** "MS-Office", "MS-Excel": an abbreviation glued by a hyphen to the name of a tool is that tool, no degree. */
function namedTool(text: string, start: number, end: number): boolean {
  const glued = /^-(\p{L}+)/u.exec(text.slice(end));
  if (!glued) return false;
  const written = text.slice(start, end + glued[0].length);
  return findSkills(written).some((m) => m.start === 0 && m.end >= written.length);
}

/**
 * Every degree a clause names: the lexicon's best hit, then the text on either side of it; and
 * the first member of an elliptical pair ("Associate or bachelor's degree" names both).
 */
function degreesIn(text: string, depth = 0): Array<{ isced: number; start: number; end: number }> {
  if (depth > 4 || text.trim().length < 2) return [];
  const hit = findDegree(text);
  if (!hit) return [];
  // "reach truck licence", "valid driving license": a permit, not the French licence degree; "maîtrise
  // d'Excel", "maîtrise de l'anglais": a command of something, not the French maîtrise degree.
  if (permitLicence(text, hit.start, hit.end) || commandOf(text, hit.start, hit.end) || namedTool(text, hit.start, hit.end)) {
    return [...degreesIn(text.slice(0, hit.start), depth + 1), ...degreesIn(text.slice(hit.end), depth + 1).map((h) => ({ isced: h.isced, start: h.start + hit.end, end: h.end + hit.end }))];
  }
  const out = [{ isced: hit.isced, start: hit.start, end: hit.end }];
  const before = text.slice(0, hit.start);
  const pair = /([\p{L}]+)(?:['’]s)?\s+(?:or|and|o|ou|oder|y|e)\s+$/u.exec(before);
  if (pair && /\bdegree\b/i.test(text.slice(hit.start, hit.end))) {
    const first = findDegree(`${pair[1]} degree`);
    if (first) out.push({ isced: first.isced, start: hit.start, end: hit.end });
  }
  out.push(...degreesIn(before, depth + 1));
  for (const h of degreesIn(text.slice(hit.end), depth + 1)) out.push({ isced: h.isced, start: h.start + hit.end, end: h.end + hit.end });
  return out;
}

/**
 * Phrases asking for a level without naming a degree ("a degree in computer science",
 * "abgeschlossenes Studium", "bac+5", "Ciclo Formativo de Grado Superior"), each with its span
 * (ending where a field would follow). A phrase inside a longer one found ("ciclo formativo" in
 * "ciclo formativo de grado superior") is part of it.
 */
function genericDegreesIn(text: string): Array<{ isced: number; start: number; end: number }> {
  const folded = foldKey(text);
  const written = sameLengthFold(text);
  const found: Array<{ isced: number; start: number; end: number }> = [];
  const word = (w: string, from: number) => {
    const i = written.slice(from).search(new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, 'u'));
    return i < 0 ? -1 : from + i;
  };
  for (const { phrase, level } of jobCues().degreeLevels) {
    if (!hasPhrase(folded, phrase)) continue;
    // The field follows the phrase's last word in the written text.
    const words = phrase.split(' ');
    const lastWord = words[words.length - 1]!;
    let from = 0;
    for (let guard = 0; guard < 8; guard++) {
      const first = word(words[0]!, from);
      if (first < 0) break;
      const at = word(lastWord, first);
      if (at < 0) break;
      // "a degree in statistics": the field follows the preposition, so the phrase ends before it.
      const end = /^(in|of|en|em|di|de)$/.test(lastWord) ? at : at + lastWord.length;
      found.push({ isced: level, start: first, end });
      from = at + lastWord.length;
    }
  }
  const kept = found.filter((h) => !found.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start));
  // "Ciclo Formativo Grado Superior", "Formación Profesional Grado Medio" (a job board's field, with
  // no "de"): a phrase written right after another names its grade; the two are one degree, of
  // the grade's level.
  kept.sort((a, b) => a.start - b.start);
  for (let i = kept.length - 2; i >= 0; i--) {
    const a = kept[i]!;
    const b = kept[i + 1]!;
    if (b.start > a.end && GRADE_GAP.test(text.slice(a.end, b.start))) kept.splice(i, 2, { isced: b.isced, start: a.start, end: b.end });
  }
  return kept;
}

/** What may stand between a degree phrase and the phrase of its grade ("Ciclo Formativo Grado Superior", "… de Grado Medio"). */
const GRADE_GAP = /^\s*(?:[-–:]|de)?\s*$/iu;

/** The lowest level among the phrases asking for one, or null. */
function genericDegreeIn(text: string): { isced: number; start: number; end: number } | null {
  const all = genericDegreesIn(text);
  return all.length ? all.reduce((a, b) => (b.isced < a.isced ? b : a)) : null;
}

/** Fewest words before a study word at the head of an item ("Estudios en TI", "Buenos estudios en …"). */
const MAX_STUDY_WORD_AT = 2;

/**
 * Studies in a field, with no level ("Estudios en TI", "Studies in IT", "Studi in ambito
 * informatico", "Études en informatique", "Estudos em TI"): a study word (`studyWords`) among the
 * first words of the item, before the preposition of its field. Education, read apart, never a
 * skill; the span ends where the field begins.
 */
function studiesIn(text: string): { start: number; end: number } | null {
  const words = jobCues().studyWords;
  const written = sameLengthFold(text);
  let n = 0;
  for (const m of written.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (n++ > MAX_STUDY_WORD_AT) return null;
    if (!words.has(m[0])) continue;
    const end = (m.index ?? 0) + m[0].length;
    if (FIELD_LEAD.test(text.slice(end))) return { start: m.index ?? 0, end };
  }
  return null;
}

/** Whether a clause names a level of education (a degree, or a phrase asking for one), or studies in a field. */
export function namesEducation(text: string): boolean {
  return findDegree(text) !== null || genericDegreeIn(text) !== null || studiesIn(text) !== null;
}

/** Whether a clause names a language (a name that is not also a common word). */
export function namesLanguage(text: string): boolean {
  return languageNameIndex()
    .findAll(lexiconTokens(germanLanguageCompounds(text)))
    .some((n) => !n.value.ambiguous);
}

/** Longest field of study read after a degree, in characters. */
const MAX_FIELD_CHARS = 120;

/**
 * Where the field of a degree named in `text` is written ("Bachelor's degree in Finance,
 * Accounting or Economics", "Laurea in Informatica o Ingegneria", "Abgeschlossenes Studium der
 * Informatik"): from the preposition after the degree to the end of the sentence, a parenthesis,
 * or a number of years. What is named there is the field asked, not a skill.
 */
export function degreeFieldSpan(text: string): { start: number; end: number } | null {
  const generic = genericDegreeIn(text);
  const hits = degreesIn(text).filter((h) => h.isced >= MIN_ASKED_ISCED);
  const studies = studiesIn(text);
  const ends = [...new Set([...hits.map((h) => h.end), ...(generic ? [generic.end] : []), ...(studies ? [studies.end] : [])])].sort((x, y) => x - y);
  for (const from of ends) {
    // The degree phrase may hold the preposition ("Licenciatura em", "Grado en"), and an acronym
    // be followed by its field right away ("BTS Comptabilité et Gestion", "BSc Computer Science").
    const lead = FIELD_LEAD.exec(text.slice(from)) ?? (LEAD_HELD.test(text.slice(0, from)) || acronymBefore(text, from) ? /^\s+(?=\p{Lu})/u.exec(text.slice(from)) : null);
    if (!lead) continue;
    const start = from + lead[0].length;
    let rest = text.slice(start, start + MAX_FIELD_CHARS);
    const stop = rest.search(/[;.()]|\s(?:with|and\s+\d|plus|\+)\s|\d/u);
    if (stop >= 0) rest = rest.slice(0, stop);
    // "Finance, Accounting or Economics": a comma list of fields is closed by "or"/"and"; without
    // one, the field ends at the first comma ("laurea in Infermieristica, iscrizione all'albo").
    const parts = rest.split(/,\s*/);
    const closing = parts.findIndex((p, i) => i > 0 && FIELD_CLOSING.test(p));
    const kept = closing > 0 ? parts.slice(0, closing + 1) : parts.slice(0, 1);
    return { start, end: start + kept.join(', ').length };
  }
  return null;
}

/** The preposition (after an optional "'s degree") that opens the field of a degree. */
// "zur/zum Verwaltungsfachangestellten" (both genders written), "CFC d'assistant-e …" (the French elision).
const FIELD_LEAD = /^\s*(?:['’]s\s*)?(?:degree\s+|diploma\s+|studium\s+)?(?:(?:completed|completo|completa|conclu[ií]d[oa]|terminad[oa]|termin[ée]e?)\s+)?(?:(?:in|of|en|em|di|de|der|des|da|do|im|dans|na|no|della|del|dello|delle|in der|(?:zum|zur)(?:\s*\/\s*(?:zum|zur))?|als)\s+|d['’]\s*(?=\p{L}))/iu;
/** A degree phrase closed by the preposition that opens its field ("Licenciatura em", "Grado en"). */
const LEAD_HELD = /(?:^|\s)(?:in|of|en|em|di|de|der|des|da|do|im|na|no|della|del|in der|zum|zur|als)$/iu;

/** The word right before `at` is an acronym of capitals ("BTS", "DUT", "BSc", "MBA"). */
function acronymBefore(text: string, at: number): boolean {
  const word = /(\S+)$/u.exec(text.slice(0, at))?.[1] ?? '';
  return /^\p{Lu}[\p{Lu}\p{Ll}]{1,4}$/u.test(word) && (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
}

/** Where the degrees named in `text` are written: a field inside the degree's own phrase ("Diploma di ragioneria") names no skill. */
export function degreeSpans(text: string): Array<{ start: number; end: number }> {
  return degreesIn(text).filter((h) => h.isced >= MIN_ASKED_ISCED).map(({ start, end }) => ({ start, end }));
}

/** The last item of a list of fields, after "or"/"and" in the six languages ("Accounting or Economics"). */
const FIELD_CLOSING = /^\s*(?:\S+\s+){0,3}(?:or|o|oder|ou|y|e|and|und|et|ed|u)\s+\S/iu;

/** Levels below upper secondary name schools ("middle school"), never what a job asks. */
const MIN_ASKED_ISCED = 3;

export function readEducation(clauses: JobClause[], titleLine: number | null): EducationRequirement | null {
  const cues = jobCues();
  let found: EducationRequirement | null = null;
  // Requirement sections first; the intro and duties only when those name no degree.
  const ordered = [
    ...clauses.filter((c) => c.section === 'required' || c.section === 'preferred' || c.cue),
    ...clauses.filter((c) => !(c.section === 'required' || c.section === 'preferred' || c.cue)),
  ];
  for (const c of ordered) {
    const importance = clauseImportance(c);
    if (!importance || c.line === titleLine) continue;
    if (found && !(c.section === 'required' || c.section === 'preferred' || c.cue)) break;
    const generic = genericDegreeIn(c.text);
    const phrases = genericDegreesIn(c.text);
    // A degree word inside a generic phrase ("Bac" of "Bac+3, Bac+4") is part of it, not another degree.
    const hits = degreesIn(c.text).filter((h) => h.isced >= MIN_ASKED_ISCED && !phrases.some((g) => h.end > g.start && h.end <= g.end));
    if (generic && !hits.some((h) => h.isced === generic.isced)) hits.push(generic);
    if (!hits.length) continue;
    // "Associate or bachelor's degree": the lowest level named is what is asked.
    const lowest = hits.reduce((a, b) => (b.isced < a.isced ? b : a));
    const equivalent = cues.equivalent.some((p) => hasPhrase(c.folded, p));
    const field = /^\s*(?:'s)?\s*(?:degree\s+)?(?:in|of|di|en|em|in|der|des|de|da|do|in der)\s+([^,;.()]{2,60})/iu.exec(c.text.slice(lowest.end));
    const req: EducationRequirement = {
      level: lowest.isced,
      name: isceLevelName(lowest.isced),
      field: field ? field[1]!.trim() : null,
      importance: equivalent ? 'nice' : importance,
    };
    if (!found || (found.importance === 'nice' && req.importance === 'must')) found = req;
  }
  return found;
}

/**
 * German writes language skills as compounds, often elided: "Deutsch- und Englischkenntnisse",
 * "Französischkenntnisse von Vorteil". Cut them so the language names stand alone.
 */
function germanLanguageCompounds(text: string): string {
  // Anchored at a word start and bounded (language names are short), so a long word costs linear time.
  return text
    // "Grundkenntnisse", "Basiskenntnisse": a level word, kept whole.
    .replace(/(?<!\p{L})(\p{L}{4,20})(kenntnisse[n]?|sprachkenntnisse[n]?)\b/giu, (w, head: string, tail: string) =>
      jobLanguageLevels().findAll(lexiconTokens(w)).length ? w : `${head} ${tail}`,
    )
    .replace(/(?<!\p{L})(\p{L}{4,20})-\s+(und|oder|sowie)\s/giu, '$1 $2 ');
}

const CEFR = /(?<![\p{L}\p{N}])([ABC][12])(?![\p{L}\p{N}])/gu;
/** Characters between a level word and the language it qualifies, at most. */
const MAX_LEVEL_DISTANCE = 60;
const LEVEL_ORDER: LanguageLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

/** Where the parts of a list end: commas and semicolons outside parentheses. */
const LIST_PART_END = /[,;](?![^()]*\))/gu;

/** Words of knowledge right before `at` ("conocimiento de valenciano", "knowledge of Welsh", "Kenntnisse in"). */
function knowledgeOf(text: string, at: number): boolean {
  const before = foldKey(text.slice(Math.max(0, at - 40), at));
  const words = before.split(' ');
  const lead = new Set(['of', 'de', 'del', 'di', 'della', 'dello', 'in', 'en', 'em', 'do', 'da', 'du', 'd', 'des', 'im']);
  while (words.length && lead.has(words[words.length - 1]!)) words.pop();
  const rest = ` ${words.join(' ')}`;
  return jobCues().knowledgeWords.some((w) => rest.endsWith(` ${w}`));
}

export function readLanguages(clauses: JobClause[]): LanguageRequirement[] {
  const cues = jobCues();
  const out = new Map<string, LanguageRequirement>();
  for (const c of clauses) {
    const importance = clauseImportance(c);
    if (!importance) continue;
    const written = germanLanguageCompounds(c.text);
    const tokens = lexiconTokens(written);
    // "Inglese (buono), Francese (scolastico)", "anglais courant, espagnol notions": the parts of
    // a list, each a language with its own level.
    const partOf = (at: number) => (written.slice(0, at).match(LIST_PART_END) ?? []).length;
    const names = languageNameIndex().findAll(tokens);
    if (!names.length) continue;
    // "Inglese fluente, francese gradito": in a list of languages each in its own part, a part's
    // own plus- or must-word is its language's, and a level written in a part holding another
    // language is not borrowed.
    const partsWritten = written.split(LIST_PART_END);
    const languageParts = new Set(names.map((n) => partOf(n.start)));
    const ownCue = (part: number) => (languageParts.size > 1 ? inlineCue(foldKey(partsWritten[part] ?? '')) : null);
    const sectionImportance = c.section === 'preferred' ? 'nice' : 'must';
    const cueInLanguagePart = [...languageParts].some((p) => ownCue(p) !== null);
    const levels: Array<{ level: LanguageLevel; at: number }> = [];
    // Recruiters' level words first (dataset/language-levels.json), then the CV lexicon's.
    const words = [...jobLanguageLevels().findAll(tokens)];
    for (const m of languageLevelIndex().findAll(tokens)) if (!words.some((w) => m.start < w.end && w.start < m.end)) words.push(m);
    for (const m of words) levels.push({ level: m.value, at: m.start });
    // A CEFR code written in the clause wins over level words.
    const codes = [...written.matchAll(CEFR)].map((m) => ({ level: m[1] as LanguageLevel, at: m.index ?? 0 }));
    // Outside the requirement sections a language counts only with a level ("fluent Spanish"):
    // "co-teach English language arts" asks for no language.
    const asked = c.section === 'required' || c.section === 'preferred' || c.cue !== null;
    const spoken = cues.languageUse.some((p) => hasPhrase(c.folded, p));
    for (const n of names) {
      if (n.value.ambiguous ? !(levels.length || codes.length || (asked && (spoken || knowledgeOf(written, n.start)))) : !asked && !levels.length && !codes.length) continue;
      // The level nearest to the language name is its level.
      const nearby = levels.filter((l) => Math.abs(l.at - n.start) <= MAX_LEVEL_DISTANCE);
      const own = (pool: Array<{ level: LanguageLevel; at: number }>) => {
        const inPart = pool.filter((l) => partOf(l.at) === partOf(n.start));
        if (inPart.length || names.length < 2) return inPart.length ? inPart : pool;
        return pool.filter((l) => !languageParts.has(partOf(l.at)));
      };
      // A level in the language's own part of a list is its level ("English C1, Spanish A2"); else the nearest one.
      const pool = codes.length ? own(codes) : own(nearby);
      const near = pool.length ? pool.reduce((a, b) => (Math.abs(b.at - n.start) < Math.abs(a.at - n.start) ? b : a)) : null;
      const partImportance = cueInLanguagePart ? (ownCue(partOf(n.start)) ?? sectionImportance) : importance;
      const req: LanguageRequirement = { code: n.value.code, name: languageName(n.value.code), level: near?.level ?? null, importance: partImportance };
      const known = out.get(req.code);
      if (!known) out.set(req.code, req);
      else {
        if (partImportance === 'must') known.importance = 'must';
        if (req.level && (!known.level || LEVEL_ORDER.indexOf(req.level) > LEVEL_ORDER.indexOf(known.level))) known.level = req.level;
      }
    }
  }
  return [...out.values()];
}

/** Places named in a text ("LA", "NY" and other short names only in capitals: "per la" is no Los Angeles). */
function placeHits(text: string) {
  const articles = jobPlaceWords().nameArticles;
  return placeIndex()
    .findAll(lexiconTokens(text))
    .filter((h) => {
      const written = text.slice(h.start, h.end);
      // "Ristorante Il Faro", "The Reading Room": a capitalised article before the name opens a proper name.
      const article = /(?:^|[\s(,–—-])([\p{Lu}][\p{L}]*['’]?)\s*$/u.exec(text.slice(Math.max(0, h.start - 8), h.start))?.[1];
      if (article && articles.has(article)) return false;
      // "cerchiamo una persona come cameriere", "trabajar como": a function word in small letters is no place (Côme, Como).
      if (!/\p{Lu}/u.test(written) && stopWords().has(foldKey(written))) return false;
      if (written.length > 3) return true;
      // "PER LA COPERTURA", "GESTION DE LA FONCTION": in a line written in capitals a short name is
      // a word like any other; it names a place only after a separator ("SALES REP – LA").
      return written === written.toUpperCase() && (/\p{Ll}/u.test(text) || PLACE_SEPARATOR.test(text.slice(0, h.start)));
    });
}

/**
 * The city as `text` writes it ("Lisboa", "München", "Milano"), where the places index keeps an
 * English name ("Lisbon"): a recruiter reads the posting's own word. A name written in capitals
 * ("LISBOA") is given in title case. Null when the text does not write the city.
 */
export function cityAsWritten(text: string, city: string): string | null {
  const hits = placeHits(text).filter((h) => h.value.some((v) => v.kind === 'city' && v.name === city));
  // "Capital Federal, Buenos Aires": the city's own name, where the text also writes it, over another of its names.
  const hit = hits.find((h) => foldKey(text.slice(h.start, h.end)) === foldKey(city)) ?? hits[0];
  if (!hit) return null;
  const written = text.slice(hit.start, hit.end).replace(/\s+/g, ' ');
  if (written !== written.toUpperCase()) return written;
  return written.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Where the first place named in `text` starts, or -1. */
export function firstPlaceAt(text: string): number {
  return placeHits(text)[0]?.start ?? -1;
}

/** Separators before a place in a header or a label ("Acme · Maintal", "Vertrieb – Bremen", "(Lyon)"). */
const PLACE_SEPARATOR = /(?:^|[-–—|,(·:/•;]|\s[-–—]\s?)\s*$/u;

/**
 * Towns of the towns list named in `text` (capitalised). Unless `anywhere`, only a town starting
 * the text or following a separator counts: in "Gesellschaft für Facility Management Hanau mbH" a
 * town is part of a company name.
 */
function townHits(text: string, anywhere: boolean): Array<{ town: TownHit; start: number; end: number }> {
  const out: Array<{ town: TownHit; start: number; end: number }> = [];
  for (const m of townIndex().findAll(lexiconTokens(text))) {
    if (!/^\p{Lu}/u.test(text.slice(m.start, m.end))) continue;
    if (!anywhere && !PLACE_SEPARATOR.test(text.slice(0, m.start))) continue;
    out.push({ town: m.value, start: m.start, end: m.end });
  }
  return out;
}

type Towns = 'none' | 'separated' | 'anywhere';

function placeOf(text: string, towns: Towns = 'none'): { city: string | null; country: string | null } | null {
  const hits = placeHits(text);
  let city: string | null = null;
  let country: string | null = null;
  for (const h of hits) {
    const first = h.value[0];
    if (!first) continue;
    if (first.kind === 'city' && !city) {
      city = first.name;
      country = country ?? first.country;
    } else if (!country) country = first.country;
  }
  // "Boise, ID" / "Manchester, NH": a place followed by a region code decides the country.
  const code = /,\s*([A-Z]{2,3})\b/.exec(text);
  const region = code ? regionCodes().get(code[1]!) : undefined;
  if (code && region?.length) {
    const before = text.slice(0, code.index).split(/[–—|,(]|\s-\s/).pop()?.trim() || null;
    const cityHere = hits.flatMap((h) => h.value).find((v) => v.kind === 'city' && v.country === region[0]!.country);
    country = region[0]!.country;
    city = cityHere?.name ?? before;
  }
  // "Alcobendas, Madrid": a town written before the city of its country is the more precise place.
  if (city && towns !== 'none') {
    const firstCity = hits.find((h) => h.value[0]?.kind === 'city');
    const town = townHits(text, towns === 'anywhere').find((t) => firstCity && t.end <= firstCity.start && t.town.country.toUpperCase() === country?.toUpperCase());
    if (town) city = town.town.name;
  }
  if (!city && towns !== 'none') {
    // A town the places index does not know ("Maintal", "Casalecchio di Reno"), in the country
    // named beside it when one is.
    const found = townHits(text, towns === 'anywhere').map((h) => h.town);
    const town = found.find((t) => !country || t.country.toUpperCase() === country.toUpperCase());
    if (town) {
      city = town.name;
      country = country ?? town.country;
    }
  }
  return city || country ? { city, country: country?.toUpperCase() ?? null } : null;
}

/** A header line that names a place and nothing else ("Maintal", "Berlin, Berlin, Germany", "Toronto, ON - Hybrid"). */
function placeOnly(line: string): boolean {
  let rest = line;
  const spans = [...placeHits(line), ...townHits(line, true)].sort((a, b) => b.start - a.start);
  for (const h of spans) rest = `${rest.slice(0, h.start)} ${rest.slice(h.end)}`;
  const modes = jobPlaceWords().workModes;
  const words = foldKey(rest.replace(/\b[A-Z]{2,3}\b/g, ' ').replace(/\d+/g, ' '))
    .split(' ')
    .filter((w) => w && !modes.has(w));
  return spans.length > 0 && words.length === 0;
}

/**
 * French postings name the place as "<département number> - <COMMUNE>" ("ACME - 69 - ST PRIEST",
 * the France Travail and many French boards' header): the number says France.
 */
const FRENCH_DEPARTMENT = /(?:^|\s[-–]\s)(?:0[1-9]|[1-8]\d|9[0-5]|97[1-6]|2[AB])\s[-–]\s(\p{Lu}[\p{Lu}\d' -]{1,40})$/u;

/** Header lines looked at for the place of work, and how many of them may name it inside other text. */
const HEAD_LINES = 6;
const HEAD_LINES_WITH_TEXT = 3;
/** Characters of a header line looked at. */
const HEAD_CHARS = 160;
/** Characters after a place cue within which the place must start. */
const CUE_REACH = 4;

/** "based in Leeds", "con sede a Treviso", "im Raum Köln": a place right after a place cue. */
function cuedPlace(text: string): { city: string | null; country: string | null } | null {
  for (const m of jobPlaceWords().placeCues.findAll(lexiconTokens(text))) {
    const after = text.slice(m.end);
    const lead = after.length - after.replace(/^[\s:,]+(?:(?:the|la|le|il|el|der|die|den|o|a)\s+)?/iu, '').length;
    if (lead > CUE_REACH) continue;
    const rest = after.slice(lead, lead + 80);
    if (!(placeHits(rest)[0]?.start === 0 || townHits(rest, false)[0]?.start === 0)) continue;
    const place = placeOf(rest, 'separated');
    if (place) return place;
  }
  return null;
}

/**
 * The country told by words only its postings use (its contracts, agreements, bodies, currency):
 * the country with the most distinct cues, or none on a tie.
 */
function cuedCountry(text: string): string | null {
  const words = jobPlaceWords();
  const seen = new Map<string, Set<string>>();
  const note = (country: string, cue: string) => {
    const set = seen.get(country) ?? new Set<string>();
    set.add(cue);
    seen.set(country, set);
  };
  for (const m of words.countryCues.findAll(lexiconTokens(text))) {
    const cue = text.slice(m.start, m.end);
    for (const c of m.value) note(c, foldKey(cue));
  }
  for (const [sign, country] of words.currencySymbols) if (text.includes(sign)) note(country, sign);
  const ranked = [...seen].map(([c, s]) => [c, s.size] as const).sort((a, b) => b[1] - a[1]);
  if (!ranked.length || (ranked[1] && ranked[1][1] === ranked[0]![1])) return null;
  return ranked[0]![0];
}

/**
 * A label written after another field of the same line ("Salaire : 1 900 € brut. Lieu de travail :
 * Lille", "Pay: £12 per hour | Location: Leeds"): the value of the label in a later sentence or
 * separated segment of the line.
 */
function labelledInLine(line: string, labels: string[]): string | null {
  for (const m of line.matchAll(/(?:[.;]\s+|\s+[|·•–—]\s+)(?=\p{Lu})/gu)) {
    const v = labelledValue(line.slice((m.index ?? 0) + m[0].length), labels);
    if (v) return v;
  }
  return null;
}

export function readLocation(lines: string[], clauses: JobClause[], language: string | null = null): LocationRequirement | null {
  const cues = jobCues();
  const remote = clauses.some((c) => cues.remote.some((p) => hasPhrase(c.folded, p)));
  const found = (text: string, place: { city: string | null; country: string | null } | null): LocationRequirement => ({
    text: text.trim().slice(0, 120),
    city: place?.city ?? null,
    country: place?.country ?? null,
    remote,
  });
  let labelled: LocationRequirement | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let v = labelledValue(line, cues.locationLabels) ?? labelledInLine(line, cues.locationLabels);
    // "Location" alone on its line, the place on the next one.
    if (!v && cues.locationLabels.includes(foldKey(line)) && foldKey(line)) v = lines.slice(i + 1).find((l) => l.trim())?.trim() ?? null;
    if (v) {
      labelled = found(v, placeOf(v, 'anywhere'));
      break;
    }
  }
  if (labelled?.country) return labelled;
  const fill = (text: string, place: { city: string | null; country: string | null }): LocationRequirement => ({
    text: labelled?.text ?? text.trim().slice(0, 120),
    city: labelled?.city ?? place.city,
    country: place.country,
    remote,
  });
  // The header lines: a line naming a place and nothing else first, then a known place or a
  // French département in the first lines, then a place cue anywhere.
  // A posting scraped onto one line has its header at the start of that line.
  const head = lines.filter((l) => l.trim()).slice(0, HEAD_LINES).map((l) => (l.length <= HEAD_CHARS ? l : l.slice(0, HEAD_CHARS)));
  for (const line of head) {
    if (!placeOnly(line)) continue;
    const place = placeOf(line, 'anywhere');
    if (place?.country) return fill(line, place);
  }
  for (const line of head.slice(0, HEAD_LINES_WITH_TEXT)) {
    const place = placeOf(line, 'separated');
    if (place?.country) return fill(line, place);
    const dept = FRENCH_DEPARTMENT.exec(line.trim().slice(0, 200));
    if (dept) return fill(dept[1]!, { city: dept[1]!.trim(), country: 'FR' });
  }
  for (const c of clauses) {
    const place = cuedPlace(c.text);
    if (place?.country) return fill(c.text, place);
  }
  // No place where places are written: the country its words tell.
  const country = cuedCountry(lines.join('\n')) ?? (language ? (jobPlaceWords().languageCountries.get(language) ?? null) : null);
  if (country) return fill(labelled?.text ?? (remote ? 'remote' : country), { city: null, country });
  return labelled ?? (remote ? { text: 'remote', city: null, country: null, remote } : null);
}
