
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import { lookupSkill } from '../../knowledge/skills/skill-knowledge.ts';
import { cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import type { Line, } from '../layout/layout-types.ts';
import { findDateRanges, } from '../../knowledge/dates/date-grammar.ts';
import { plain, wrapWidth } from './entry-blocks.ts';
import { bulletCells } from './certification-cards.ts';
import { fold, foldKey } from '../../knowledge/text/fold.ts';

export const CERTIFICATION_RULES = {
  /** A line longer than this (words) is a description, not a certificate name. */
  maxWords: 18,
  /** A wrapped name goes on in a line of at most this many words. */
  maxTailWords: 3,
  /** An issuer or detail line under a name has at most this many words. */
  maxDetailWords: 6,
} as const;

export const BULLET = /^[•·▪◦●○■►▶➢➤✓✔*\-–—‣⁃]\s*/u;

/** Certificate words of the six languages, on folded text; matched as word stems so a glyph lost in extraction ("Certications") still reads. */
export const CERTIFICATE_STEM = /\b(?:certi\p{L}*|zerti\p{L}*|licen[cs]\p{L}*|lizenz\p{L}*|attestat\p{L}*|habilita\p{L}*|abilitazion\p{L}*|accreditation\p{L}*|credential\p{L}*)/u;

/** "Issued …", "Credential ID …" (locales' credential-detail): a line detailing the certificate above. */
const CREDENTIAL_DETAIL = cueMatcher('credential-detail');

/** "Associate", "Professional", "Expert" (locales' certificate-level): the level a certificate's name ends with. */
const CERTIFICATE_LEVEL = cueMatcher('certificate-level');

/**
 * "Expert (2022)", "Professional (CISSP), 2021" under "Microsoft Certified: Azure Solutions Architect":
 * a line holding only a certificate's level (with its acronym or date) is the end of the name above,
 * wrapped; no certificate is named by its level alone.
 */
function levelTail(clean: string, dates: ReturnType<typeof findDateRanges>): boolean {
  let rest = clean;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.index) + rest.slice(d.index + d.length);
  rest = rest.replace(/\([^()]*\)/g, ' ').replace(/[\s,;·|–—-]+/gu, ' ').trim();
  if (!rest || rest.split(' ').length > 2) return false;
  const hit = CERTIFICATE_LEVEL.find(rest);
  return !!hit && hit.index === 0 && hit.cue.length === foldKey(rest).length;
}

/** Prepositions, articles and conjunctions: no name ends on one. */
const JOINING_WORD = cueMatcher('joining-word');

export interface Item {
  text: string;
  issuer: string | null;
  line: Line;
  /** Last line of the item. */
  last: Line;
  /** The item opened with a bullet. */
  bullet?: boolean;
  /** Description lines followed the name: plain lines after them are no part of it. */
  described?: boolean;
  /** The line right under the first one when it was taken for a detail (issuer or note). */
  second?: { line: Line; text: string };
}

/**
 * Lines joined into items: a line starting in lower case or with "(" continues the previous one,
 * and so does the tail of a name wrapped in a narrow column. A line that is only a date dates
 * the previous item; a short line set smaller or lighter under a name (its issuer) details it.
 */
