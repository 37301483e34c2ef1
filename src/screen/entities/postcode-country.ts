/**
 * The country a postcode's shape tells, for a town the gazetteer lacks ("28400 Collado Villalba",
 * "4715-001 Nogueira", "D-72070 Tübingen"): the shapes are data (knowledge/lexicons/dataset/postcodes.json).
 */
import { readLexiconJson } from '../../knowledge/lexicons/lexicon-files.ts';
import { once } from '../../knowledge/text/memo.ts';

interface PostcodeFile {
  formats: { pattern: string; country: string }[];
  prefixes: Record<string, string>;
  fiveDigitsByLanguage: Record<string, string>;
}

const data = once(() => {
  const raw = readLexiconJson<PostcodeFile>('postcodes.json');
  return {
    formats: raw.formats.map((f) => ({ re: new RegExp(`(?<![\\d-])${f.pattern}(?![\\d-])`), country: f.country })),
    prefixed: new RegExp(`(?<![\\p{L}\\d])(${Object.keys(raw.prefixes).join('|')})-\\d{4,5}(?!\\d)`, 'u'),
    prefixes: raw.prefixes,
    byLanguage: raw.fiveDigitsByLanguage,
  };
});

/** The country of the postcode written before `townStart` in the text, or null. */
export function postcodeCountry(text: string, townStart: number, language: string | null): string | null {
  const before = text.slice(0, townStart);
  // The postcode right before the town ("…, 28400 Collado Villalba"), or the town's own cell opening with it.
  const code = /(?:^|[\s,;(])((?:\p{Lu}{1,2}-)?\d{4,5}(?:-\d{3})?)\s*$/u.exec(before)?.[1];
  if (!code) return null;
  const { formats, prefixed, prefixes, byLanguage } = data();
  for (const f of formats) if (f.re.test(code)) return f.country;
  const letters = prefixed.exec(code)?.[1];
  if (letters) return prefixes[letters] ?? null;
  return /^\d{5}$/.test(code) && language ? (byLanguage[language] ?? null) : null;
}
