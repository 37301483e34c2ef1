/**
 * The content of one synthetic CV and the presentation choices that change what a reader (and
 * so the truth) sees: the generator fills it, the renderers draw it, truth.ts derives the truth
 * JSON from it. Everything here is invented; nothing describes a real person.
 */
export type Lang = 'en' | 'it' | 'es' | 'fr' | 'de' | 'pt';

export interface YearMonth {
  year: number;
  month: number;
}

/** How the CV writes its dates; truth keeps the month only when the style shows it. */
export type DateStyle =
  | 'mm/yyyy'
  | 'mm.yyyy'
  | 'mon yyyy'
  | 'month yyyy'
  | 'yyyy'
  | 'yyyy-mm';

export interface Job {
  title: string;
  company: string;
  city: string | null;
  start: YearMonth;
  /** null: ongoing. */
  end: YearMonth | null;
  bullets: string[];
  /** Written as a season ("Summer 2019"): the truth gets the year only. */
  season?: string;
}

export interface School {
  degree: string;
  isced: number;
  institution: string;
  city: string | null;
  start: YearMonth | null;
  end: YearMonth | null;
  /** Only the end (graduation) date is printed. */
  endOnly: boolean;
  /** Dates printed as years, whatever the CV's date style. */
  yearsOnly: boolean;
  grade: string | null;
  current: boolean;
}

export interface Certificate {
  name: string;
  issuer: string | null;
  date: YearMonth | null;
}

export interface SkillGroup {
  /** Group label as printed ("Programming", "Software"), or null for one flat list. */
  label: string | null;
  items: { name: string; level: string | null; rating: number | null }[];
}

export type CefrOrNative = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';

export interface SpokenLanguage {
  code: string;
  /** Name in the CV's language, as printed. */
  name: string;
  /** The level a reader records: CEFR or native only where the CV writes one. */
  level: CefrOrNative | null;
  /** The level as printed ("C1", "Madrelingua", "fließend", "Fluent"), or null. */
  levelText: string | null;
  /** Europass self-assessment grid: listening, reading, interaction, production, writing. */
  grid: string[] | null;
}

export interface ProfileLink {
  kind: 'linkedin' | 'github' | 'portfolio';
  url: string;
  /** How the CV prints it: the URL, a shortened form, or only a label with a link annotation. */
  printed: string;
  /** The text is only a label ("LinkedIn"): the URL lives in a link annotation / hyperlink. */
  labelOnly: boolean;
}

export interface Candidate {
  id: string;
  lang: Lang;
  country: string;
  given: string;
  family: string;
  email: string;
  phone: { printed: string; e164: string };
  address: { printed: string; city: string; country: string };
  links: ProfileLink[];
  /** The headline written under the name (a job title), or null. */
  headline: string | null;
  summary: string | null;
  jobs: Job[];
  schools: School[];
  certificates: Certificate[];
  skills: SkillGroup[];
  languages: SpokenLanguage[];
  interests: string[];
  birth: string | null;
  nationality: string | null;
  /** A placeholder picture is drawn where a photo would go (no face: truth hasPhoto false). */
  photoPlaceholder: boolean;
  style: Presentation;
}

export type LayoutName =
  | 'classic'
  | 'moderncv'
  | 'awesome'
  | 'sidebar-left'
  | 'sidebar-right'
  | 'band'
  | 'europass'
  | 'tabular'
  | 'linkedin'
  | 'compact'
  | 'word-classic'
  | 'word-table-sidebar'
  | 'word-europass'
  | 'word-header'
  | 'word-tabular'
  | 'text-plain'
  | 'text-board';

export type Format = 'pdf' | 'docx' | 'txt';

export type HeadingCase = 'upper' | 'title' | 'spaced' | 'small';

export interface Presentation {
  layout: LayoutName;
  format: Format;
  dateStyle: DateStyle;
  /** Range separator as printed (" – ", " - ", " to ", " bis ", …). */
  dash: string;
  /** Ongoing end as printed ("Present", "oggi", "heute"), or a since-form ("seit 03/2020"). */
  present: string;
  sinceForm: boolean;
  headingCase: HeadingCase;
  /** Headings drawn in colour on a band (PDF), or with a rule under them. */
  headingDecor: 'rule' | 'band' | 'none' | 'bar';
  bullet: string;
  /** Title and employer order in entry headers. */
  order: 'titleFirst' | 'companyFirst';
  /** Title and employer on one line ("Title, Company" / "Title at Company" / "Title | Company"). */
  joined: null | ', ' | ' at ' | ' | ' | ' — ';
  accent: string;
  font: 'sans' | 'serif';
  skillsStyle: 'comma' | 'bullets' | 'table' | 'groups' | 'ratings';
  languagesStyle: 'inline' | 'list' | 'grid' | 'table';
  /** Section heading text per section key, chosen from the locale's variants. */
  headings: Record<SectionKey, string>;
  /** Month words capitalized or not ("Mar 2019" / "mar 2019"), with a dot after short forms. */
  monthCase: 'lower' | 'cap';
  monthDot: boolean;
  /** Ranges written with words ("Von 03/2015 bis 06/2018", "From 2015 to 2018"). */
  wordRange: boolean;
  /** Where an employer's city goes. */
  companyCity: 'comma' | 'dash' | 'paren' | 'separate' | 'none';
  /** Contact items written with labels ("Phone: …"). */
  contactLabels: boolean;
  nameCaps: boolean;
  /** How language levels are written. */
  levelStyle: 'cefr' | 'words' | 'both';
}

export type SectionKey =
  | 'profile'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'contact'
  | 'interests'
  | 'personal';
