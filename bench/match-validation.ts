/**
 * Match on the project's own held-out material (bench/validation/: fictional job titles, job
 * descriptions in six languages and plain-text CVs, all written for this project), so changes to
 * the engine can be judged on text that no fitting has seen, besides the development set.
 *
 *   node bin/bench.js bench/match-validation.ts [--verbose]
 *
 * 1. Titles (titles.tsv): share mapped to the expected family and to an accepted occupation;
 *    texts that name no occupation must map to none.
 * 2. Job descriptions (jobs/*.txt against expectations.json): occupation, must-have skills found
 *    (recall), skills only the duties name read as context (not as requirements), skills that must not be read (false positives), years, education level, languages.
 * 3. Ranking: every CV of cvs/ parsed by the Screen pipeline, ranked for each description;
 *    nDCG@5 on the graded judgements, the ≥ 0.8 rule (a CV meeting every must-have) and the
 *    ≤ 0.3 rule (CVs of other professions).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { matchOccupation } from '../src/knowledge/occupations/occupation-knowledge.ts';
import { lookupSkill } from '../src/knowledge/skills/skill-knowledge.ts';
import { profileToFeatures } from '../src/match/candidate-features.ts';
import { rankFeatures } from '../src/match/match-engine.ts';
import type { CandidateFeatures, JobRequirements } from '../src/match/match-types.ts';
import { runPipeline } from '../src/screen/pipeline.ts';

const ROOT = resolve(import.meta.dirname, 'validation');
const { values: args } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const verbose = args.verbose!;
const NOW = new Date('2025-06-15T00:00:00Z');

// ---------- 1. titles ----------
let titleFamily = 0;
let titleExact = 0;
let titleCount = 0;
let nullOk = 0;
let nullCount = 0;
for (const line of readFileSync(join(ROOT, 'titles.tsv'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [title, family, ids] = line.split('\t');
  const m = matchOccupation(title!);
  if (family === '-') {
    nullCount++;
    if (!m) nullOk++;
    else if (verbose) console.log(`  title "${title}" → ${m.id} (expected none)`);
    continue;
  }
  titleCount++;
  const accepted = (ids ?? '').split(',').filter(Boolean);
  const familyOk = m?.family === family;
  const exactOk = familyOk && (accepted.length === 0 || accepted.includes(m!.id));
  if (familyOk) titleFamily++;
  if (exactOk) titleExact++;
  if (verbose && !exactOk) console.log(`  title "${title}" → ${m ? `${m.id} (${m.family}) ${m.score}` : 'none'}; expected ${family} ${accepted.join('|')}`);
}
const pct = (a: number, b: number) => `${((100 * a) / (b || 1)).toFixed(1)}%`;
console.log(`titles: family ${pct(titleFamily, titleCount)}, occupation ${pct(titleExact, titleCount)} of ${titleCount}; non-titles left unmapped ${nullOk}/${nullCount}`);

// ---------- 2. job descriptions ----------
interface JobExpectation {
  family: string;
  occupations: string[];
  must: string[];
  /** Skills only the duties name: read as context skills (what the job is about), not asked. */
  duties?: string[];
  nice: string[];
  notSkills: string[];
  minYears: number | null;
  education: number | null;
  languages: string[];
  relevant: Record<string, number>;
  fit: string[];
  other: string[];
}
const expectations = JSON.parse(readFileSync(join(ROOT, 'expectations.json'), 'utf8')).jobs as Record<string, JobExpectation>;
const idOf = (name: string): string => {
  const hit = lookupSkill(name);
  if (!hit) throw new Error(`expectations name a skill the knowledge base lacks: ${name}`);
  return hit.id;
};
const covers = (r: JobRequirements, id: string, importance?: 'must' | 'nice') =>
  r.skills.some((s) => (s.id === id || s.alternatives.some((a) => a.id === id)) && (!importance || s.importance === importance) && !s.implied);

const jobs = readdirSync(join(ROOT, 'jobs'))
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => ({ id: f.replace(/\.txt$/, ''), text: readFileSync(join(ROOT, 'jobs', f), 'utf8') }));
const tally = { occupationFamily: 0, occupation: 0, must: 0, mustOf: 0, duties: 0, dutiesOf: 0, nice: 0, niceOf: 0, falsePositive: 0, years: 0, education: 0, educationOf: 0, languages: 0 };
const candidates: Array<{ id: string; features: CandidateFeatures }> = [];
for (const f of readdirSync(join(ROOT, 'cvs')).sort()) {
  if (!f.endsWith('.txt')) continue;
  const bytes = new Uint8Array(readFileSync(join(ROOT, 'cvs', f)));
  const { profile } = await runPipeline(bytes, { referenceDate: NOW, limits: { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 } });
  candidates.push({ id: f.replace(/\.txt$/, ''), features: profileToFeatures(profile) });
}

