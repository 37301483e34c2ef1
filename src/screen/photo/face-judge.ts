/**
 * Step 4 of the photo step: given the faces found in one candidate, is this the candidate's
 * headshot, and how sure are we? Pure: faces and geometry in, verdict out.
 *
 * Decisions (see PHOTO_RULES for the numbers):
 * - a face needs both a confident detector box and a confident FaceMesh fit, level eyes and
 *   enough pixels for a usable crop;
 * - in a picture, the face must fill a fair share of it (a crowd or a landscape is not a
 *   headshot); on a page, it must be large enough relative to the page and in its top part;
 * - two or more faces of similar size are a group photo: never the candidate's photo, because we
 *   cannot tell which person is the candidate. A much smaller face beside a dominant one (a
 *   passer-by, a badge) does not stop the dominant face from being taken.
 */
import type { Placement } from './candidates.ts';
import type { DetectedFace } from './face-detector.ts';
import type { PhotoRules } from './photo-rules.ts';

export interface JudgeContext {
  mode: 'embedded' | 'page';
  /** Size of the upright full-size image the faces are expressed in. */
  imageWidth: number;
  imageHeight: number;
  placement?: Placement;
}

export type FaceVerdict =
  | { accepted: true; face: DetectedFace; score: number }
  | { accepted: false; reason: string; faces: number };

function eyeTiltDegrees(face: DetectedFace): number {
  if (!face.leftEye || !face.rightEye) return 0;
  const dx = Math.abs(face.leftEye[0] - face.rightEye[0]);
  const dy = Math.abs(face.leftEye[1] - face.rightEye[1]);
  return (Math.atan2(dy, Math.max(1e-6, dx)) * 180) / Math.PI;
}

function isConfidentFace(face: DetectedFace, rules: PhotoRules): boolean {
  const r = rules.face;
  return (
    face.detectorScore >= r.minDetectorScore &&
    face.meshScore >= r.minMeshScore &&
    face.w >= r.minFaceWidthPx &&
    eyeTiltDegrees(face) <= r.maxEyeTiltDegrees
  );
}

/** Lower for later pages and for pictures placed low on the page (centreY: 0 top .. 1 bottom). */
function positionFactor(page: number, centreY: number, rules: PhotoRules): number {
  const pagePenalty = Math.min(0.5, rules.score.laterPagePenalty * (page - 1));
  const lowPenalty = centreY > 0.5 ? rules.score.lowPlacementPenalty : 0;
  return (1 - pagePenalty) * (1 - lowPenalty);
}

function placementFactor(ctx: JudgeContext, face: DetectedFace, rules: PhotoRules): number {
  // An unplaced picture (position unknown) gets no position penalty.
  let centreY = 0;
  if (ctx.mode === 'page') centreY = (face.y + face.h / 2) / Math.max(1, ctx.imageHeight);
  else if (ctx.placement) centreY = (ctx.placement.y + ctx.placement.h / 2) / Math.max(1, ctx.placement.pageHeight);
  return positionFactor(ctx.placement?.page ?? 1, centreY, rules);
}

/** The highest score a candidate could reach (a perfect face), known before any detection. */
export function placementBound(candidate: { mode: 'embedded' | 'page'; placement?: Placement }, rules: PhotoRules): number {
  const p = candidate.placement;
  // On a page the face could sit anywhere, so only the page number bounds it.
  const centreY = candidate.mode === 'embedded' && p ? (p.y + p.h / 2) / Math.max(1, p.pageHeight) : 0;
  return positionFactor(p?.page ?? 1, centreY, rules);
}

export function judgeFaces(faces: DetectedFace[], ctx: JudgeContext, rules: PhotoRules): FaceVerdict {
  const confident = faces.filter((f) => isConfidentFace(f, rules)).sort((a, b) => b.w - a.w);
  const main = confident[0];
  if (!main) return { accepted: false, reason: faces.length ? 'no confident upright face' : 'no face', faces: faces.length };
  const second = confident[1];
  if (second && second.w >= rules.face.groupSecondFaceRatio * main.w) {
    return { accepted: false, reason: 'several faces of similar size (group photo)', faces: confident.length };
  }
  if (ctx.mode === 'embedded') {
    const side = Math.min(ctx.imageWidth, ctx.imageHeight);
    if (main.w < rules.face.minFaceOfImageSide * side) {
      return { accepted: false, reason: 'face too small for the picture (not a headshot)', faces: confident.length };
    }
  } else {
    if (main.w < rules.pageSearch.minFaceOfPageWidth * ctx.imageWidth) {
      return { accepted: false, reason: 'face too small for the page', faces: confident.length };
    }
    const centreY = (main.y + main.h / 2) / Math.max(1, ctx.imageHeight);
    if (centreY > rules.pageSearch.searchTopShare) {
      return { accepted: false, reason: 'face low on the page', faces: confident.length };
    }
  }
  const score = main.detectorScore * main.meshScore * placementFactor(ctx, main, rules);
  return { accepted: true, face: main, score: Math.round(score * 1000) / 1000 };
}
