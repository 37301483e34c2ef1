/**
 * `vitae rank` as a user runs it (DESIGN §4): `vitae parse --out DIR` on generated CVs, then
 * `vitae rank --profiles DIR --query-file JD.txt`, both real child processes. The output is the
 * direct-search body with each id the file name without extension. The other command lines
 * (--limit and --order, usage errors) run in this process (test/support/cli-in-process.ts): the
 * same main(args), without a child's ~3 s of CPU each.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvPdf, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { HEADINGS, localizedCvText, NURSE_CV } from '../support/match-cv-fixtures.ts';
import { vitaeInProcess } from '../support/cli-in-process.ts';
import { exited, spawnVitae } from '../support/test-server.ts';

const ENV = { LOG_LEVEL: 'silent', VITAE_DEMO: 'false' };

async function run(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawnVitae(args, ENV);
  let stdout = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  const code = await exited(child);
  return { code, out: code === 0 ? stdout : child.output() };
}

describe('vitae rank', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-rank-'));
    writeFileSync(join(dir, 'marta.pdf'), await cvPdf(SAMPLE_CV));
    writeFileSync(join(dir, 'helen.txt'), localizedCvText(NURSE_CV, HEADINGS.en));
    writeFileSync(join(dir, 'jd.txt'), 'Senior Java Developer\n\nRequirements:\n- Java\n- Spring Boot\n- Kubernetes\n');
    const parsed = await run(['parse', '--out', join(dir, 'profiles'), join(dir, 'marta.pdf'), join(dir, 'helen.txt')]);
    expect(parsed.code, parsed.out).toBe(0);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints the direct-search body for the parsed profiles, ids from the file names', async () => {
    const { code, out } = await run(['rank', '--profiles', join(dir, 'profiles'), '--query-file', join(dir, 'jd.txt')]);
    expect(code, out).toBe(0);
    const body = JSON.parse(out);
    expect(body).toMatchObject({ total: 2, offset: 0, scoresOrder: 'DESC', requirements: { occupation: { id: 'java-developer' } } });
    expect(body.profiles.map((p: { id: string }) => p.id)).toEqual(['marta', 'helen']);
    expect(body.profiles[0]).toMatchObject({ name: 'Marta Vellani', alignment: expect.any(Array), strengths: expect.any(Array), gaps: expect.any(Array) });
    expect(body.profiles[0].score).toBeGreaterThan(body.profiles[1].score);
  });

  it('honours --limit and --order, and refuses a bad command line', async () => {
    const asc = await vitaeInProcess(['rank', '--profiles', join(dir, 'profiles'), '--query-file', join(dir, 'jd.txt'), '--limit', '1', '--order', 'asc'], ENV);
    expect(asc.code, asc.out).toBe(0);
    expect(asc.json()).toMatchObject({ total: 2, limit: 1, scoresOrder: 'ASC', profiles: [{ id: 'helen' }] });
    expect((await vitaeInProcess(['rank', '--profiles', join(dir, 'profiles')], ENV)).code).toBe(2);
    expect((await vitaeInProcess(['rank', '--profiles', join(dir, 'profiles'), '--query-file', join(dir, 'jd.txt'), '--limit', 'many'], ENV)).code).toBe(2);
  });
});
