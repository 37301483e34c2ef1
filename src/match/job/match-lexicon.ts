/**
 * Loads Match's data files (src/match/dataset/): the cue phrases for reading job descriptions,
 * the stop words of the text signal and the frozen scoring weights. Read once per process.
 */
import { readFileSync } from 'node:fs';
import type { LanguageLevel } from '../../knowledge/lexicons/human-languages.ts';
import { PhraseIndex } from '../../knowledge/lexicons/phrase-index.ts';
import type { JobSection } from '../match-types.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { once } from '../../knowledge/text/memo.ts';

const DATASET = new URL('../dataset/', import.meta.url);

interface CuesFile {
  sections: Record<'required' | 'preferred' | 'duties' | 'other', string[]>;
  inline: Record<'required' | 'preferred', string[]>;
  or: string[];
  equivalent: string[];
  experience: string[];
  numbers: Record<string, string[]>;
  years: string[];
  titleLabels: string[];
  locationLabels: string[];
  remote: string[];
  seeking: string[];
  degreeLevels: Record<string, string[]>;
  otherHeadingPrefixes: string[];
  headingJoiners: string[];
  headingNumbering?: string[];
  invitations: string[];
  languageUse: string[];
  residence: string[];
  offerLeads: string[];
  headingFiller: string[];
  yearAdjectives: Record<string, string[]>;
  yearAdjectiveSuffixes: string[];
  genericWords: string[];
  joiningWords: string[];
  ageWords: string[];
  tenureLeads: string[];
  exampleWords: string[];
  roleLeads?: string[];
  passLeads?: string[];
  screeningWords?: string[];
  compoundHeads?: string[];
  knowledgeWords?: string[];
  listLabelWords?: string[];
  studyWords?: string[];
  courseWords?: string[];
  employerWords?: string[];
  benefitPhrases?: string[];
  companyTenureLeads?: string[];
  tenureTails?: Record<string, string[]>;
  workplaceWords?: Record<string, string[]>;
  candidateLeads?: string[];
  focusWords?: Record<string, string[]>;
  seekingPersons?: Record<string, string[]>;
  seekingFillers?: Record<string, string[]>;
  queryModes?: Record<string, string[]>;
}

