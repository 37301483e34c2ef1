/**
 * `npm run bench:fairness [-- --seeds N] [-- --photo-seeds N]`: generated CV pairs that differ
 * only in the name (across origins), gender markers, birth date, nationality or a photo, each CV
 * run through the whole Screen pipeline and Match against a job description built from its own
 * career (bench/support/fairness-pairs.ts). Prints, per attribute, the pairs compared, the largest
 * and mean score difference, the pairs whose strengths and gaps differ and the pairs whose score
 * inputs (Match's features, the display name aside) differ; exits 1 when any of these differs (the
 * expected largest difference is 0).
 */
import { parseArgs } from 'node:util';
import { comparePair, makePair, type PairOutcome, VARIATIONS } from './support/fairness-pairs.ts';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '30' }, 'photo-seeds': { type: 'string', default: '6' } } });
const seeds = Number(values.seeds);
const photoSeeds = Number(values['photo-seeds']);
if (!Number.isInteger(seeds) || seeds < 1 || !Number.isInteger(photoSeeds) || photoSeeds < 0) {
  console.error('--seeds and --photo-seeds are whole numbers (seeds ≥ 1)');
  process.exit(2);
}

const started = performance.now();
const byVariation = new Map<string, PairOutcome[]>();
for (const variation of VARIATIONS) {
  const count = variation === 'photo' ? photoSeeds : seeds;
  const outcomes: PairOutcome[] = [];
  for (let seed = 1; seed <= count; seed++) outcomes.push(await comparePair(await makePair(seed, variation)));
  byVariation.set(variation, outcomes);
}

const rows = [['attribute', 'pairs', 'max |Δscore|', 'mean |Δscore|', 'explanations differ', 'score inputs differ']];
let worst = 0;
let explanationDiffs = 0;
let inputDiffs = 0;
for (const [variation, outcomes] of byVariation) {
  if (!outcomes.length) continue;
  const max = Math.max(...outcomes.map((o) => o.difference));
  const mean = outcomes.reduce((s, o) => s + o.difference, 0) / outcomes.length;
  const differ = outcomes.filter((o) => !o.sameExplanations || !o.sameAlignment).length;
  const inputs = outcomes.filter((o) => !o.sameFeatures).length;
  inputDiffs += inputs;
  worst = Math.max(worst, max);
  explanationDiffs += differ;
  rows.push([variation, String(outcomes.length), max.toFixed(4), mean.toFixed(4), String(differ), String(inputs)]);
  for (const o of outcomes.filter((x) => x.difference > 0 || !x.sameExplanations || !x.sameAlignment || !x.sameFeatures).slice(0, 3)) {
    console.log(`  ${variation} seed ${o.pair.seed} (${o.pair.lang}, ${o.pair.format}): ${o.scoreA} vs ${o.scoreB}`);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
const total = [...byVariation.values()].reduce((s, o) => s + o.length, 0);
console.log(
  `\n${total} pairs in ${((performance.now() - started) / 1000).toFixed(0)} s; largest score difference ${worst.toFixed(4)}; ` +
    `pairs with different explanations ${explanationDiffs}; pairs whose score inputs differ ${inputDiffs}`,
);
process.exit(worst > 0 || explanationDiffs > 0 || inputDiffs > 0 ? 1 : 0);
