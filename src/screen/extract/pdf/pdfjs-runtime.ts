/**
 * Loads pdf.js (legacy build, DESIGN §5) once per process and hands out document options that
 * never reach the network: fonts, CMaps and WASM decoders come from the installed package.
 *
 * Two things happen at load time, both for speed:
 * - The worker runs in-process ("fake worker"): a CV is small, and a thread hop per message
 *   costs more than it saves. We import the worker module ourselves and expose it on
 *   `globalThis.pdfjsWorker`, which pdf.js looks for before trying to spawn anything.
 * - The worker source gets small patches, each applied only if its anchor text is found
 *   as often as expected (another pdf.js version simply runs unpatched):
 *   1. each text-content style also carries the PDF font's real name ("ABCDEF+Calibri-Bold").
 *      Stock pdf.js only reports a generic family there, and the only official route to the
 *      name (getOperatorList) doubles extraction time. Unpatched, runs lose font name and bold.
 *   2. Flate streams inflate with node:zlib synchronously instead of through the web
 *      DecompressionStream, whose stream plumbing costs more than the inflating itself on
 *      small CV streams and hops through the thread pool. Failures fall back exactly as before
 *      (to pdf.js's own lenient JavaScript inflater).
 *   3. a truncated CFF font charset no longer loops forever (reading past the end yields zero
 *      counts, so the charset never grows): the loops stop at the end of the font data.
 *   4. link annotations do not extract the page's text a second time.
 *   5–6. a document opened text-only (openDocument(…, { textOnly: true })) does not convert its
 *      fonts for drawing where that cannot change the text read (TEXT_ONLY_FONT_PATCH).
 * - The legacy build's core-js polyfills replace Array.prototype.push, JSON.parse and
 *   JSON.stringify process-wide, for spec corner cases Node 20 gets "wrong" in ways nobody
 *   here relies on; the polyfilled versions are several times slower for every caller in the
 *   process, so the native ones are put back once pdf.js has loaded. Additions (new methods
 *   such as Promise.withResolvers) are kept: pdf.js needs them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PdfjsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export interface PdfjsRuntime {
  pdfjs: PdfjsModule;
  /** True when text styles carry the real font name (the worker patch applied). */
  fontNames: boolean;
  /** True when a document can be opened text-only (fonts not converted for drawing). */
  textOnlyFonts: boolean;
  /** True when the main module is the patched copy (no dynamic import for tsx to rewrite). */
  mainPatched: boolean;
  /** getDocument parameters for in-memory bytes, all resources local. */
  documentParams(data: Uint8Array, password?: string): Parameters<PdfjsModule['getDocument']>[0];
  /**
   * Opens `data` like getDocument(documentParams(data)); with `textOnly`, its fonts are read for
   * text only (see TEXT_ONLY_FONT_PATCH): such a document must never be rendered.
   */
  openDocument(data: Uint8Array, opts?: { textOnly?: boolean }): ReturnType<PdfjsModule['getDocument']>;
}

interface SourcePatch {
  anchor: string;
  text: string;
  /** How many times the anchor must occur for the patch to apply. */
  occurrences: number;
}

