/**
 * The language a CV is written in, by n-gram statistics (eld, its small database bundled in
 * the package: nothing is fetched). Section headings vote too, since a CV's prose can be short.
 */
import { eld } from 'eld/small';
import type { Layout } from '../layout/layout-types.ts';

const SAMPLE_CHARS = 6000;

export function detectCvLanguage(layout: Layout): string | null {
  const text = layout.lines
    .map((l) => l.text.replace(/\t/g, ' '))
    .join('\n')
    .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ')
    .slice(0, SAMPLE_CHARS);
  if (text.replace(/[^\p{L}]/gu, '').length < 20) return null;
  const result = eld.detect(text);
  return result.language || null;
}
