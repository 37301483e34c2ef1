/**
 * One PDF image XObject → an ImageAsset: the original JPEG bytes when the stream is DCT (no
 * re-encoding, no quality loss), otherwise the decoded pixels encoded to PNG. Colour spaces
 * covered: gray, RGB, CMYK, ICC-based, indexed, at 1–16 bits per component; anything else
 * (JPEG 2000, JBIG2, fax, separations) is skipped: those are scans or line art, not photos.
 */
import { PDFArray, PDFBool, type PDFContext, PDFHexString, PDFName, type PDFRawStream, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import type { ImageAsset } from '../document.ts';
import { decodeStream, numberOf } from './pdf-stream-decoding.ts';

export type ImageSkip = { skipped: string };

/** Longest side of a PNG we encode from decoded pixels. */
const MAX_ENCODED_SIDE = 1024;

export async function pdfImageAsset(ref: string, stream: PDFRawStream, context: PDFContext, maxPixels: number): Promise<ImageAsset | ImageSkip> {
  const dict = stream.dict;
  const width = numberOf(dict, 'Width', 0);
  const height = numberOf(dict, 'Height', 0);
  if (dict.lookup(PDFName.of('ImageMask')) === PDFBool.True) return { skipped: 'stencil mask' };
  if (width <= 0 || height <= 0) return { skipped: 'no size' };
  if (width * height > maxPixels) return { skipped: `${width}×${height} pixels exceed the limit` };
  const decoded = decodeStream(stream, context, width * height * 8 + 65536);
  if (decoded.codec === 'DCTDecode') {
    const jpeg = decoded.data;
    if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return { skipped: 'DCT stream is not a JPEG' };
    return { ref, mediaType: 'image/jpeg', bytes: jpeg, width, height };
  }
  if (decoded.codec) return { skipped: `${decoded.codec} images are not decoded` };
  const bpc = numberOf(dict, 'BitsPerComponent', 8);
  const space = colorSpace(dict.lookup(PDFName.of('ColorSpace')), context);
  if (!space) return { skipped: 'unsupported colour space' };
  const pixels = toPixels(decoded.data, width, height, bpc, space);
  if (!pixels) return { skipped: 'image data too short' };
  // Raw pictures can be screenshots of many megapixels; a photo step needs far less, and PNG
  // encoding time grows with every pixel. JPEGs above keep their original bytes and size.
  const { data: png, info } = await sharp(pixels.data, { raw: { width, height, channels: pixels.channels } })
    .resize({ width: MAX_ENCODED_SIDE, height: MAX_ENCODED_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 2 })
    .toBuffer({ resolveWithObject: true });
  return { ref, mediaType: 'image/png', bytes: new Uint8Array(png), width: info.width, height: info.height };
}

type ColorSpace = { kind: 'gray' | 'rgb' | 'cmyk' } | { kind: 'indexed'; base: 'gray' | 'rgb' | 'cmyk'; palette: Uint8Array };

function colorSpace(value: unknown, context: PDFContext, depth = 0): ColorSpace | undefined {
  if (depth > 3) return undefined;
  if (value instanceof PDFName) {
    const name = value.decodeText();
    if (name === 'DeviceGray' || name === 'CalGray' || name === 'G') return { kind: 'gray' };
    if (name === 'DeviceRGB' || name === 'CalRGB' || name === 'RGB') return { kind: 'rgb' };
    if (name === 'DeviceCMYK' || name === 'CMYK') return { kind: 'cmyk' };
    return undefined;
  }
  if (!(value instanceof PDFArray) || value.size() === 0) return undefined;
  const family = value.lookup(0);
  const name = family instanceof PDFName ? family.decodeText() : '';
  if (name === 'CalGray') return { kind: 'gray' };
  if (name === 'CalRGB') return { kind: 'rgb' };
  if (name === 'ICCBased') {
    const profile = value.lookup(1);
    const n = profile && 'dict' in (profile as object) ? numberOf((profile as PDFRawStream).dict, 'N', 3) : 3;
    return n === 1 ? { kind: 'gray' } : n === 4 ? { kind: 'cmyk' } : n === 3 ? { kind: 'rgb' } : undefined;
  }
  if (name === 'Indexed' || name === 'I') {
    const base = colorSpace(value.lookup(1), context, depth + 1);
    if (!base || base.kind === 'indexed') return undefined;
    const lookup = value.lookup(3);
    let palette: Uint8Array | undefined;
    if (lookup instanceof PDFString || lookup instanceof PDFHexString) palette = lookup.asBytes();
    else if (lookup && 'contents' in (lookup as object)) {
      try {
        palette = decodeStream(lookup as PDFRawStream, context, 4 * 256 + 16).data;
      } catch {
        return undefined;
      }
    }
    return palette ? { kind: 'indexed', base: base.kind, palette } : undefined;
  }
  return undefined;
}

const CHANNELS = { gray: 1, rgb: 3, cmyk: 4 } as const;

/** Unpacks samples to 8-bit gray or RGB (CMYK and palettes converted), or undefined if short. */
function toPixels(data: Uint8Array, width: number, height: number, bpc: number, space: ColorSpace): { data: Uint8Array; channels: 1 | 3 } | undefined {
  const components = space.kind === 'indexed' ? 1 : CHANNELS[space.kind];
  const rowBytes = Math.ceil((width * components * bpc) / 8);
  if (data.length < rowBytes * height || ![1, 2, 4, 8, 16].includes(bpc)) return undefined;
  // The common case (8-bit gray or RGB) is already what sharp takes: no copy.
  if (bpc === 8 && (space.kind === 'gray' || space.kind === 'rgb')) {
    return { data: data.subarray(0, rowBytes * height), channels: space.kind === 'gray' ? 1 : 3 };
  }
  const samples = new Uint8Array(width * height * components);
  const max = (1 << Math.min(bpc, 8)) - 1;
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let i = 0; i < width * components; i++) {
      let v: number;
      if (bpc === 8) v = data[row + i]!;
      else if (bpc === 16) v = data[row + i * 2]!;
      else {
        const bit = i * bpc;
        v = (data[row + (bit >> 3)]! >> (8 - bpc - (bit & 7))) & max;
        // Palette indices stay indices; samples of other spaces scale to 0..255.
        if (space.kind !== 'indexed') v = Math.round((v * 255) / max);
      }
      samples[y * width * components + i] = v;
    }
  }
  if (space.kind === 'gray') return { data: samples, channels: 1 };
  if (space.kind === 'rgb') return { data: samples, channels: 3 };
  const out = new Uint8Array(width * height * 3);
  const base = space.kind === 'indexed' ? space.base : 'cmyk';
  const stride = space.kind === 'indexed' ? CHANNELS[space.base] : 4;
  for (let p = 0; p < width * height; p++) {
    const src = space.kind === 'indexed' ? space.palette.subarray(samples[p]! * stride, samples[p]! * stride + stride) : samples.subarray(p * 4, p * 4 + 4);
    const [r, g, b] = toRgb(base, src);
    out[p * 3] = r;
    out[p * 3 + 1] = g;
    out[p * 3 + 2] = b;
  }
  return { data: out, channels: 3 };
}

function toRgb(kind: 'gray' | 'rgb' | 'cmyk', c: Uint8Array): [number, number, number] {
  if (kind === 'gray') return [c[0] ?? 0, c[0] ?? 0, c[0] ?? 0];
  if (kind === 'rgb') return [c[0] ?? 0, c[1] ?? 0, c[2] ?? 0];
  const k = 255 - (c[3] ?? 0);
  return [((255 - (c[0] ?? 0)) * k) / 255, ((255 - (c[1] ?? 0)) * k) / 255, ((255 - (c[2] ?? 0)) * k) / 255];
}

export function isSkip(value: ImageAsset | ImageSkip): value is ImageSkip {
  return 'skipped' in value;
}
