/**
 * The pure parts of the photo step: which images become candidates, how faces are judged, and
 * how the portrait is framed.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '../../../src/screen/extract/document.ts';
import { selectCandidates } from '../../../src/screen/photo/candidates.ts';
import type { DetectedFace } from '../../../src/screen/photo/face-detector.ts';
import { judgeFaces } from '../../../src/screen/photo/face-judge.ts';
import { pageWindows, pictureAroundFace } from '../../../src/screen/photo/face-search.ts';
import { PHOTO_RULES } from '../../../src/screen/photo/photo-rules.ts';
import { portraitRect } from '../../../src/screen/photo/portrait-crop.ts';
import { documentWithImages } from '../../support/photo-fixtures.ts';

const asset = (ref: string, width: number, height: number, isPageImage?: boolean): ImageAsset => ({
  ref,
  mediaType: 'image/png',
  bytes: new Uint8Array(),
  width,
  height,
  isPageImage,
});

const face = (x: number, y: number, w: number, extra: Partial<DetectedFace> = {}): DetectedFace => ({
  x,
  y,
  w,
  h: w * 1.15,
  detectorScore: 0.9,
  meshScore: 1,
  leftEye: [x + w * 0.7, y + w * 0.4],
  rightEye: [x + w * 0.3, y + w * 0.4],
  ...extra,
});

describe('selectCandidates', () => {
  it('keeps photo-shaped images and says why the others were left out', () => {
    const doc = documentWithImages(
      [asset('photo', 300, 400), asset('icon', 24, 24), asset('banner', 2000, 300), asset('late', 300, 400), asset('speck', 300, 400)],
      [
        { ref: 'photo', x: 450, y: 40, w: 90, h: 120 },
        { ref: 'icon', x: 50, y: 100, w: 10, h: 10 },
        { ref: 'banner', x: 0, y: 0, w: 595, h: 90 },
        { ref: 'late', x: 450, y: 40, w: 90, h: 120, page: 4 },
        { ref: 'speck', x: 450, y: 400, w: 12, h: 16 },
      ],
    );
    const { candidates, skipped } = selectCandidates(doc);
    expect(candidates.map((c) => [c.asset.ref, c.mode])).toEqual([['photo', 'embedded']]);
    expect(Object.fromEntries(skipped.map((s) => [s.ref, s.reason]))).toEqual({
      icon: 'too few pixels',
      banner: 'aspect ratio of a strip or banner',
      late: 'on a late page',
      speck: 'drawn too small',
    });
  });

  it('examines page 1 near the top first and caps the number of candidates', () => {
    const refs = Array.from({ length: 9 }, (_, i) => `img${i}`);
    const doc = documentWithImages(
      refs.map((r) => asset(r, 200, 260)),
      refs.map((ref, i) => ({ ref, x: 60, y: 700 - i * 70, w: 60, h: 78, page: i === 8 ? 2 : 1 })),
    );
    const { candidates, skipped } = selectCandidates(doc);
    expect(candidates).toHaveLength(PHOTO_RULES.candidates.maxEmbedded);
    expect(candidates[0]!.asset.ref).toBe('img7');
    expect(candidates.map((c) => c.asset.ref)).not.toContain('img8');
    expect(skipped.filter((s) => s.reason === 'over the candidate limit')).toHaveLength(3);
  });

  it('searches page images and page-sized backgrounds, not embedded pictures', () => {
    const doc = documentWithImages(
      [asset('photo', 300, 400), asset('scan', 1654, 2339, true), asset('background', 1240, 1754), asset('scan3', 1654, 2339, true)],
      [
        { ref: 'scan', x: 0, y: 0, w: 595, h: 842 },
        { ref: 'photo', x: 450, y: 40, w: 90, h: 120 },
        { ref: 'background', x: 0, y: 0, w: 595, h: 842, page: 2 },
        { ref: 'scan3', x: 0, y: 0, w: 595, h: 842, page: 3 },
      ],
    );
    const { candidates, skipped } = selectCandidates(doc);
    expect(candidates.map((c) => [c.asset.ref, c.mode])).toEqual([
      ['photo', 'embedded'],
      ['scan', 'page'],
      ['background', 'page'],
    ]);
    expect(skipped).toEqual([{ ref: 'scan3', reason: 'over the page search limit' }]);
  });

  it('keeps an image the extractor could not place, behind placed ones', () => {
    const doc = documentWithImages([asset('floating', 300, 400), asset('placed', 300, 400)], [{ ref: 'placed', x: 450, y: 600, w: 90, h: 120 }], 'docx');
    expect(selectCandidates(doc).candidates.map((c) => c.asset.ref)).toEqual(['placed', 'floating']);
  });
});

describe('judgeFaces', () => {
  const picture = { mode: 'embedded' as const, imageWidth: 300, imageHeight: 400 };

  it('accepts one confident face and scores it', () => {
    const v = judgeFaces([face(90, 110, 120)], picture, PHOTO_RULES);
    expect(v.accepted).toBe(true);
    if (v.accepted) expect(v.score).toBeCloseTo(0.9, 2);
  });

  it('rejects two faces of similar size as a group photo, keeps a dominant face', () => {
    expect(judgeFaces([face(20, 100, 100), face(180, 100, 90)], picture, PHOTO_RULES)).toMatchObject({
      accepted: false,
      reason: expect.stringMatching(/group/),
    });
    expect(judgeFaces([face(90, 110, 120), face(5, 5, 40)], picture, PHOTO_RULES).accepted).toBe(true);
  });

  it('rejects unsure, tilted, tiny or lost-in-the-picture faces', () => {
    expect(judgeFaces([face(90, 110, 120, { detectorScore: 0.3 })], picture, PHOTO_RULES).accepted).toBe(false);
    expect(judgeFaces([face(90, 110, 120, { meshScore: 0.4 })], picture, PHOTO_RULES).accepted).toBe(false);
    expect(judgeFaces([face(90, 110, 120, { leftEye: [190, 120], rightEye: [130, 180] })], picture, PHOTO_RULES).accepted).toBe(false);
    expect(judgeFaces([face(10, 10, 20)], picture, PHOTO_RULES).accepted).toBe(false);
    // A 30-pixel face in a 2000-pixel picture is a person in a scene, not a headshot.
    expect(judgeFaces([face(900, 500, 30)], { ...picture, imageWidth: 2000, imageHeight: 1500 }, PHOTO_RULES).accepted).toBe(false);
  });

  it('on a page, wants the face large enough and in the top part', () => {
    const page = { mode: 'page' as const, imageWidth: 1240, imageHeight: 1754 };
    expect(judgeFaces([face(950, 120, 110)], page, PHOTO_RULES).accepted).toBe(true);
    expect(judgeFaces([face(950, 1400, 110)], page, PHOTO_RULES).accepted).toBe(false);
    expect(judgeFaces([face(950, 120, 30)], page, PHOTO_RULES).accepted).toBe(false);
  });

  it('scores a photo on a later page or low on the page below one at the top of page 1', () => {
    const top = judgeFaces([face(90, 110, 120)], { ...picture, placement: { page: 1, x: 450, y: 40, w: 90, h: 120, pageWidth: 595, pageHeight: 842 } }, PHOTO_RULES);
    const low = judgeFaces([face(90, 110, 120)], { ...picture, placement: { page: 2, x: 450, y: 600, w: 90, h: 120, pageWidth: 595, pageHeight: 842 } }, PHOTO_RULES);
    expect(top.accepted && low.accepted).toBe(true);
    if (top.accepted && low.accepted) expect(low.score).toBeLessThan(top.score);
  });
});

describe('portraitRect', () => {
  const inside = (r: { left: number; top: number; width: number; height: number }, w: number, h: number) =>
    r.left >= 0 && r.top >= 0 && r.left + r.width <= w && r.top + r.height <= h;
  const holds = (r: { left: number; top: number; width: number; height: number }, f: DetectedFace) =>
    f.x >= r.left && f.y >= r.top && f.x + f.w <= r.left + r.width && f.y + f.h <= r.top + r.height;

  it('frames head and shoulders at 3:4 with the face centred and room above', () => {
    const f = face(900, 500, 200);
    const r = portraitRect(f, { x: 0, y: 0, w: 2000, h: 2000 }, PHOTO_RULES);
    expect(r.width / r.height).toBeCloseTo(0.75, 2);
    expect(holds(r, f)).toBe(true);
    expect(Math.abs(r.left + r.width / 2 - (f.x + f.w / 2))).toBeLessThanOrEqual(1);
    expect(f.y - r.top).toBeGreaterThan(0.4 * f.h);
    expect(r.top + r.height - (f.y + f.h)).toBeGreaterThan(0.4 * f.h);
  });

  it('stays inside the image and keeps 3:4 when the face is near an edge', () => {
    const f = face(5, 8, 120);
    const r = portraitRect(f, { x: 0, y: 0, w: 800, h: 600 }, PHOTO_RULES);
    expect(inside(r, 800, 600)).toBe(true);
    expect(holds(r, f)).toBe(true);
    expect(r.width / r.height).toBeCloseTo(0.75, 1);
  });

  it('stays inside the bounds of a photo on a page', () => {
    const f = face(640, 90, 70);
    const photo = { x: 600, y: 40, w: 150, h: 200 };
    const r = portraitRect(f, photo, PHOTO_RULES);
    expect(r.left).toBeGreaterThanOrEqual(600);
    expect(r.top).toBeGreaterThanOrEqual(40);
    expect(r.left + r.width).toBeLessThanOrEqual(750);
    expect(r.top + r.height).toBeLessThanOrEqual(240);
    expect(holds(r, f)).toBe(true);
    expect(r.width / r.height).toBeCloseTo(0.75, 1);
  });

  it('uses the largest 3:4 frame of a tight headshot and never cuts the face', () => {
    const tight = portraitRect(face(20, 40, 160), { x: 0, y: 0, w: 200, h: 250 }, PHOTO_RULES);
    expect(inside(tight, 200, 250)).toBe(true);
    expect(tight.width / tight.height).toBeCloseTo(0.75, 1);
    const wideFace = face(10, 10, 180, { h: 100 });
    const r = portraitRect(wideFace, { x: 0, y: 0, w: 200, h: 120 }, PHOTO_RULES);
    expect(inside(r, 200, 120)).toBe(true);
    expect(holds(r, wideFace)).toBe(true);
  });
});

describe('pageWindows', () => {
  it('covers the top of the page with overlapping squares, so a small face lies wholly in one', () => {
    const windows = pageWindows(1131, 1600, PHOTO_RULES);
    const side = windows[0]!.w;
    expect(windows.every((w) => w.w === side && w.h === side && w.x + w.w <= 1131)).toBe(true);
    expect(Math.max(...windows.map((w) => w.y + w.h))).toBeCloseTo(1600 * PHOTO_RULES.pageSearch.searchTopShare, -1);
    // Any 0.2-page-width square in the searched band is wholly inside some window.
    const s = 0.2 * 1131;
    for (let x = 0; x + s <= 1131; x += 37) {
      for (let y = 0; y + s <= 1600 * PHOTO_RULES.pageSearch.searchTopShare; y += 41) {
        expect(windows.some((w) => x >= w.x && y >= w.y && x + s <= w.x + w.w && y + s <= w.y + w.h)).toBe(true);
      }
    }
  });
});

describe('pictureAroundFace', () => {
  /** A white page: text lines on the left, a passport-style photo (white backdrop) on the right. */
  function page() {
    const canvas = createCanvas(600, 800);
    const g = canvas.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 600, 800);
    g.fillStyle = '#111111';
    for (let y = 60; y < 400; y += 22) g.fillRect(40, y, 330, 3);
    g.fillStyle = '#1b1b1b'; // dark hair and suit: not mid-tones, still part of the photo
    g.beginPath();
    g.ellipse(490, 110, 55, 60, 0, 0, Math.PI * 2);
    g.fill();
    g.fillRect(420, 200, 140, 60);
    g.fillStyle = '#d9a47c';
    g.fillRect(470, 180, 40, 25); // neck
    g.beginPath();
    g.ellipse(490, 140, 42, 55, 0, 0, Math.PI * 2);
    g.fill();
    const rgba = g.getImageData(0, 0, 600, 800).data;
    const rgb = new Uint8Array(600 * 800 * 3);
    for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
      rgb[j] = rgba[i]!;
      rgb[j + 1] = rgba[i + 1]!;
      rgb[j + 2] = rgba[i + 2]!;
    }
    return { rgb: { data: rgb, width: 600, height: 800 }, uprightWidth: 600, uprightHeight: 800, scale: 1 };
  }

  it('spans the whole person (dark hair included) and stops before the text beside it', () => {
    const r = pictureAroundFace(page(), face(455, 100, 70, { h: 90 }), PHOTO_RULES);
    expect(r.y).toBeLessThanOrEqual(50); // hair top at 50
    expect(r.y + r.h).toBeGreaterThanOrEqual(255); // suit bottom at 260
    expect(r.x).toBeGreaterThan(370); // text ends at 370
    expect(r.x + r.w).toBeLessThanOrEqual(600);
  });
});