const FONT_NAME_PATCH: SourcePatch = {
  anchor: 'fontFamily: font.fallbackName,',
  text: 'fontFamily: font.fallbackName, vitaeFontName: font.name,',
  occurrences: 1,
};
const CFF_CHARSET_PATCH: SourcePatch = {
  anchor: 'while (charset.length <= length) {',
  text: 'while (charset.length <= length && pos < bytes.length) {',
  occurrences: 2,
};
const ZLIB_PATCH: SourcePatch = {
  anchor: `    try {
      const {
        readable,
        writable
      } = new DecompressionStream(name);`,
  text: `    try {
      if (name === "deflate" && typeof process === "object" && process.getBuiltinModule) {
        const zlib = process.getBuiltinModule("zlib");
        const out = zlib.inflateSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: 1 << 28 });
        return { decompressed: new Uint8Array(out.buffer, out.byteOffset, out.byteLength), compressed: bytes };
      }
      const {
        readable,
        writable
      } = new DecompressionStream(name);`,
  occurrences: 1,
};
// For links, pdf.js extracts the page's text a second time to tell which words each link covers
// (`overlaidText`, for accessibility): as costly as the text layer itself, and we place links by
// their rectangles instead.
const LINK_TEXT_PATCH: SourcePatch = {
  anchor: '} else if (annotation.overlaysTextContent && isVisible) {',
  text: '} else if (false && annotation.overlaysTextContent && isVisible) {',
  occurrences: 1,
};
// Text-only fonts (patches 5 and 6 go together). Reading text needs a font's widths and its
// character-to-Unicode map, both in the PDF's own dictionaries when the font has a ToUnicode map
// (or is one of pdf.js's standard fonts, whose built-in encoding pdf.js never applies to text);
// the font program itself (TrueType repair, CFF/Type1 conversion to OpenType) is only for
// drawing glyphs, and was a third of text extraction's time. For a document opened text-only
// (its id in TEXT_ONLY_DOCS), such fonts skip that conversion; every other font, and every
// document that is drawn (OCR renders pages), still converts as before.
const TEXT_ONLY_DOC_PATCH: SourcePatch = {
  anchor: `    const newProperties = await this.extractDataStructures(dict, properties);
    this.extractWidths(dict, descriptor, newProperties);
    return new Font(fontName.name, fontFile, newProperties, this.options);`,
  text: `    const newProperties = await this.extractDataStructures(dict, properties);
    this.extractWidths(dict, descriptor, newProperties);
    newProperties.vitaeTextOnly = globalThis.vitaeTextOnlyDocs?.has(this.idFactory.getDocId()) === true;
    return new Font(fontName.name, fontFile, newProperties, this.options);`,
  occurrences: 1,
};
const TEXT_ONLY_FONT_PATCH: SourcePatch = {
  anchor: `    [type, subtype] = getFontFileType(file, properties);`,
  // When the conversion cannot change the Unicode map: a ToUnicode map, a standard font, an
  // identity map, a TrueType font with an encoding or not symbolic (adjustTrueTypeToUnicode does
  // nothing then), a Type1/CFF font with a base encoding (adjustType1ToUnicode skips every code).
  // Widths must be in the PDF (the conversion rescales them with its matrix: the same advance).
  text: `    [type, subtype] = getFontFileType(file, properties);
    if (properties.vitaeTextOnly && !this.vertical && (properties.composite || Object.keys(properties.widths).length > 0) && (properties.hasIncludedToUnicodeMap || properties.isInternalFont || properties.toUnicode instanceof IdentityToUnicodeMap || (type === "TrueType" || type === "CIDFontType2" || type === "OpenType" ? properties.hasEncoding || !this.isSymbolicFont : !!properties.baseEncodingName))) {
      amendFallbackToUnicode(properties);
      this.toUnicode = properties.toUnicode;
      this.vitaeTextOnly = true;
      return;
    }`,
  occurrences: 1,
};
// The worker's one dynamic import (a JPEG 2000 fallback) goes through a function this module
// defines (globalThis.vitaePdfjsImport), with the same absolute specifier. tsx's loader rewrites
// every module holding a dynamic import and adds a source map that Node then parses: on the 2 MB
// worker and the 1 MB main module, about a second of CPU at each process start.
const DYNAMIC_IMPORT_PATCH: SourcePatch = {
  anchor: `await import(
      /*webpackIgnore: true*/
      /*@vite-ignore*/
      path);`,
  text: 'await globalThis.vitaePdfjsImport(path);',
  occurrences: 1,
};
const PATCHES = [FONT_NAME_PATCH, ZLIB_PATCH, CFF_CHARSET_PATCH, LINK_TEXT_PATCH, TEXT_ONLY_DOC_PATCH, TEXT_ONLY_FONT_PATCH, DYNAMIC_IMPORT_PATCH];

/**
 * The main pdf.js module, copied like the worker with its dynamic import through
 * globalThis.vitaePdfjsImport (see DYNAMIC_IMPORT_PATCH), and its `require`s (the canvas for OCR rendering, a stream polyfill)
 * still resolved from the installed package. Used only when both patches apply.
 */
function mainPatches(mainPath: string): SourcePatch[] {
  return [
    { anchor: 'createRequire(import.meta.url)', text: `createRequire(${JSON.stringify(pathToFileURL(mainPath).href)})`, occurrences: 3 },
    // Loads the worker only when globalThis.pdfjsWorker is missing (never here).
    {
      anchor: `await import(
      /*webpackIgnore: true*/
      /*@vite-ignore*/
      this.workerSrc);`,
      text: 'await globalThis.vitaePdfjsImport(this.workerSrc);',
      occurrences: 1,
    },
  ];
}

