/**
 * What the generator needs to write a CV in one language: section headings as real CVs word
 * them, month names, "present" and "since" words, labels, language names and level words, the
 * Europass wording, degree names with their ISCED level, institution name patterns.
 */
import type { CefrOrNative, Lang, SectionKey } from '../model.ts';

export interface DegreeTemplate {
  /** "{field}" is replaced by the field of study. */
  text: string;
  isced: number;
  /** Which institution pattern goes with it. */
  school: 'university' | 'polytechnic' | 'secondary' | 'vocational' | 'business';
  /** Field families it fits (empty: any). */
  fields?: 'any' | 'none';
}

export interface Locale {
  lang: Lang;
  /** Countries whose candidates write in this language, with weights. */
  countries: [string, number][];
  headings: Record<SectionKey, string[]>;
  /** Month names as written in running text (capitalized or not, as the language does). */
  months: string[];
  monthsShort: string[];
  /** "de" between a full month and the year (es, pt: "marzo de 2019"), or "". */
  monthYearJoin: string;
  present: string[];
  /** "Since" words that open an ongoing period ("seit 03/2020"). */
  since: string[];
  /** Range written with words: [from, to] ("Da … a", "Von … bis"). */
  fromTo: [string, string][];
  /** Separators between the ends of a range, in this language's habits. */
  dashes: string[];
  seasons: string[];
  /** "Title at Company" connective. */
  at: string;
  labels: {
    email: string[];
    phone: string[];
    address: string[];
    birth: string[];
    nationality: string[];
    linkedin: string[];
    website: string[];
  };
  languageNames: Record<string, string>;
  native: string[];
  /** Level words with the level a reader records (null: no CEFR equivalent is written). */
  levelWords: [string, CefrOrNative | null][];
  europass: {
    personal: string;
    work: string;
    education: string;
    skills: string;
    motherTongue: string;
    otherLanguages: string;
    understanding: string;
    speaking: string;
    writing: string;
    listening: string;
    reading: string;
    interaction: string;
    production: string;
    digital: string;
    driving: string;
  };
  degrees: DegreeTemplate[];
  /** Institution name patterns: {place} an invented place, {person} an invented eponym. */
  institutions: Record<DegreeTemplate['school'], string[]>;
  /** Invented places for institutions and companies. */
  places: string[];
  /** Invented eponyms (schools named after people). */
  eponyms: string[];
  /** Surname pieces: roots and endings combined into invented surnames. */
  surnameRoots: string[];
  surnameEndings: string[];
  /** Summary sentence patterns: {title}, {years}, {skills}. */
  summaries: string[];
  interests: string[];
  /** Skill level words for skills tables. */
  skillLevels: string[];
  /** "Grade: 110/110", "Note: 1,3". */
  grades: string[];
  /** Date of birth label value format, e.g. "12/04/1990". */
  nationalities: Record<string, string>;
  /** "{n} years" for durations in job-board exports. */
  yearsWord: [string, string];
  monthsWord: [string, string];
}
