/**
 * Requirement items the knowledge base cannot name, kept as written (`written.<words>`): a whole
 * item ("Eigenes Interesse an fachlicher Weiterbildung"), or a part of a list whose other parts it
 * names ("wound care, diabetes management, monitoring patients' medication").
 */
import { matchOccupation } from '../../knowledge/occupations/occupation-knowledge.ts';
import { isSkillQualifier, type SkillMatch } from '../../knowledge/skills/skill-knowledge.ts';
import { wordTokens as lexiconTokens } from '../../knowledge/text/word-tokens.ts';
import type { Importance, SkillRequirement } from '../match-types.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { degreeFieldSpan, namesEducation, namesLanguage, readLanguages } from './job-conditions.ts';
import type { JobClause } from './job-sections.ts';
import { hasPhrase, jobCues, scoringWeights, stopWords } from './match-lexicon.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

/** The folded text names a check: a word of checks, whole or ending a compound ("Hintergrundüberprüfung"). */
export function namesCheck(folded: string): boolean {
  const checks = jobCues().screeningWords;
  return folded.split(' ').some((w) => checks.has(w) || [...checks].some((sw) => sw.length >= 6 && w.endsWith(sw)));
}

/** "als Elektriker/in", "d'aide-soignant", "di OSS", "como técnico de mantenimiento": the profession a qualification is for. */
// The words are read in a lookahead, so a later lead inside them is tried too ("Diplôme d’État d’aide-soignant": "d’aide-soignant").
const PROFESSION_AFTER = /(?:^|[\s'’])(?:als|zum|zur|as an?|as|d|de|di|da|em|en|come|como|du)\s*['’]?\s*(?=([^,;()]{3,60}))/giu;
const PROFESSION_END = /\s(?:oder|or|o|ou|und|and|e|et|y|bzw|mit|with|con|com|avec)\s.*$/iu;

/** Whether an education item names the qualification of a trade or profession of the occupations catalog. */
function namesProfession(text: string): boolean {
  const min = scoringWeights().title.minJobOccupationScore;
  for (const m of text.matchAll(PROFESSION_AFTER)) {
    const words = m[1]!.replace(PROFESSION_END, '').trim();
    if (!words) continue;
    const occupation = matchOccupation(words);
    if (occupation && occupation.score >= min) return true;
  }
  return false;
}

/** Highest ISCED level of a vocational qualification named with its trade (a CAP, an NVQ, a DEC; no bachelor). */
const MAX_TRADE_ISCED = 5;

/**
 * Whether an education item names a vocational qualification of the degree lexicon with the trade
 * it is in ("CAP Cuisine", "NVQ Level 3 in Health and Social Care", "DEC en techniques de
 * comptabilité"): like "Ausbildung als Elektriker/in", the trade's qualification is asked as such.
 * A school diploma ("Ensino médio completo") names no trade; a university degree's field is read
 * with the education.
 */
function namesTrade(text: string): boolean {
  const degree = findDegree(text);
  if (!degree || degree.isced < 3 || degree.isced > MAX_TRADE_ISCED) return false;
  const field = degreeFieldSpan(text);
  // "12º ano de escolaridade": years of schooling, no trade.
  return field !== null && !jobCues().studyWords.has(foldKey(text.slice(field.start, field.end)).split(' ')[0]!);
}

/** Longest requirement item kept as written, in words. */
export const MAX_WRITTEN_WORDS = 20;

/**
 * An item of a requirement list the knowledge base cannot name ("Eigenes Interesse an fachlicher
 * Weiterbildung", "Rigueur", "Willingness to travel"): asked all the same, so it is kept as written,
 * with the id `written.<words>`. Not an item about a language or a degree (read apart), nor one
 * whose words the skills found cover at least half of.
 */
/** The words of an item that say what is asked: no stop, level, years or generic words. */
function contentWords(text: string): ReturnType<typeof lexiconTokens> {
  const stop = stopWords();
  const cues = jobCues();
  return lexiconTokens(text).filter(
    (w) =>
      w.text.length >= 3 &&
      !/\d/.test(w.text) &&
      !stop.has(w.text) &&
      !isSkillQualifier(w.text) &&
      !cues.years.has(w.text) &&
      !cues.experience.includes(w.text) &&
      !cues.genericWords.has(w.text) &&
      // "Esperienza in RSA di almeno 1 anno", "Experiencia de 1 año en residencia": years, read apart.
      !cues.anyWorkplaceWord.has(w.text) &&
      !cues.yearAdjectives.has(w.text) &&
      !cues.or.has(w.text),
  );
}

/** Where a phrase first stands in a folded text, as whole words, or -1. */
function phraseAt(folded: string, phrase: string): number {
  return ` ${folded} `.indexOf(` ${phrase} `);
}

/**
 * "Competitive salary and bonus", "Retribuzione commisurata all'esperienza", "Attraktive Vergütung
 * und Firmenwagen": what the employer gives (`benefitPhrases`), set among the requirements, asks
 * nothing, whatever cue it holds ("bonus" reads as a plus). Not a clause that first asks knowledge or experience of
 * it ("Experience in compensation and benefits", "Kenntnisse der Gehaltsabrechnung").
 */
export function offersBenefit(c: JobClause): boolean {
  const cues = jobCues();
  const first = (phrases: string[]) => Math.min(...phrases.map((p) => phraseAt(c.folded, p)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  const benefit = first(cues.benefitPhrases);
  return Number.isFinite(benefit) && benefit < first([...cues.knowledgeWords, ...cues.experience]);
}

/** Words an item may open with before the age it asks ("Must be aged 18 or over", "Tener cumplidos dieciséis años de edad"). */
const AGE_LEAD_WORDS = 5;

/** The item asks an age: a word of age (`ageWords`) among its first words, and a figure. */
export function asksAge(folded: string): boolean {
  // "Edad de 22 a 40 años", "Tener cumplidos dieciséis años de edad": a figure or a word for years.
  if (!/\d/.test(folded) && !folded.split(' ').some((w) => jobCues().years.has(w))) return false;
  const lead = ` ${folded.split(' ').slice(0, AGE_LEAD_WORDS + 2).join(' ')} `;
  const at = Math.min(...jobCues().ageWords.map((w) => lead.indexOf(` ${w} `)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  return Number.isFinite(at) && lead.slice(0, at).trim().split(' ').filter(Boolean).length <= AGE_LEAD_WORDS;
}

/** Fewest words of a line written in capitals read as a shouted sentence. */
const MIN_SHOUTED_WORDS = 3;

/**
 * A sentence written in capitals that speaks of the employer ("WE ARE A FAST GROWING TEAM", "SON
 * PROYECTOS INTERNACIONALES", "WIR SIND EIN WACHSENDES TEAM"): a word of `employerWords` (we, our,
 * they are…) in a line of three words or more with no small letter.
 */
function aboutEmployer(text: string): boolean {
  if (/\p{Ll}/u.test(text)) return false;
  const words = foldKey(text).split(' ').filter(Boolean);
  if (words.length < MIN_SHOUTED_WORDS) return false;
  const employer = jobCues().employerWords;
  return words.some((w) => employer.has(w));
}

export function writtenItem(
  c: JobClause,
  matches: SkillMatch[],
  years: number | null,
  importance: Importance,
  hardGroups: number,
): SkillRequirement | 'named' | null {
  const text = c.text.replace(/^[\s\-–•*:]+|[\s.;:,!]+$/gu, '');
  const words = lexiconTokens(text);
  if (!words.length || words.length > MAX_WRITTEN_WORDS) return null;
  const cues = jobCues();
  const content = contentWords(text);
  // "Experiencia mínima: más de 5 años", "Esperienza di almeno 2 anni nel ruolo": the overall
  // years, read apart.
  if (!content.length) return null;
  if (cues.residence.some((p) => hasPhrase(c.folded, p))) return null;
  // "Must be aged 18 or over", "Edad de 22 a 40 años", "Idade entre 25 e 45 anos": an age is a
  // condition of hiring (often an unlawful one), never a skill.
  if (asksAge(c.folded)) return null;
  // "Per l'ammissione è richiesto il possesso dei seguenti requisiti:", "The successful candidate
  // will have:": a sentence closed by a colon leads the list under it in, asking nothing itself.
  if (/:\s*$/u.test(c.text) && !c.bullet) return null;
  // "SON PROYECTOS INTERNACIONALES", "WE ARE A FAST GROWING TEAM": a sentence shouted about the
  // employer or the project, with no cue of its own, asks nothing.
  if (c.cue === null && aboutEmployer(text)) return null;
  // "Candidates must pass a credit and background check": a condition of hiring, no skill.
  if (namesCheck(c.folded) && cues.passLeads.some((p) => hasPhrase(c.folded, p))) return null;
  const covered = content.filter((w) => matches.some((m) => w.start >= m.start && w.end <= m.end)).length;
  if (covered * 2 >= content.length) return null;
  // "Erfahrung in der Instandhaltung von elektrischen Anlagen", "DB (MySQL/relational DBs)": an
  // item naming a skill the knowledge base knows is that skill, shown in the item's words; kept
  // as written beside it, it would be asked twice.
  if (hardGroups === 1) return 'named';
  // A degree is read apart, unless it is the qualification of a trade or profession ("Ausbildung
  // als Elektriker/in", "Diplôme d'État d'aide-soignant", "Diploma di OSS"): that is asked as such.
  if (namesLanguage(text) || readLanguages([c]).length > 0 || (namesEducation(text) && !namesProfession(text) && !namesTrade(text))) return null;
  const key = content.map((w) => w.text).join('-').slice(0, 80);
  return { id: `written.${key}`, name: itemWords(c), importance, minYears: years, alternatives: [], weight: 0, implied: false };
}

/** A requirement item's words, without its bullet and closing punctuation. */
export function itemWords(c: JobClause): string {
  return c.text.replace(/^[\s\-–•*:]+|[\s.;:,!]+$/gu, '').slice(0, 160);
}

/**
 * The words of the comma part of a requirement item holding `at` ("Diplomatura o Grado en
 * Enfermería, colegiación en vigor, experiencia mínima de 1 año en geriatría": the last part), or
 * the whole item when it is no comma list.
 */
export function partWords(c: JobClause, at: number): string {
  let from = 0;
  for (const piece of c.text.split(PART_END)) {
    if (at < from + piece.length) {
      if (from === 0 && piece.length === c.text.length) break;
      return piece.replace(/^[\s\-–•*:]+|[\s.;:,!]+$/gu, '').replace(/^(?:and|or|e|ed|o|y|et|ou|und|oder|sowie)\s+/iu, '').slice(0, 160);
    }
    from += piece.length + 1;
  }
  return itemWords(c);
}

/** Most words of a list part kept as written. */
const MAX_PART_WORDS = 4;
/** Where the parts of a list end: commas and semicolons outside parentheses. */
const PART_END = /[,;](?![^()]*\))/u;

/**
 * The parts of a requirement list that the knowledge base cannot name while it names the others
 * ("wound care, diabetes management, monitoring patients' medication, venepuncture"): each is
 * asked all the same, kept as written. Only a list of three parts or more, most of them named, and
 * a part after the first (which leads the list in) of at most four words that says what is asked,
 * with no number in it.
 */
export function writtenParts(c: JobClause, matches: SkillMatch[], importance: Importance): SkillRequirement[] {
  const parts: Array<{ text: string; start: number }> = [];
  let at = 0;
  for (const piece of c.text.split(PART_END)) {
    // A sentence glued on by scraping ("… GBA NORTE.Se ofrece …") ends the list.
    const end = /[.!?](?=\s*\p{Lu})/u.exec(piece.replace(/^\s+/, ''));
    parts.push({ text: end ? piece.slice(0, piece.length - piece.trimStart().length + end.index) : piece, start: at });
    if (end) break;
    at += piece.length + 1;
  }
  if (parts.length < 3) return [];
  const named = (p: { text: string; start: number }) => matches.some((m) => m.start < p.start + p.text.length && p.start < m.end);
  // A part naming a degree or a language is read apart: it counts as named.
  const read = (p: { text: string; start: number }) => named(p) || namesEducation(p.text) || namesLanguage(p.text);
  if (parts.filter(read).length * 2 < parts.length) return [];
  const out: SkillRequirement[] = [];
  // The first part leads the list in ("Elevata esperienza, maturata nel …", "procedures including …").
  for (const p of parts.slice(1)) {
    if (named(p) || /\d/.test(p.text)) continue;
    const text = p.text.replace(/^[\s\-–•*:]+|[\s.;:,!]+$/gu, '').replace(/^(?:and|or|e|ed|o|y|et|ou|und|oder|sowie)\s+/iu, '');
    const content = contentWords(text);
    if (!content.length || lexiconTokens(text).length > MAX_PART_WORDS || namesLanguage(text) || namesEducation(text)) continue;
    const key = content.map((w) => w.text).join('-').slice(0, 80);
    out.push({ id: `written.${key}`, name: text, importance, minYears: null, alternatives: [], weight: 0, implied: false });
  }
  return out;
}

/** A field label of words of knowledge before a colon ("Conocimientos necesarios:", "Technical skills:", "Kenntnisse:"). */
const LABEL = /^([^:]{2,40}):\s*/u;

function isListLabel(label: string): boolean {
  const cues = jobCues();
  const words = foldKey(label).split(' ').filter(Boolean);
  const knowledge = (w: string) => cues.knowledgeWords.includes(w) || cues.compoundHeads.includes(w);
  return words.some(knowledge) && words.every((w) => knowledge(w) || cues.listLabelWords.has(w) || stopWords().has(w));
}

/**
 * The parts of a short list a field label leads ("Conocimientos necesarios: Estrategia,
 * Integración", "Skills: Strategy, Integration, Governance", "Kenntnisse: Strategie, Integration"):
 * each part is asked on its own, as a recruiter reads it, so each one the knowledge base cannot
 * name is kept as written by itself (the others are the skills found). The label, a heading written
 * on the line (`label`) or words before a colon, is words of knowledge ("Requisitos: Elevada
 * experiencia, AutoCAD" is a section's list, whose first part leads it in). Only a list of two parts
 * or more, each of at most four words with no number; null when the clause is no such list.
 */
export function labelledParts(c: JobClause, matches: SkillMatch[], importance: Importance): SkillRequirement[] | null {
  let text = c.text;
  let offset = 0;
  const label = LABEL.exec(text);
  if (label && isListLabel(label[1]!)) {
    offset = label[0].length;
    text = text.slice(offset);
  } else if (!c.label || !isListLabel(c.label)) return null;
  const parts: Array<{ text: string; start: number }> = [];
  let at = offset;
  for (const piece of text.split(PART_END)) {
    parts.push({ text: piece, start: at });
    at += piece.length + 1;
  }
  if (parts.length < 2) return null;
  const out: SkillRequirement[] = [];
  for (const p of parts) {
    const words = p.text.replace(/^[\s\-–•*:]+|[\s.;:,!]+$/gu, '').replace(/^(?:and|or|e|ed|o|y|et|ou|und|oder|sowie)\s+/iu, '');
    if (!words || /\d|[.!?](?=\s*\p{Lu})/u.test(words) || lexiconTokens(words).length > MAX_PART_WORDS) return null;
    const named = matches.some((m) => m.start < p.start + p.text.length && p.start < m.end);
    if (named || namesLanguage(words) || namesEducation(words)) continue;
    const content = contentWords(words);
    if (!content.length) continue;
    const key = content.map((w) => w.text).join('-').slice(0, 80);
    out.push({ id: `written.${key}`, name: words, importance, minYears: null, alternatives: [], weight: 0, implied: false });
  }
  return out;
}