export function items(lines: Line[]): Item[] {
  const out: Item[] = [];
  const right = columnRight(lines);
  const nameStyle = dominantNameStyle(lines);
  // A bulleted list: a line without a bullet under an item's first line is the rest of its name
  // ("• Professional Scrum" / "Master I (PSM I)"), unless it reads as a date or an issuer.
  const bulleted = lines.filter((l) => BULLET.test(plain(l))).length >= 2;
  for (const line of bulletCells(lines)) {
    const raw = plain(line);
    if (!raw || isColumnLabels(line)) continue;
    const text = raw.replace(/\s{2,}/g, ' · ');
    const bullet = BULLET.test(text);
    const clean = text.replace(BULLET, '').trim();
    if (!clean) continue;
    const prev = out[out.length - 1];
    // Bullets in a smaller plain type under a name set in bold describe what it covered.
    if (prev && nameStyle && (prev.described || ((bullet || indentedUnder(prev.line, line)) && isDescription(prev.line, line)))) {
      if (!line.bold) {
        prev.described = true;
        continue;
      }
    }
    const dates = findDateRanges(clean);
    // "Issued Jan 2021 · No Expiration Date", "Credential ID …": the certificate above, dated or detailed.
    if (prev && CREDENTIAL_DETAIL.find(clean)?.index === 0) {
      if (dates.length && !findDateRanges(prev.text).length) prev.text += ` · ${clean.slice(dates[0]!.index, dates[0]!.index + dates[0]!.length)}`;
      prev.last = line;
      continue;
    }
    const startsWithDate = dates[0]?.index === 0;
    const dateOnly = dates.length > 0 && !/\p{L}{2}/u.test(clean.slice(0, dates[0]!.index) + clean.slice(dates[0]!.index + dates[0]!.length));
    if (prev && !bullet && dateOnly) {
      if (!findDateRanges(prev.text).length) {
        prev.text += ` · ${clean}`;
        prev.last = line;
      }
      continue;
    }
    if (prev && !bullet && !startsWithDate) {
      const bulletTail = bulleted && !!prev.bullet && prev.last === prev.line && !dates.length && clean.split(/\s+/).length <= 5 && !namesOrganization(clean);
      const continues = /^[\p{Ll}(]/u.test(clean) || /[,–—-]\s*$/u.test(prev.text) || endsOpen(prev.text) || wrappedTail(prev, line, clean, right) || bulletTail || levelTail(clean, dates);
      if (continues) {
        prev.text += ` ${clean}`;
        prev.last = line;
        continue;
      }
      if (nameStyle && isDetailLine(prev.last, line, clean, nameStyle)) {
        if (!prev.issuer && issuerLike(clean) && !CERTIFICATE_STEM.test(fold(clean))) prev.issuer = clean;
        if (prev.last === prev.line) prev.second = { line, text: clean };
        prev.last = line;
        continue;
      }
    }
    // "AWS Certified Solutions Architect (2021), PMP (2019), ITIL 4 (2020)": certificates written
    // one after the other on a line, each with its year, are items of their own.
    const named = withoutDetailTail(withoutListLabel(clean));
    const listed = datedList(named) ?? namedList(named);
    if (listed) {
      for (const piece of listed) out.push({ text: piece, issuer: null, line, last: line, bullet });
      continue;
    }
    out.push({ text: named, issuer: null, line, last: line, bullet });
  }
  return (nameStyle && namesWithDetails(out)) || alternatingDetails(out) || out;
}

/**
 * "PMP" / "Project Management Institute, 2021" / "ITIL 4 Foundation" / "Axelos, 2019", in one type:
 * undated names, each over a line of a few words closing on a date (its issuer and when). Read so
 * only when the whole list alternates so, two pairs or more, and no detail line names a certificate.
 */
function alternatingDetails(list: Item[]): Item[] | null {
  if (list.length < 4 || list.length % 2 !== 0) return null;
  const merged: Item[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const [name, detail] = [list[i]!, list[i + 1]!];
    if (findDateRanges(name.text).length || detail.bullet) return null;
    const dates = findDateRanges(detail.text);
    const date = dates[dates.length - 1];
    if (!date || dates[0]!.index === 0 || date.index + date.length < detail.text.replace(/[\s.)]+$/u, '').length) return null;
    const issuer = detail.text.slice(0, dates[0]!.index).replace(/[\s,;·–—(-]+$/u, '').trim();
    if (!issuer || issuer.split(/\s+/).length > 6 || namesCertificate(issuer, [])) return null;
    merged.push({ ...name, text: `${name.text} · ${detail.text.slice(date.index, date.index + date.length)}`, issuer: name.issuer ?? issuer, last: detail.last });
  }
  return merged;
}

/**
 * "Trainerin für Biografiearbeit" in bold over "Lebensmutig e.V. 04/2022 – 01/2023", or over a
 * school's name wrapped on two lines and then the period: each bold name heads one certificate and
 * the plain lines under it, however many, say where and when. Read so only when every group names
 * one dated line at most and most groups date themselves: a vendor set in bold over several dated
 * certificates ("Microsoft" / "Azure Fundamentals  2021" / "Azure Administrator  2022") is a list.
 */
function namesWithDetails(list: Item[]): Item[] | null {
  const groups: Item[][] = [];
  for (const item of list) {
    if (item.line.bold) groups.push([item]);
    else if (groups.length) groups[groups.length - 1]!.push(item);
    else return null;
  }
  if (groups.length < 2) return null;
  const dated = (t: string | undefined): boolean => !!t && findDateRanges(t).length > 0;
  const datedLines = (g: Item[]): number => g.filter((i) => dated(i.text) || dated(i.second?.text)).length;
  if (groups.some((g) => datedLines(g) > 1)) return null;
  // A dated name ("2019 Northwind Academy" over its course) is an organizer heading: left as it is.
  const detailed = groups.filter((g) => !dated(g[0]!.text) && datedLines(g) === 1);
  if (detailed.length < 2 || detailed.length * 2 < groups.length) return null;
  return groups.flatMap(([head, ...details]) => {
    if (dated(head!.text)) return [head!, ...details];
    const second = head!.second ? [head!.second.text] : [];
    if (!details.length && !second.length) return [head!];
    const detailText = [...second, ...details.map((d) => d.text)].join(' ');
    const dates = findDateRanges(detailText);
    const date = dates[dates.length - 1];
    const text = date ? `${head!.text} · ${detailText.slice(date.index, date.index + date.length)}` : head!.text;
    const issuer = detailText.slice(0, dates[0]?.index ?? detailText.length).replace(/[\s,;·–—-]+$/u, '').trim();
    return [{ ...head!, text, second: undefined, issuer: head!.issuer ?? (issuer && issuerLike(issuer) ? issuer : null), last: details.at(-1)?.last ?? head!.last }];
  });
}

/** "Certification | Issuer | Year": a table's header row, every cell a column label or a heading (locales' column-label). */
export function isColumnLabels(line: Line): boolean {
  // A cell of signs only ("%", "#") labels a column of figures.
  const cells = line.text.split(/\t|\s{2,}|\s[|·]\s/u).map((c) => c.trim()).filter((c) => /[\p{L}\p{N}]/u.test(c));
  return cells.length >= 2 && cells.every((c) => cueWords('column-label').has(foldKey(c)) || headingKind(c) !== null);
}

/** The pieces of a line listing several dated certificates (two or more pieces, each with a date), else null. */
function datedList(text: string): string[] | null {
  const pieces: string[] = [];
  // "PMP (2019) · PRINCE2 Practitioner (2020)": a middle dot parts dated certificates as a comma does.
  for (const piece of text.split(/\s*[,;·]\s*(?![^()]*\))/u).map((p) => p.trim()).filter(Boolean)) {
    // "Professional Scrum Master, 2021": a year after a comma dates the piece before it.
    if (pieces.length && isDateOnly(piece)) pieces[pieces.length - 1] += `, ${piece}`;
    else pieces.push(piece);
  }
  if (pieces.length < 2) return null;
  const dated = pieces.filter((p) => findDateRanges(p).length > 0 && /\p{L}{2}/u.test(p));
  return dated.length === pieces.length ? pieces : null;
}

