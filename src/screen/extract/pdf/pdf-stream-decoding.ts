/**
 * Decodes PDF stream data read through pdf-lib: its filter chain up to (not including) a final
 * image codec such as DCTDecode, with PNG predictors applied (pdf-lib's own decoder skips them).
 * Flate goes through node:zlib, which is faster than pdf-lib's JavaScript inflater and tolerates
 * a truncated end.
 */
import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { decodePDFRawStream, PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** Codecs we never decode here: the bytes are kept (JPEG) or the image is skipped. */
export const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

export interface DecodedStream {
  data: Uint8Array;
  /** The image codec left to apply (e.g. DCTDecode: data is then a JPEG file), if any. */
  codec?: string;
}

/** Filters of a stream dictionary, in order, with their parameters. */
export function streamFilters(dict: PDFDict): { name: string; params: PDFDict | undefined }[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  if (filter instanceof PDFName) return [{ name: filter.decodeText(), params: parms instanceof PDFDict ? parms : undefined }];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((_, i) => {
      const name = filter.lookup(i);
      const p = parms instanceof PDFArray ? parms.lookup(i) : undefined;
      return { name: name instanceof PDFName ? name.decodeText() : '?', params: p instanceof PDFDict ? p : undefined };
    });
  }
  return [];
}

/**
 * Decodes up to the first image codec. Throws on unknown filters or broken data; callers
 * treat that as "this stream is unusable", never as a failed document.
 */
export function decodeStream(stream: PDFRawStream, context: PDFContext, maxBytes: number): DecodedStream {
  let data = stream.contents;
  for (const { name, params } of streamFilters(stream.dict)) {
    if (IMAGE_CODECS.has(name)) return { data, codec: name };
    if (name === 'FlateDecode') data = inflate(data, maxBytes);
    else data = decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: name }) as PDFDict, data)).decode();
    if (data.length > maxBytes) throw new Error('stream exceeds its size budget');
    if (params && (name === 'FlateDecode' || name === 'LZWDecode')) data = unpredict(data, params);
  }
  return { data };
}

function inflate(data: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return inflateSync(data, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw err;
    // Many producers end streams early or leave junk after the end; keep what inflates.
    return inflateSync(data, { maxOutputLength: maxBytes, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  }
}

/** Reverses PNG predictors (Predictor ≥ 10); TIFF predictor 2 is rare in CVs and left alone. */
function unpredict(data: Uint8Array, params: PDFDict): Uint8Array {
  const predictor = numberOf(params, 'Predictor', 1);
  if (predictor < 10) return data;
  const colors = numberOf(params, 'Colors', 1);
  const bits = numberOf(params, 'BitsPerComponent', 8);
  const columns = numberOf(params, 'Columns', 1);
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)]!;
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[src + i]!;
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - rowBytes + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowBytes + i - bpp]! : 0;
      let value: number;
      switch (type) {
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4:
          value = raw + paeth(left, up, upLeft);
          break;
        default:
          value = raw;
      }
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

export function numberOf(dict: PDFDict, key: string, fallback: number): number {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : fallback;
}
