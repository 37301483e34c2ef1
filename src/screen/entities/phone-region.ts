/**
 * The region to read national phone numbers in ("347 998 1122" is Italian in an Italian CV):
 * the candidate's country, else the country of numbers written with a + prefix, else the
 * e-mail domain's country, else the CV language's main country. When that region is only the
 * language's guess, or the number is not valid there, the other regions the CV points to are
 * tried: the countries of the places it names (schools, employers, towns), most named first,
 * then the other countries where the language is spoken ("(11) 94468-1895" in a Portuguese CV
 * is Brazilian, "095-887-7987" in a Spanish one Ecuadorian).
 */
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import { getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { isCountryCode } from '../../knowledge/lexicons/places.ts';
import { readLexiconJson } from '../../knowledge/lexicons/lexicon-files.ts';
import type { Line } from '../layout/layout-types.ts';
import { countriesNamed } from './place-reader.ts';
import { once } from '../../knowledge/text/memo.ts';

/** Countries whose CVs are written in a language, most common first (null: no default). */
const languageFile = once(() => readLexiconJson<{ regions: Record<string, (string | null)[]>; unplaced: Record<string, string[]> }>('language-regions.json'));
const languageRegions = () => languageFile().regions;

/** A language's most common country of CVs. */
export function languageRegion(language: string | null): string | null {
  return language ? (languageRegions()[language]?.[0] ?? null) : null;
}

export interface PhoneRegions {
  /** The region national numbers are read in first. */
  region: string | null;
  /** Only the language suggested `region`: a number written otherwise may belong elsewhere. */
  guessed: boolean;
  /** Regions tried, in order, for a number that is not valid in `region`. */
  fallbacks: string[];
  /** The countries of the places the CV names (a subset of `fallbacks`), most named first. */
  named?: string[];
  /**
   * No region at all (an English CV naming no place): the countries whose national way of writing
   * a number is enough to read it there (see `readByWriting`).
   */
  unplaced?: string[];
  /** `region` is the country of the candidate's stated nationality (no address, prefix or e-mail domain told). */
  stated?: boolean;
}

// Generic top-level domains say nothing about a country.
const GENERIC_TLD = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'dev', 'info', 'biz', 'me', 'co', 'app', 'ai']);

export function inferPhoneRegion(lines: Line[], locationCountry: string | null, emails: string[], language: string | null): string | null {
  return strongRegion(lines, locationCountry, emails) ?? languageRegion(language);
}

/**
 * `nationalityCountry`: the country of a stated nationality; a weaker hint than an address, a
 * prefix or an e-mail domain (people live abroad), a stronger one than the CV's language (an
 * English CV from India).
 */
export function inferPhoneRegions(
  lines: Line[],
  locationCountry: string | null,
  emails: string[],
  language: string | null,
  nationalityCountry: string | null = null,
): PhoneRegions {
  const strong = strongRegion(lines, locationCountry, emails);
  const votes = namedCountries(lines).filter(([c]) => validRegion(c));
  const named = votes.map(([c]) => c);
  // The one country the CV's places are in (its schools' and employers' towns, named twice or more and
  // more than twice any other), a better guess than its language: a French CV from Casablanca or Dakar.
  const [first, second] = votes;
  const placed = first && first[1] >= 2 && first[1] > (second?.[1] ?? 0) * 2 ? first[0] : null;
  const told = strong ?? (nationalityCountry && validRegion(nationalityCountry) ? nationalityCountry : null) ?? languageRegion(language);
  const region = strong ?? (nationalityCountry && validRegion(nationalityCountry) ? nationalityCountry : null) ?? placed ?? languageRegion(language);
  const spoken = language ? (languageRegions()[language] ?? []) : [];
  const candidates = [...named, ...spoken].filter((c): c is string => !!c && c !== region && validRegion(c));
  // Only the places named give a region: a number not valid there may still be read by its writing.
  const unplaced = !told && language ? (languageFile().unplaced[language] ?? []) : [];
  const stated = !strong && !!nationalityCountry && region === nationalityCountry;
  return { region, guessed: !strong, fallbacks: [...new Set(candidates)], named, unplaced, stated };
}

const digitGroups = (text: string): string => (text.match(/\d+/g) ?? []).map((g) => g.length).join(',');