/**
 * "PMP, ITIL 4 Foundation, AWS Certified Cloud Practitioner": certificates named one after the
 * other with no year, each a known certification, an abbreviation or a certificate's name; not a
 * name with its issuer ("Soporte Vital Avanzado (SVA), Consejo Europeo de Reanimación").
 */
function namedList(text: string): string[] | null {
  const pieces = text.split(/\s*[,;]\s*(?![^()]*\))/u).map((p) => p.trim()).filter(Boolean);
  if (pieces.length < 2 || pieces.some((p) => p.split(/\s+/).length > 8)) return null;
  return pieces.every((p) => namesCertificate(p, pieces)) ? pieces : null;
}

/**
 * A certificate's word, a known certification, an abbreviation opening the piece, or a name
 * closed by its abbreviation in brackets. A bare
 * abbreviation is an issuer when another piece holds it ("CIPD Level 5 Diploma, CIPD") or, unknown
 * to the knowledge base, when it closes a pair ("Project Management Professional, PMI").
 */
function namesCertificate(piece: string, pieces: string[]): boolean {
  const known = lookupSkill(piece);
  if (CERTIFICATE_STEM.test(fold(piece)) || (!!known && known.confidence >= 0.8 && /certification$/.test(known.category))) return true;
  // "Project Management Professional (PMP)": a name closed by its own abbreviation.
  if (/^\p{Lu}[\p{L}\d ]{3,60}\s\(\p{Lu}[\p{Lu}\d+-]{1,7}\)$/u.test(piece)) return true;
  if (!/^\p{Lu}[\p{Lu}\d+-]{1,7}(?:\s|$)/u.test(piece)) return false;
  if (/\s/.test(piece)) return true;
  const elsewhere = pieces.some((p) => p !== piece && p.split(/\s+/).includes(piece));
  return !elsewhere && (pieces.length >= 3 || !!known);
}

// Where a detail may follow the name on its line: a comma, a dash, a middle dot, an opening bracket or a full stop.
const DETAIL_SEPARATOR = /\s*(?:,|\s[–—-]|·|\(|(?<=[\p{L}\d)])\.(?=\s))\s*/gu;

/**
 * "BLS, American Heart Association – exp. 2026", "Registered Nurse (RN), State of Texas – License #123456":
 * a detail after the name (an expiry, a licence or registration number; locales' credential-detail) names
 * no certificate of its own. It is cut, its date kept; left in, a licence number split the line in two.
 */
