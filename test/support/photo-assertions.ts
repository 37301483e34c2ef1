/**
 * What every found photo must be, checked with the real detector: a JPEG portrait (3:4, at most
 * 512 px) showing one main face, whole, centred, with room above it.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import { type DetectedFace, detectFaces, type RgbImage } from '../../src/screen/photo/face-detector.ts';

export interface PhotoLike {
  bytes: Uint8Array;
  mediaType: string;
  width: number;
  height: number;
}

export async function rgbOf(bytes: Uint8Array): Promise<RgbImage> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** The crop must show one main face, whole, centred, with room above it: a portrait. */
export async function expectPortraitOfOneFace(photo: PhotoLike, opts: { bystanders?: boolean } = {}): Promise<DetectedFace> {
  expect(photo.mediaType).toBe('image/jpeg');
  expect([photo.bytes[0], photo.bytes[1]]).toEqual([0xff, 0xd8]);
  const meta = await sharp(photo.bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([photo.width, photo.height]);
  expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(512);
  expect(photo.width / photo.height).toBeCloseTo(3 / 4, 1);
  const faces = (await detectFaces(await rgbOf(photo.bytes))).sort((a, b) => b.w - a.w);
  if (opts.bystanders) expect(faces.slice(1).every((f) => f.w < 0.5 * faces[0]!.w)).toBe(true);
  else expect(faces).toHaveLength(1);
  const face = faces[0]!;
  expect(face.x).toBeGreaterThanOrEqual(0);
  expect(face.y).toBeGreaterThan(0.05 * photo.height);
  expect(face.x + face.w).toBeLessThanOrEqual(photo.width);
  expect(face.y + face.h).toBeLessThanOrEqual(photo.height);
  expect(Math.abs(face.x + face.w / 2 - photo.width / 2)).toBeLessThan(0.12 * photo.width);
  // Head and shoulders: the face is a fair part of the picture, not all of it.
  expect(face.w / photo.width).toBeGreaterThan(0.25);
  expect(face.w / photo.width).toBeLessThan(0.75);
  return face;
}

