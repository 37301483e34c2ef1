/**
 * CV pairs for the bias checks (issue 19): two CVs of one synthetic candidate (bench/synth) that
 * differ only in one protected attribute — the name (given and family names of another origin,
 * email and links to match, also written in the summary), gender markers (honorific before the
 * name and in the summary, a gender line), birth date,
 * nationality, or a photo (PDF with and without a picture) — each run through the whole Screen
 * pipeline and Match, so a difference anywhere (parsing, features, scoring, explanations) shows.
 * Shared by `npm run bench:fairness` and the CI test (test/integration/fairness-pairs.test.ts).
 */
import { makeCandidate } from '../synth/candidate.ts';
import { LANGS, LOCALES } from '../synth/locale/locales.ts';
import type { Candidate, Lang } from '../synth/model.ts';
import { familyName, givenNameOf, nameOrigins } from '../synth/names.ts';
import { Rng } from '../synth/random.ts';
import { renderPdf } from '../synth/render/pdf-layouts.ts';
import { renderTxt } from '../synth/render/txt-layouts.ts';
import { profileToFeatures } from '../../src/match/candidate-features.ts';
import { rankFeatures } from '../../src/match/match-engine.ts';
import type { CandidateFeatures } from '../../src/match/match-types.ts';
import { runPipeline } from '../../src/screen/pipeline.ts';

export const VARIATIONS = ['name', 'gender', 'birth', 'nationality', 'photo'] as const;
export type Variation = (typeof VARIATIONS)[number];

const REFERENCE_DATE = new Date(Date.UTC(2025, 5, 30));
const LIMITS = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 };

/** Gender markers as a CV of each language writes them: honorific before the name, and a labelled line. */
const GENDER: Record<Lang, { female: [string, string]; male: [string, string]; label: string }> = {
  en: { female: ['Mrs.', 'Female'], male: ['Mr.', 'Male'], label: 'Gender' },
  it: { female: ['Sig.ra', 'Femmina'], male: ['Sig.', 'Maschio'], label: 'Sesso' },
  es: { female: ['Sra.', 'Mujer'], male: ['Sr.', 'Hombre'], label: 'Sexo' },
  fr: { female: ['Mme', 'Féminin'], male: ['M.', 'Masculin'], label: 'Sexe' },
  de: { female: ['Frau', 'weiblich'], male: ['Herr', 'männlich'], label: 'Geschlecht' },
  pt: { female: ['Sra.', 'Feminino'], male: ['Sr.', 'Masculino'], label: 'Sexo' },
};

export interface CvPair {
  seed: number;
  lang: Lang;
  variation: Variation;
  format: 'txt' | 'pdf';
  a: Uint8Array;
  b: Uint8Array;
  /** A job description built from the candidate's own career, so scores are far from 0. */
  jobDescription: string;
}

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function renamed(cv: Candidate, r: Rng): Candidate {
  const origins = nameOrigins();
  const given = givenNameOf(r.pick(origins), r);
  const family = familyName(LOCALES[r.pick([...LANGS])], r);
  const email = cv.email.replace(/^[^@]+/, `${ascii(given)}.${ascii(family)}`);
  // Links spell the name too ("www.antonellaalbaron.design"): the new name goes there as well.
  const swap = (text: string) => text.split(ascii(cv.given)).join(ascii(given)).split(ascii(cv.family)).join(ascii(family));
  const links = cv.links.map((l) => ({ ...l, url: swap(l.url), printed: swap(l.printed) }));
  return { ...cv, given, family, email, links };
}

function jobDescriptionOf(cv: Candidate): string {
  const title = cv.jobs[0]?.title ?? cv.headline ?? 'Specialist';
  const skills = cv.skills.flatMap((g) => g.items.map((i) => i.name)).slice(0, 5);
  const years = Math.max(1, Math.min(8, cv.jobs.length * 2));
  return [title, '', 'Requirements:', `- ${years}+ years of experience`, ...skills.map((s) => `- ${s}`)].join('\n');
}

/** The text CV with gender markers of one kind added (honorific before the name, a gender line after it). */
function withGender(text: string, lang: Lang, kind: 'female' | 'male'): string {
  const g = GENDER[lang];
  const [honorific, word] = g[kind];
  const lines = text.split('\n');
  lines[0] = `${honorific} ${lines[0]}`;
  lines.splice(1, 0, `${g.label}: ${word}`);
  return lines.join('\n');
}

/** The text CV with one labelled personal line after the name (the layout writes such lines only sometimes). */
function withLine(text: string, label: string, value: string): string {
  const lines = text.split('\n');
  lines.splice(1, 0, `${label}: ${value}`);
  return lines.join('\n');
}

const enc = (s: string) => new TextEncoder().encode(s);

