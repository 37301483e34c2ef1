/**
 * Step 5 of the photo step: frame a head-and-shoulders portrait (3:4) around the chosen face and
 * encode it as a JPEG no larger than needed. `portraitRect` is pure geometry; `encodePortrait`
 * does the pixels.
 */
import sharp from 'sharp';
import type { DetectedFace } from './face-detector.ts';
import { openImage } from './image-raster.ts';
import type { PhotoRules } from './photo-rules.ts';

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

type FaceBox = Pick<DetectedFace, 'x' | 'y' | 'w' | 'h'>;

/** The area the crop must stay in (upright image pixels): the whole picture, or a photo on a page. */
export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The crop, in upright image pixels, inside `bounds`. Wanted: 3:4, the face centred
 * horizontally, room above for the hair and below for the shoulders. When the picture is smaller
 * than that (an already tight headshot), the largest 3:4 rectangle that fits is used, placed to keep the face in the
 * same spot; only if even that cannot hold the whole face is the aspect given up for the face.
 */
export function portraitRect(face: FaceBox, bounds: Bounds, rules: PhotoRules): CropRect {
  const { x: bx, y: by, w: imageWidth, h: imageHeight } = bounds;
  // Work in coordinates relative to the bounds, shift back at the end.
  face = { x: face.x - bx, y: face.y - by, w: face.w, h: face.h };
  const c = rules.crop;
  let height = c.heightOfFace * face.h;
  let width = c.aspect * height;
  // Wide faces (or a mesh box squashed by a tilt): keep the cheeks well inside.
  if (width < 1.6 * face.w) {
    width = 1.6 * face.w;
    height = width / c.aspect;
  }
  const shrink = Math.min(1, imageWidth / width, imageHeight / height);
  width *= shrink;
  height *= shrink;
  // Never cut the face itself: widen or heighten back to the face box within the image.
  width = Math.min(imageWidth, Math.max(width, face.w));
  height = Math.min(imageHeight, Math.max(height, face.h));

  // Where the face centre sits in the wanted frame, kept when the frame shrinks.
  const faceCentreInFrame = (c.topMarginOfFace * face.h + face.h / 2) / (c.heightOfFace * face.h);
  const centreX = face.x + face.w / 2;
  const centreY = face.y + face.h / 2;
  let left = centreX - width / 2;
  let top = centreY - faceCentreInFrame * height;
  left = Math.min(Math.max(0, left), imageWidth - width);
  top = Math.min(Math.max(0, top), imageHeight - height);

  const l = Math.max(0, Math.floor(left));
  const t = Math.max(0, Math.floor(top));
  return {
    left: Math.floor(bx) + l,
    top: Math.floor(by) + t,
    width: Math.max(1, Math.min(Math.floor(imageWidth) - l, Math.round(width))),
    height: Math.max(1, Math.min(Math.floor(imageHeight) - t, Math.round(height))),
  };
}

/** Cuts `rect` from the upright image and encodes a JPEG with its longest side bounded. */
export async function encodePortrait(
  bytes: Uint8Array,
  rect: CropRect,
  opts: { autoOrient: boolean; maxInputPixels: number },
  rules: PhotoRules,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  // Two passes, so the rectangle is unambiguously in upright coordinates whatever order sharp
  // would apply auto-orientation and extraction in within a single pipeline.
  const upright = await openImage(bytes, opts).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(upright.data, {
    raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels },
  })
    .extract(rect)
    .resize({ width: rules.crop.maxSidePx, height: rules.crop.maxSidePx, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: rules.crop.jpegQuality, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
