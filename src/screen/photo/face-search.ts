/**
 * Step 3 of the photo step: run the face detector over a decoded candidate and report faces in
 * the coordinates of the upright full-size image. An embedded picture is examined whole; a page
 * image is examined whole and then in overlapping square windows over its top part, because a
 * headshot on a page is too small for a 256-pixel detector looking at the whole page.
 */
import type { DetectedFace, RgbImage } from './face-detector.ts';
import { connectedPhotoRegion, countPhotoBlocks, type DecodedImage, inkBlockMap, photoBlockMap, type Rect, squareWindow } from './image-raster.ts';
import type { PhotoRules } from './photo-rules.ts';

export type FaceDetectFn = (image: RgbImage) => Promise<DetectedFace[]>;

export interface SearchStats {
  detectorRuns: number;
  windowsSkipped: number;
}

function mapFace(face: DetectedFace, factor: number, offsetX: number, offsetY: number, scale: number): DetectedFace {
  const pt = (p: [number, number] | undefined): [number, number] | undefined =>
    p ? [(p[0] / factor + offsetX) / scale, (p[1] / factor + offsetY) / scale] : undefined;
  return {
    ...face,
    x: (face.x / factor + offsetX) / scale,
    y: (face.y / factor + offsetY) / scale,
    w: face.w / factor / scale,
    h: face.h / factor / scale,
    leftEye: pt(face.leftEye),
    rightEye: pt(face.rightEye),
  };
}

async function detectIn(
  decoded: DecodedImage,
  rect: Rect,
  side: number,
  detect: FaceDetectFn,
  stats: SearchStats,
): Promise<DetectedFace[]> {
  const { window, factor, offsetX, offsetY } = await squareWindow(decoded.rgb, rect, side);
  stats.detectorRuns++;
  const faces = await detect(window);
  return faces.map((f) => mapFace(f, factor, offsetX, offsetY, decoded.scale));
}

/** Faces in a picture that may itself be the photo. */
export async function searchEmbedded(
  decoded: DecodedImage,
  detect: FaceDetectFn,
  rules: PhotoRules,
  stats: SearchStats,
): Promise<DetectedFace[]> {
  const { width, height } = decoded.rgb;
  return detectIn(decoded, { x: 0, y: 0, w: width, h: height }, rules.raster.detectMaxSidePx, detect, stats);
}

function overlap(a: DetectedFace, b: DetectedFace): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  return inter / Math.max(1e-6, Math.min(a.w * a.h, b.w * b.h));
}

/** One face per region: overlapping detections from neighbouring windows collapse to the best. */
function mergeDetections(faces: DetectedFace[]): DetectedFace[] {
  const ranked = [...faces].sort((a, b) => b.detectorScore * b.meshScore - a.detectorScore * a.meshScore);
  const kept: DetectedFace[] = [];
  for (const f of ranked) {
    const twin = kept.findIndex((k) => overlap(k, f) > 0.4);
    if (twin < 0) {
      kept.push(f);
      continue;
    }
    // The same face seen cut by a window edge is smaller: keep the larger view when both pass.
    const k = kept[twin]!;
    if (f.w * f.h > k.w * k.h * 1.3 && f.detectorScore >= k.detectorScore - 0.15) kept[twin] = f;
  }
  return kept;
}

/** Window rectangles (in decoded pixels) over the top of a page, in reading order. */
export function pageWindows(width: number, height: number, rules: PhotoRules): Rect[] {
  const ps = rules.pageSearch;
  const side = Math.min(width, height, Math.round(width * ps.windowOfPageWidth));
  const stride = Math.max(1, Math.round(width * ps.strideOfPageWidth));
  const bottom = Math.min(height, Math.max(side, Math.round(height * ps.searchTopShare)));
  const positions = (extent: number): number[] => {
    const out: number[] = [];
    for (let p = 0; p + side < extent; p += stride) out.push(p);
    out.push(Math.max(0, extent - side));
    return [...new Set(out)];
  };
  const rects: Rect[] = [];
  for (const y of positions(bottom)) for (const x of positions(width)) rects.push({ x, y, w: side, h: side });
  return rects;
}

/** Faces on a page image: one look at the whole page, then windows over its top. */
export async function searchPage(
  decoded: DecodedImage,
  detect: FaceDetectFn,
  rules: PhotoRules,
  stats: SearchStats,
): Promise<DetectedFace[]> {
  const { width, height } = decoded.rgb;
  const ps = rules.pageSearch;
  const whole = { x: 0, y: 0, w: width, h: height };
  const faces: DetectedFace[] = [];
  const blocks = photoBlockMap(decoded.rgb, ps.blockPx, ps.blockMidtoneShare);
  const windows = pageWindows(width, height, rules);
  const promising = windows.filter((rect) => countPhotoBlocks(blocks, rect) >= ps.minPhotoBlocks);
  stats.windowsSkipped += windows.length - promising.length;
  // A page that is text and paper everywhere has no photograph: the detector never runs.
  if (promising.length === 0) return [];
  // The whole page first, for a large face that no window holds entirely.
  faces.push(...(await detectIn(decoded, whole, rules.raster.windowPx, detect, stats)));
  for (const rect of promising) faces.push(...(await detectIn(decoded, rect, rules.raster.windowPx, detect, stats)));
  return mergeDetections(faces);
}

/**
 * On a page, the picture a face belongs to (upright pixels): the connected non-paper area around
 * the face, with a little air (a white backdrop reads as paper), so the portrait is framed
 * inside the photo and not across the neighbouring text.
 */
export function pictureAroundFace(decoded: DecodedImage, face: DetectedFace, rules: PhotoRules): Rect {
  const ps = rules.pageSearch;
  const s = decoded.scale;
  const blocks = inkBlockMap(decoded.rgb, ps.blockPx, ps.pictureInkShare);
  const region = connectedPhotoRegion(blocks, { x: face.x * s, y: face.y * s, w: face.w * s, h: face.h * s });
  const air = ps.pictureMarginOfFace * face.h;
  const x0 = Math.max(0, Math.min(face.x, region.x / s) - air);
  const y0 = Math.max(0, Math.min(face.y, region.y / s) - air);
  const x1 = Math.min(decoded.uprightWidth, Math.max(face.x + face.w, (region.x + region.w) / s) + air);
  const y1 = Math.min(decoded.uprightHeight, Math.max(face.y + face.h, (region.y + region.h) / s) + air);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
