/**
 * Strengths and gaps: short sentences built from the alignment (the same facts the score used),
 * so what a recruiter reads is exactly what was counted. Must-haves come first.
 */
import { isceLevelName } from './job-conditions.ts';
import type { Alignment, CandidateFeatures } from './match-types.ts';

const MAX_SENTENCES = 6;

export function duration(months: number): string {
  if (months < 12) return `${months} month${months === 1 ? '' : 's'}`;
  const years = Math.round((months / 12) * 2) / 2;
  return `${years} year${years === 1 ? '' : 's'}`;
}

function skillFacts(a: Alignment): string {
  const e = a.evidence;
  const facts: string[] = [];
  if (e.months) facts.push(duration(e.months));
  if (e.lastUsed) facts.push(`last used ${e.lastUsed}`);
  return facts.length ? ` (${facts.join(', ')})` : '';
}

function nameOf(a: Alignment): string {
  return a.requirement.replace(/ \(\d+\+ years\)$/, '');
}

function strength(a: Alignment, f: CandidateFeatures): string | null {
  const e = a.evidence;
  switch (a.kind) {
    case 'title':
      return e.title ? `Works as ${e.title}${e.occupation ? ` (${e.occupation})` : ''}, close to the role.` : null;
    case 'skill':
      if (e.relation === 'exact') return `${e.skill}${skillFacts(a)}.`;
      return `${e.skill}${skillFacts(a)}, which covers ${nameOf(a)}.`;
    case 'experience':
      return e.totalMonths ? `${duration(e.totalMonths)} of experience (${a.requirement.replace(' of experience', '')} asked).` : null;
    case 'education':
      return `${f.degree ?? isceLevelName(e.isced ?? 0)} (${a.requirement} asked).`;
    case 'language':
      return `Speaks ${a.requirement.replace(/ \(.*\)$/, '')}${e.level ? ` (${e.level})` : ''}.`;
    case 'location':
      return `Based in ${[f.city, f.country].filter(Boolean).join(', ')}.`;
  }
}

function gap(a: Alignment, f: CandidateFeatures): string | null {
  const e = a.evidence;
  const must = a.importance === 'must' ? ' (must-have)' : ' (nice to have)';
  switch (a.kind) {
    case 'title':
      if (a.status === 'unknown') return 'The CV gives no job title.';
      return e.title ? `Works as ${e.title}, not as ${a.requirement.replace(/^Title: /, '')}.` : null;
    case 'skill':
      if (a.status === 'unknown') return `Skills not stated: ${nameOf(a)} unknown${must}.`;
      if (a.status === 'missing') return `No evidence of ${nameOf(a)}${must}.`;
      if (e.relation === 'related') return `No ${nameOf(a)}, but related ${e.skill}${skillFacts(a)}.`;
      if (e.months == null) return `${e.skill}: for how long is not stated (${a.requirement.match(/\d+\+ years/)?.[0] ?? 'years'} asked).`;
      return `${e.skill}: ${duration(e.months)} of the ${a.requirement.match(/(\d+)\+ years/)?.[1] ?? '?'} years asked.`;
    case 'experience':
      if (a.status === 'unknown') return `Total experience unknown: the CV dates no roles (${a.requirement.replace(' of experience', '')} asked).`;
      return `${duration(e.totalMonths ?? 0)} of experience, ${a.requirement.replace(' of experience', '')} asked.`;
    case 'education':
      if (a.status === 'unknown') return `No education stated (${a.requirement} asked).`;
      return `Highest education: ${f.degree ?? isceLevelName(e.isced ?? 0)} (${a.requirement} asked).`;
    case 'language': {
      const name = a.requirement.replace(/ \(.*\)$/, '');
      if (a.status === 'unknown') return `Languages not stated (${a.requirement} asked).`;
      if (a.status === 'missing') return `No ${name} listed${must}.`;
      return `${name}${e.level ? ` at ${e.level}` : ' without a level'} (${a.requirement} asked).`;
    }
    case 'location':
      if (a.status === 'unknown') return null;
      return `Based in ${[f.city, f.country].filter(Boolean).join(', ')} (${a.requirement.replace(/^Location: /, '')} asked).`;
  }
}

export function explain(alignment: Alignment[], f: CandidateFeatures): { strengths: string[]; gaps: string[] } {
  const order = (a: Alignment) => (a.importance === 'must' ? 0 : 1);
  const sorted = [...alignment].sort((a, b) => order(a) - order(b));
  const strengths = sorted
    .filter((a) => a.status === 'met')
    .map((a) => strength(a, f))
    .filter((s): s is string => Boolean(s));
  const gaps = sorted
    .filter((a) => a.status !== 'met' && !(a.importance === 'nice' && a.status === 'unknown'))
    .map((a) => gap(a, f))
    .filter((s): s is string => Boolean(s));
  // One sentence once: two requirements met by the same evidence ("React" asked twice, or as a
  // skill and inside an alternative) would otherwise say the same thing twice.
  return { strengths: [...new Set(strengths)].slice(0, MAX_SENTENCES), gaps: [...new Set(gaps)].slice(0, MAX_SENTENCES) };
}