export interface JobCues {
  /** Folded heading phrase → section kind; longest phrases first. */
  headings: Array<{ phrase: string; section: JobSection }>;
  /** The same, by phrase. */
  headingSections: Map<string, JobSection>;
  inlineRequired: string[];
  inlinePreferred: string[];
  or: Set<string>;
  equivalent: string[];
  experience: string[];
  /** Folded number word → value. */
  numbers: Map<string, number>;
  years: Set<string>;
  titleLabels: string[];
  locationLabels: string[];
  remote: string[];
  seeking: string[];
  /** Folded phrases asking for an education level without a named degree, longest first. */
  degreeLevels: Array<{ phrase: string; level: number }>;
  /** Folded words that start a heading about the employer ("about acme", "why join acme"). */
  otherHeadingPrefixes: string[];
  /** Folded words joining heading phrases into one heading ("missions et responsabilites"). */
  headingJoiners: Set<string>;
  /** Folded words numbering the parts of a public notice ('art', 'base', 'segunda'), left out of a heading. */
  headingNumbering: string[];
  /** Folded phrases inviting applications: the clause asks nothing. */
  invitations: string[];
  /** Folded words of speaking a language. */
  languageUse: string[];
  /** Folded phrases asking where the candidate lives. */
  residence: string[];
  /** Folded phrases starting a clause about what the employer offers, longest first. */
  offerLeads: string[];
  /** Folded words a heading may hold beside its heading phrase. */
  headingFiller: Set<string>;
  /** Folded word that is a number of years ("triennale") → the number. */
  yearAdjectives: Map<string, number>;
  /** Folded endings of a word that is a number of years after a figure ("2-jährige"). */
  yearAdjectiveSuffixes: string[];
  /** Folded words of a requirement item that say nothing of what is asked. */
  genericWords: Set<string>;
  /** Folded words a line that is continued by the next one ends on. */
  joiningWords: Set<string>;
  /** Folded words of a person's age. */
  ageWords: string[];
  /** Folded words before how long the employer has existed. */
  tenureLeads: string[];
  /** Folded words of an example cue ("e g", "z b", "such as"). */
  exampleWords: Set<string>;
  /** Folded words between experience and the role it was gained in ("experience as", "esperienza come"); longest first. */
  roleLeads: string[];
  /** Folded words before a check the candidate must pass ("pass", "superare", "bestehen"). */
  passLeads: string[];
  /** Folded words of a check ("check", "screening", "Überprüfung"). */
  screeningWords: Set<string>;
  /** Folded German words closing a compound that names a skill ("kenntnisse", "erfahrung"), longest first. */
  compoundHeads: string[];
  /** Folded words asking for knowledge of a skill ("knowledge", "conoscenza", "Kenntnisse"). */
  knowledgeWords: string[];
  /** Words a field label holds beside a word of knowledge ('Conocimientos necesarios:', 'Technical skills:'). */
  listLabelWords: Set<string>;
  /** Words of studies in a field, with no level ('Estudios en TI', 'Studi in ambito informatico'). */
  studyWords: Set<string>;
  /** Words of a course of study or training ('laurea', 'Ausbildung', 'diploma'): years beside one are its length. */
  courseWords: Set<string>;
  /** Words of a sentence about the employer or the project ('we', 'our', 'somos', 'siamo', 'wir'). */
  employerWords: Set<string>;
  /** Words of what the employer gives ('salary', 'Vergütung', 'buoni pasto', 'contrato indefinido'). */
  benefitPhrases: string[];
  /** Words before the employer's years in a sentence about the employer ('with over', 'con oltre', 'mit über'). */
  companyTenureLeads: string[];
  /** Folded words right after the employer's years ("25 anos de atividade", "30 anni di attività"), longest first. */
  tenureTails: string[];
  /** Folded kinds of workplace by language ("ems", "ehpad" in fr; "rsa" in it): experience in one asks years, no skill. */
  workplaceWords: Map<string, Set<string>>;
  /** All languages' kinds of workplace together, folded. */
  anyWorkplaceWord: Set<string>;
  /** Folded phrases by which running text tells the candidate what they have ("vous justifiez de", "Sie verfügen über"). */
  candidateLeads: string[];
  /** Folded words after a comma that narrow the phrase before it ("especially", "in particolare", "insbesondere"), longest first. */
  focusWords: string[];
  /** Folded words for the person sought after a seeking phrase ("una persona", "Dich"), longest first. */
  seekingPersons: string[];
  /** Folded words of time or team after a seeking phrase ("ab sofort", "per subito"), longest first. */
  seekingFillers: string[];
  /** Folded words of the mode or hours of work in a short query ("remote", "Teilzeit"), longest first. */
  queryModes: string[];
}

const byLength = (a: string, b: string) => b.length - a.length || a.localeCompare(b);
const folded = (list: string[]) => [...new Set(list.map(foldKey).filter(Boolean))].sort(byLength);

