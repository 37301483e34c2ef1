/**
 * Messages between the worker process and a pipeline child process. Bytes travel with the
 * `advanced` (structured clone) serialization, so Uint8Arrays arrive intact.
 */
import type { ExtractLimits, SourceFormat } from '../extract/document.ts';
import type { PdfEngine } from '../extract/extract-context.ts';
import type { Profile } from '../profile-schema.ts';

export interface PipelineRequest {
  id: number;
  bytes: Uint8Array;
  fileType: SourceFormat;
  /** ISO date against which "present" and ages of skills are resolved. */
  referenceDate: string;
  limits: ExtractLimits;
  /** The PDF text engine (VITAE_PDF_ENGINE); default pdf.js. */
  pdfEngine?: PdfEngine;
}

export interface PhotoCrop {
  bytes: Uint8Array;
  mediaType: 'image/jpeg';
  width: number;
  height: number;
}

export interface PipelineOutput {
  profile: Profile;
  photo: PhotoCrop | null;
}

export type PipelineReply =
  | { id: number; ok: true; output: PipelineOutput }
  | { id: number; ok: false; error: { name: string; code: string | null; message: string } };

/** What a child's warm-up did (warm-up.ts). */
export interface WarmUpReport {
  /** Milliseconds per step; a failed step is absent and named in `failed`. */
  ms: Record<string, number>;
  failed: Record<string, string>;
}

/**
 * What a child says on its own: it can take requests; it can read a text PDF fast (its warm-up's
 * first step, with the sample's profile, so the parent can warm what follows a pipeline run); it
 * finished warming up (when asked to).
 */
export type ChildNotice = { ready: true } | { warmedText: { ms: number; profile: Profile | null } } | { warmed: WarmUpReport };

/** What the parent tells a child that said `warmedText`: warm the rest (face models, OCR) now. */
export interface WarmRestRequest {
  warmRest: true;
}
