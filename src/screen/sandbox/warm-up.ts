/**
 * What a pipeline process does before its first CV: everything the first CV would otherwise pay
 * for, once, in two parts. warmText: a small text PDF made here runs through the whole pipeline
 * (pdf.js and its patched worker, the knowledge base, the engine's code paths compiled by V8) —
 * all a text PDF, most CVs, needs. warmRest, when the parent says so (once the pool can read text
 * PDFs): the face detector loads its models, then a small image runs through OCR (tesseract's
 * WebAssembly and language data). Nothing here comes from a real person; the sample is a
 * fictional one-line CV.
 *
 * Each step fails alone: a warm-up that cannot load OCR still leaves pdf.js warm, and the CV
 * that needs OCR reports the real error in its own job.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfEngineFrom } from '../extract/extract-context.ts';
import { loadFaceDetector } from '../photo/face-detector.ts';
import { runPipeline } from '../pipeline.ts';
import type { Profile } from '../profile-schema.ts';
import type { WarmUpReport } from './sandbox-protocol.ts';

const SAMPLE_LINES = [
  'Alex Sample',
  'Software Engineer',
  'alex.sample@example.com | +44 20 7946 0000 | London, United Kingdom',
  'EXPERIENCE',
  'Software Engineer - Example Systems Ltd',
  '01/2020 - Present',
  'Built services in TypeScript and PostgreSQL',
  'EDUCATION',
  'BSc Computer Science - Example University, 2016 - 2019',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Docker',
  'LANGUAGES',
  'English: native',
];

const LIMITS = { maxPages: 2, maxPixels: 4_000_000, maxDocxUnzippedBytes: 1_000_000 };


async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  SAMPLE_LINES.forEach((line, i) => {
    const heading = i === 0 || line === line.toUpperCase();
    page.drawText(line, { x: 56, y: 780 - i * 22, size: i === 0 ? 20 : 11, font: heading ? bold : font });
  });
  return doc.save();
}

function samplePng(): Uint8Array {
  const canvas = createCanvas(900, 260);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 900, 260);
  g.fillStyle = '#000';
  g.font = '28px sans-serif';
  SAMPLE_LINES.slice(0, 4).forEach((line, i) => {
    g.fillText(line, 30, 50 + i * 52);
  });
  return canvas.toBuffer('image/png');
}

/**
 * The first step, all a text PDF needs: the sample PDF through the whole pipeline (pdf.js, the
 * knowledge base, the engine's code compiled). Returns its time and the sample's profile.
 */
export async function warmText(): Promise<{ ms: number; profile: Profile | null; failed?: string }> {
  const started = performance.now();
  try {
    // The engine the jobs will use (the child inherits the server's environment).
    const pdfEngine = pdfEngineFrom(process.env.VITAE_PDF_ENGINE);
    const { profile } = await runPipeline(await samplePdf(), { fileType: 'pdf', referenceDate: new Date(), limits: LIMITS, pdfEngine });
    return { ms: Math.round(performance.now() - started), profile };
  } catch (err) {
    return { ms: Math.round(performance.now() - started), profile: null, failed: String((err as Error)?.message ?? err).slice(0, 300) };
  }
}

/**
 * The rest, for CVs that need it: the face detector's models, then a small image through OCR
 * (tesseract's WebAssembly and language data). `beforeStep` resolves when the process has no CV
 * to run: a CV that arrives during the warm-up goes first, and the next step waits until it is done.
 */
export async function warmRest(opts: { beforeStep?: () => Promise<void> } = {}): Promise<WarmUpReport> {
  const report: WarmUpReport = { ms: {}, failed: {} };
  const step = async (name: string, run: () => Promise<unknown>) => {
    await opts.beforeStep?.();
    const started = performance.now();
    try {
      await run();
      report.ms[name] = Math.round(performance.now() - started);
    } catch (err) {
      report.failed[name] = String((err as Error)?.message ?? err).slice(0, 300);
    }
  };
  await step('face', () => loadFaceDetector());
  await step('ocr', () => runPipeline(samplePng(), { fileType: 'png', referenceDate: new Date(), limits: LIMITS }));
  return report;
}