/**
 * A number read by how it is written alone, when the CV gives no country: valid in the countries
 * whose national format groups its digits as written ("07911 123456" in Britain, "0803 123 4567"
 * in Nigeria, "98450 12345" in India, where the trunk 0 is left out), all of them giving the same
 * number ("(512) 555-0134" in the United States and Canada), else the only mobile among them. A number grouped the North American
 * way that is valid nowhere (the placeholder "123-456-7890") is +1 as written.
 */
export function readByWriting(raw: string, regions: string[]): PhoneNumber | undefined {
  const groups = digitGroups(raw);
  const found = new Map<string, PhoneNumber>();
  for (const region of regions) {
    const p = parseIn(raw, region);
    if (!p?.isValid()) continue;
    const national = p.formatNational();
    if (digitGroups(national) === groups || (!/^\(?0/.test(raw) && digitGroups(national.replace(/^0/, '')) === groups)) found.set(p.number, p);
  }
  const nanp = /^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/.test(raw);
  let readings = [...found.values()];
  // Grouped 3-3-4 without a trunk 0: the North American way, wherever else the digits fit.
  if (nanp && readings.some((p) => p.countryCallingCode === '1')) readings = readings.filter((p) => p.countryCallingCode === '1');
  // Still several: a CV gives a mobile ("0803 123 4567" is a Nigerian mobile, a New Zealand service number).
  if (readings.length > 1) readings = readings.filter((p) => p.getType() === 'MOBILE' || p.getType() === 'FIXED_LINE_OR_MOBILE');
  if (readings.length === 1) return readings[0];
  if (found.size === 0 && nanp && regions.includes('US')) {
    const p = parseIn(raw, 'US');
    return p?.isPossible() ? p : undefined;
  }
  return undefined;
}

function parseIn(raw: string, region: string): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(raw, region as CountryCode);
  } catch {
    return undefined;
  }
}

function strongRegion(lines: Line[], locationCountry: string | null, emails: string[]): string | null {
  if (locationCountry) return locationCountry;
  for (const line of lines) {
    for (const m of line.text.matchAll(/\(?\+\s?\d{1,3}\)?[\d\s().-]{6,}\d/g)) {
      const parsed = parsePhoneNumberFromString(m[0].replace(/[()]/g, ''));
      if (parsed?.country) return parsed.country;
    }
  }
  for (const email of emails) {
    const tld = /\.([a-z]{2,3})$/i.exec(email)?.[1]?.toLowerCase();
    if (!tld || GENERIC_TLD.has(tld)) continue;
    const code = tld === 'uk' ? 'GB' : tld.toUpperCase();
    if (code.length === 2 && isCountryCode(code) && validRegion(code)) return code;
  }
  return null;
}

/** Countries of the places the CV names and how many lines name each, most named first. */
function namedCountries(lines: Line[]): [string, number][] {
  const votes = new Map<string, number>();
  for (const line of lines) for (const c of new Set(countriesNamed(line.text))) votes.set(c, (votes.get(c) ?? 0) + 1);
  return [...votes].sort((a, b) => b[1] - a[1]);
}

/**
 * Whether a region's people write national mobile numbers with a leading 0 ("06 12 34 56 78" in
 * France, "0171 2345678" in Germany; "70 123 45 67" in Senegal, "347 998 1122" in Italy): a
 * number written without it was probably not written in that region. Read from the library's
 * example numbers, so it covers every region.
 */
export function writesTrunkZero(region: string): boolean {
  let value = trunkZero.get(region);
  if (value === undefined) {
    try {
      value = getExampleNumber(region as CountryCode, mobileExamples)?.formatNational().replace(/\D/g, '').startsWith('0') ?? false;
    } catch {
      value = false;
    }
    trunkZero.set(region, value);
  }
  return value;
}

const trunkZero = new Map<string, boolean>();
const regionChecks = new Map<string, boolean>();

function validRegion(code: string): boolean {
  let ok = regionChecks.get(code);
  if (ok === undefined) {
    try {
      parsePhoneNumberFromString('1', code as CountryCode);
      ok = true;
    } catch {
      ok = false;
    }
    regionChecks.set(code, ok);
  }
  return ok;
}
