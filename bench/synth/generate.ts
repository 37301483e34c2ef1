/**
 * The synthetic held-out set: `generateSet({ seed, count, outDir })` writes `count` fictional
 * CVs (PDF, DOCX, TXT) in six languages and many layouts under `outDir/cv`, each with its
 * truth JSON under `outDir/truth` in the corpus truth format. Same seed, same set (on a machine
 * with the same fonts).
 *
 *   tsx bench/synth/generate.ts [--seed N] [--count N] [--out DIR]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeCandidate } from './candidate.ts';
import { LANGS, LOCALES } from './locale/locales.ts';
import type { Format, LayoutName } from './model.ts';
import { Rng } from './random.ts';
import { renderDocx } from './render/docx-layouts.ts';
import { renderPdf } from './render/pdf-layouts.ts';
import { renderTxt } from './render/txt-layouts.ts';
import { truthOf } from './truth.ts';

export interface SynthOptions {
  seed: number;
  count: number;
  outDir: string;
}

const PDF: LayoutName[] = ['classic', 'moderncv', 'awesome', 'sidebar-left', 'sidebar-right', 'band', 'europass', 'tabular', 'linkedin', 'compact'];
const DOCX: LayoutName[] = ['word-classic', 'word-table-sidebar', 'word-europass', 'word-header', 'word-tabular'];
const TXT: LayoutName[] = ['text-plain', 'text-board'];
const EXT: Record<Format, string> = { pdf: 'pdf', docx: 'docx', txt: 'txt' };

export interface SynthFile {
  id: string;
  file: string;
  format: Format;
  layout: LayoutName;
  lang: string;
}

export async function generateSet(opts: SynthOptions): Promise<SynthFile[]> {
  const root = new Rng(opts.seed);
  const cvDir = join(opts.outDir, 'cv');
  const truthDir = join(opts.outDir, 'truth');
  rmSync(opts.outDir, { recursive: true, force: true });
  mkdirSync(cvDir, { recursive: true });
  mkdirSync(truthDir, { recursive: true });
  // Layouts are dealt round-robin per format (shuffled once), so every layout is measured.
  const decks: Record<Format, LayoutName[]> = { pdf: root.shuffle(PDF), docx: root.shuffle(DOCX), txt: root.shuffle(TXT) };
  const dealt: Record<Format, number> = { pdf: 0, docx: 0, txt: 0 };
  const files: SynthFile[] = [];
  for (let i = 0; i < opts.count; i++) {
    const r = root.fork(i + 1);
    const lang = LANGS[i % LANGS.length]!;
    const format: Format = r.weighted([['pdf', 6], ['docx', 3], ['txt', 1.2]]);
    const deck = decks[format];
    const layout = deck[dealt[format]++ % deck.length]!;
    const id = `synth-${String(i + 1).padStart(3, '0')}-${lang}-${layout}`;
    const cv = makeCandidate(id, { lang, format, layout }, r);
    const loc = LOCALES[lang];
    const bytes = format === 'pdf' ? await renderPdf(cv, loc, r) : format === 'docx' ? await renderDocx(cv, loc, r) : renderTxt(cv, loc, r);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(cvDir, file), bytes);
    writeFileSync(join(truthDir, `${id}.json`), `${JSON.stringify(truthOf(cv, file), null, 2)}\n`);
    files.push({ id, file, format, layout, lang });
  }
  return files;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
  const files = await generateSet({ seed: Number(opt('--seed', '1')), count: Number(opt('--count', '150')), outDir: resolve(opt('--out', 'bench/out/synth')) });
  console.log(`wrote ${files.length} CVs to ${resolve(opt('--out', 'bench/out/synth'))}`);
}
