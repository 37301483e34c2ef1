import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { profileToFeatures } from '../../../src/match/candidate-features.ts';
import { scoreCandidate } from '../../../src/match/scoring/candidate-scoring.ts';
import { scoringWeights } from '../../../src/match/job/match-lexicon.ts';
import { prepareQuery } from '../../../src/match/match-engine.ts';
import type { CandidateFeatures } from '../../../src/match/match-types.ts';
import { decodeSnapshot, encodeSnapshot } from '../../../src/match/index/index-snapshot.ts';
import { TenantIndex } from '../../../src/match/index/tenant-index.ts';
import { buildProfile, type CandidateSketch } from './profile-builder.ts';

const NOW = new Date('2025-06-15T00:00:00Z');
const W = scoringWeights();

const SKILLS = [
  'software.java', 'software.spring-boot', 'software.postgresql', 'software.mysql', 'software.docker', 'software.kubernetes',
  'software.python', 'software.sql', 'software.kafka', 'healthcare.nursing', 'healthcare.patient-care', 'finance.accounting',
  'finance.bookkeeping', 'finance.quickbooks', 'soft.communication', 'office.microsoft-excel',
];
const TITLES = ['Java Developer', 'Software Engineer', 'Registered Nurse', 'Staff Accountant', 'Data Analyst', 'DevOps Engineer', 'Bookkeeper', 'Teacher'];
const WORDS = ['services', 'patients', 'ledger', 'pipelines', 'reports', 'clients', 'students', 'cloud', 'billing', 'wards'];

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function randomSketch(r: () => number, i: number): CandidateSketch {
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)]!;
  const nSkills = Math.floor(r() * 6);
  const skills = [...new Set(Array.from({ length: nSkills }, () => pick(SKILLS)))].map((id) => ({
    id,
    months: r() < 0.2 ? null : Math.floor(r() * 120),
    lastUsed: r() < 0.3 ? null : `20${10 + Math.floor(r() * 15)}-0${1 + Math.floor(r() * 9)}`,
    saliency: Math.round(r() * 100) / 100,
  }));
  const title = pick(TITLES);
  return {
    name: `Candidate ${i}`,
    title: r() < 0.1 ? null : title,
    jobs: r() < 0.2 ? [] : [{ title, start: '2018-01', description: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${title}` }],
    totalMonths: r() < 0.2 ? null : Math.floor(r() * 200),
    skills,
    education: r() < 0.3 ? [] : [{ degree: 'Degree', isced: 3 + Math.floor(r() * 5) }],
    languages: r() < 0.4 ? [] : [{ code: pick(['en', 'it', 'es']), level: pick(['B1', 'C1', 'native', null] as const) }],
    cvLanguage: r() < 0.1 ? null : pick(['en', 'it']),
    country: r() < 0.3 ? null : pick(['IT', 'US', 'ES']),
    city: r() < 0.5 ? null : pick(['Milan', 'Boise', 'Madrid']),
  };
}

const JDS = [
  'Senior Java Developer\nMilano, Italia\n\nRequirements:\n- 5+ years of Java\n- Spring Boot, PostgreSQL\n- Docker or Kubernetes\n- Bachelor degree\n- English C1\n\nNice to have:\n- Kafka\n- Italian',
  'Staff Accountant\nBoise, ID\n\nRequirements:\n- 2+ years of bookkeeping\n- QuickBooks\n- Excel\n\nPreferred:\n- Communication skills',
  'Registered Nurse\n\n- Nursing, patient care\n- 3 years of experience',
  'Teacher',
];

function build(n: number, seed: number) {
  const r = rng(seed);
  const index = new TenantIndex(W);
  const features = new Map<string, CandidateFeatures>();
  for (let i = 0; i < n; i++) {
    const id = `c${String(i).padStart(4, '0')}`;
    const f = profileToFeatures(buildProfile(randomSketch(r, i)));
    index.upsert(id, f);
    features.set(id, f);
  }
  return { index, features };
}

describe('TenantIndex', () => {
  it('scores every candidate exactly as the single-candidate explanation does', () => {
    const { index, features } = build(300, 7);
    for (const jd of JDS) {
      const q = prepareQuery(jd);
      const found = index.search(q.plan, {}, { order: 'DESC', limit: 300, offset: 0 }, NOW);
      expect(found.total).toBe(300);
      for (const hit of found.hits) {
        const direct = scoreCandidate(q.plan, features.get(hit.id)!, found.context, W);
        expect(direct.score, `${hit.id} for ${jd.split('\n')[0]}`).toBe(hit.score);
      }
    }
  });

  it('orders DESC and ASC, pages with limit and offset, and breaks ties by id', () => {
    const { index } = build(120, 11);
    const q = prepareQuery(JDS[0]!);
    const all = index.search(q.plan, {}, { order: 'DESC', limit: 120, offset: 0 }, NOW).hits;
    const key = (h: { id: string; score: number }) => [-h.score, h.id] as const;
    const sorted = [...all].sort((a, b) => (key(a)[0] - key(b)[0]) || (a.id < b.id ? -1 : 1));
    expect(all).toEqual(sorted);
    const asc = index.search(q.plan, {}, { order: 'ASC', limit: 120, offset: 0 }, NOW).hits;
    expect(asc.map((h) => h.score)).toEqual([...all.map((h) => h.score)].reverse().sort((a, b) => a - b));
    expect(asc[0]!.score).toBe(all.at(-1)!.score);
    const page2 = index.search(q.plan, {}, { order: 'DESC', limit: 10, offset: 10 }, NOW);
    expect(page2.hits).toEqual(all.slice(10, 20));
    expect(page2.total).toBe(120);
    const beyond = index.search(q.plan, {}, { order: 'DESC', limit: 10, offset: 500 }, NOW);
    expect(beyond).toMatchObject({ total: 120, hits: [] });
  });

  it('filters by country, language and minimum score, counting only what passes', () => {
    const { index, features } = build(200, 23);
    const q = prepareQuery(JDS[1]!);
    const it = index.search(q.plan, { country: 'it' }, { order: 'DESC', limit: 200, offset: 0 }, NOW);
    expect(it.total).toBe([...features.values()].filter((f) => f.country === 'IT').length);
    expect(it.hits.every((h) => features.get(h.id)!.country === 'IT')).toBe(true);
    const es = index.search(q.plan, { language: 'es' }, { order: 'DESC', limit: 200, offset: 0 }, NOW);
    const speaksEs = (f: CandidateFeatures) => f.cvLanguage === 'es' || f.languages.some((l) => l.code === 'es');
    expect(es.total).toBe([...features.values()].filter(speaksEs).length);
    const all = index.search(q.plan, {}, { order: 'DESC', limit: 200, offset: 0 }, NOW).hits;
    const cut = all[20]!.score;
    const top = index.search(q.plan, { minScore: cut }, { order: 'DESC', limit: 200, offset: 0 }, NOW);
    expect(top.total).toBe(all.filter((h) => h.score >= cut).length);
  });

  it('forgets removed candidates, replaces updated ones and keeps scores through compaction', () => {
    const { index, features } = build(2600, 5);
    const q = prepareQuery(JDS[0]!);
    const before = index.search(q.plan, {}, { order: 'DESC', limit: 5, offset: 0 }, NOW).hits;
    index.remove(before[0]!.id);
    expect(index.has(before[0]!.id)).toBe(false);
    // Remove enough to trigger a compaction, then compare with a fresh index of the survivors.
    const ids = [...features.keys()];
    for (const id of ids.slice(0, 1400)) index.remove(id);
    const nurse = profileToFeatures(buildProfile({ name: 'Updated', title: 'Registered Nurse', skills: [{ id: 'healthcare.nursing', months: 40 }] }));
    index.upsert(ids[1500]!, nurse);
    features.set(ids[1500]!, nurse);
    const fresh = new TenantIndex(W);
    for (const id of ids.slice(1400)) if (id !== before[0]!.id) fresh.upsert(id, features.get(id)!);
    expect(index.size).toBe(fresh.size);
    for (const jd of JDS) {
      const p = prepareQuery(jd);
      const a = index.search(p.plan, {}, { order: 'DESC', limit: 50, offset: 0 }, NOW);
      const b = fresh.search(p.plan, {}, { order: 'DESC', limit: 50, offset: 0 }, NOW);
      expect(a.hits).toEqual(b.hits);
      expect(a.total).toBe(b.total);
    }
  });

  it('answers an empty index with nothing', () => {
    const index = new TenantIndex(W);
    const q = prepareQuery(JDS[0]!);
    expect(index.search(q.plan, {}, { order: 'DESC', limit: 10, offset: 0 }, NOW)).toMatchObject({ total: 0, hits: [] });
  });

  it('comes back from its snapshot identical: same state, same searches, and keeps taking changes alike', () => {
    const { index, features } = build(2600, 31);
    const ids = [...features.keys()];
    // Dead slots and a compaction before the snapshot, as a long-lived index has them.
    for (const id of ids.slice(0, 1200)) index.remove(id);
    for (const id of ids.slice(1200, 1210)) index.remove(id);
    const state = decodeSnapshot(encodeSnapshot(index.exportState()));
    if (state instanceof Error) throw state;
    const restored = TenantIndex.fromState(W, state);
    expect(restored.exportState()).toEqual(index.exportState());
    expect(restored.size).toBe(index.size);
    const nurse = profileToFeatures(buildProfile({ name: 'Late', title: 'Registered Nurse', skills: [{ id: 'healthcare.nursing', months: 40 }] }));
    for (const target of [index, restored]) {
      target.upsert('zz-late', nurse);
      target.upsert(ids[1500]!, nurse);
      target.remove(ids[2000]!);
    }
    for (const jd of JDS) {
      const p = prepareQuery(jd);
      for (const filters of [{}, { country: 'it' }, { language: 'es' }]) {
        const a = index.search(p.plan, filters, { order: 'DESC', limit: 60, offset: 0 }, NOW);
        const b = restored.search(p.plan, filters, { order: 'DESC', limit: 60, offset: 0 }, NOW);
        expect(b.hits).toEqual(a.hits);
        expect(b.total).toBe(a.total);
      }
    }
  });

  it('refuses a damaged or foreign snapshot with a reason instead of a wrong index', () => {
    const { index } = build(50, 3);
    const blob = encodeSnapshot(index.exportState());
    expect(decodeSnapshot(blob.subarray(0, blob.length - 9))).toBeInstanceOf(Error);
    expect(decodeSnapshot(new Uint8Array([1, 2, 3, 4]))).toBeInstanceOf(Error);
    expect(String(decodeSnapshot(deflateSync(Buffer.from('not a snapshot at all'))))).toMatch(/not an index snapshot/);
  });
});
