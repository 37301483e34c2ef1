/**
 * Blind screening: the one redaction of a profile that every answer shape goes through (the
 * result, the JSON Resume export, the candidates list, Match's features and so its search entries
 * and explanations). Pure: profile in, redacted copy out.
 *
 * Hidden: name (full, given, family), photo, birth date (so age), nationality, street address and
 * postal code (city, region and country stay: a job may ask for a place), contact details (emails,
 * phones and links spell the name), and in the free text (headline, summary, descriptions) the
 * candidate's own names, gender words (honorifics, gender nouns, pronouns of the CV's language),
 * marital-status words, and short lines stating birth, nationality, marital status, gender or
 * religion. The words are data: knowledge/lexicons/dataset/locales/<lang>/{gender-cue,
 * marital-status,personal-detail-label}.txt.
 *
 * Match derives every candidate's features from `redactProfile(profile)` in every mode, so none
 * of these is ever an input of a score (candidate-features.ts).
 */
import { cueLanguages, cueLines, cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import type { Profile } from '../profile-schema.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

/** What a masked word becomes in free text. */
export const MASK = '[…]';

/** The profile fields blind screening empties, as JSON paths (documented in README and OpenAPI). */
export const BLIND_HIDDEN_FIELDS = [
  'personal.fullName',
  'personal.givenName',
  'personal.familyName',
  'personal.emails',
  'personal.phones',
  'personal.links',
  'personal.dateOfBirth',
  'personal.nationality',
  'personal.location.raw',
  'personal.location.postalCode',
  'photo',
] as const;

/** A short line holding a personal-detail label is dropped whole; a longer one only with "label:". */
const SHORT_LINE = 80;

const wordsByLang = new Map<string, Set<string>>();
function wordsOf(concept: string, lang: string | null): Set<string> {
  const key = `${concept}:${lang ?? '*'}`;
  let set = wordsByLang.get(key);
  if (!set) {
    const langs = lang && cueLanguages().includes(lang) ? [lang] : cueLanguages();
    set = new Set(langs.flatMap((l) => cueLines(l, concept)).map(foldKey));
    wordsByLang.set(key, set);
  }
  return set;
}

/** The candidate's own names as folded words of two letters or more. */
function nameWords(profile: Profile): Set<string> {
  const p = profile.personal;
  const out = new Set<string>();
  for (const n of [p.fullName, p.givenName, p.familyName]) {
    for (const w of foldKey(n ?? '').split(' ')) if (w.length >= 2) out.add(w);
  }
  return out;
}

const WORD = /\p{L}+(?:\.\p{L}+)*\.?/gu;

function isDetailLine(line: string): boolean {
  const hit = cueMatcher('personal-detail-label').find(line);
  if (!hit) return false;
  return line.trim().length <= SHORT_LINE || /^[^:]{0,40}:/.test(line.trim());
}

/** Free text with the candidate's names and gender and marital-status words masked, detail lines dropped. */
export function redactText(text: string | null, names: ReadonlySet<string>, lang: string | null): string | null {
  if (text === null) return null;
  const gender = wordsOf('gender-cue', lang);
  const marital = wordsOf('marital-status', null);
  const lines = text.split('\n').filter((line) => !isDetailLine(line));
  const masked = lines.map((line) =>
    line.replace(WORD, (word) => {
      const key = foldKey(word);
      return names.has(key) || gender.has(key) || marital.has(key) ? MASK : word;
    }),
  );
  return masked.join('\n');
}

/** The profile with everything blind screening hides removed (see the module comment). */
export function redactProfile(profile: Profile): Profile {
  const names = nameWords(profile);
  const lang = profile.meta.language;
  const text = (t: string | null) => redactText(t, names, lang);
  const loc = profile.personal.location;
  return {
    ...profile,
    personal: {
      fullName: null,
      givenName: null,
      familyName: null,
      emails: [],
      phones: [],
      location: loc ? { raw: null, city: loc.city, region: loc.region, postalCode: null, country: loc.country } : null,
      links: [],
      dateOfBirth: null,
      nationality: null,
    },
    photo: { found: false },
    jobProfile: { ...profile.jobProfile, headline: text(profile.jobProfile.headline), summary: text(profile.jobProfile.summary) },
    workExperience: profile.workExperience.map((e) => ({ ...e, description: text(e.description) })),
  };
}

/**
 * The profile as an answer shows it: redacted when blind screening applies (the tenant's setting
 * or the request's `blind=true`), whole otherwise. Every route that returns a profile calls this.
 */
export function profileForAnswer(profile: Profile, blind: boolean): Profile {
  return blind ? redactProfile(profile) : profile;
}
