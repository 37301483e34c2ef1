/**
 * The region to read national phone numbers in ("347 998 1122" is Italian in an Italian CV):
 * the candidate's country, else the country of numbers written with a + prefix, else the
 * e-mail domain's country, else the CV language's main country.
 */
import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isCountryCode } from '../../knowledge/lexicons/places.ts';
import type { Line } from '../layout/layout-types.ts';

/** A language's most common country of CVs. */
export const LANGUAGE_REGION: Record<string, string> = {
  it: 'IT',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  pt: 'PT',
  nl: 'NL',
  pl: 'PL',
  el: 'GR',
  ro: 'RO',
  cs: 'CZ',
  hu: 'HU',
  sv: 'SE',
  da: 'DK',
  fi: 'FI',
  ja: 'JP',
  ko: 'KR',
  vi: 'VN',
  zh: 'CN',
  tr: 'TR',
};

// Generic top-level domains say nothing about a country.
const GENERIC_TLD = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'dev', 'info', 'biz', 'me', 'co', 'app', 'ai']);

export function inferPhoneRegion(lines: Line[], locationCountry: string | null, emails: string[], language: string | null): string | null {
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
  return language ? (LANGUAGE_REGION[language] ?? null) : null;
}

function validRegion(code: string): boolean {
  try {
    parsePhoneNumberFromString('1', code as CountryCode);
    return true;
  } catch {
    return false;
  }
}
