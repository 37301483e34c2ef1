/**
 * Step 2c of layout: running headers, footers and page numbers. A row repeated at about the same
 * height on several pages is page furniture; it is dropped from every page but the first (whose
 * copy may be the candidate's name), and page numbers are dropped everywhere. A running footer that
 * carries contact data ("Jane Doe · +44 7911 123456 · jane@example.org") keeps its first copy,
 * marked as running: dropping every copy lost the only phone and e-mail some templates give.
 */
import type { Row } from './line-builder.ts';
import { compactKey } from '../../knowledge/text/fold.ts';
import { carriesContact } from './page-edge.ts';

export const NOISE_RULES = {
  /** Rows in this top/bottom share of a page may be running headers or footers. */
  marginFraction: 0.15,
  /** Same height within this many page units. */
  yTolerance: 6,
} as const;

const PAGE_NUMBER = /^(?:page|pagina|página|seite|p\.?|pag\.?|s\.)?\s*-?\s*\d{1,3}\s*(?:(?:\/|of|di|de|von|sur|из)\s*\d{1,3})?\s*-?$/iu;

const rowText = (row: Row) => row.runs.map((r) => r.text).join(' ').trim();
// Digits vary from page to page ("Page 1 of 3", "Page 2 of 3"): compare without them.
const furnitureKey = (row: Row) => compactKey(rowText(row).replace(/\d+/g, '#'));

export function removePageFurniture(pages: { rows: Row[]; height: number }[]): void {
  const seen = new Map<string, { page: number; y: number }[]>();
  pages.forEach((page, index) => {
    for (const row of page.rows) {
      if (!inMargin(row, page.height)) continue;
      const key = furnitureKey(row);
      if (!key) continue;
      const list = seen.get(key) ?? [];
      list.push({ page: index, y: row.baseline });
      seen.set(key, list);
    }
  });
  pages.forEach((page, index) => {
    page.rows = page.rows.filter((row) => {
      const text = rowText(row);
      if (inMargin(row, page.height) && PAGE_NUMBER.test(text) && !wrappedNumberTail(row, page.rows)) return false;
      if (!inMargin(row, page.height)) return true;
      // Page 1 keeps its running header (it may be the name); footers go everywhere.
      const footer = row.baseline > page.height * (1 - NOISE_RULES.marginFraction);
      if (index === 0 && !footer) return true;
      const copies = seen.get(furnitureKey(row)) ?? [];
      const elsewhere = copies.filter((c) => c.page !== index && Math.abs(c.y - row.baseline) <= NOISE_RULES.yTolerance);
      if (elsewhere.length === 0) return true;
      if (footer && elsewhere.every((c) => c.page > index) && carriesContact(text)) {
        row.running = true;
        return true;
      }
      return false;
    });
  });
}

/**
 * "Tél. +33 6 12 34 56" / "78": digits right under a row whose run above them closes on phone digits are the
 * end of a number wrapped in a narrow column, no page number.
 */
function wrappedNumberTail(row: Row, rows: Row[]): boolean {
  const run = row.runs[0];
  if (!run || row.runs.length !== 1) return false;
  return rows.some(
    (r) =>
      r.baseline < row.baseline &&
      row.baseline - r.baseline <= 2 * row.size &&
      r.runs.some((above) => Math.abs(above.x - run.x) <= row.size && /(?:\+|\b0)\d[\d\s().-]{4,}\d$/.test(above.text.trim())),
  );
}

function inMargin(row: Row, height: number): boolean {
  return row.baseline < height * NOISE_RULES.marginFraction || row.baseline > height * (1 - NOISE_RULES.marginFraction);
}
