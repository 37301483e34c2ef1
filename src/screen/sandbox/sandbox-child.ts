/**
 * Entry point of a pipeline child process: runs the Screen pipeline on one file at a time and
 * sends the result back. Living in its own process, a file that hangs the parser, eats memory or
 * crashes native code takes only this child down; the parent kills and replaces it.
 */
import { useKnowledgeDataDir } from '../../knowledge/esco/extension-store.ts';
import { loadPdfjs } from '../extract/pdf/pdfjs-runtime.ts';
import { runPipeline } from '../pipeline.ts';
import type { PipelineReply, PipelineRequest } from './sandbox-protocol.ts';

if (process.env.VITAE_KNOWLEDGE_DATA_DIR) useKnowledgeDataDir(process.env.VITAE_KNOWLEDGE_DATA_DIR);

process.on('message', async (msg: PipelineRequest) => {
  let reply: PipelineReply;
  try {
    const result = await runPipeline(msg.bytes, {
      fileType: msg.fileType,
      referenceDate: new Date(msg.referenceDate),
      limits: msg.limits,
    });
    reply = { id: msg.id, ok: true, output: { profile: result.profile, photo: result.photo ?? null } };
  } catch (err) {
    const e = err as Error & { code?: unknown };
    reply = {
      id: msg.id,
      ok: false,
      error: { name: e?.name ?? 'Error', code: typeof e?.code === 'string' ? e.code : null, message: String(e?.message ?? err) },
    };
  }
  process.send?.(reply);
});

// The parent going away (crash, SIGKILL) must not leave this child running.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
// Warm pdf.js (about a second) while no job waits; a job arriving meanwhile shares the load.
void loadPdfjs().catch(() => undefined);
