/**
 * An entry's header lines cut into pieces (cells, then "|", "•", " – ", " at ", commas before a
 * place) and each piece scored as a title, an organization or a place, with feature weights kept
 * as data. Position decides only what features leave open.
 */
import { matchOccupation } from '../../knowledge/occupations/occupation-knowledge.ts';
import { findDegree } from '../../knowledge/lexicons/degrees.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import type { Line } from '../layout/layout-types.ts';
import { isPlaceOnly, readPlace } from './place-reader.ts';

export interface Piece {
  text: string;
  /** Header line index within the entry (0 = first header line) and order of the piece overall. */
  lineIndex: number;
  order: number;
  bold: boolean;
  /** The piece sat on the line that holds the date. */
  onAnchorLine: boolean;
  /** Introduced by "at", "@", "presso", "bei", "chez": an organization follows. */
  afterAt: boolean;
}

const STRONG_SEPARATORS = /\s{2,}|\s+[|•·◆▪]\s+|\s[|•·◆▪]|[|•·◆▪]\s|\s+[–—]\s+|\s+-\s+|\s*[|]\s*/u;
const AT = /\s+(?:at|@|presso|bei|chez|en la|na|no|em)\s+/i;

export function splitPieces(header: { line: Line; text: string }[], anchor: Line): Piece[] {
  const pieces: Piece[] = [];
  header.forEach(({ line, text }, lineIndex) => {
    for (const cell of text.split(STRONG_SEPARATORS)) {
      const parts = splitAt(cell);
      for (const part of parts) {
        for (const chunk of splitPlaces(part.text)) {
          const clean = tidy(chunk);
          if (!clean || !/[\p{L}\p{N}]/u.test(clean)) continue;
          pieces.push({ text: clean, lineIndex, order: pieces.length, bold: line.bold, onAnchorLine: line === anchor, afterAt: part.afterAt });
        }
      }
    }
  });
  return pieces;
}

function splitAt(cell: string): { text: string; afterAt: boolean }[] {
  const m = AT.exec(cell);
  if (!m || m.index === 0) return [{ text: cell, afterAt: false }];
  const before = cell.slice(0, m.index);
  const after = cell.slice(m.index + m[0].length);
  // "at" splits a title from its employer only when a role noun comes before it.
  if (!roleNounCount(before)) return [{ text: cell, afterAt: false }];
  return [
    { text: before, afterAt: false },
    { text: after, afterAt: true },
  ];
}

/** Splits off a place written after a comma or in parentheses, or inside a job-board line. */
function splitPlaces(text: string): string[] {
  // "Acme Ltd, Milano" / "Title, Acme (Berlin)": comma parts that are places become pieces.
  const parts = text.split(/\s*,\s*(?![^()]*\))/);
  if (parts.length > 1) {
    const out: string[] = [];
    let current = parts[0]!;
    for (let i = 1; i < parts.length; i++) {
      const rest = parts.slice(i).join(', ');
      if (isPlaceOnly(rest)) {
        out.push(current, rest);
        current = '';
        break;
      }
      current += `, ${parts[i]}`;
    }
    if (current) out.push(current);
    if (out.length > 1) return out.filter(Boolean);
  }
  const paren = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(text);
  if (paren && isPlaceOnly(paren[2]!)) return [paren[1]!, paren[2]!];
  // A place in the middle: "Company Name City , State HR Assistant".
  const place = readPlace(text);
  if (place && place.start > 0 && place.end < text.length) {
    const before = text.slice(0, place.start).trim();
    const after = text.slice(place.end).trim();
    if (before && after && / , /.test(text.slice(place.start, place.end))) return [before, text.slice(place.start, place.end), after];
  }
  return [text];
}

