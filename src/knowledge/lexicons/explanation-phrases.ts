/**
 * The sentences Match explains with, one file per language (dataset/locales/<lang>/explanations.json,
 * the same keys in each): strengths, gaps and the per-candidate explanation of a decision are
 * written in the job description's language. English is the fallback for any other language.
 */
import { existsSync, readFileSync } from 'node:fs';

export const EXPLANATION_LANGUAGES = ['en', 'it', 'es', 'fr', 'de', 'pt'] as const;
export type ExplanationLanguage = (typeof EXPLANATION_LANGUAGES)[number];

export interface ExplanationPhrases {
  month: [string, string];
  year: [string, string];
  lastUsed: string;
  yearsAsked: string;
  or: string;
  inField: string;
  mustSuffix: string;
  niceSuffix: string;
  native: string;
  strength: Record<'title' | 'occupation' | 'skillExact' | 'skillCovers' | 'experience' | 'education' | 'language' | 'location', string>;
  gap: Record<
    | 'titleUnknown'
    | 'title'
    | 'skillUnknown'
    | 'skillMissing'
    | 'skillRelated'
    | 'skillYearsUnknown'
    | 'skillYears'
    | 'experienceUnknown'
    | 'experience'
    | 'educationUnknown'
    | 'education'
    | 'languageUnknown'
    | 'languageMissing'
    | 'languageLevel'
    | 'languageNoLevel'
    | 'location',
    string
  >;
  isced: string[];
  languages: Record<string, string>;
  status: Record<'met' | 'partial' | 'missing' | 'unknown', string>;
  importance: Record<'must' | 'nice', string>;
  kind: Record<'title' | 'skill' | 'experience' | 'education' | 'language' | 'location', string>;
  decision: {
    summary: string;
    bandTop: string;
    bandBelow: string;
    requirement: string;
    credit: string;
    notUsed: string;
    review: string;
    reviewReasons: Record<string, string>;
    human: string;
  };
}

const LOCALES_DIR = new URL('./dataset/locales/', import.meta.url);
const cache = new Map<ExplanationLanguage, ExplanationPhrases>();

/** A language code → one Match explains in (English for any other). */
export function explanationLanguage(code: string | null | undefined): ExplanationLanguage {
  return (EXPLANATION_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as ExplanationLanguage) : 'en';
}

export function explanationPhrases(code: string | null | undefined): ExplanationPhrases {
  const lang = explanationLanguage(code);
  let phrases = cache.get(lang);
  if (!phrases) {
    const file = new URL(`${lang}/explanations.json`, LOCALES_DIR);
    if (!existsSync(file)) throw new Error(`no explanation phrases for '${lang}' (${file.pathname})`);
    phrases = JSON.parse(readFileSync(file, 'utf8')) as ExplanationPhrases;
    cache.set(lang, phrases);
  }
  return phrases;
}

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a data error shows. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
