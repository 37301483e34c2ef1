/**
 * Step 3 of reading a job description: the skills each clause names, grouped into alternatives
 * ("Java or Kotlin"), with the years written before them ("5+ years of Java"), weighted by the
 * section they sit in; the overall years asked; and, when the description names few skills, the
 * core skills of its occupation as implied nice-to-haves.
 */
import { regionCodes } from '../../knowledge/lexicons/places.ts';
import { matchOccupation, occupationById } from '../../knowledge/occupations/occupation-knowledge.ts';
import { type SkillMatch, skillById } from '../../knowledge/skills/skill-knowledge.ts';
import { ellipticSkills } from './elliptic-skills.ts';
import { findSkillsInCompounds } from './skill-compounds.ts';
import { withoutGenericHeads } from './generic-heads.ts';
import { labelledParts, namesCheck, offersBenefit, partWords, writtenItem, writtenParts } from './written-items.ts';
import { skillCueWords } from '../../knowledge/skills/skill-matcher.ts';
import { degreeFieldSpan, degreeSpans, namesEducation } from './job-conditions.ts';
import { clauseImportance, type JobClause } from './job-sections.ts';
import { hasPhrase, jobCues, type ScoringWeights, scoringWeights } from './match-lexicon.ts';
import type { Importance, JobSection, OccupationRef, SkillRequirement } from '../match-types.ts';
import { skillDomainWeight } from './skill-domains.ts';
import { sameLengthFold } from './text-terms.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { wordTokens as lexiconTokens } from '../../knowledge/text/word-tokens.ts';

const MAX_YEARS = 30;

export interface YearsMention {
  years: number;
  importance: Importance;
  /** The clause speaks of experience (or names skills, or is a requirement). */
  experience: boolean;
  /** The years are written right before a skill ("5+ years of Java"): that skill's years. */
  bound: boolean;
}

/**
 * Skills of a clause grouped into alternatives. Lists are conjunctive unless alternatives are
 * written: skills joined by "or" (in any language) or by "/" are one group ("Java or Kotlin",
 * "HTML/CSS"); a comma list closed by "or" is one group ("Java, Kotlin or Scala"); otherwise commas
 * and "and" separate requirements ("JavaScript/TypeScript, React" is JavaScript|TypeScript and React).
 * Examples in parentheses are alternatives of the skill before them ("CRM (HubSpot or Salesforce)").
 */
