/**
 * Strengths and gaps: short sentences built from the alignment alone (the same facts the score
 * used, with what was asked in `asked`), so what a recruiter reads is exactly what was counted and
 * every sentence traces to one alignment entry. Written in the job description's language with the
 * phrases of knowledge/lexicons/dataset/locales/<lang>/explanations.json; skill names are the
 * knowledge base's canonical names and degrees are as the CV writes them. Must-haves come first.
 */
import { type ExplanationPhrases, explanationPhrases, fill } from '../../knowledge/lexicons/explanation-phrases.ts';
import type { Alignment } from '../match-types.ts';

const MAX_SENTENCES = 6;

export function duration(months: number, p: ExplanationPhrases = explanationPhrases('en')): string {
  if (months < 12) return `${months} ${p.month[months === 1 ? 0 : 1]}`;
  const years = Math.round((months / 12) * 2) / 2;
  return `${years} ${p.year[years === 1 ? 0 : 1]}`;
}

function skillFacts(a: Alignment, p: ExplanationPhrases): string {
  const e = a.evidence;
  const facts: string[] = [];
  if (e.months) facts.push(duration(e.months, p));
  if (e.lastUsed) facts.push(fill(p.lastUsed, { date: e.lastUsed }));
  return facts.length ? ` (${facts.join(', ')})` : '';
}

export function levelName(isced: number, p: ExplanationPhrases): string {
  return p.isced[isced] ?? `ISCED ${isced}`;
}

export function languageLabel(code: string, p: ExplanationPhrases): string {
  return p.languages[code] ?? code.toUpperCase();
}

/** What a requirement asks, in words of the language (the alignment's `asked`). */
export function askedText(a: Alignment, p: ExplanationPhrases): string {
  const q = a.asked;
  switch (a.kind) {
    case 'title':
      return q.title ?? '';
    case 'skill':
      return [q.skill ?? '', ...(q.alternatives ?? [])].join(p.or);
    case 'experience':
      return fill(p.yearsAsked, { n: q.minYears ?? 0 });
    case 'education': {
      const level = levelName(q.isced ?? 0, p);
      return q.field ? fill(p.inField, { level, field: q.field }) : level;
    }
    case 'language': {
      const name = languageLabel(q.language ?? '', p);
      return q.level ? `${name} (${q.level === 'native' ? p.native : q.level})` : name;
    }
    case 'location':
      return [q.city, q.country].filter(Boolean).join(', ');
  }
}

const place = (a: Alignment) => [a.evidence.city, a.evidence.country].filter(Boolean).join(', ');

function strength(a: Alignment, p: ExplanationPhrases): string | null {
  const e = a.evidence;
  const s = p.strength;
  const asked = askedText(a, p);
  switch (a.kind) {
    case 'title':
      return e.title ? fill(s.title, { title: e.title, occupation: e.occupation ? fill(s.occupation, { occupation: e.occupation }) : '' }) : null;
    case 'skill':
      if (e.relation === 'exact') return fill(s.skillExact, { skill: e.skill ?? '', facts: skillFacts(a, p) });
      return fill(s.skillCovers, { skill: e.skill ?? '', facts: skillFacts(a, p), asked });
    case 'experience':
      return e.totalMonths ? fill(s.experience, { duration: duration(e.totalMonths, p), asked }) : null;
    case 'education':
      return fill(s.education, { degree: e.degree ?? levelName(e.isced ?? 0, p), asked });
    case 'language':
      return fill(s.language, { language: languageLabel(a.asked.language ?? '', p), level: e.level ? ` (${e.level === 'native' ? p.native : e.level})` : '' });
    case 'location':
      return fill(s.location, { place: place(a) });
  }
}

function gap(a: Alignment, p: ExplanationPhrases): string | null {
  const e = a.evidence;
  const g = p.gap;
  const importance = a.importance === 'must' ? p.mustSuffix : p.niceSuffix;
  const asked = askedText(a, p);
  switch (a.kind) {
    case 'title':
      if (a.status === 'unknown') return g.titleUnknown;
      return e.title ? fill(g.title, { title: e.title, asked }) : null;
    case 'skill': {
      const name = asked;
      const years = fill(p.yearsAsked, { n: a.asked.minYears ?? 0 });
      if (a.status === 'unknown') return fill(g.skillUnknown, { asked: name, importance });
      if (a.status === 'missing') return fill(g.skillMissing, { asked: name, importance });
      if (e.relation === 'related') return fill(g.skillRelated, { asked: name, skill: e.skill ?? '', facts: skillFacts(a, p) });
      if (e.months == null) return fill(g.skillYearsUnknown, { skill: e.skill ?? '', asked: years });
      return fill(g.skillYears, { skill: e.skill ?? '', duration: duration(e.months, p), n: a.asked.minYears ?? 0 });
    }
    case 'experience':
      if (a.status === 'unknown') return fill(g.experienceUnknown, { asked });
      return fill(g.experience, { duration: duration(e.totalMonths ?? 0, p), asked });
    case 'education':
      if (a.status === 'unknown') return fill(g.educationUnknown, { asked });
      return fill(g.education, { degree: e.degree ?? levelName(e.isced ?? 0, p), asked });
    case 'language': {
      const language = languageLabel(a.asked.language ?? '', p);
      if (a.status === 'unknown') return fill(g.languageUnknown, { asked });
      if (a.status === 'missing') return fill(g.languageMissing, { language, importance });
      if (e.level) return fill(g.languageLevel, { language, level: e.level === 'native' ? p.native : e.level, asked });
      return fill(g.languageNoLevel, { language, asked });
    }
    case 'location':
      if (a.status === 'unknown') return null;
      return fill(g.location, { place: place(a), asked });
  }
}

/** The strengths and gaps of one candidate, in `lang` (ISO 639-1; English for languages without phrases). */
export function explain(alignment: readonly Alignment[], lang = 'en'): { strengths: string[]; gaps: string[] } {
  const p = explanationPhrases(lang);
  const order = (a: Alignment) => (a.importance === 'must' ? 0 : 1);
  const sorted = [...alignment].sort((a, b) => order(a) - order(b));
  const strengths = sorted
    .filter((a) => a.status === 'met')
    .map((a) => strength(a, p))
    .filter((s): s is string => Boolean(s));
  const gaps = sorted
    .filter((a) => a.status !== 'met' && !(a.importance === 'nice' && a.status === 'unknown'))
    .map((a) => gap(a, p))
    .filter((s): s is string => Boolean(s));
  // One sentence once: two requirements met by the same evidence ("React" asked twice, or as a
  // skill and inside an alternative) would otherwise say the same thing twice.
  return { strengths: [...new Set(strengths)].slice(0, MAX_SENTENCES), gaps: [...new Set(gaps)].slice(0, MAX_SENTENCES) };
}