// ---------- 3. ranking ----------
const dcg = (grades: number[]) => grades.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
let ndcgSum = 0;
let fitTotal = 0;
let fitAllMet = 0;
let fitAllMetAbove = 0;
let fitAbove = 0;
let otherTotal = 0;
let otherBelow = 0;
const fitScores: string[] = [];
for (const job of jobs) {
  const e = expectations[job.id];
  if (!e) throw new Error(`no expectations for ${job.id}`);
  const result = rankFeatures(job.text, candidates, { now: NOW });
  const r = result.requirements;
  const notes: string[] = [];
  if (r.occupation?.family === e.family) tally.occupationFamily++;
  else notes.push(`occupation ${r.occupation?.id ?? 'none'} (${r.occupation?.family ?? '-'}), expected family ${e.family}`);
  if (r.occupation?.family === e.family && (!e.occupations.length || e.occupations.includes(r.occupation.id))) tally.occupation++;
  else if (r.occupation?.family === e.family) notes.push(`occupation ${r.occupation?.id}, expected ${e.occupations.join('|')}`);
  for (const name of e.must) {
    tally.mustOf++;
    if (covers(r, idOf(name), 'must')) tally.must++;
    else notes.push(`must-have not read: ${name}${covers(r, idOf(name)) ? ' (read as nice)' : ''}`);
  }
  for (const name of e.duties ?? []) {
    tally.dutiesOf++;
    const id = idOf(name);
    if (r.contextSkills.some((s) => s.id === id || s.alternatives.some((a) => a.id === id))) tally.duties++;
    else notes.push(`duty skill not read as context: ${name}${covers(r, id) ? ' (read as a requirement)' : ''}`);
  }
  for (const name of e.nice) {
    tally.niceOf++;
    if (covers(r, idOf(name), 'nice')) tally.nice++;
    else notes.push(`nice-to-have not read: ${name}${covers(r, idOf(name)) ? ' (read as must)' : ''}`);
  }
  for (const name of e.notSkills) {
    if (covers(r, idOf(name))) {
      tally.falsePositive++;
      notes.push(`read a skill the text does not ask: ${name}`);
    }
  }
  if (r.minYears === e.minYears) tally.years++;
  else notes.push(`years ${r.minYears}, expected ${e.minYears}`);
  if (e.education !== null) {
    tally.educationOf++;
    if (r.education?.level === e.education) tally.education++;
    else notes.push(`education ${r.education?.level ?? 'none'}, expected ${e.education}`);
  }
  const langs = r.languages.map((l) => l.code).sort();
  if (JSON.stringify(langs) === JSON.stringify([...e.languages].sort())) tally.languages++;
  else notes.push(`languages [${langs}], expected [${e.languages}]`);

  const ranked = result.profiles;
  const grades = ranked.slice(0, 5).map((p) => e.relevant[p.id] ?? 0);
  const ideal = Object.values(e.relevant).sort((a, b) => b - a).slice(0, 5);
  const ndcg = dcg(grades) / dcg(ideal);
  ndcgSum += ndcg;
  for (const id of e.fit) {
    const p = ranked.find((x) => x.id === id)!;
    fitTotal++;
    const allMet = p.alignment.filter((a) => a.importance === 'must').every((a) => a.status === 'met');
    if (p.score >= 0.8) fitAbove++;
    if (allMet) {
      fitAllMet++;
      if (p.score >= 0.8) fitAllMetAbove++;
      else notes.push(`${id} meets every must-have but scores ${p.score}`);
    } else {
      const unmet = p.alignment.filter((a) => a.importance === 'must' && a.status !== 'met').map((a) => `${a.requirement} ${a.status}`);
      notes.push(`fit ${id} scores ${p.score}; unmet: ${unmet.join('; ')}`);
    }
    fitScores.push(`${job.id}/${id} ${p.score.toFixed(2)}`);
  }
  for (const id of e.other) {
    const p = ranked.find((x) => x.id === id)!;
    otherTotal++;
    if (p.score <= 0.3) otherBelow++;
    else notes.push(`other profession ${id} scores ${p.score}`);
  }
  if (verbose) {
    console.log(`${job.id}: nDCG@5 ${ndcg.toFixed(3)}; top ${ranked.slice(0, 4).map((p) => `${p.id} ${p.score.toFixed(2)}`).join(', ')}`);
    for (const n of notes) console.log(`  ${n}`);
  }
}
const n = jobs.length;
console.log(
  `descriptions (${n}): occupation family ${pct(tally.occupationFamily, n)}, occupation ${pct(tally.occupation, n)}, must-haves read ${pct(tally.must, tally.mustOf)}, duty skills as context ${pct(tally.duties, tally.dutiesOf)}, nice-to-haves read ${pct(tally.nice, tally.niceOf)}, false skills ${tally.falsePositive}, years ${pct(tally.years, n)}, education ${pct(tally.education, tally.educationOf)}, languages ${pct(tally.languages, n)}`,
);
console.log(
  `ranking: nDCG@5 ${(ndcgSum / n).toFixed(3)}; fit CVs ≥ 0.8: ${fitAbove}/${fitTotal} (meeting every must-have: ${fitAllMetAbove}/${fitAllMet}); other professions ≤ 0.3: ${otherBelow}/${otherTotal}`,
);
if (verbose) console.log(`fit scores: ${fitScores.join(', ')}`);
