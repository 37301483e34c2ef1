/**
 * The photo step end to end on Document models built from generated images, with the real
 * offline face detector: faces are found and cropped; logos, icons, QR codes, signatures,
 * shapes, placeholders, smileys and group photos never are.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../../src/screen/extract/document.ts';
import { detectFaces, loadFaceDetector, type RgbImage } from '../../../src/screen/photo/face-detector.ts';
import { findPhoto, type PhotoTraceEntry } from '../../../src/screen/photo/find-photo.ts';
import { LOOKS } from '../../support/face-drawing.ts';
import { expectPortraitOfOneFace } from '../../support/photo-assertions.ts';
import {
  cvJpgPage,
  documentWithImages,
  facePhotoJpeg,
  groupPhotoJpeg,
  iconPng,
  imageAsset,
  logoPng,
  pageImageDocument,
  photoWithBystanderJpeg,
  qrLikePng,
  scannedSignatureJpeg,
  shapePng,
  sidewaysFacePhotoJpeg,
  signaturePng,
  silhouettePng,
  smileyPng,
  squareLogoPng,
} from '../../support/photo-fixtures.ts';

async function single(ref: string, bytes: Buffer, format: Document['format'] = 'pdf'): Promise<Document> {
  return documentWithImages([await imageAsset(ref, bytes)], [{ ref, x: 440, y: 40, w: 100, h: 100 * (3 / 4) }], format);
}

function tracing(): { entries: PhotoTraceEntry[]; onTrace: (e: PhotoTraceEntry) => void } {
  const entries: PhotoTraceEntry[] = [];
  return { entries, onTrace: (e) => entries.push(e) };
}

describe('findPhoto', () => {
  beforeAll(async () => {
    await loadFaceDetector();
  });

  it('finds a face photo and crops it to a 3:4 head-and-shoulders portrait', async () => {
    const doc = documentWithImages(
      [await imageAsset('photo', await facePhotoJpeg({ width: 600, height: 800, seed: 2 }))],
      [{ ref: 'photo', x: 440, y: 40, w: 105, h: 140 }],
    );
    const photo = await findPhoto(doc);
    expect(photo).not.toBeNull();
    expect(photo!.score).toBeGreaterThan(0.5);
    expect(photo!.score).toBeLessThanOrEqual(1);
    await expectPortraitOfOneFace(photo!);
  });

  it('crops a landscape picture around the face, not the whole picture', async () => {
    const wide = await sharp(await facePhotoJpeg({ width: 300, height: 400, seed: 4 }))
      .extend({ left: 200, right: 200, background: '#7a8a9a' })
      .jpeg()
      .toBuffer();
    const photo = await findPhoto(
      documentWithImages([await imageAsset('wide', wide)], [{ ref: 'wide', x: 300, y: 40, w: 175, h: 100 }]),
    );
    expect(photo).not.toBeNull();
    await expectPortraitOfOneFace(photo!);
  });

  it.each([
    ['a logo', () => logoPng()],
    ['a square logo', () => squareLogoPng()],
    ['an icon', () => iconPng()],
    ['a QR code', () => qrLikePng()],
    ['a clean signature', () => signaturePng()],
    ['a scanned signature', () => scannedSignatureJpeg()],
    ['a decorative shape', () => shapePng()],
    ['a placeholder silhouette', () => silhouettePng()],
    ['a smiley', () => smileyPng()],
  ])('returns null for %s', async (_name, make) => {
    const doc = await single('img', await make());
    expect(await findPhoto(doc)).toBeNull();
  });

  it('picks the face on a page that also has a logo', async () => {
    const t = tracing();
    const doc = documentWithImages(
      [await imageAsset('logo', logoPng()), await imageAsset('face', await facePhotoJpeg({ seed: 5 }))],
      [
        { ref: 'logo', x: 50, y: 20, w: 96, h: 36 },
        { ref: 'face', x: 460, y: 40, w: 85, h: 113 },
      ],
    );
    const photo = await findPhoto(doc, { onTrace: t.onTrace });
    expect(photo).not.toBeNull();
    await expectPortraitOfOneFace(photo!);
    expect(t.entries.find((e) => e.outcome === 'accepted')?.ref).toBe('face');
    expect(t.entries.find((e) => e.ref === 'logo')?.outcome).not.toBe('accepted');
  });

  it('reports no photo for a group photo (two faces of similar size: whose would it be?)', async () => {
    const t = tracing();
    const doc = await single('group', await groupPhotoJpeg());
    expect(await findPhoto(doc, { onTrace: t.onTrace })).toBeNull();
    expect(t.entries[0]?.reason).toMatch(/group/);
  });

  it('takes the dominant face when a much smaller one is in the background', async () => {
    const photo = await findPhoto(await single('bystander', await photoWithBystanderJpeg()));
    expect(photo).not.toBeNull();
    await expectPortraitOfOneFace(photo!, { bystanders: true });
  });

  it('applies the EXIF orientation of a photo in a DOCX and returns it upright', async () => {
    const photo = await findPhoto(await single('sideways', await sidewaysFacePhotoJpeg(), 'docx'));
    expect(photo).not.toBeNull();
    expect(photo!.height).toBeGreaterThan(photo!.width);
    await expectPortraitOfOneFace(photo!);
  });

  it('finds the headshot on a JPG CV page and crops only the face region', async () => {
    const page = await cvJpgPage({ withPhoto: true });
    const photo = await findPhoto(await pageImageDocument(page));
    expect(photo).not.toBeNull();
    const face = await expectPortraitOfOneFace(photo!);
    // The crop is the photo's region, far smaller than the 827 × 1169 page.
    expect(photo!.width).toBeLessThan(300);
    expect(face.w).toBeGreaterThan(20);
  });

  it('on a page, frames the portrait inside a tight headshot, not across the text set against it', async () => {
    const page = await cvJpgPage({ textBesidePhoto: true });
    const photo = await findPhoto(await pageImageDocument(page));
    expect(photo).not.toBeNull();
    await expectPortraitOfOneFace(photo!);
    // The headshot is 120 × 150 on the page; a head-and-shoulders frame computed from the face
    // alone would be about twice that and take in the text around it.
    expect(photo!.width).toBeLessThanOrEqual(150);
    expect(photo!.height).toBeLessThanOrEqual(185);
  });

  it('finds the headshot on page 2 of a scanned application that opens with a cover letter', async () => {
    const letter = await imageAsset('scan-1', await cvJpgPage({ withPhoto: false }), true);
    const cv = await imageAsset('scan-2', await cvJpgPage({ withPhoto: true }), true);
    const doc = documentWithImages(
      [letter, cv],
      [
        { ref: 'scan-1', x: 0, y: 0, w: 595, h: 842 },
        { ref: 'scan-2', x: 0, y: 0, w: 595, h: 842, page: 2 },
      ],
    );
    const photo = await findPhoto(doc);
    expect(photo).not.toBeNull();
    await expectPortraitOfOneFace(photo!);
  });

  it('does not run the detector on a text-only page or a CV without pictures', async () => {
    let runs = 0;
    const counting = (image: RgbImage) => {
      runs++;
      return detectFaces(image);
    };
    expect(await findPhoto(await pageImageDocument(await cvJpgPage({ withPhoto: false })), { detect: counting })).toBeNull();
    expect(await findPhoto(documentWithImages([], []), { detect: counting })).toBeNull();
    expect(await findPhoto(await single('logo', logoPng()), { detect: counting })).toBeNull();
    expect(runs).toBe(0);
  });

  it('skips tiny images and strips without decoding them', async () => {
    const t = tracing();
    const doc = documentWithImages(
      [await imageAsset('bullet', iconPng(24)), await imageAsset('rule', logoPng(600, 20))],
      [
        { ref: 'bullet', x: 50, y: 200, w: 8, h: 8 },
        { ref: 'rule', x: 50, y: 300, w: 495, h: 16 },
      ],
    );
    expect(await findPhoto(doc, { onTrace: t.onTrace })).toBeNull();
    expect(t.entries.map((e) => e.outcome)).toEqual(['skipped', 'skipped']);
  });

  it('stops looking once a photo beats what any remaining candidate could score', async () => {
    let runs = 0;
    const counting = (image: RgbImage) => {
      runs++;
      return detectFaces(image);
    };
    const t = tracing();
    const doc = documentWithImages(
      [await imageAsset('top', await facePhotoJpeg({ seed: 8 })), await imageAsset('later', await facePhotoJpeg({ seed: 9, look: LOOKS[2] }))],
      [
        { ref: 'top', x: 450, y: 40, w: 90, h: 120 },
        { ref: 'later', x: 450, y: 40, w: 90, h: 120, page: 3 },
      ],
    );
    expect(await findPhoto(doc, { detect: counting, onTrace: t.onTrace })).not.toBeNull();
    expect(runs).toBe(1);
    expect(t.entries.map((e) => [e.ref, e.outcome])).toEqual([
      ['top', 'accepted'],
      ['later', 'skipped'],
    ]);
  });

  it('treats an undecodable image as no photo instead of failing', async () => {
    const broken = { ref: 'broken', mediaType: 'image/jpeg' as const, bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), width: 300, height: 400 };
    const doc = documentWithImages([broken], [{ ref: 'broken', x: 440, y: 40, w: 90, h: 120 }]);
    const t = tracing();
    expect(await findPhoto(doc, { onTrace: t.onTrace })).toBeNull();
    expect(t.entries[0]?.outcome).toBe('undecodable');
  });
});
