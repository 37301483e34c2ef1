/**
 * Finds where image XObjects are drawn on a page by reading its content streams: only the
 * graphics-state stack (q/Q), the transform (cm) and XObject calls (Do) matter; every other
 * operator is skipped. Form XObjects are followed (with their Matrix and Resources), to a
 * bounded depth. Much cheaper than pdf.js's operator list, which also decodes every image.
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import { decodeStream } from './pdf-stream-decoding.ts';

export type Matrix = [number, number, number, number, number, number];

export interface ImageDraw {
  /** The image object's reference (the same image drawn twice has one ref). */
  ref: PDFRef;
  stream: PDFRawStream;
  /** Maps the image's unit square to PDF user space. */
  ctm: Matrix;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_FORM_DEPTH = 6;
/** Content streams are decoded with this budget each; bigger ones are not CV pages. */
const MAX_CONTENT_BYTES = 32 << 20;

export function findImageDraws(context: PDFContext, contents: Uint8Array, resources: PDFDict | undefined): ImageDraw[] {
  const draws: ImageDraw[] = [];
  scan(context, contents, resources, IDENTITY, draws, 0, new Set());
  return draws;
}

/** A page's content: one stream or an array of streams, concatenated. */
export function pageContents(context: PDFContext, contents: unknown): Uint8Array {
  const streams: PDFRawStream[] = [];
  const resolved = contents instanceof PDFRef ? context.lookup(contents) : contents;
  if (resolved instanceof PDFRawStream) streams.push(resolved);
  else if (resolved instanceof PDFArray) {
    for (let i = 0; i < resolved.size(); i++) {
      const s = resolved.lookup(i);
      if (s instanceof PDFRawStream) streams.push(s);
    }
  }
  const parts = streams.map((s) => {
    try {
      return decodeStream(s, context, MAX_CONTENT_BYTES).data;
    } catch {
      return new Uint8Array();
    }
  });
  // Streams of one page split anywhere except inside a token; a newline keeps them apart.
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length + 1, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    out[at + p.length] = 0x0a;
    at += p.length + 1;
  }
  return out;
}

function scan(
  context: PDFContext,
  data: Uint8Array,
  resources: PDFDict | undefined,
  base: Matrix,
  draws: ImageDraw[],
  depth: number,
  visiting: Set<string>,
): void {
  const xobjects = resources?.lookup(PDFName.of('XObject'));
  const stack: Matrix[] = [];
  let ctm = base;
  const numbers: number[] = [];
  let lastName: string | undefined;
  for (const token of tokens(data)) {
    if (typeof token === 'number') {
      numbers.push(token);
      continue;
    }
    if (token.kind === 'name') {
      lastName = token.value;
      continue;
    }
    switch (token.value) {
      case 'q':
        stack.push(ctm);
        break;
      case 'Q':
        ctm = stack.pop() ?? base;
        break;
      case 'cm':
        if (numbers.length >= 6) ctm = multiply(numbers.slice(-6) as Matrix, ctm);
        break;
      case 'Do': {
        if (!lastName || !(xobjects instanceof PDFDict)) break;
        const ref = xobjects.get(PDFName.of(lastName));
        const stream = ref instanceof PDFRef ? context.lookup(ref) : undefined;
        if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream)) break;
        const subtype = stream.dict.lookup(PDFName.of('Subtype'));
        if (subtype === PDFName.of('Image')) draws.push({ ref, stream, ctm });
        else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH && !visiting.has(ref.tag)) {
          const formResources = stream.dict.lookup(PDFName.of('Resources'));
          let content: Uint8Array;
          try {
            content = decodeStream(stream, context, MAX_CONTENT_BYTES).data;
          } catch {
            break;
          }
          visiting.add(ref.tag);
          scan(context, content, formResources instanceof PDFDict ? formResources : resources, multiply(formMatrix(stream.dict), ctm), draws, depth + 1, visiting);
          visiting.delete(ref.tag);
        }
        break;
      }
    }
    numbers.length = 0;
    lastName = undefined;
  }
}

function formMatrix(dict: PDFDict): Matrix {
  const m = dict.lookup(PDFName.of('Matrix'));
  if (!(m instanceof PDFArray) || m.size() !== 6) return IDENTITY;
  const values = m.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : Number.NaN));
  return values.every(Number.isFinite) ? (values as Matrix) : IDENTITY;
}

/** m1 × m2 in PDF's row-vector convention: apply m1, then m2. */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a, b, c, d, e, f] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2, e * a2 + f * c2 + e2, e * b2 + f * d2 + f2];
}

type Token = number | { kind: 'name' | 'op'; value: string };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

/**
 * Numbers, names and operators of a content stream. Strings, hex strings, arrays and dict
 * brackets are consumed and yield nothing (no operator we track takes them); inline image
 * data (BI … ID … EI) is skipped as binary.
 */
function* tokens(data: Uint8Array): Generator<Token> {
  const n = data.length;
  let i = 0;
  while (i < n) {
    const ch = data[i]!;
    if (WHITESPACE.has(ch)) {
      i++;
    } else if (ch === 0x25 /* % */) {
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (ch === 0x28 /* ( */) {
      i = skipString(data, i);
    } else if (ch === 0x3c /* < */) {
      if (data[i + 1] === 0x3c) i += 2;
      else {
        while (i < n && data[i] !== 0x3e) i++;
        i++;
      }
    } else if (ch === 0x3e /* > */ || ch === 0x5b || ch === 0x5d || ch === 0x7b || ch === 0x7d || ch === 0x29) {
      i++;
    } else if (ch === 0x2f /* / */) {
      let j = i + 1;
      while (j < n && !WHITESPACE.has(data[j]!) && !DELIMITERS.has(data[j]!)) j++;
      yield { kind: 'name', value: decodeName(data, i + 1, j) };
      i = j;
    } else {
      let j = i;
      while (j < n && !WHITESPACE.has(data[j]!) && !DELIMITERS.has(data[j]!)) j++;
      if (j === i) {
        i++;
        continue;
      }
      const word = latin1(data, i, j);
      i = j;
      const value = Number(word);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(value)) yield value;
      else if (word === 'BI') i = skipInlineImage(data, i);
      else yield { kind: 'op', value: word };
    }
  }
}

function skipString(data: Uint8Array, i: number): number {
  let depth = 0;
  const n = data.length;
  for (; i < n; i++) {
    const ch = data[i];
    if (ch === 0x5c /* \ */) i++;
    else if (ch === 0x28) depth++;
    else if (ch === 0x29 && --depth === 0) return i + 1;
  }
  return n;
}

/** After BI: skip to ID, then past the binary data to an EI that stands alone. */
function skipInlineImage(data: Uint8Array, i: number): number {
  const n = data.length;
  for (; i < n - 1; i++) {
    if (data[i] === 0x49 && data[i + 1] === 0x44 && WHITESPACE.has(data[i - 1] ?? 0x20) && WHITESPACE.has(data[i + 2] ?? 0x20)) break;
  }
  for (i += 3; i < n - 1; i++) {
    if (data[i] === 0x45 && data[i + 1] === 0x49 && WHITESPACE.has(data[i - 1]!) && (i + 2 >= n || WHITESPACE.has(data[i + 2]!))) return i + 2;
  }
  return n;
}

function decodeName(data: Uint8Array, from: number, to: number): string {
  return latin1(data, from, to).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function latin1(data: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let k = from; k < to; k++) s += String.fromCharCode(data[k]!);
  return s;
}