/** Ids of the documents (pdf.js's "g_" + loading-task docId) opened for their text only. */
const shared = globalThis as { vitaeTextOnlyDocs?: Set<string> };
shared.vitaeTextOnlyDocs ??= new Set();
const TEXT_ONLY_DOCS = shared.vitaeTextOnlyDocs;

let runtime: Promise<PdfjsRuntime> | undefined;

/** The pdf.js runtime; concurrent first callers share the same in-flight load. */
export function loadPdfjs(): Promise<PdfjsRuntime> {
  runtime ??= load().catch((err) => {
    runtime = undefined;
    throw err;
  });
  return runtime;
}

async function load(): Promise<PdfjsRuntime> {
  (globalThis as { vitaePdfjsImport?: (specifier: string) => Promise<unknown> }).vitaePdfjsImport ??= (specifier) => import(specifier);
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('pdfjs-dist/package.json'));
  const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const mainPath = join(packageDir, 'legacy/build/pdf.mjs');
  const forMain = mainPatches(mainPath);
  const main = patchedCopy(mainPath, version, forMain, forMain);
  const pdfjs: PdfjsModule = await import(main ? pathToFileURL(main.path).href : 'pdfjs-dist/legacy/build/pdf.mjs');
  const workerPath = join(packageDir, 'legacy/build/pdf.worker.mjs');
  const patched = patchedCopy(workerPath, version, PATCHES);
  const worker = await import(pathToFileURL(patched?.path ?? workerPath).href);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;

  Array.prototype.push = natives.push;
  JSON.parse = natives.parse;
  JSON.stringify = natives.stringify;

  const dir = (name: string) => `${join(packageDir, name)}/`;
  const standardFontDataUrl = dir('standard_fonts');
  const cMapUrl = dir('cmaps');
  const wasmUrl = dir('wasm');
  const iccUrl = dir('iccs');
  const documentParams: PdfjsRuntime['documentParams'] = (data, password) => ({
    data,
    password,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    wasmUrl,
    iccUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const textOnlyFonts = !!patched?.applied.includes(TEXT_ONLY_DOC_PATCH) && patched.applied.includes(TEXT_ONLY_FONT_PATCH);
  return {
    pdfjs,
    fontNames: patched?.applied.includes(FONT_NAME_PATCH) ?? false,
    textOnlyFonts,
    mainPatched: main !== undefined,
    documentParams,
    openDocument(data, opts = {}) {
      const task = pdfjs.getDocument(documentParams(data));
      if (opts.textOnly && textOnlyFonts) {
        const id = `g_${task.docId}`;
        TEXT_ONLY_DOCS.add(id);
        // Its fonts are made while it is open; the id leaves when it is destroyed (the document's
        // destroy() destroys its loading task).
        const destroy = task.destroy.bind(task);
        task.destroy = () => destroy().finally(() => TEXT_ONLY_DOCS.delete(id));
      }
      return task;
    },
  };
}

/**
 * Writes a patched copy of a pdf.js file to a folder under the OS temp dir keyed by the pdf.js
 * version and the source hash, so concurrent processes agree on the same file and a stale copy
 * can never be used. Returns the patches applied (those whose anchor is found as often as
 * expected), or undefined when none applies or one of `required` does not.
 */
function patchedCopy(
  sourcePath: string,
  version: string,
  patches: SourcePatch[],
  required: SourcePatch[] = [],
): { path: string; applied: SourcePatch[] } | undefined {
  let source = readFileSync(sourcePath, 'utf8');
  const applied = patches.filter((patch) => source.split(patch.anchor).length === patch.occurrences + 1);
  if (applied.length === 0 || required.some((p) => !applied.includes(p))) return undefined;
  const hash = createHash('sha256')
    .update(source)
    .update(applied.map((p) => p.text).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `vitae-pdfjs-${version}-${hash}`);
  const file = join(dir, basename(sourcePath));
  if (existsSync(file)) return { path: file, applied };
  try {
    for (const patch of applied) source = source.split(patch.anchor).join(patch.text);
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, source.replace(/\/\/# sourceMappingURL=.*$/m, ''));
    renameSync(tmp, file);
    return { path: file, applied };
  } catch {
    return undefined;
  }
}