/** The pair of one seed and variation. Same seed, same pair. */
export async function makePair(seed: number, variation: Variation): Promise<CvPair> {
  const lang = LANGS[seed % LANGS.length]!;
  const photo = variation === 'photo';
  const layout = photo ? (['band', 'sidebar-left', 'sidebar-right'] as const)[seed % 3]! : 'text-plain';
  const base = makeCandidate(`pair-${seed}`, { lang, format: photo ? 'pdf' : 'txt', layout }, new Rng(seed));
  const loc = LOCALES[lang];
  const vary = new Rng(seed * 7919 + 17);
  let a: Candidate = { ...base, photoPlaceholder: false };
  let b: Candidate = { ...base, photoPlaceholder: false };
  switch (variation) {
    case 'name':
      b = renamed(a, vary);
      // The summary names the candidate too, as many CVs written in the third person do.
      a = { ...a, summary: a.summary && `${a.given} ${a.family}: ${a.summary}` };
      b = { ...b, summary: b.summary && `${b.given} ${b.family}: ${b.summary}` };
      break;
    case 'birth':
    case 'nationality':
      // Written as labelled lines below, on both sides alike.
      a = { ...a, birth: null, nationality: null };
      b = { ...b, birth: null, nationality: null };
      break;
    case 'photo':
      b = { ...b, photoPlaceholder: true };
      break;
    case 'gender': {
      const g = GENDER[lang];
      a = { ...a, summary: a.summary && `${g.female[0]} ${a.family}: ${a.summary}` };
      b = { ...b, summary: b.summary && `${g.male[0]} ${b.family}: ${b.summary}` };
      break;
    }
  }
  // Rendering draws from the generator too: each side gets the same fresh stream.
  const render = async (cv: Candidate) => (photo ? await renderPdf(cv, loc, new Rng(seed + 1)) : renderTxt(cv, loc, new Rng(seed + 1)));
  let bytesA = await render(a);
  let bytesB = await render(b);
  const text = new TextDecoder().decode(bytesA);
  if (variation === 'gender') {
    bytesA = enc(withGender(text, lang, 'female'));
    bytesB = enc(withGender(new TextDecoder().decode(bytesB), lang, 'male'));
  } else if (variation === 'birth') {
    const label = loc.labels.birth[0]!;
    bytesA = enc(withLine(text, label, lang === 'de' ? '14.02.1968' : '14/02/1968'));
    bytesB = enc(withLine(text, label, lang === 'de' ? '03.11.1999' : '03/11/1999'));
  } else if (variation === 'nationality') {
    const all = Object.values(loc.nationalities);
    const label = loc.labels.nationality[0]!;
    bytesA = enc(withLine(text, label, all[0]!));
    bytesB = enc(withLine(text, label, all[all.length - 1]!));
  }
  return { seed, lang, variation, format: photo ? 'pdf' : 'txt', a: bytesA, b: bytesB, jobDescription: jobDescriptionOf(base) };
}

let others: Promise<Array<{ id: string; features: CandidateFeatures }>> | undefined;

/** Six other generated candidates (one per language), parsed once, that every pair is ranked among. */
function background(): Promise<Array<{ id: string; features: CandidateFeatures }>> {
  others ??= (async () => {
    const out: Array<{ id: string; features: CandidateFeatures }> = [];
    for (let i = 0; i < LANGS.length; i++) {
      const lang = LANGS[i]!;
      const cv = makeCandidate(`other-${i}`, { lang, format: 'txt', layout: 'text-plain' }, new Rng(90_001 + i));
      const profile = (await runPipeline(renderTxt(cv, LOCALES[lang], new Rng(90_101 + i)), { referenceDate: REFERENCE_DATE, limits: LIMITS, ocr: false })).profile;
      out.push({ id: `other-${i}`, features: profileToFeatures(profile) });
    }
    return out;
  })();
  return others;
}

export interface PairOutcome {
  pair: CvPair;
  scoreA: number;
  scoreB: number;
  difference: number;
  sameExplanations: boolean;
  sameAlignment: boolean;
  /** Everything Match stores of the two CVs, the display name aside, is the same: no input of a score differs. */
  sameFeatures: boolean;
}

/** Both CVs through Screen and Match against the pair's job description (and nothing else in the index). */
export async function comparePair(pair: CvPair): Promise<PairOutcome> {
  const parse = async (bytes: Uint8Array) => (await runPipeline(bytes, { referenceDate: REFERENCE_DATE, limits: LIMITS, ocr: false })).profile;
  const fa = profileToFeatures(await parse(pair.a));
  const fb = profileToFeatures(await parse(pair.b));
  // Each ranked among the same other candidates (alone, the text signal, relative to the best
  // candidate, would always be 1 and hide a difference in the words read).
  const others = await background();
  const one = (features: typeof fa) =>
    rankFeatures(pair.jobDescription, [{ id: 'cv', features }, ...others], { now: REFERENCE_DATE }).profiles.find((p) => p.id === 'cv')!;
  const ma = one(fa);
  const mb = one(fb);
  return {
    pair,
    scoreA: ma.score,
    scoreB: mb.score,
    difference: Math.abs(ma.score - mb.score),
    sameExplanations: JSON.stringify([ma.strengths, ma.gaps]) === JSON.stringify([mb.strengths, mb.gaps]),
    sameAlignment: JSON.stringify(ma.alignment) === JSON.stringify(mb.alignment),
    sameFeatures: JSON.stringify({ ...fa, name: null }) === JSON.stringify({ ...fb, name: null }),
  };
}