export const jobCues = once((): JobCues => {
  const raw = JSON.parse(readFileSync(new URL('jd-cues.json', DATASET), 'utf8')) as CuesFile;
  const headings: JobCues['headings'] = [];
  const seen = new Set<string>();
  // A phrase listed under several kinds keeps the first: required, preferred, duties, other.
  for (const section of ['required', 'preferred', 'duties', 'other'] as const) {
    for (const phrase of folded(raw.sections[section])) {
      if (seen.has(phrase)) continue;
      seen.add(phrase);
      headings.push({ phrase, section });
    }
  }
  headings.sort((a, b) => byLength(a.phrase, b.phrase));
  const numbers = new Map<string, number>();
  for (const [value, words] of Object.entries(raw.numbers)) for (const w of words) numbers.set(foldKey(w), Number(value));
  return {
    headings,
    headingSections: new Map(headings.map((h) => [h.phrase, h.section])),
    inlineRequired: folded(raw.inline.required),
    inlinePreferred: folded(raw.inline.preferred),
    or: new Set(raw.or.map((w) => w.toLowerCase())),
    equivalent: folded(raw.equivalent),
    experience: folded(raw.experience),
    numbers,
    years: new Set(raw.years.map(foldKey)),
    titleLabels: folded(raw.titleLabels),
    locationLabels: folded(raw.locationLabels),
    remote: folded(raw.remote),
    seeking: folded(raw.seeking),
    degreeLevels: Object.entries(raw.degreeLevels ?? {})
      .flatMap(([level, phrases]) => folded(phrases).map((phrase) => ({ phrase, level: Number(level) })))
      .sort((a, b) => byLength(a.phrase, b.phrase)),
    otherHeadingPrefixes: folded(raw.otherHeadingPrefixes ?? []),
    headingJoiners: new Set((raw.headingJoiners ?? []).map((w) => w.toLowerCase())),
    headingNumbering: folded(raw.headingNumbering ?? []),
    invitations: folded(raw.invitations ?? []),
    languageUse: folded(raw.languageUse ?? []),
    residence: folded(raw.residence ?? []),
    offerLeads: folded(raw.offerLeads ?? []),
    headingFiller: new Set(folded(raw.headingFiller ?? [])),
    yearAdjectives: new Map(Object.entries(raw.yearAdjectives ?? {}).flatMap(([n, words]) => folded(words).map((w) => [w, Number(n)] as [string, number]))),
    yearAdjectiveSuffixes: folded(raw.yearAdjectiveSuffixes ?? []),
    genericWords: new Set(folded(raw.genericWords ?? [])),
    joiningWords: new Set(folded(raw.joiningWords ?? [])),
    ageWords: folded(raw.ageWords ?? []),
    tenureLeads: folded(raw.tenureLeads ?? []),
    exampleWords: new Set(folded(raw.exampleWords ?? [])),
    roleLeads: folded(raw.roleLeads ?? []).sort(byLength),
    passLeads: folded(raw.passLeads ?? []),
    screeningWords: new Set(folded(raw.screeningWords ?? [])),
    compoundHeads: folded(raw.compoundHeads ?? []).map((h) => h.replace(/ /g, '-')),
    knowledgeWords: folded(raw.knowledgeWords ?? []),
    listLabelWords: new Set(folded(raw.listLabelWords ?? [])),
    studyWords: new Set(folded(raw.studyWords ?? [])),
    courseWords: new Set(folded(raw.courseWords ?? [])),
    employerWords: new Set(folded(raw.employerWords ?? [])),
    benefitPhrases: folded(raw.benefitPhrases ?? []),
    companyTenureLeads: folded(raw.companyTenureLeads ?? []),
    tenureTails: folded(Object.values(raw.tenureTails ?? {}).flat()),
    workplaceWords: new Map(Object.entries(raw.workplaceWords ?? {}).map(([lang, words]) => [lang, new Set(folded(words))])),
    anyWorkplaceWord: new Set(folded(Object.values(raw.workplaceWords ?? {}).flat())),
    candidateLeads: folded(raw.candidateLeads ?? []),
    focusWords: folded(Object.values(raw.focusWords ?? {}).flat()),
    seekingPersons: folded(Object.values(raw.seekingPersons ?? {}).flat()),
    seekingFillers: folded(Object.values(raw.seekingFillers ?? {}).flat()),
    queryModes: folded(Object.values(raw.queryModes ?? {}).flat()),
  };
});

interface PlacesFile {
  placeCues: string[];
  countryCues: Record<string, string[]>;
  currencySymbols: Record<string, string>;
  workModes: string[];
  languageCountries: Record<string, string>;
  remoteRegions: string[];
  nameArticles?: Record<string, string[]>;
}

export interface JobPlaceWords {
  /** Folded phrases after which running text names the place of work. */
  placeCues: PhraseIndex<true>;
  /** Folded phrase → the countries whose postings use it. */
  countryCues: PhraseIndex<string[]>;
  /** Currency sign as written → country. */
  currencySymbols: Array<[string, string]>;
  /** Folded words that may stand beside a place in a header line naming only it ("hybrid"). */
  workModes: Set<string>;
  /** Language of a posting → the country it names when it names none. */
  languageCountries: Map<string, string>;
  /** Folded names of regions of several countries ("eu", "emea"). */
  remoteRegions: Set<string>;
  /** Articles, as written with a capital, that open a proper name ("Ristorante Il Faro", "The Reading Room"). */
  nameArticles: Set<string>;
}

