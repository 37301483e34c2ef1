import { describe, expect, it } from 'vitest';
import { profileToFeatures } from '../../../src/match/candidate-features.ts';
import { rankFeatures } from '../../../src/match/match-engine.ts';
import type { CandidateMatch } from '../../../src/match/match-types.ts';
import { buildProfile, type CandidateSketch } from './profile-builder.ts';

const NOW = new Date('2025-06-15T00:00:00Z');

const JAVA_JD = [
  'Senior Java Developer',
  '',
  'Requirements:',
  '- 5+ years of experience with Java',
  '- Spring Boot and PostgreSQL',
  '- Docker or Kubernetes',
  "- Bachelor's degree in Computer Science",
  '- Fluent English (C1)',
  '',
  'Nice to have:',
  '- Kafka',
].join('\n');

const JAVA_DEV: CandidateSketch = {
  name: 'Ada Example',
  title: 'Senior Java Developer',
  jobs: [
    { title: 'Senior Java Developer', start: '2019-01', description: 'Java and Spring Boot services on PostgreSQL, shipped with Docker.' },
    { title: 'Java Developer', start: '2016-01', end: '2018-12' },
  ],
  totalMonths: 112,
  skills: [
    { id: 'software.java', name: 'Java', months: 112, lastUsed: '2025-05', saliency: 0.95 },
    { id: 'software.spring-boot', name: 'Spring Boot', months: 70, lastUsed: '2025-05', saliency: 0.8 },
    { id: 'software.postgresql', name: 'PostgreSQL', months: 50, lastUsed: '2025-05', saliency: 0.6 },
    { id: 'software.docker', name: 'Docker', months: 40, lastUsed: '2025-05', saliency: 0.5 },
  ],
  education: [{ degree: 'BSc in Computer Science', isced: 6 }],
  languages: [{ code: 'en', level: 'C1' }],
};

const NURSE: CandidateSketch = {
  name: 'Nina Example',
  title: 'Registered Nurse',
  jobs: [{ title: 'Registered Nurse', start: '2012-03', description: 'Patient care in a surgical ward.' }],
  totalMonths: 150,
  skills: [
    { id: 'healthcare.nursing', name: 'Nursing', months: 150, lastUsed: '2025-05', saliency: 0.9 },
    { id: 'healthcare.patient-care', name: 'Patient care', months: 150, lastUsed: '2025-05', saliency: 0.8 },
  ],
  education: [{ degree: 'Bachelor of Science in Nursing', isced: 6 }],
  languages: [{ code: 'en', level: 'native' }],
};

function rank(jd: string, sketches: Record<string, CandidateSketch>) {
  const candidates = Object.entries(sketches).map(([id, s]) => ({ id, features: profileToFeatures(buildProfile(s)) }));
  return rankFeatures(jd, candidates, { now: NOW });
}

const byId = (profiles: CandidateMatch[], id: string) => profiles.find((p) => p.id === id)!;

