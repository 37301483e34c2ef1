/**
 * Certifications: the items of the certifications sections, one per line or bullet (wrapped
 * lines joined back), with the issuer after a dash or in parentheses and the date written with
 * them.
 */
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import type { Certification } from '../profile-schema.ts';
import type { Line, Section } from '../layout/layout-types.ts';
import { findDateRanges, formatDatePoint } from './date-grammar.ts';
import { plain } from './entry-blocks.ts';

export const CERTIFICATION_RULES = {
  /** A line longer than this (words) is a description, not a certificate name. */
  maxWords: 18,
} as const;

export function extractCertifications(sections: Section[]): Certification[] {
  const out: Certification[] = [];
  for (const section of sections) {
    if (section.kind !== 'certifications') continue;
    for (const item of items(section.lines)) {
      const cert = parseItem(item);
      if (cert) out.push(cert);
    }
  }
  return out;
}

/** Lines joined into items: a line starting in lower case or with "(" continues the previous one. */
function items(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = plain(line).replace(/\s{2,}/g, ' · ');
    const bullet = /^[•·▪◦●○■►▶➢➤✓✔*\-–—]\s*/u.test(text);
    const continues = !bullet && out.length > 0 && (/^[\p{Ll}(]/u.test(text) || /[,–—-]\s*$/u.test(out[out.length - 1]!));
    const clean = text.replace(/^[•·▪◦●○■►▶➢➤✓✔*\-–—]\s*/u, '');
    if (continues) out[out.length - 1] += ` ${clean}`;
    else out.push(clean);
  }
  return out;
}

function parseItem(text: string): Certification | null {
  if (text.split(/\s+/).length > CERTIFICATION_RULES.maxWords) return null;
  const dates = findDateRanges(text);
  const date = dates[dates.length - 1];
  let rest = text;
  if (date) rest = (text.slice(0, date.index) + text.slice(date.index + date.length)).replace(/\(\s*\)/g, '');
  rest = rest.replace(/[\s,·|–—-]+$/u, '').replace(/^[\s,·|–—-]+/u, '').trim();
  if (!rest || !/\p{L}{2}/u.test(rest)) return null;
  let name = rest;
  let issuer: string | null = null;
  const dash = /^(.+?)\s+[–—-]\s+(.+)$/u.exec(rest) ?? /^(.+?)\s*[·|]\s*(.+)$/u.exec(rest);
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(rest);
  if (dash && issuerLike(dash[2]!)) {
    name = dash[1]!;
    issuer = dash[2]!;
  } else if (paren && issuerLike(paren[2]!) && !/^[A-Z0-9-]{2,8}$/.test(paren[2]!)) {
    name = paren[1]!;
    issuer = paren[2]!;
  }
  return { name: name.trim(), issuer: issuer?.trim() ?? null, date: date ? formatDatePoint(date.end ?? date.start) : null };
}

/** An issuer reads as an organization: few words, capitalized, or an organization word. */
function issuerLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 6) return false;
  const cues = organizationCues(text);
  return cues.legalSuffix || cues.companyWord || cues.institutionWord || words.every((w) => /^[\p{Lu}\d&]/u.test(w));
}
