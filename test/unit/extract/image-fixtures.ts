/**
 * A one-page CV drawn with @napi-rs/canvas, for OCR: known text in known places, headings in
 * bold, accented words in several of the supported languages.
 */
import { createCanvas } from '@napi-rs/canvas';

export interface DrawnLine {
  text: string;
  size: number;
  bold?: boolean;
  x?: number;
}

export const CV_IMAGE_LINES: DrawnLine[] = [
  { text: 'Giulia Ferrante', size: 44, bold: true },
  { text: 'Ingegnere del software, Milano', size: 26 },
  { text: 'giulia.ferrante@example.it  +39 347 555 0192', size: 24 },
  { text: 'ESPERIENZA PROFESSIONALE', size: 28, bold: true },
  { text: 'Sviluppatrice senior presso Società Ferroviaria S.p.A.', size: 24 },
  { text: 'Marzo 2019 - oggi', size: 24 },
  { text: 'Progettazione di microservizi in Java e Kotlin, più di venti rilasci.', size: 24 },
  { text: 'Responsabile della qualità del codice e della formazione dei colleghi.', size: 24 },
  { text: 'Sviluppatrice presso Banca Popolare di Verona', size: 24 },
  { text: 'Settembre 2015 - Febbraio 2019', size: 24 },
  { text: 'ISTRUZIONE', size: 28, bold: true },
  { text: 'Laurea magistrale in Informatica, Università degli Studi di Milano', size: 24 },
  { text: 'COMPETENZE', size: 28, bold: true },
  { text: 'Java, Kotlin, PostgreSQL, Docker, Kubernetes, TypeScript', size: 24 },
  { text: 'LINGUE', size: 28, bold: true },
  { text: 'Italiano madrelingua, inglese C1, tedesco B1', size: 24 },
];

/** The drawn page: A4 proportions at 150 dpi (1240 × 1754 px). */
export async function cvPageImage(kind: 'png' | 'jpeg' = 'png', lines: DrawnLine[] = CV_IMAGE_LINES): Promise<Buffer> {
  const canvas = createCanvas(1240, 1754);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  let y = 140;
  for (const line of lines) {
    if (line.bold && y > 200) y += 24;
    g.font = `${line.bold ? 'bold ' : ''}${line.size}px DejaVu Sans`;
    g.fillText(line.text, line.x ?? 110, y);
    y += Math.round(line.size * 1.7);
  }
  return kind === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

/** Character error rate: edit distance / length of the truth, whitespace runs counted as one space. */
export function characterErrorRate(truth: string, got: string): number {
  const a = truth.replace(/\s+/g, ' ').trim();
  const b = got.replace(/\s+/g, ' ').trim();
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]! / Math.max(1, a.length);
}