function withoutDetailTail(text: string): string {
  for (const m of text.matchAll(DETAIL_SEPARATOR)) {
    const start = (m.index ?? 0) + m[0].length;
    const rest = text.slice(start);
    const numbered = /^\p{L}+\.?\s*(?:\p{L}+\.?\s*)?#\s*\d/u.test(rest);
    if (!start || (!numbered && CREDENTIAL_DETAIL.find(rest)?.index !== 0)) continue;
    const head = text.slice(0, m.index).trim();
    if (!/\p{L}{2}/u.test(head)) continue;
    const date = findDateRanges(rest).find((d) => d.kind !== 'range');
    return date && !findDateRanges(head).length ? `${head} · ${rest.slice(date.index, date.index + date.length)}` : head;
  }
  return text;
}

/** A name broken after a word that never ends one ("Betriebswirtschaft für" / "Ingenieure"). */
function endsOpen(text: string): boolean {
  const last = /(\p{L}{2,})\s*$/u.exec(text);
  return !!last && JOINING_WORD.test(last[1]!);
}

/** The right edge of the list's column: where wrapped lines end, else the widest line. */
function columnRight(lines: Line[]): number {
  return Math.max(wrapWidth(lines), ...lines.map((l) => l.x + l.w));
}

/**
 * The next line is the tail of a name wrapped in a narrow column: same x and style, a few
 * words without a date, and its first word would not have fitted on the previous line.
 */
function wrappedTail(prev: Item, line: Line, text: string, right: number): boolean {
  const last = prev.last;
  if (findDateRanges(prev.text).length || prev.issuer) return false;
  if (last.segments.length > 1 || line.segments.length > 1) return false;
  const size = line.fontSize || 10;
  if (Math.abs(last.x - line.x) > size || Math.abs(last.fontSize - line.fontSize) > 0.6 || last.bold !== line.bold || last.italic !== line.italic) return false;
  const words = text.split(/\s+/);
  if (words.length > CERTIFICATION_RULES.maxTailWords) return false;
  // Lines of a text flow (DOCX paragraphs) break where the writer broke them.
  if (last.block?.paragraph !== undefined && line.block?.paragraph !== undefined) return false;
  const firstWord = words[0]!.length + 1;
  return last.x + last.w + firstWord * size * 0.5 > right;
}

/** The style most names of the list are set in, when they are set apart (bold) from detail lines. */
function dominantNameStyle(lines: Line[]): { bold: boolean; fontSize: number } | null {
  const bold = lines.filter((l) => l.bold);
  if (bold.length < 1 || bold.length === lines.length) return null;
  const first = lines.find((l) => plain(l).replace(BULLET, '').trim());
  if (!first?.bold) return null;
  return { bold: true, fontSize: first.fontSize };
}

/** A line set smaller, or indented, and plain under a bold name: a description of the certificate. */
function isDescription(name: Line, line: Line): boolean {
  return name.bold && !line.bold && (line.fontSize < name.fontSize - 0.5 || indentedUnder(name, line));
}

/**
 * A line indented well past where the name's text starts: a bullet whose mark was drawn, not
 * written (browsers print list bullets as shapes), describing the certificate. A bold line opening
 * with a date ("2018 Northwind Academy") heads the indented course titles under it instead.
 */
function indentedUnder(name: Line, line: Line): boolean {
  const text = name.segments.at(-1) ?? name;
  if (findDateRanges(plain(name))[0]?.index === 0) return false;
  return line.x > text.x + (name.fontSize || 10) * 1.5;
}

/** A short line in a lighter style right under a name: its issuer or a note, not another certificate. */
function isDetailLine(prev: Line, line: Line, text: string, style: { bold: boolean; fontSize: number }): boolean {
  if (!prev.bold || line.bold !== !style.bold) return false;
  if (text.split(/\s+/).length > CERTIFICATION_RULES.maxDetailWords) return false;
  return line.fontSize <= prev.fontSize + 0.3;
}

/** "Amazon Web Services Inc.", "Universidad de Sevilla": a legal form, a company or an institution word. */
export function namesOrganization(text: string): boolean {
  const cues = organizationCues(text);
  return cues.legalSuffix || cues.companyWord || cues.institutionWord;
}

export function issuerLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 6) return false;
  const cues = organizationCues(text);
  return cues.legalSuffix || cues.companyWord || cues.institutionWord || words.every((w) => /^[\p{Lu}\d&]/u.test(w));
}

/** "Certifications : PMP (2019) · ITIL v4 (2021)": the list's own heading as a label before its items is cut. */
function withoutListLabel(text: string): string {
  const m = /^([^:：]{3,40}?)\s*[:：]\s*(\S.*)$/u.exec(text);
  return m && headingKind(m[1]!) === 'certifications' ? m[2]! : text;
}

/** A piece that holds a date and no word ("2021", "05/2019", "(2020)"). */
function isDateOnly(text: string): boolean {
  const dates = findDateRanges(text);
  if (!dates.length) return false;
  let rest = text;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.index) + rest.slice(d.index + d.length);
  return !/\p{L}{2}/u.test(rest);
}
