/**
 * The Screen pipeline, bytes to profile, in numbered steps. The worker runs it in a sandboxed
 * child process (src/screen/sandbox/); `vitae parse` runs it in-process.
 *
 *   runPipeline(bytes, { fileType?, referenceDate, limits }) → { profile, photo }
 *
 * Steps 5–15 of the Screen flow (docs/architecture.md lists all, upload to stored profile):
 *
 * Step 5. extract: bytes → Document (positioned text runs and images), OCR where needed.
 * Steps 6–14. engine: layout → entities → enrich (src/screen/engine.ts), pure.
 * Step 15. photo: the headshot cropped to a 3:4 JPEG (src/screen/photo/), or none.
 */
import { runEngine } from './engine.ts';
import type { PdfEngine } from './extract/extract-context.ts';
import type { ExtractLimits, SourceFormat } from './extract/document.ts';
import { extractDocument } from './extract/extract-document.ts';
import { findPhoto } from './photo/find-photo.ts';
import type { Profile } from './profile-schema.ts';
import type { PhotoCrop } from './sandbox/sandbox-protocol.ts';

export interface PipelineOptions {
  /** The format intake sniffed; sniffed again when absent. */
  fileType?: SourceFormat;
  /** "Now" for the CV: ongoing periods and skill recency resolve against it. */
  referenceDate: Date;
  limits: ExtractLimits;
  /** OCR of images and scanned pages (default true); a text-only caller may turn it off. */
  ocr?: boolean;
  signal?: AbortSignal;
  /** The PDF text engine (VITAE_PDF_ENGINE); default pdf.js. */
  pdfEngine?: PdfEngine;
}

export interface PipelineResult {
  profile: Profile;
  photo: PhotoCrop | null;
}

export async function runPipeline(bytes: Uint8Array, opts: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now();
  // Step 5. extract
  const document = await extractDocument(bytes, { limits: opts.limits, format: opts.fileType, ocr: opts.ocr, signal: opts.signal, pdfEngine: opts.pdfEngine });
  const extractMs = performance.now() - started;

  // Steps 6–14. layout → entities → enrich
  const profile = runEngine(document, { referenceDate: opts.referenceDate });

  // Step 15. photo: the candidate's headshot, cropped; its bytes travel beside the profile.
  const photoStarted = performance.now();
  const photo = await findPhoto(document, { signal: opts.signal }).catch((err: unknown) => {
    if (opts.signal?.aborted) throw err;
    // A broken detector must not cost the candidate the whole profile; it stays visible.
    profile.meta.warnings = [...(profile.meta.warnings ?? []), `photo step failed: ${(err as Error).message}`];
    return null;
  });
  const photoMs = performance.now() - photoStarted;
  profile.photo = photo
    ? { found: true, mediaType: photo.mediaType, width: photo.width, height: photo.height, bytes: photo.bytes.byteLength }
    : { found: false };

  profile.meta.timingsMs = {
    extract: Math.round(extractMs * 10) / 10,
    ...profile.meta.timingsMs,
    photo: Math.round(photoMs * 10) / 10,
    total: Math.round((performance.now() - started) * 10) / 10,
  };
  return {
    profile,
    photo: photo ? { bytes: photo.bytes, mediaType: photo.mediaType, width: photo.width, height: photo.height } : null,
  };
}
