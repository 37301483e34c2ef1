/**
 * Shared by test/unit/regex-safety*.test.ts (three files, so the parts of the work run on several
 * workers at once; recheck is seconds of CPU per slow pattern).
 *
 * No regular expression of the engine or of Match can be made to run away on what a client sends.
 * Every literal under src/screen, src/match and src/knowledge (found by the TypeScript parser) is
 * checked by recheck, a ReDoS analyser: none may be exponential. Each one is then run on
 * adversarial inputs of the longest size the engine gives a single regex (a text line is wrapped
 * at 1,000 characters; a job description's words are bounded the same way) — recheck's own attack
 * string for it, and generic ones — and must answer within a budget. Polynomial patterns that
 * pass this budget at the bounded size are tolerated; a new pattern that does not fails here.
 * A pattern that the code only ever gives a shorter text says so in a comment just above it,
 * `bounded input: N`, and is tried at N characters.
 */
import { describe, expect, it } from 'vitest';
import { analyse, analysisKey, attackString, INPUT_BOUND, REGEX_DIRS, type RegexAnalysis, storedAnalyses } from './regex-analyses.ts';
import { type RegexSite, regexInventory } from './regex-inventory.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const ALL_SITES = regexInventory(ROOT, REGEX_DIRS);
const BOUND = INPUT_BOUND;
/** Per pattern and input: generous for a loaded CI machine, far below a runaway's seconds. */
const BUDGET_MS = 150;

const fill = (unit: string, tail = ''): string => unit.repeat(Math.ceil((BOUND - tail.length) / unit.length)).slice(0, BOUND - tail.length) + tail;
const GENERIC = [
  fill('a'),
  fill('a', '!'),
  fill('Java'),
  fill('Java '),
  fill('1'),
  fill('1 '),
  fill(' '),
  fill('a-'),
  fill('a.'),
  fill('ab, '),
  fill('\t'),
  fill('é'),
  fill('A '),
  fill('-- '),
  fill('www.a'),
  fill('@a.'),
];

/**
 * The time of one match, in ms. An input over the budget is run twice more and its fastest time
 * kept: a runaway pattern is slow every time, while a garbage collection or another process on a
 * loaded CI machine makes a single run slow once (such one-off readings of 150–300 ms on patterns
 * that take under 5 ms failed CI runs).
 */
function fastestRun(re: RegExp, input: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3 && best > BUDGET_MS; i++) {
    const started = performance.now();
    re.exec(input);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** recheck's attack string, grown or cut to the bound. */
function attackOf(r: RegexAnalysis): string | null {
  const attack = attackString(r);
  if (attack === null) return null;
  return attack.length >= BOUND ? attack.slice(0, BOUND) : attack.padStart(BOUND, attack.slice(0, 1) || 'a');
}

/** Where a site is checked: the three test files take one part each, together every site. */
export function regexSafetyPart(site: RegexSite): 'person' | 'entries' | 'others' {
  if (!site.file.startsWith('src/screen/entities/')) return 'others';
  return /^src\/screen\/entities\/(contact|person|place|header|phone)-/.test(site.file) ? 'person' : 'entries';
}

/** The checks on the sites `which` keeps. */
export function regexSafetySuite(title: string, which: (site: RegexSite) => boolean): void {
  const SITES = ALL_SITES.filter(which);
  describe(`regular expressions on adversarial input: ${title}`, () => {
    it('finds the patterns', () => {
      expect(ALL_SITES.length).toBeGreaterThan(300);
      expect(SITES.length).toBeGreaterThan(50);
    });

    it('has no exponential pattern, and every pattern answers within its budget at the bounded input size', () => {
      const slow: string[] = [];
      const exponential: string[] = [];
      // A third of the sites repeat a pattern written elsewhere: each pattern is analysed once,
      // and one the stored analyses hold is not analysed again (regex-analyses.ts says why).
      const analyses = storedAnalyses();
      for (const site of SITES) {
        const flags = site.flags.replace(/[gy]/g, '');
        const key = analysisKey(site.source, site.flags);
        const analysis = analyses.get(key) ?? analyse(site.source, site.flags);
        analyses.set(key, analysis);
        if (analysis.exponential) {
          exponential.push(`${site.file}:${site.line} /${site.source.slice(0, 80)}/`);
          continue;
        }
        const re = new RegExp(site.source, flags);
        const attack = attackOf(analysis);
        const inputs = [...GENERIC, ...(attack ? [attack] : [])].map((x) => (site.maxInput ? x.slice(0, site.maxInput) : x));
        for (const input of inputs) {
          const ms = fastestRun(re, input);
          if (ms > BUDGET_MS) slow.push(`${site.file}:${site.line} ${ms.toFixed(0)} ms on ${JSON.stringify(input.slice(0, 20))}… /${site.source.slice(0, 80)}/`);
        }
      }
      expect(exponential, 'exponential patterns').toEqual([]);
      expect(slow, 'patterns over budget').toEqual([]);
    }, 600_000);
  });
}
