/**
 * The photo step of the Screen pipeline: the candidate's headshot in a document, cropped, or null.
 *
 * Step 1. Candidates from the document model alone (size, aspect, where drawn): no pixels yet.
 * Step 2. Decode each candidate upright and small; flat graphics (logos, icons, QR codes, clean
 *         signatures, shapes) are dropped by their colour statistics before any detection.
 * Step 3. Face detection: the picture whole, or a page searched in windows.
 * Step 4. Judge: confident, upright, large enough, a single dominant face, well placed.
 * Step 5. Crop the best one to a 3:4 head-and-shoulders portrait, JPEG.
 *
 * The detector (and its model load) is only touched when step 2 leaves something to look at.
 * Nothing here logs pixels or results: a photo is personal data.
 */
import type { Document } from '../extract/document.ts';
import { type PhotoCandidate, selectCandidates } from './candidates.ts';
import { type DetectedFace, detectFaces } from './face-detector.ts';
import { judgeFaces, placementBound } from './face-judge.ts';
import { type FaceDetectFn, pictureAroundFace, type SearchStats, searchEmbedded, searchPage } from './face-search.ts';
import { type DecodedImage, decodeForAnalysis, topColoursShare } from './image-raster.ts';
import { PHOTO_RULES, type PhotoRules } from './photo-rules.ts';
import { encodePortrait, portraitRect } from './portrait-crop.ts';

export interface FoundPhoto {
  bytes: Uint8Array;
  mediaType: 'image/jpeg';
  width: number;
  height: number;
  /** Confidence in 0..1 (detector × face-mesh confidence, lowered for late or low placement). */
  score: number;
}

/** What happened to one image; refs and numbers only, never pixels. */
export interface PhotoTraceEntry {
  ref: string;
  outcome: 'skipped' | 'flat' | 'undecodable' | 'rejected' | 'accepted';
  reason?: string;
  score?: number;
  faces?: number;
  /** Detector runs spent on this image (0 when rules alone decided). */
  detectorRuns?: number;
}

export interface FindPhotoOptions {
  /** Face detector; defaults to the process-wide offline detector. */
  detect?: FaceDetectFn;
  rules?: PhotoRules;
  /** Receives one entry per image considered (for benchmarks and diagnostics). */
  onTrace?: (entry: PhotoTraceEntry) => void;
  /** Checked between candidates: the job's deadline. */
  signal?: AbortSignal;
}

interface Accepted {
  candidate: PhotoCandidate;
  face: DetectedFace;
  score: number;
  decoded: DecodedImage;
}

/** PDF viewers ignore EXIF orientation in embedded JPEGs, so the photo step must too. */
function honoursExif(document: Document): boolean {
  return document.format !== 'pdf';
}

async function examine(
  candidate: PhotoCandidate,
  document: Document,
  detect: FaceDetectFn,
  rules: PhotoRules,
  stats: SearchStats,
  trace: (entry: PhotoTraceEntry) => void,
): Promise<Accepted | null> {
  const ref = candidate.asset.ref;
  const page = candidate.mode === 'page';
  let decoded: DecodedImage;
  try {
    decoded = await decodeForAnalysis(candidate.asset.bytes, {
      maxSide: page ? rules.raster.pageMaxSidePx : rules.raster.detectMaxSidePx,
      autoOrient: honoursExif(document),
      maxInputPixels: rules.raster.maxInputPixels,
    });
  } catch {
    // A broken image is not a reason to fail the CV: it simply is not the photo.
    trace({ ref, outcome: 'undecodable' });
    return null;
  }
  if (!page) {
    const flat = topColoursShare(decoded.rgb, rules.flatness.topColours);
    if (flat > rules.flatness.maxTopColoursShare) {
      trace({ ref, outcome: 'flat', score: Math.round(flat * 1000) / 1000 });
      return null;
    }
  }
  const runsBefore = stats.detectorRuns;
  const faces = page ? await searchPage(decoded, detect, rules, stats) : await searchEmbedded(decoded, detect, rules, stats);
  const detectorRuns = stats.detectorRuns - runsBefore;
  const verdict = judgeFaces(
    faces,
    { mode: candidate.mode, imageWidth: decoded.uprightWidth, imageHeight: decoded.uprightHeight, placement: candidate.placement },
    rules,
  );
  if (!verdict.accepted) {
    trace({ ref, outcome: 'rejected', reason: verdict.reason, faces: verdict.faces, detectorRuns });
    return null;
  }
  trace({ ref, outcome: 'accepted', score: verdict.score, faces: 1, detectorRuns });
  return { candidate, face: verdict.face, score: verdict.score, decoded };
}

/** The candidate's headshot, cropped to a 3:4 JPEG portrait, or null when the CV has none. */
export async function findPhoto(document: Document, opts: FindPhotoOptions = {}): Promise<FoundPhoto | null> {
  const rules = opts.rules ?? PHOTO_RULES;
  const detect = opts.detect ?? detectFaces;
  const trace = opts.onTrace ?? (() => {});
  const { candidates, skipped } = selectCandidates(document, rules);
  for (const s of skipped) trace({ ref: s.ref, outcome: 'skipped', reason: s.reason });
  if (candidates.length === 0) return null;

  const stats: SearchStats = { detectorRuns: 0, windowsSkipped: 0 };
  let best: Accepted | null = null;
  for (const candidate of candidates) {
    opts.signal?.throwIfAborted();
    // A score is at most the candidate's placement factor: once the best found beats that
    // bound, this candidate cannot win and its detection is skipped.
    if (best && best.score >= placementBound(candidate, rules)) {
      trace({ ref: candidate.asset.ref, outcome: 'skipped', reason: 'a better-placed photo was already found' });
      continue;
    }
    const accepted = await examine(candidate, document, detect, rules, stats, trace);
    if (accepted && (!best || accepted.score > best.score)) best = accepted;
  }
  if (!best) return null;

  const { decoded, face } = best;
  const bounds =
    best.candidate.mode === 'page'
      ? pictureAroundFace(decoded, face, rules)
      : { x: 0, y: 0, w: decoded.uprightWidth, h: decoded.uprightHeight };
  const rect = portraitRect(face, bounds, rules);
  const portrait = await encodePortrait(
    best.candidate.asset.bytes,
    rect,
    { autoOrient: honoursExif(document), maxInputPixels: rules.raster.maxInputPixels },
    rules,
  );
  return { ...portrait, mediaType: 'image/jpeg', score: best.score };
}
