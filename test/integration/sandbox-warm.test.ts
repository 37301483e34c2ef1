/**
 * The pipeline pool's warm-up in two parts (real child processes): each child first reads a
 * sample text PDF (textWarm resolves with its profile, poolTextWarm once every child can read
 * text PDFs); the face models and OCR come only after the pool has had no CV for a while, one
 * child at a time, and a CV meanwhile goes to a child that is not warming.
 */
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { PipelineSandbox } from '../../src/screen/sandbox/pipeline-sandbox.ts';
import { cvPdf } from '../unit/extract/pdf-fixtures.ts';

describe('pipeline pool warm-up', () => {
  const lines: { msg: string; at: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push({ msg: JSON.parse(s).msg, at: Date.now() }) });
  const sandbox = new PipelineSandbox({ size: 2, logger });
  afterAll(async () => {
    await sandbox.close();
  });

  it('warms what a text PDF needs in every child first, the face models and OCR after, when idle', async () => {
    sandbox.warm();
    const sample = await sandbox.textWarm;
    expect(sample?.personal.fullName).toBe('Alex Sample');
    await sandbox.poolTextWarm;
    expect(sandbox.size).toBe(2);
    const textWarm = lines.filter((l) => l.msg === 'pipeline process can read text PDFs');
    expect(textWarm).toHaveLength(2);
    // Nothing of the rest has started yet: a CV now runs beside no warming.
    expect(lines.some((l) => l.msg.startsWith('pipeline process warmed up'))).toBe(false);
    const output = await sandbox.run(
      { bytes: new Uint8Array(await cvPdf()), fileType: 'pdf', referenceDate: new Date().toISOString(), limits: { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 50 << 20 } },
      AbortSignal.timeout(60_000),
    );
    expect(output.profile.personal.fullName).toBe('Anna Berg');
    const done = Date.now();
    // Then, idle, both children warm the rest, one after the other, never within 2 s of the CV.
    for (let i = 0; i < 600 && lines.filter((l) => l.msg.startsWith('pipeline process warmed up')).length < 2; i++) await new Promise((r) => setTimeout(r, 250));
    const rest = lines.filter((l) => l.msg.startsWith('pipeline process warmed up'));
    expect(rest).toHaveLength(2);
    expect(rest[0]!.at - done).toBeGreaterThanOrEqual(2_000);
  }, 240_000);
});