describe('Match scoring', () => {
  it('a candidate meeting every must-have with the years asked scores at least 0.8', () => {
    const r = rank(JAVA_JD, { java: JAVA_DEV, nurse: NURSE });
    const java = byId(r.profiles, 'java');
    expect(java.alignment.filter((a) => a.importance === 'must').every((a) => a.status === 'met')).toBe(true);
    expect(java.score).toBeGreaterThanOrEqual(0.8);
    expect(java.score).toBeLessThanOrEqual(1);
  });

  it('also when the only candidate meeting them has nothing else in its favour (no nice-to-have, no text)', () => {
    const bare: CandidateSketch = { ...JAVA_DEV, jobs: [{ title: 'Senior Java Developer', start: '2016-01' }], summary: null };
    const r = rank(JAVA_JD, { bare, rich: { ...JAVA_DEV, skills: [...JAVA_DEV.skills!, { id: 'software.kafka', months: 20 }] } });
    expect(byId(r.profiles, 'bare').score).toBeGreaterThanOrEqual(0.8);
  });

  it('a candidate of another profession scores at most 0.3', () => {
    const r = rank(JAVA_JD, { java: JAVA_DEV, nurse: NURSE });
    const nurse = byId(r.profiles, 'nurse');
    expect(nurse.score).toBeLessThanOrEqual(0.3);
    const nurseJd = rank('Registered Nurse\n\nRequirements:\n- Nursing license\n- 3 years of patient care\n- BLS certification', { java: JAVA_DEV, nurse: NURSE });
    expect(byId(nurseJd.profiles, 'java').score).toBeLessThanOrEqual(0.3);
    expect(nurseJd.profiles[0]!.id).toBe('nurse');
  });

  it('scores are in [0, 1] and ordered DESC', () => {
    const r = rank(JAVA_JD, { java: JAVA_DEV, nurse: NURSE, empty: {} });
    const scores = r.profiles.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const s of scores) expect(s >= 0 && s <= 1).toBe(true);
  });

  it('gives partial credit for fewer years than asked and for a related skill, with the evidence', () => {
    const junior: CandidateSketch = {
      ...JAVA_DEV,
      skills: [
        { id: 'software.java', name: 'Java', months: 24, lastUsed: '2025-05' },
        { id: 'software.spring-boot', name: 'Spring Boot', months: 24 },
        { id: 'software.mysql', name: 'MySQL', months: 24 },
        { id: 'software.docker', name: 'Docker', months: 12 },
      ],
      totalMonths: 24,
    };
    const r = rank(JAVA_JD, { java: JAVA_DEV, junior });
    const j = byId(r.profiles, 'junior');
    const java = j.alignment.find((a) => a.requirement.startsWith('Java ('))!;
    expect(java).toMatchObject({ status: 'partial', evidence: { skill: 'Java', months: 24, relation: 'exact' } });
    const pg = j.alignment.find((a) => a.requirement === 'PostgreSQL')!;
    expect(pg).toMatchObject({ status: 'partial', evidence: { skill: 'MySQL', relation: 'related' } });
    expect(j.gaps.join(' ')).toContain('Java: 2 years of the 5 years asked');
    expect(j.score).toBeLessThan(byId(r.profiles, 'java').score);
  });

  it('a narrower skill meets a broader requirement', () => {
    const r = rank('Backend Developer\n\nRequirements:\n- Relational databases', {
      pg: { title: 'Backend Developer', skills: [{ id: 'software.postgresql', name: 'PostgreSQL', months: 36 }] },
    });
    const a = r.profiles[0]!.alignment.find((x) => x.requirement === 'Relational databases')!;
    expect(a).toMatchObject({ status: 'met', evidence: { relation: 'narrower', skill: 'PostgreSQL' } });
  });

  it('missing data is unknown, never a match', () => {
    const r = rank(JAVA_JD, { blank: { name: 'Blank Candidate', title: null, jobs: [], cvLanguage: null } });
    const blank = r.profiles[0]!;
    for (const a of blank.alignment) {
      expect(a.status, a.requirement).toBe('unknown');
      expect(a.credit, a.requirement).toBe(0);
    }
    expect(blank.score).toBeLessThanOrEqual(0.05);
    expect(blank.gaps.length).toBeGreaterThan(0);
  });

  it('names the matched and the missing must-haves in strengths and gaps', () => {
    const noDocker: CandidateSketch = { ...JAVA_DEV, skills: JAVA_DEV.skills!.filter((s) => s.id !== 'software.docker') };
    const p = rank(JAVA_JD, { x: noDocker }).profiles[0]!;
    expect(p.strengths.join(' ')).toContain('Spring Boot');
    expect(p.gaps.join(' ')).toContain('No evidence of Docker or Kubernetes (must-have)');
    expect(p.alignment.find((a) => a.requirement === 'Docker or Kubernetes')).toMatchObject({ status: 'missing', importance: 'must' });
  });

  it('matches across languages through the knowledge base (Italian description, English CV)', () => {
    const it = [
      'Sviluppatore Java Senior',
      '',
      'Requisiti:',
      '- Almeno 5 anni di esperienza con Java',
      '- Spring Boot e PostgreSQL',
      '- Laurea in Informatica',
      '- Inglese fluente',
      '',
      'Graditi:',
      '- Kafka',
    ].join('\n');
    const r = rank(it, { java: JAVA_DEV, nurse: NURSE });
    expect(r.profiles.map((p) => p.id)).toEqual(['java', 'nurse']);
    expect(byId(r.profiles, 'java').score).toBeGreaterThanOrEqual(0.8);
    expect(byId(r.profiles, 'nurse').score).toBeLessThanOrEqual(0.3);
    expect(r.requirements.occupation?.id).toBe('java-developer');
  });

  it('matches an English description with a CV written in German (titles and skills through the knowledge base)', () => {
    const de: CandidateSketch = {
      name: 'Jonas Beispiel',
      title: 'Java-Entwickler',
      jobs: [{ title: 'Softwareentwickler', start: '2018-01', description: 'Entwicklung von Java-Anwendungen mit Spring Boot' }],
      totalMonths: 84,
      skills: [
        { id: 'software.java', name: 'Java', months: 84 },
        { id: 'software.spring-boot', name: 'Spring Boot', months: 60 },
      ],
      cvLanguage: 'de',
    };
    const r = rank('Java Developer\n\nRequirements:\n- Java\n- Spring Boot', { de, nurse: NURSE });
    expect(r.profiles[0]!.id).toBe('de');
    expect(r.profiles[0]!.alignment.find((a) => a.kind === 'title')?.status).toBe('met');
  });

  it('a back-end engineer with years of Java meets a "Java developer" title; with a few months, or without Java, not', () => {
    const backend = (javaMonths: number | null): CandidateSketch => ({
      name: 'Bo Example',
      title: 'Senior Backend Engineer',
      jobs: [{ title: 'Senior Backend Engineer', start: '2017-01', description: 'Services and APIs.' }],
      totalMonths: 100,
      skills: javaMonths === null ? [] : [{ id: 'software.java', name: 'Java', months: javaMonths, lastUsed: '2025-05', saliency: 0.8 }],
    });
    const title = (m: CandidateMatch) => m.alignment.find((a) => a.kind === 'title')!;
    const r = rank('Java Developer\n\nRequirements:\n- Java', { years: backend(96), months: backend(4), none: backend(null) });
    expect(title(byId(r.profiles, 'years'))).toMatchObject({ status: 'met' });
    expect(title(byId(r.profiles, 'months')).credit).toBeLessThan(0.5);
    expect(title(byId(r.profiles, 'none')).credit).toBeLessThanOrEqual(0.3);
    expect(byId(r.profiles, 'years').score).toBeGreaterThanOrEqual(0.8);
  });

  it('is deterministic: the same inputs give the same scores and order', () => {
    const a = rank(JAVA_JD, { java: JAVA_DEV, nurse: NURSE, j2: { ...JAVA_DEV, name: 'Twin' } });
    const b = rank(JAVA_JD, { j2: { ...JAVA_DEV, name: 'Twin' }, nurse: NURSE, java: JAVA_DEV });
    expect(a.profiles.map((p) => [p.id, p.score])).toEqual(b.profiles.map((p) => [p.id, p.score]));
    // Equal scores are ordered by id.
    expect(a.profiles.slice(0, 2).map((p) => p.id)).toEqual(['j2', 'java']);
  });
});
