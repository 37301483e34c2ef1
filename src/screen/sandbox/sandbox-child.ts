/**
 * Entry point of a pipeline child process: runs the Screen pipeline on one file at a time and
 * sends the result back. Living in its own process, a file that hangs the parser, eats memory or
 * crashes native code takes only this child down; the parent kills and replaces it.
 */
import { useKnowledgeDataDir } from '../../knowledge/esco/extension-store.ts';
import { keepOcrWarm } from '../extract/ocr/ocr-engine.ts';
import { loadPdfjs } from '../extract/pdf/pdfjs-runtime.ts';
import { runPipeline } from '../pipeline.ts';
import type { ChildNotice, PipelineReply, PipelineRequest, WarmRestRequest } from './sandbox-protocol.ts';
import { warmRest, warmText } from './warm-up.ts';

let running = 0;
const idleWaiters: (() => void)[] = [];
/** Resolves when no CV is being processed here (the warm-up steps wait for it). */
const whenIdle = () => (running === 0 ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r)));

if (process.env.VITAE_KNOWLEDGE_DATA_DIR) useKnowledgeDataDir(process.env.VITAE_KNOWLEDGE_DATA_DIR);
// This process lives for many CVs and exits on disconnect: OCR workers, once made, stay.
keepOcrWarm();

let restRequested: (() => void) | undefined;
const restWanted = new Promise<void>((r) => {
  restRequested = r;
});

process.on('message', async (msg: PipelineRequest | WarmRestRequest) => {
  if ('warmRest' in msg) {
    restRequested?.();
    return;
  }
  let reply: PipelineReply;
  running++;
  try {
    const result = await runPipeline(msg.bytes, {
      fileType: msg.fileType,
      referenceDate: new Date(msg.referenceDate),
      limits: msg.limits,
      pdfEngine: msg.pdfEngine,
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
  running--;
  if (running === 0) for (const wake of idleWaiters.splice(0)) wake();
  process.send?.(reply);
});

// The parent going away (crash, SIGKILL) must not leave this child running.
process.on('disconnect', () => process.exit(0));
const notify = (notice: ChildNotice) => process.send?.(notice);
notify({ ready: true });
// Ready first, warm after: a job arriving during the warm-up shares each load in flight. What a
// text PDF needs first; the face models and OCR when the parent says so (it waits until the
// other processes of the pool can read text PDFs, so this warming never holds up a first CV).
if (process.env.VITAE_SANDBOX_WARM === '1') {
  void (async () => {
    const text = await warmText();
    notify({ warmedText: { ms: text.ms, profile: text.profile } });
    await restWanted;
    const rest = await warmRest({ beforeStep: whenIdle });
    notify({ warmed: { ms: { pdf: text.ms, ...rest.ms }, failed: { ...(text.failed ? { pdf: text.failed } : {}), ...rest.failed } } });
  })();
} else {
  // Warm pdf.js at least (about a second) while no job waits.
  void loadPdfjs().catch(() => undefined);
}