function skillGroups(text: string, matches: SkillMatch[]): SkillMatch[][] {
  const or = jobCues().or;
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  const groups: SkillMatch[][] = [];
  // Runs of skills joined only by separators; each gap marked as an alternative or not.
  let run: SkillMatch[] = [];
  let gaps: Array<'alt' | 'comma' | 'and'> = [];
  const flush = () => {
    if (!run.length) return;
    const lastAlt = gaps.length > 0 && gaps[gaps.length - 1] === 'alt';
    if (lastAlt && gaps.slice(0, -1).every((g) => g === 'comma' || g === 'alt')) groups.push(run);
    else {
      let group: SkillMatch[] = [run[0]!];
      for (let i = 1; i < run.length; i++) {
        if (gaps[i - 1] === 'alt') group.push(run[i]!);
        else {
          groups.push(group);
          group = [run[i]!];
        }
      }
      groups.push(group);
    }
    run = [];
    gaps = [];
  };
  for (const m of sorted) {
    const prev = run[run.length - 1];
    if (prev) {
      const gap = text.slice(prev.end, m.start).toLowerCase();
      const words = gap.split(/[\s,()/.:]+/).filter(Boolean);
      // "ERP-Systeme (z. B. SAP)", "CRM (e.g. HubSpot)": the example cue stands in the gap.
      const open = gap.lastIndexOf('(');
      const cueWords = gap.slice(open + 1).split(/[\s,/.:]+/).filter(Boolean);
      const example =
        open >= 0 &&
        cueWords.length > 0 &&
        cueWords.every((w) => jobCues().exampleWords.has(w)) &&
        gap.slice(0, open).split(/[\s,/-]+/).filter(Boolean).length <= 2;
      const onlyJoiners = example || words.every((w) => or.has(w) || w === 'and' || w === '&');
      if (onlyJoiners && gap.length <= (example ? MAX_EXAMPLE_GAP : 12)) {
        // "CRM (HubSpot or Salesforce)": examples in parentheses are ways of meeting the skill before them.
        // "HTML/CSS", "Java / Spring Boot": joined by "/", any of them meets the requirement.
        // (Reading a language and its framework as both asked cost the ranking: bench:relevance
        // nDCG@10 0.690 -> 0.687; see docs/decisions.md.)
        const alt = words.some((w) => or.has(w)) || /[/(]/.test(gap);
        // "Cisco CCNA": two names side by side are one item of a list.
        gaps.push(alt ? 'alt' : words.length ? 'and' : 'comma');
        run.push(m);
        continue;
      }
      flush();
    }
    run.push(m);
  }
  flush();
  return groups;
}

/**
 * Farthest a number of years may stand before the skill it is written with, in characters: "2 à 5
 * ans d'expérience dans des rôles liés à l'informatique et/ou au développement de logiciels", "7
 * anni di rilevante esperienza maturata nel settore pubblico e/o nel privato, nel diritto
 * dell'informatica". Another figure or a skill with its own words of knowledge stops it sooner.
 */
const MAX_YEARS_REACH = 120;

/** Longest gap holding an example cue between a skill and its examples ("(por exemplo "), in characters. */
const MAX_EXAMPLE_GAP = 20;

const YEARS_RE = (() => {
  const cues = jobCues();
  const numberWords = [...cues.numbers.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+'));
  const num = `(\\d{1,2}|${numberWords.join('|')})`;
  const years = [...cues.years].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${num}\\s*(?:\\+\\s*)?(?:(?:-|/|to|a|bis|y|e|et|und|ou|o)\\s*${num}\\s*(?:\\+\\s*)?)?(?:\\(\\s*\\d{1,2}\\s*\\)\\s*)?(?:or more\\s+|plus\\s+|o piu\\s+|o mas\\s+|ou plus\\s+|oder mehr\\s+|ou mais\\s+)?(?:${years})(?![\\p{L}])(?!\\s*\\d)`,
    'giu',
  );
})();

export interface YearsHit {
  years: number;
  start: number;
  end: number;
}

export function yearsIn(text: string): YearsHit[] {
  const numbers = jobCues().numbers;
  const value = (s: string | undefined) => (s === undefined ? Number.NaN : /^\d+$/.test(s) ? Number(s) : (numbers.get(foldKey(s)) ?? Number.NaN));
  const out: YearsHit[] = [];
  const folded = sameLengthFold(text);
  for (const m of folded.matchAll(YEARS_RE)) {
    const a = value(m[1]);
    const b = value(m[2]);
    const years = Number.isFinite(b) ? Math.min(a, b) : a;
    if (Number.isFinite(years) && years > 0 && years <= MAX_YEARS) out.push({ years, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  // "esperienza triennale", "dreijährige Berufserfahrung", "2-jährige Erfahrung": a word that is a number of years.
  const cues = jobCues();
  for (const t of lexiconTokens(text)) {
    if (out.some((h) => t.start < h.end && h.start < t.end)) continue;
    let years = cues.yearAdjectives.get(t.text);
    if (years === undefined) {
      const figure = /^(\d{1,2})\s*-?\s*(\p{L}+)$/u.exec(folded.slice(Math.max(0, t.start - 4), t.end).replace(/^.*?(?=\d)/u, ''));
      if (figure && cues.yearAdjectiveSuffixes.includes(figure[2]!)) years = Number(figure[1]);
    }
    if (years !== undefined && years > 0 && years <= MAX_YEARS) out.push({ years, start: t.start, end: t.end });
  }
  return out.sort((x, y) => x.start - y.start);
}

/**
 * A province or state code written after a town ("Verona (VR)", "Austin, TX", "Belo Horizonte/MG")
 * names a place, not a skill ("VR", "TX").
 */
function regionCodeAt(text: string, m: SkillMatch): boolean {
  const written = text.slice(m.start, m.end);
  if (!/^[A-Z]{2,3}$/.test(written) || !regionCodes().has(written)) return false;
  return /(?:\(|,\s*|\/|\s[-–]\s)$/.test(text.slice(Math.max(0, m.start - 3), m.start));
}


/** Words before a skill looked at for a verb of passing a check, in words. */
const PASS_REACH = 5;

/**
 * A check the candidate must pass ("must pass a credit and background check", "able to clear a
 * background check", "superare il controllo dei precedenti"): a condition of hiring, not the skill
 * of running such checks that the knowledge base names alike.
 */
function checkToPass(text: string, m: SkillMatch): boolean {
  const cues = jobCues();
  if (!namesCheck(foldKey(text.slice(m.start, m.end)))) return false;
  const before = ` ${foldKey(text.slice(Math.max(0, m.start - 60), m.start)).split(' ').slice(-PASS_REACH).join(' ')} `;
  return cues.passLeads.some((p) => before.includes(` ${p} `));
}

/**
 * A skill's name closing the phrase by which the employer says whom it seeks ("We are recruiting
 * Class 1 drivers"): the employer's act, not the skill of recruiting.
 */
function inSeekingPhrase(text: string, m: SkillMatch): boolean {
  const name = foldKey(m.asWritten);
  if (!name) return false;
  const upto = ` ${foldKey(text.slice(Math.max(0, m.start - 40), m.end))}`;
  return jobCues().seeking.some((p) => p.length > name.length && p.endsWith(` ${name}`) && upto.endsWith(` ${p}`));
}

/**
 * An abbreviation in parentheses right after the name it abbreviates ("Certified Coding Associate
 * (CCA)", "Enterprise Resource Planning (ERP)") names that thing, not another skill spelt alike.
 */
function abbreviationOf(text: string, m: SkillMatch, all: SkillMatch[]): boolean {
  const written = text.slice(m.start, m.end);
  if (!/^[A-Z][A-Z0-9&]{1,7}$/.test(written) || text[m.start - 1] !== '(' || text[m.end] !== ')') return false;
  const before = text.slice(0, m.start - 1).trimEnd();
  const named = all.find((o) => o !== m && o.end === before.length);
  if (!named) return false;
  const initials = text
    .slice(named.start, named.end)
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials === written.replace(/[0-9&]/g, '');
}

/** The text between a figure and a skill names another skill and then words of knowledge of its own. */
function ownKnowledgeWords(between: string, groups: SkillMatch[][], offset: number): boolean {
  const inner = groups.filter((g) => g[0]!.start >= offset && g[0]!.start < offset + between.length);
  if (!inner.length) return false;
  const lastEnd = Math.max(...inner.flatMap((g) => g.map((m) => m.end))) - offset;
  const cues = skillCueWords();
  return lexiconTokens(between.slice(Math.max(0, lastEnd))).some((t) => cues.has(t.text));
}

/** The text between a figure and a skill asks for knowledge of its own ("3+ years in retail and excellent knowledge of Excel"). */
function asksKnowledge(between: string): boolean {
  const folded = foldKey(between);
  return jobCues().knowledgeWords.some((w) => hasPhrase(folded, w));
}

/**
 * The text between a figure and a skill closes the figure's own part and opens the skill's: a
 * comma after words of their own, then the skill first in the next part ("3 anni di esperienza nel
 * ruolo, patente B", "3 years of experience in the role, driving licence"), or a part of a longer
 * comma list (a comma after the skill, or two before it) opening on a word of its own ("… nella
 * mansione, patentino del muletto, disponibilità ai turni", "… en sala, don de gentes, dotes de
 * comunicación e inglés"). A part going on with the phrase before the comma ("…, nel diritto dell'informatica",
 * "…, especially Java", "…, developing in Python" closing the sentence) keeps the years, and a
 * skill continuing a list the figure gave years to is carried separately ("5 years of Java, Spring").
 */
function opensOwnPart(between: string, after: string): boolean {
  const comma = between.lastIndexOf(',');
  if (comma < 0 || !/\p{L}/u.test(between.slice(0, comma))) return false;
  const lead = foldKey(between.slice(comma + 1));
  if (!lead) return true;
  const cues = jobCues();
  const first = lead.split(' ')[0]!;
  if (cues.joiningWords.has(first) || cues.exampleWords.has(first) || cues.focusWords.some((w) => lead === w || lead.startsWith(`${w} `))) return false;
  return after.includes(',') || between.slice(0, comma).includes(',');
}

/** What may stand between two items of one list: commas, "and"/"or" in the six languages. */
const LIST_GAP = /^(?:\s*(?:,|;|\/|&|and|or|e|ed|o|y|u|et|ou|und|oder|sowie)\s*){1,2}$/iu;

/** Characters before or after a number of years where an age or tenure word is looked for. */
const AGE_REACH = 30;

/**
 * Years that are no experience asked: a person's age ("età compresa tra 18 e 29 anni", "aged
 * 18-25") anywhere, and how long the employer has existed ("for over 30 years", "seit über 25
 * Jahren") outside the requirement sections.
 */
function ageOrTenure(c: JobClause, h: YearsHit): boolean {
  const cues = jobCues();
  const near = ` ${foldKey(c.text.slice(Math.max(0, h.start - AGE_REACH), Math.min(c.text.length, h.end + AGE_REACH)))} `;
  if (cues.ageWords.some((w) => near.includes(` ${w} `))) return true;
  if (c.section === 'required' || c.section === 'preferred') return false;
  // "Empresa de distribuição com 25 anos de atividade recruta …": the words after the years say
  // they are the employer's, even in a sentence that seeks someone.
  const after = foldKey(c.text.slice(h.end, h.end + AGE_REACH));
  if (cues.tenureTails.some((w) => after === w || after.startsWith(`${w} `))) return true;
  const before = ` ${foldKey(c.text.slice(Math.max(0, h.start - AGE_REACH), h.start))}`;
  if (cues.tenureLeads.some((w) => before.endsWith(` ${w}`))) return true;
  // "We are a leading company with over 25 years of experience", "Siamo un'azienda con oltre 25
  // anni di esperienza": "with over" is the employer's tenure in a sentence about the employer
  // that seeks no one ("We are looking for an engineer with over 5 years …" asks them).
  if (!cues.companyTenureLeads.some((w) => before.endsWith(` ${w}`))) return false;
  // The sentence of the years only ("Join our team! The ideal candidate comes with over 5 years …").
  const from = Math.max(...[...c.text.slice(0, h.start).matchAll(/[.!?](?=\s)/gu)].map((m) => (m.index ?? 0) + 1), 0);
  const sentence = foldKey(c.text.slice(from, h.end));
  return sentence.split(' ').some((w) => cues.employerWords.has(w)) && !cues.seeking.some((p) => hasPhrase(sentence, p));
}

/**
 * A number of years that is how long a course of study or training lasts, no experience asked
 * ("Laurea triennale in Economia", "abgeschlossene dreijährige kaufmännische Ausbildung", "Laurea
 * magistrale o triennale", "Diploma triennale"): a course word (`courseWords`) right before it, or
 * one of the two words right after it with no word of experience before; or a degree named right
 * before the "or" before it.
 */
function courseLength(c: JobClause, h: YearsHit): boolean {
  const cues = jobCues();
  const isCourse = (w: string | undefined) => w !== undefined && cues.courseWords.has(w);
  const isExperience = (w: string | undefined) => w !== undefined && cues.experience.includes(w);
  const after = foldKey(c.text.slice(h.end, h.end + 60)).split(' ').filter(Boolean);
  if (isCourse(after[0]) || (!isExperience(after[0]) && !cues.or.has(after[0] ?? '') && isCourse(after[1]))) return true;
  const beforeText = c.text.slice(Math.max(0, h.start - 60), h.start);
  const before = foldKey(beforeText).split(' ').filter(Boolean);
  const last = before[before.length - 1];
  if (isCourse(last)) return true;
  if (!last || !cues.or.has(last)) return false;
  // "Laurea magistrale o triennale": the degree ends right before the "or".
  const orAt = c.text.slice(0, h.start).search(/\s*\S+\s*$/u);
  return degreeSpans(c.text).some((d) => d.end <= orAt && orAt - d.end <= 2);
}

/** The numbers of years a clause writes that may be experience asked (no age, no employer's tenure, no course's length). */
function askedYears(c: JobClause): YearsHit[] {
  return yearsIn(c.text).filter((h) => !ageOrTenure(c, h) && !courseLength(c, h));
}

function isSoft(id: string): boolean {
  return skillById(id)?.soft ?? false;
}

function requirementWeight(id: string, section: JobSection, cue: Importance | null, weights: ScoringWeights): number {
  const rw = weights.requirementWeights;
  // A clause that says "required" weighs as a requirement wherever it sits.
  const sectionWeight = cue === 'must' ? Math.max(rw.sections[section], rw.sections.required) : rw.sections[section];
  const soft = isSoft(id) ? rw.softSkill : 1;
  return Math.round(sectionWeight * soft * skillDomainWeight(id, weights) * 1000) / 1000;
}

/** The words a match was written with, where they are not the knowledge base's name. */
function writtenAs(m: SkillMatch): { written?: string } {
  const written = m.asWritten.replace(/\s+/g, ' ').trim();
  return written && foldKey(written) !== foldKey(m.name) ? { written } : {};
}

/**
 * Requirements named by an item that is nothing but their name ("- Rigueur"): when the same skill
 * is named again inside a longer item ("organisé, minutieux et capable de …"), it keeps the words
 * of the item of its own.
 */
const namedAlone = new WeakSet<SkillRequirement>();

/**
 * Requirements first named by the title ("Pflegefachkraft für unsere Intensivstation", "Enfermero/a
 * para Unidad de Cuidados Intensivos"): the title names the ward or the team; a requirement naming
 * the same skill ("Berufserfahrung in der Intensivpflege", "Experiencia en UCI") says what is asked,
 * so its words are shown (the employer's prose does not); the title's importance stays ("Java
 * Developer" with "Nice to have: Java 17" still asks Java).
 */
const namedByTitle = new WeakSet<SkillRequirement>();

function mergeSkill(into: Map<string, SkillRequirement>, req: SkillRequirement, alone = false, origin: 'title' | 'requirement' | 'other' = 'other'): void {
  const known = into.get(req.id);
  if (!known) {
    into.set(req.id, req);
    if (alone) namedAlone.add(req);
    if (origin === 'title') namedByTitle.add(req);
    return;
  }
  if (origin === 'requirement' && namedByTitle.has(known)) {
    namedByTitle.delete(known);
    known.name = req.name;
    if (req.written) known.written = req.written;
    else delete known.written;
  }
  if (alone && !namedAlone.has(known)) {
    known.name = req.name;
    if (req.written) known.written = req.written;
    else delete known.written;
    namedAlone.add(known);
  }
  if (req.importance === 'must') known.importance = 'must';
  known.weight = Math.max(known.weight, req.weight);
  if (req.minYears !== null) known.minYears = Math.max(known.minYears ?? 0, req.minYears);
  for (const alt of req.alternatives) if (!known.alternatives.some((a) => a.id === alt.id)) known.alternatives.push(alt);
}

/**
 * The importance a clause gives the skills it names. Prose of the opening part describes the
 * employer and the team ("our payments platform", "our site reliability group") unless it speaks
 * of the candidate: of experience, of years, of whom the employer seeks, of what the candidate has
 * ("Vous êtes titulaire de", "Sie verfügen über"), or with a cue. What it
 * names there is a nice-to-have.
 */
function skillImportance(c: JobClause, titleLine: number | null, hasRequirementSection: boolean): { importance: Importance | null; asked: boolean } {
  const importance = clauseImportance(c);
  if (importance === null || c.cue || c.line === titleLine) return { importance, asked: true };
  // Where the posting lists what it asks of the candidate, the duties and the opening prose say
  // what the job does and who the employer is: what they name is asked only when the clause says
  // so (a cue, or a number of years). It still tells what the job is about (context skills).
  // The duties say what the job does even where the posting lists no requirements ("Gestire ordini,
  // ricevimento merci" asks for no warehouse management).
  const describes = c.section === 'duties' || (hasRequirementSection && c.section === 'intro');
  const asked = !(describes && askedYears(c).length === 0);
  if (importance !== 'must' || c.section !== 'intro' || c.bullet) return { importance, asked };
  const cues = jobCues();
  const asks =
    cues.experience.some((p) => hasPhrase(c.folded, p)) ||
    cues.seeking.some((p) => hasPhrase(c.folded, p)) ||
    cues.candidateLeads.some((p) => hasPhrase(c.folded, p)) ||
    askedYears(c).length > 0;
  return { importance: asks ? 'must' : 'nice', asked: asked && asks };
}

/** Most words of a requirement item read as a name alone ("- React", "- MS Excel"). */
const MAX_BARE_ITEM_WORDS = 2;

/** Longest role after "experience as" tried against the occupations catalog, in words. */
const MAX_ROLE_WORDS = 6;
/** Where a role written after "experience as" ends. */
const ROLE_END = /[,;:.()[\]–—]|\s[-/]\s|\s(?:and|or|with|e|ed|o|y|u|ou|et|und|oder|mit|con|com|avec|who|che|que|qui|der|die)\s/iu;

/**
 * Experience gained in a role ("experience as a system administrator", "esperienza come
 * magazziniere", "Experiencia superior a 5 años como Jefe de Obra", "Erfahrung als Elektriker"):
 * when the occupations catalog knows the role, the phrase is a requirement of its own, kept as
 * written (the title route of the score compares roles), with the years the clause asks.
 */
function roleExperience(c: JobClause, years: number | null, importance: Importance): SkillRequirement | null {
  const cues = jobCues();
  const folded = sameLengthFold(c.text);
  const min = scoringWeights().title.minJobOccupationScore;
  for (const exp of cues.experience) {
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${exp.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
    if (!at) continue;
    const after = folded.slice(at.index + at[0].length, at.index + at[0].length + 120);
    for (const lead of cues.roleLeads) {
      const m = new RegExp(`^(?:[^,;:.()]{0,40}?\\s)?${lead.replace(/ /g, '\\s+')}\\s+(?:(?:an?|un[ae]?|una|uno|ein(?:e|em|er)?|um|uma)\\s+)?`, 'u').exec(after);
      if (!m) continue;
      const start = at.index + at[0].length + m[0].length;
      const rest = c.text.slice(start, start + 80).split(ROLE_END)[0]!;
      const words = rest.trim().split(/\s+/).filter(Boolean).slice(0, MAX_ROLE_WORDS);
      // The words that name a known role best ("auxiliar de cozinha", not "… buscamos pessoas").
      let best: { role: string; id: string; score: number } | null = null;
      for (let n = words.length; n >= 1; n--) {
        const role = words.slice(0, n).join(' ');
        if (role.length < 3) break;
        const occupation = matchOccupation(role);
        if (occupation && occupation.score >= min && (!best || occupation.score > best.score)) best = { role, id: occupation.id, score: occupation.score };
      }
      if (!best) continue;
      const end = c.text.indexOf(best.role, start) + best.role.length;
      const name = c.text.slice(at.index, end).replace(/\s+/g, ' ').trim();
      return { id: `written.experience-as-${best.id}`, name, importance, minYears: years, alternatives: [], weight: 0, implied: false };
    }
  }
  return null;
}

/**
 * A kind of workplace in the posting's language ("Expérience de 2 ans en EMS", a Swiss care home):
 * where the experience was gained, not the skill an English acronym spelt alike names.
 */
function workplaceAt(m: SkillMatch, language: string | undefined): boolean {
  return language !== undefined && (jobCues().workplaceWords.get(language)?.has(foldKey(m.asWritten)) ?? false);
}

export function readSkills(
  clauses: JobClause[],
  titleLine: number | null,
  weights: ScoringWeights,
  language?: string,
): { skills: SkillRequirement[]; contextSkills: SkillRequirement[]; years: YearsMention[]; titleOnly: Set<string> } {
  const cues = jobCues();
  const asked = new Map<string, SkillRequirement>();
  const context = new Map<string, SkillRequirement>();
  const written = new Map<string, SkillRequirement>();
  const years: YearsMention[] = [];
  // Skills named outside the title line: the others are named by the title alone.
  const inBody = new Set<string>();
  // First pass: how many skills each section names, the context that lets ambiguous names count.
  const perSection = new Map<JobSection, number>();
  for (const c of clauses) {
    const n = findSkillsInCompounds(c.text).filter((m) => !m.ambiguous).length;
    perSection.set(c.section, (perSection.get(c.section) ?? 0) + n);
  }
  // A requirement section opened by a heading: an item's own label ("- Diferenciais: TDD") opens none.
  const hasRequirementSection = clauses.some((c) => (c.section === 'required' || c.section === 'preferred') && !c.itemSection);
  for (const c of clauses) {
    const { importance, asked: isAsked } = skillImportance(c, titleLine, hasRequirementSection);
    if (!importance || offersBenefit(c) || c.place) continue;
    const bySkill = isAsked ? asked : context;
    const section: JobSection = c.line === titleLine ? 'title' : c.section;
    // Prose telling the candidate what they have ("Vous maîtrisez les logiciels Cegid et Excel", "The
    // ideal candidate is proficient in Excel") states what the job asks, as a requirement list does.
    const speaksToCandidate = c.section === 'intro' && !c.bullet && importance === 'must' && isAsked && cues.candidateLeads.some((p) => hasPhrase(c.folded, p));
    const requirement = c.section === 'required' || c.section === 'preferred' || c.cue !== null || speaksToCandidate;
    // "Bachelor's degree in Finance, Accounting or Economics": the field of the degree, read with
    // the education, names no skill.
    const field = namesEducation(c.text) ? degreeFieldSpan(c.text) : null;
    const degrees = field || namesEducation(c.text) ? degreeSpans(c.text) : [];
    // "- React", "- Excel": an item of a requirement list that is a name alone is that skill, as in
    // a CV's skills section (a name that is also a word needs no other context there).
    const bare = requirement && c.bullet && /^\p{Lu}/u.test(c.text.trim()) && lexiconTokens(c.text).length <= MAX_BARE_ITEM_WORDS;
    const matchContext = { nearbySkillCount: perSection.get(c.section) ?? 0, requirement, ...(bare ? { inSkillsSection: true } : {}) };
    const plain = findSkillsInCompounds(c.text, matchContext);
    // "Strong analytical and written communication skills": a requirement's word sharing the head of the next.
    const found = requirement ? [...plain, ...ellipticSkills(c.text, plain, matchContext)] : plain;
    // "gestionale SAP", "bases de datos Oracle": the generic word is the kind of the named system.
    const matches = withoutGenericHeads(c.text, found).filter(
      (m) =>
        (!field || m.start < field.start || m.start >= field.end) &&
        !degrees.some((d) => m.start >= d.start && m.end <= d.end) &&
        !regionCodeAt(c.text, m) &&
        !workplaceAt(m, language) &&
        !checkToPass(c.text, m) &&
        !inSeekingPhrase(c.text, m) &&
        !abbreviationOf(c.text, m, found),
    );
    // A title's "/" names the stack ("Full-Stack-Entwickler React / Node.js"), no choice between
    // its skills: each is its own.
    const groups = c.line === titleLine ? matches.map((m) => [m]) : skillGroups(c.text, matches);
    const hits = askedYears(c);
    const experience = cues.experience.some((p) => hasPhrase(c.folded, p));
    // A clause's first figure is what it asks; later ones qualify it ("4+ years of cooking,
    // including 2 years supervising a kitchen").
    const first = isAsked ? hits[0] : undefined;
    if (first) {
      const bound = matches.some((m) => m.start >= first.end && m.start - first.end <= 40 && !isSoft(m.id));
      years.push({ years: first.years, importance, experience: experience || matches.length > 0 || c.section === 'required', bound });
    }
    // Experience in a role the catalog knows is asked as such; else an item of a requirement
    // list the knowledge base cannot name is kept as written.
    const role = isAsked ? roleExperience(c, first?.years ?? null, importance) : null;
    // An item kept as written is the requirement a recruiter reads ("Teamfähigkeit und
    // zuverlässige Arbeitsweise"); the personal qualities the knowledge base names in it still
    // count for the score, as context, but are not listed a second time.
    let heldAsWritten = false;
    // The one skill the knowledge base names in an item it otherwise cannot read is shown in the
    // item's words ("Erfahrung in der Instandhaltung von elektrischen Anlagen": Maintenance engineering).
    let itemOf: SkillMatch | null = null;
    if (role && !written.has(role.id)) written.set(role.id, role);
    else if (!role && isAsked && (c.section === 'required' || c.section === 'preferred')) {
      // A skill already asked by an earlier item does not carry this one: it is kept as written.
      const hard = groups.filter((g) => g.some((m) => !m.soft));
      const fresh = hard.length === 1 && !bySkill.has(hard[0]![0]!.id) ? 1 : 0;
      // "Conocimientos necesarios: Estrategia, Integración": each part of a labelled list is its own item.
      const listed = labelledParts(c, matches, importance);
      const item = listed ? null : writtenItem(c, matches, first?.years ?? null, importance, fresh);
      if (listed) for (const part of listed) if (!written.has(part.id)) written.set(part.id, part);
      if (item && item !== 'named' && !written.has(item.id)) written.set(item.id, item);
      if (item === 'named') itemOf = hard[0]![0]!;
      heldAsWritten = item !== null || (listed !== null && listed.length > 0);
    }
    // The one skill named in a comma list is shown in its own part's words, and the list's other
    // parts are read as any list's ("…, colegiación en vigor, experiencia … en geriatría").
    if (isAsked && (!heldAsWritten || itemOf) && (requirement || c.cue === 'must')) {
      for (const part of writtenParts(c, matches, importance)) if (!written.has(part.id)) written.set(part.id, part);
    }
    // Years carried along a list right after them ("7 anni di esperienza in diritto
    // dell'informatica, privacy e proprietà intellettuale": each of the three).
    const carry: { from: { years: number; end: number } | null } = { from: null };
    for (const group of groups) {
      const distinct = [...new Map(group.map((m) => [m.id, m])).values()];
      const main = distinct[0]!;
      const last = group.reduce((a, b) => (b.end > a.end ? b : a));
      // Years written right before the skill ("5+ years of Java", "3 anni di esperienza in SQL").
      // A figure stops at a skill named with its own words of knowledge ("3+ years of Java and
      // knowledge of Docker"); "3+ anos com Kotlin para desenvolvimento Android" gives both.
      const before = hits.filter(
        (h) =>
          h.end <= main.start &&
          main.start - h.end <= MAX_YEARS_REACH &&
          !ownKnowledgeWords(c.text.slice(h.end, main.start), groups, h.end) &&
          !asksKnowledge(c.text.slice(h.end, main.start)) &&
          !opensOwnPart(c.text.slice(h.end, main.start), c.text.slice(last.end)),
      );
      const from = carry.from;
      const listed = from !== null && LIST_GAP.test(c.text.slice(from.end, main.start)) && !hits.some((h) => h.start >= from.end && h.start < main.start);
      // "Python: 3 years (Preferred)", "SQL: mínimo 2 años": a job board's experience field puts the
      // figure right after the skill and a colon (with at most two words such as "at least").
      const field = before.length ? undefined : hits.find((h) => h.start >= last.end && /^\s*:\s*(?:\p{L}+\.?\s+){0,2}$/u.test(c.text.slice(last.end, h.start)));
      const minYears = before.length ? before[before.length - 1]!.years : field ? field.years : listed && from ? from.years : null;
      carry.from = minYears !== null ? { years: minYears, end: last.end } : null;
      // Only what the body asks makes a title's skill asked: the employer's prose naming it again
      // ("the Lending team", a description repeating the title) leaves it implied by the title.
      if (c.line !== titleLine && isAsked) for (const m of distinct) inBody.add(m.id);
      mergeSkill(heldAsWritten && isSoft(main.id) && distinct.every((m) => isSoft(m.id)) ? context : bySkill, {
        id: main.id,
        name: main.name,
        importance,
        minYears,
        alternatives: distinct.slice(1).map((m) => ({ id: m.id, name: m.name })),
        weight: requirementWeight(main.id, section, c.cue, weights),
        implied: false,
        ...(group[0] === itemOf ? { written: partWords(c, main.start) } : writtenAs(main)),
      }, distinct.length === 1 && foldKey(c.text) === foldKey(main.asWritten), c.line === titleLine ? 'title' : requirement ? 'requirement' : 'other');
    }
  }
  // A skill that is also an alternative of another requirement stays only as the alternative.
  const alternativeIds = new Set([...asked.values()].flatMap((s) => s.alternatives.map((a) => a.id)));
  const skills = [...asked.values()].filter((s) => !(alternativeIds.has(s.id) && s.alternatives.length === 0));
  const named = new Set([...asked.keys(), ...alternativeIds]);
  const contextSkills = [...context.values()].filter((s) => !named.has(s.id) && !s.alternatives.some((a) => named.has(a.id)));
  const titleOnly = new Set(skills.filter((s) => !inBody.has(s.id)).map((s) => s.id));
  return { skills: [...skills.filter((s) => s.weight > 0), ...written.values()], contextSkills: contextSkills.filter((s) => s.weight > 0), years, titleOnly };
}

export function readMinYears(years: YearsMention[]): { minYears: number | null; importance: Importance } {
  const relevant = years.filter((y) => y.experience);
  const must = relevant.filter((y) => y.importance === 'must');
  const asked = must.length ? must : relevant;
  if (!asked.length) return { minYears: null, importance: 'must' };
  // The overall figure is one not bound to a skill; written in several clauses (a free text and a
  // form field) or as alternatives ("7 years with a degree, 9 without"), the smallest is asked.
  const overall = asked.filter((y) => !y.bound);
  const pool = overall.length ? overall : asked;
  return { minYears: Math.min(...pool.map((y) => y.years)), importance: must.length ? 'must' : 'nice' };
}

export function impliedSkills(occupation: OccupationRef | null, explicit: SkillRequirement[], weights: ScoringWeights): SkillRequirement[] {
  if (!occupation) return [];
  const hard = explicit.filter((s) => !isSoft(s.id)).length;
  if (hard >= weights.impliedSkillsBelow) return [];
  const have = new Set(explicit.flatMap((s) => [s.id, ...s.alternatives.map((a) => a.id)]));
  const out: SkillRequirement[] = [];
  for (const id of occupationById(occupation.id)?.skills ?? []) {
    const skill = skillById(id);
    if (!skill || have.has(id)) continue;
    out.push({
      id,
      name: skill.name,
      importance: 'nice',
      minYears: null,
      alternatives: [],
      weight: Math.round(weights.requirementWeights.impliedSkill * (skill.soft ? weights.requirementWeights.softSkill : 1) * 1000) / 1000,
      implied: true,
    });
  }
  return out;
}

