/**
 * Synthetic candidates and job descriptions for the Match scale benchmark, generated from the
 * knowledge base itself: each candidate takes an occupation (its titles, its core skills plus a
 * few others) and gets a career of dated roles with short descriptions. Deterministic (seeded),
 * so runs compare; nothing here describes a real person.
 */
import { allOccupations, type OccupationEntry } from '../../src/knowledge/occupations/occupation-knowledge.ts';
import { allSkills, skillById } from '../../src/knowledge/skills/skill-knowledge.ts';
import { PROFILE_VERSION, type Profile } from '../../src/screen/profile-schema.ts';

export function seededRandom(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const GIVEN = ['Alex', 'Maria', 'Luca', 'Sofia', 'Jonas', 'Camille', 'Diego', 'Ana', 'Pieter', 'Giulia', 'Omar', 'Lena', 'Tomás', 'Inès', 'Marek', 'Chloé'];
const FAMILY = ['Rossi', 'Silva', 'Müller', 'Dubois', 'García', 'Jensen', 'Novak', 'Costa', 'Bianchi', 'Moreau', 'Schmidt', 'Ferreira', 'Kowalski', 'Romero'];
const VERBS = ['Managed', 'Delivered', 'Improved', 'Coordinated', 'Built', 'Led', 'Supported', 'Planned', 'Reviewed', 'Implemented', 'Trained', 'Reported on'];
const NOUNS = ['projects', 'clients', 'processes', 'teams', 'budgets', 'schedules', 'quality checks', 'documentation', 'operations', 'stakeholders', 'audits', 'deliveries'];
const PLACES: Array<[string, string]> = [['Milan', 'IT'], ['Madrid', 'ES'], ['Lyon', 'FR'], ['Berlin', 'DE'], ['Porto', 'PT'], ['Chicago', 'US'], ['Leeds', 'GB'], ['Turin', 'IT']];
const LANGS = ['en', 'it', 'es', 'fr', 'de', 'pt'];
const LEVELS = ['B1', 'B2', 'C1', 'C2', 'native'] as const;

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function occupations(): OccupationEntry[] {
  return allOccupations().filter((o) => (o.titles.en?.length ?? 0) > 0 && o.skills.some((s) => skillById(s)));
}

const ym = (months: number) => `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;

/** One synthetic completed profile. */
export function syntheticProfile(r: () => number, now = new Date()): Profile {
  const occ = pick(r, occupations());
  const own = occ.skills.filter((s) => skillById(s));
  const others = allSkills();
  const skillIds = [...new Set([...own.filter(() => r() < 0.7), ...Array.from({ length: 2 + Math.floor(r() * 4) }, () => pick(r, others).id)])];
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const jobs = 1 + Math.floor(r() * 4);
  let end = nowMonths - (r() < 0.7 ? 0 : Math.floor(r() * 12));
  const work: Profile['workExperience'] = [];
  let total = 0;
  for (let i = 0; i < jobs; i++) {
    const length = 6 + Math.floor(r() * 60);
    const start = end - length;
    total += length;
    const used = skillIds.filter(() => r() < 0.5).map((id) => skillById(id)!.name);
    const sentences = Array.from({ length: 2 + Math.floor(r() * 3) }, () => `${pick(r, VERBS)} ${pick(r, NOUNS)} with ${used.length ? pick(r, used) : pick(r, NOUNS)}.`);
    work.push({
      title: pick(r, occ.titles.en!),
      employer: `${pick(r, FAMILY)} ${pick(r, ['S.p.A.', 'GmbH', 'Ltd', 'S.L.', 'Inc.'])}`,
      location: null,
      start: ym(start),
      end: i === 0 && end === nowMonths ? null : ym(end),
      current: i === 0 && end === nowMonths,
      description: sentences.join(' '),
    });
    end = start - Math.floor(r() * 6);
  }
  const [city, country] = pick(r, PLACES);
  const given = pick(r, GIVEN);
  const family = pick(r, FAMILY);
  return {
    personal: {
      fullName: `${given} ${family}`,
      givenName: given,
      familyName: family,
      emails: [],
      phones: [],
      location: { raw: city, city, region: null, country },
      links: [],
    },
    photo: { found: false },
    jobProfile: {
      title: work[0]!.title,
      headline: null,
      summary: `${occ.name} with ${Math.round(total / 12)} years of experience in ${pick(r, NOUNS)} and ${pick(r, NOUNS)}.`,
      seniority: null,
      totalExperienceMonths: total,
    },
    workExperience: work,
    education: r() < 0.85 ? [{ degree: 'Degree', isced: 3 + Math.floor(r() * 5), field: occ.name, institution: 'University', start: null, end: null }] : [],
    certifications: [],
    skills: skillIds.map((id) => ({
      id,
      name: skillById(id)!.name,
      asWritten: [skillById(id)!.name],
      experienceMonths: r() < 0.8 ? Math.floor(r() * 120) : null,
      lastUsed: r() < 0.8 ? ym(nowMonths - Math.floor(r() * 60)) : null,
      saliency: Math.round(r() * 100) / 100,
      sources: ['skills' as const],
    })),
    languages: [...new Set([pick(r, LANGS), pick(r, LANGS)])].map((code) => {
      const level = pick(r, LEVELS);
      return { code, name: code, level, native: level === 'native' };
    }),
    meta: {
      profileVersion: PROFILE_VERSION,
      language: pick(r, LANGS),
      fileType: 'pdf',
      pages: 2,
      ocrUsed: false,
      parserVersion: 'synthetic',
      timingsMs: {},
      confidence: {},
    },
  };
}

/** A job description for a random occupation: title, requirements, nice-to-haves, duties. */
export function syntheticJobDescription(r: () => number): string {
  const occ = pick(r, occupations());
  const skills = occ.skills.map((s) => skillById(s)?.name).filter((s): s is string => Boolean(s));
  const must = skills.slice(0, 3 + Math.floor(r() * 3));
  const nice = skills.slice(must.length, must.length + 2);
  return [
    pick(r, occ.titles.en!),
    `${pick(r, PLACES)[0]}`,
    '',
    'Responsibilities:',
    ...Array.from({ length: 3 }, () => `- ${pick(r, VERBS)} ${pick(r, NOUNS)} and ${pick(r, NOUNS)}`),
    '',
    'Requirements:',
    `- ${2 + Math.floor(r() * 5)}+ years of experience as ${occ.name}`,
    ...must.map((s) => `- ${s}`),
    "- Bachelor's degree",
    '- Fluent English',
    '',
    'Nice to have:',
    ...nice.map((s) => `- ${s}`),
  ].join('\n');
}
