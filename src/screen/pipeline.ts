/**
 * The Screen pipeline, bytes to profile, in numbered steps. The worker runs it in a sandboxed
 * child process (src/screen/sandbox/); `vitae parse` runs it in-process.
 *
 *   runPipeline(bytes, { fileType?, referenceDate, limits }) → { profile, photo }
 *
 * Step 1. extract: bytes → Document (positioned text runs and images), OCR where needed.
 * Steps 2–4 (layout → entities → enrich) and step 5 (photo) are added by the engine and photo
 * work; until then the profile carries the meta block only.
 */
import { VERSION } from '../version.ts';
import type { ExtractLimits, SourceFormat } from './extract/document.ts';
import { extractDocument } from './extract/extract-document.ts';
import { emptyProfile, type Profile } from './profile-schema.ts';
import type { PhotoCrop } from './sandbox/sandbox-protocol.ts';

export interface PipelineOptions {
  /** The format intake sniffed; sniffed again when absent. */
  fileType?: SourceFormat;
  /** "Now" for the CV: ongoing periods and skill recency resolve against it. */
  referenceDate: Date;
  limits: ExtractLimits;
  signal?: AbortSignal;
}

export interface PipelineResult {
  profile: Profile;
  photo: PhotoCrop | null;
}

export async function runPipeline(bytes: Uint8Array, opts: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now();
  // Step 1. extract
  const document = await extractDocument(bytes, { limits: opts.limits, format: opts.fileType, signal: opts.signal });
  const extractMs = performance.now() - started;

  const profile = emptyProfile({
    language: document.meta.language ?? null,
    fileType: document.format,
    pages: document.meta.pageCount,
    ocrUsed: document.meta.ocrUsed,
    parserVersion: VERSION,
    timingsMs: { extract: Math.round(extractMs), total: Math.round(performance.now() - started) },
    confidence: {},
    warnings: document.meta.warnings,
  });
  return { profile, photo: null };
}