function tidy(text: string): string {
  return text
    .replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/gu, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export type PieceRole = 'title' | 'org' | 'place';

type Feature =
  | 'roleNoun'
  | 'occupation'
  | 'legalSuffix'
  | 'companyWord'
  | 'institutionWord'
  | 'placeOnly'
  | 'containsPlace'
  | 'afterAt'
  | 'degree'
  | 'longText'
  | 'allCaps';

/** Weights of each feature for each role (experience entries). */
export const EXPERIENCE_PIECE_WEIGHTS: Record<PieceRole, Partial<Record<Feature, number>>> = {
  title: { roleNoun: 3, occupation: 2, legalSuffix: -3, placeOnly: -4, afterAt: -3, institutionWord: -1.5, companyWord: -0.5, longText: -1 },
  org: { legalSuffix: 4, companyWord: 1.5, institutionWord: 1.5, afterAt: 3, roleNoun: -2, occupation: -1, placeOnly: -4, allCaps: 0.5, longText: -1 },
  place: { placeOnly: 4, containsPlace: 0.5, roleNoun: -2, legalSuffix: -2 },
};

/** Weights for education entries: "title" is the degree, "org" the institution. */
export const EDUCATION_PIECE_WEIGHTS: Record<PieceRole, Partial<Record<Feature, number>>> = {
  title: { degree: 4, roleNoun: -0.5, institutionWord: -1.5, placeOnly: -4, legalSuffix: -2 },
  org: { institutionWord: 4, legalSuffix: 1.5, companyWord: 0.5, degree: -2.5, placeOnly: -4, allCaps: 0.5 },
  place: { placeOnly: 4, containsPlace: 0.5, degree: -2, institutionWord: -1 },
};

export function pieceFeatures(piece: Piece): Set<Feature> {
  const f = new Set<Feature>();
  const text = piece.text;
  if (roleNounCount(text) > 0) f.add('roleNoun');
  const occ = matchOccupation(text);
  if (occ && occ.score >= 0.75) f.add('occupation');
  const cues = organizationCues(text);
  if (cues.legalSuffix) f.add('legalSuffix');
  if (cues.companyWord) f.add('companyWord');
  if (cues.institutionWord) f.add('institutionWord');
  if (isPlaceOnly(text)) f.add('placeOnly');
  else if (readPlace(text)) f.add('containsPlace');
  if (piece.afterAt) f.add('afterAt');
  if (findDegree(text)) f.add('degree');
  if (text.split(/\s+/).length > 10) f.add('longText');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase()) f.add('allCaps');
  return f;
}

export function roleScores(features: Set<Feature>, weights: Record<PieceRole, Partial<Record<Feature, number>>>): Record<PieceRole, number> {
  const out = { title: 0, org: 0, place: 0 } as Record<PieceRole, number>;
  for (const role of Object.keys(weights) as PieceRole[]) {
    for (const f of features) out[role] += weights[role][f] ?? 0;
  }
  return out;
}

export interface Assignment {
  title: Piece | null;
  org: Piece | null;
  place: Piece | null;
  /** Feature scores of the winners (for confidence). */
  titleScore: number;
  orgScore: number;
  /** Pieces left over (their text may extend the organization or title). */
  rest: Piece[];
}

/**
 * Gives each role the piece that scores best for it. `orderHint` says, for pieces with no
 * deciding feature, whether the title usually comes before the organization in this section.
 */
export function assignRoles(
  pieces: Piece[],
  weights: Record<PieceRole, Partial<Record<Feature, number>>>,
  orderHint: 'titleFirst' | 'orgFirst',
): Assignment {
  const scored = pieces.map((p) => ({ p, s: roleScores(pieceFeatures(p), weights) }));
  const taken = new Set<Piece>();
  const pick = (role: PieceRole, min: number) => {
    let best: { p: Piece; s: number } | null = null;
    for (const { p, s } of scored) {
      if (taken.has(p)) continue;
      if (s[role] >= min && (!best || s[role] > best.s)) best = { p, s: s[role] };
    }
    if (best) taken.add(best.p);
    return best;
  };
  const place = pick('place', 3);
  // The role with the more decisive evidence picks first.
  const bestTitle = Math.max(-99, ...scored.filter((x) => !taken.has(x.p)).map((x) => x.s.title));
  const bestOrg = Math.max(-99, ...scored.filter((x) => !taken.has(x.p)).map((x) => x.s.org));
  let title: { p: Piece; s: number } | null = null;
  let org: { p: Piece; s: number } | null = null;
  if (bestTitle >= bestOrg) {
    title = pick('title', 2);
    org = pick('org', 1.5);
  } else {
    org = pick('org', 1.5);
    title = pick('title', 2);
  }
  // Undecided pieces: fill what is missing by the section's usual order.
  const left = scored.filter((x) => !taken.has(x.p) && x.s.title > -2 && x.s.org > -2).map((x) => x.p);
  if (!title || !org) {
    const ordered = [...left].sort((a, b) => a.order - b.order);
    if (!title && !org && ordered.length >= 2) {
      const [a, b] = ordered as [Piece, Piece];
      title = { p: orderHint === 'titleFirst' ? a : b, s: 0 };
      org = { p: orderHint === 'titleFirst' ? b : a, s: 0 };
    } else if (!title && ordered.length) {
      const candidates = ordered.filter((p) => (org ? orderHint === 'titleFirst' ? p.order < org.p.order : p.order > org.p.order : true));
      const p = candidates[0] ?? ordered[0]!;
      title = { p, s: 0 };
    } else if (!org && ordered.length) {
      const candidates = ordered.filter((p) => (title ? orderHint === 'titleFirst' ? p.order > title.p.order : p.order < title.p.order : true));
      const p = candidates[0] ?? ordered[0]!;
      org = { p, s: 0 };
    }
    if (title) taken.add(title.p);
    if (org) taken.add(org.p);
  }
  return {
    title: title?.p ?? null,
    org: org?.p ?? null,
    place: place?.p ?? null,
    titleScore: title?.s ?? 0,
    orgScore: org?.s ?? 0,
    rest: pieces.filter((p) => !taken.has(p) && p !== place?.p),
  };
}
