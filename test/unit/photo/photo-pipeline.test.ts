/**
 * The photo step inside the Screen pipeline, on generated CV files through the real extractors:
 * PDF, DOCX and ODT with a face and a logo give the face, cropped; logo-only CVs give no photo; a JPG
 * CV page gives the face region of the page. The crop's bytes travel beside the profile, whose
 * photo group says what the HTTP layer will serve.
 */
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/screen/pipeline.ts';
import { expectPortraitOfOneFace } from '../../support/photo-assertions.ts';
import { cvDocxWithFaceAndLogo, cvDocxWithLogoOnly, cvJpgPage, cvOdtWithFaceAndLogo, cvPdfWithFaceAndLogo, cvPdfWithLogoOnly } from '../../support/photo-fixtures.ts';

const limits = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024 };
const run = async (bytes: Buffer) => runPipeline(new Uint8Array(bytes), { referenceDate: new Date('2025-06-01'), limits });

describe('pipeline step 5: photo', () => {
  it.each([
    ['PDF', cvPdfWithFaceAndLogo],
    ['DOCX', cvDocxWithFaceAndLogo],
    ['ODT', cvOdtWithFaceAndLogo],
  ])('a %s with a face and a logo gives only the face, cropped', async (_format, make) => {
    const { profile, photo } = await run(await make());
    expect(photo).not.toBeNull();
    expect(profile.photo).toEqual({
      found: true,
      mediaType: 'image/jpeg',
      width: photo!.width,
      height: photo!.height,
      bytes: photo!.bytes.byteLength,
    });
    await expectPortraitOfOneFace(photo!);
    expect(profile.meta.timingsMs.photo).toBeGreaterThan(0);
  });

  it.each([
    ['PDF', cvPdfWithLogoOnly],
    ['DOCX', cvDocxWithLogoOnly],
  ])('a %s with only a logo has no photo', async (_format, make) => {
    const { profile, photo } = await run(await make());
    expect(photo).toBeNull();
    expect(profile.photo).toEqual({ found: false });
  });

  it('a JPG CV page gives the headshot region, not the page', async () => {
    const { profile, photo } = await run(await cvJpgPage({ withPhoto: true }));
    expect(profile.meta.fileType).toBe('jpeg');
    expect(photo).not.toBeNull();
    expect(photo!.width).toBeLessThan(300);
    await expectPortraitOfOneFace(photo!);
  }, 60_000);
});