/** Words for reading where a job is (dataset/job-places.json; documented there). */
export const jobPlaceWords = once((): JobPlaceWords => {
  const raw = JSON.parse(readFileSync(new URL('job-places.json', DATASET), 'utf8')) as PlacesFile;
  const countryCues = new PhraseIndex<string[]>();
  const byPhrase = new Map<string, string[]>();
  for (const [country, phrases] of Object.entries(raw.countryCues)) {
    for (const p of folded(phrases)) byPhrase.set(p, [...(byPhrase.get(p) ?? []), country]);
  }
  for (const [p, countries] of byPhrase) countryCues.add(p, countries);
  const placeCues = new PhraseIndex<true>();
  for (const p of folded(raw.placeCues)) placeCues.add(p, true);
  return {
    placeCues,
    countryCues,
    currencySymbols: Object.entries(raw.currencySymbols).sort((a, b) => b[0].length - a[0].length),
    workModes: new Set(folded(raw.workModes)),
    languageCountries: new Map(Object.entries(raw.languageCountries)),
    remoteRegions: new Set(folded(raw.remoteRegions)),
    nameArticles: new Set(Object.values(raw.nameArticles ?? {}).flat()),
  };
});

/**
 * A job description's words for a language level, all six languages in one index
 * (dataset/language-levels.json; the mapping is documented there).
 */
export const jobLanguageLevels = once((): PhraseIndex<LanguageLevel> => {
  const raw = JSON.parse(readFileSync(new URL('language-levels.json', DATASET), 'utf8')) as Record<string, Record<string, string[]> | string>;
  const index = new PhraseIndex<LanguageLevel>();
  for (const [lang, levels] of Object.entries(raw)) {
    if (lang.startsWith('$') || typeof levels === 'string') continue;
    for (const [level, phrases] of Object.entries(levels)) for (const p of phrases) index.add(p, level as LanguageLevel);
  }
  return index;
});

/** True when the folded text (words separated by single spaces) contains `phrase` as whole words. */
export function hasPhrase(foldedText: string, phrase: string): boolean {
  return ` ${foldedText} `.includes(` ${phrase} `);
}

export const stopWords = once((): Set<string> => {
  const out = new Set<string>();
  for (const line of readFileSync(new URL('stopwords.txt', DATASET), 'utf8').split('\n')) {
    const m = /^([a-z]{2}):\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    for (const w of m[2]!.split(/\s+/)) if (w) out.add(w);
  }
  return out;
});

export interface ScoringWeights {
  mustShare: number;
  mustGroups: Record<'title' | 'skills' | 'experience' | 'education' | 'languages', number>;
  extras: Record<'nice' | 'text' | 'domain' | 'evidence', number>;
  requirementWeights: {
    sections: Record<JobSection, number>;
    softSkill: number;
    genericDomains: Record<string, number>;
    impliedSkill: number;
    location: number;
  };
  credits: {
    narrower: number;
    related: number;
    yearsFloor: number;
    unknownYears: number;
    sameFamily: number;
    /**
     * Title credit of a candidate of the asked occupation's family who has the skill the asked
     * occupation is named for ("Java developer": a back-end engineer with years of Java), reached
     * with `namedSkillFullMonths` of that skill.
     */
    namedSkill: number;
    namedSkillFullMonths: number;
    educationOneBelow: number;
    languageLevelBelow: number;
    languageLevelUnknown: number;
    sameCountry: number;
    recencyHalfLifeMonths: number;
  };
  title: { recency: number[]; minOccupationScore: number; minJobOccupationScore: number; wordWeight: number };
  text: {
    k1: number;
    b: number;
    maxQueryTerms: number;
    maxDocTerms: number;
    /** Query terms found in more than this share of the candidates are left out. */
    maxDocFrequency: number;
    sectionWeights: Record<JobSection, number>;
  };
  impliedSkillsBelow: number;
}

export function loadScoringWeights(file: URL = new URL('scoring-weights.json', DATASET)): ScoringWeights {
  const { $comment: _, ...weights } = JSON.parse(readFileSync(file, 'utf8')) as ScoringWeights & { $comment?: string };
  return weights;
}

/** The frozen weights every search uses (tests and the fitting bench pass their own). */
export const scoringWeights = once(() => loadScoringWeights());
