/**
 * A pipeline child that dies at its V8 heap limit ends the file as file_too_complex (final, no
 * retry), the same as one killed by the resident-size watch: real child processes, a DOCX the
 * test writes that parses into more nodes than the small heap holds.
 */
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { PipelineSandbox, SandboxError } from '../../src/screen/sandbox/pipeline-sandbox.ts';
import { docxWith, W } from '../support/hostile-files.ts';

describe('pipeline sandbox out of memory', () => {
  const sandbox = new PipelineSandbox({ size: 1, heapMb: 160, maxRssMb: 100_000, logger: pino({ level: 'silent' }) });
  afterAll(async () => {
    await sandbox.close();
  });

  it('reports a child killed by V8 at its heap limit as file_too_complex', async () => {
    const tiny = '<w:p><w:r><w:t>a</w:t></w:r></w:p>';
    const xml = `<w:document ${W}><w:body>${tiny.repeat(Math.ceil((19 * 1024 * 1024) / tiny.length))}</w:body></w:document>`;
    const err = await sandbox
      .run(
        {
          bytes: docxWith(Buffer.from(xml)),
          fileType: 'docx',
          referenceDate: new Date().toISOString(),
          limits: { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 },
        },
        AbortSignal.timeout(120_000),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SandboxError);
    expect(err).toMatchObject({ kind: 'memory', code: 'file_too_complex' });
  }, 150_000);
});
