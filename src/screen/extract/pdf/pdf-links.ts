/**
 * A PDF page's link annotations with a web or mail URL, placed in top-left page coordinates.
 * CVs often link an icon or a word ("LinkedIn", "Portfolio") to the profile; the URL then exists
 * only in the annotation, never in the text layer.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageLink } from '../document.ts';

/** Bounds on what one page may contribute: a crafted file could carry thousands. */
export const LINK_LIMITS = { perPage: 100, maxUrlLength: 2048 };

const WEB_OR_MAIL = /^(?:https?:\/\/|mailto:)/i;

interface LinkAnnotation {
  subtype?: string;
  /** pdf.js sets `url` only for URLs of safe protocols. */
  url?: string;
  rect?: number[];
}

export async function readPageLinks(page: PDFPageProxy): Promise<PageLink[]> {
  const viewport = page.getViewport({ scale: 1 });
  const annotations = (await page.getAnnotations({ intent: 'display' })) as LinkAnnotation[];
  const out: PageLink[] = [];
  for (const a of annotations) {
    if (out.length >= LINK_LIMITS.perPage) break;
    if (a.subtype !== 'Link' || typeof a.url !== 'string' || !Array.isArray(a.rect) || a.rect.length !== 4) continue;
    const url = a.url.trim();
    if (!WEB_OR_MAIL.test(url) || url.length > LINK_LIMITS.maxUrlLength) continue;
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = viewport.convertToViewportRectangle(a.rect) as number[];
    if (![x1, y1, x2, y2].every(Number.isFinite)) continue;
    out.push({ url, x: round(Math.min(x1, x2)), y: round(Math.min(y1, y2)), w: round(Math.abs(x2 - x1)), h: round(Math.abs(y2 - y1)) });
  }
  return out;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
