/**
 * PDFium (WebAssembly, from @embedpdf/pdfium: MIT wrapper, PDFium itself BSD-3/Apache-2) loaded
 * once per process, for the `VITAE_PDF_ENGINE=pdfium` text engine (pdfium-document.ts).
 *
 * The .wasm ships inside the package and is read from disk: nothing is fetched. The wrapper's
 * cwrap functions check and convert every argument; this module calls the WebAssembly exports
 * directly (numbers in, numbers out), which is what a CV's thousands of per-character calls need.
 * A WebAssembly trap (a crafted file crashing PDFium) leaves the instance unusable: the runtime is
 * then dropped and the next document loads a fresh one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The PDFium C functions this project calls, as the module exports them (pointers are numbers). */
export interface PdfiumExports {
  malloc(size: number): number;
  free(ptr: number): void;
  FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  FPDF_CloseDocument(doc: number): void;
  FPDF_GetLastError(): number;
  FPDF_GetPageCount(doc: number): number;
  FPDF_GetDocPermissions(doc: number): number;
  FPDF_LoadPage(doc: number, index: number): number;
  FPDF_ClosePage(page: number): void;
  FPDFPage_GetRotation(page: number): number;
  FPDFPage_GetMediaBox(page: number, left: number, bottom: number, right: number, top: number): number;
  FPDFPage_GetCropBox(page: number, left: number, bottom: number, right: number, top: number): number;
  FPDFText_LoadPage(page: number): number;
  FPDFText_ClosePage(textPage: number): void;
  FPDFText_CountChars(textPage: number): number;
  FPDFText_GetUnicode(textPage: number, index: number): number;
  FPDFText_IsGenerated(textPage: number, index: number): number;
  FPDFText_IsHyphen(textPage: number, index: number): number;
  FPDFText_GetCharOrigin(textPage: number, index: number, x: number, y: number): number;
  FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  FPDFText_GetCharBox(textPage: number, index: number, left: number, right: number, bottom: number, top: number): number;
  FPDFText_GetMatrix(textPage: number, index: number, matrix: number): number;
  FPDFText_GetTextObject(textPage: number, index: number): number;
  FPDFTextObj_GetFont(textObject: number): number;
  FPDFTextObj_GetFontSize(textObject: number, size: number): number;
  FPDFFont_GetBaseFontName(font: number, buffer: number, length: number): number;
  FPDFFont_GetGlyphWidth(font: number, unicode: number, fontSize: number, width: number): number;
  FPDFFont_GetIsEmbedded(font: number): number;
  FPDFPage_CountObjects(page: number): number;
  FPDFPage_GetObject(page: number, index: number): number;
  FPDFPageObj_GetType(object: number): number;
  FPDFFormObj_CountObjects(form: number): number;
  FPDFFormObj_GetObject(form: number, index: number): number;
  FPDFPage_GetAnnotCount(page: number): number;
  FPDFPage_GetAnnot(page: number, index: number): number;
  FPDFPage_CloseAnnot(annot: number): void;
  FPDFAnnot_GetSubtype(annot: number): number;
  FPDFAnnot_GetFlags(annot: number): number;
  FPDFAnnot_GetRect(annot: number, rect: number): number;
  FPDFAnnot_GetLink(annot: number): number;
  FPDFLink_GetAction(link: number): number;
  FPDFAction_GetType(action: number): number;
  FPDFAction_GetURIPath(doc: number, action: number, buffer: number, length: number): number;
}

export interface PdfiumRuntime {
  x: PdfiumExports;
  /** The module's memory; read through these views again after any call (memory may grow). */
  heap(): { u8: Uint8Array; f32: Float32Array; f64: Float64Array };
}

interface EmscriptenModule {
  wasmExports: PdfiumExports;
  HEAPU8: Uint8Array;
  HEAPF32: Float32Array;
  HEAPF64: Float64Array;
}

let runtime: Promise<PdfiumRuntime> | undefined;

/** The PDFium runtime; concurrent first callers share the same in-flight load. */
export function loadPdfium(): Promise<PdfiumRuntime> {
  runtime ??= load().catch((err) => {
    runtime = undefined;
    throw err;
  });
  return runtime;
}

/** Forgets the runtime (after a WebAssembly trap); the next caller loads a fresh instance. */
export function dropPdfium(): void {
  runtime = undefined;
}

async function load(): Promise<PdfiumRuntime> {
  const require = createRequire(import.meta.url);
  const wasmBinary = readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm'));
  const { init } = await import('@embedpdf/pdfium');
  const wrapped = await init({ wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength) as ArrayBuffer });
  wrapped.PDFiumExt_Init();
  const module = wrapped.pdfium as unknown as EmscriptenModule;
  return {
    x: module.wasmExports,
    heap: () => ({ u8: module.HEAPU8, f32: module.HEAPF32, f64: module.HEAPF64 }),
  };
}
