/**
 * Step 1 of the photo step: which images of a document could hold the candidate's headshot,
 * judged from what the document model already knows (pixel size, where and how large the image
 * is drawn), without decoding a single pixel. Everything rejected here never reaches the
 * detector, so a CV with only icons and rules costs nothing.
 */
import type { Document, ImageAsset, PlacedImage } from '../extract/document.ts';
import { PHOTO_RULES, type PhotoRules } from './photo-rules.ts';

/** Where an image is drawn, with its page's size (first placement when drawn several times). */
export interface Placement {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  pageWidth: number;
  pageHeight: number;
}

export interface PhotoCandidate {
  asset: ImageAsset;
  /**
   * `embedded`: a picture that may itself be the photo. `page`: a page image (scan, JPG/PNG CV,
   * page-sized background) in which a face region has to be searched.
   */
  mode: 'embedded' | 'page';
  placement?: Placement;
  /** Examination order, higher first: page 1, near the top, drawn large. */
  priority: number;
}

export interface SkippedImage {
  ref: string;
  reason: string;
}

function firstPlacements(document: Document): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  for (const page of document.pages) {
    for (const placed of page.images as PlacedImage[]) {
      if (placements.has(placed.ref)) continue;
      placements.set(placed.ref, {
        page: page.number,
        x: placed.x,
        y: placed.y,
        w: placed.w,
        h: placed.h,
        pageWidth: page.width,
        pageHeight: page.height,
      });
    }
  }
  return placements;
}

function placementPriority(placement: Placement | undefined): number {
  // Unplaced images (e.g. DOCX media whose anchor is unknown) rank below placed ones.
  if (!placement) return 0.3;
  const pageWeight = placement.page === 1 ? 1 : 0.6 / (placement.page - 1);
  const centreY = (placement.y + placement.h / 2) / Math.max(1, placement.pageHeight);
  const size = Math.min(1, placement.w / Math.max(1, 0.25 * placement.pageWidth));
  return pageWeight * (1 - 0.4 * Math.min(1, centreY)) * (0.6 + 0.4 * size);
}

function rejectEmbedded(asset: ImageAsset, placement: Placement | undefined, rules: PhotoRules): string | null {
  const c = rules.candidates;
  if (Math.min(asset.width, asset.height) < c.minSidePx || asset.width * asset.height < c.minAreaPx) {
    return 'too few pixels';
  }
  const aspect = asset.width / Math.max(1, asset.height);
  if (aspect < c.minAspect || aspect > c.maxAspect) return 'aspect ratio of a strip or banner';
  if (placement) {
    if (placement.page > c.maxPage) return 'on a late page';
    if (Math.min(placement.w, placement.h) < c.minDrawnSideOfPageWidth * placement.pageWidth) {
      return 'drawn too small';
    }
    const drawnAspect = placement.w / Math.max(1e-6, placement.h);
    if (drawnAspect < c.minAspect || drawnAspect > c.maxAspect) return 'drawn as a strip or banner';
  }
  return null;
}

function isPageLike(placement: Placement | undefined, rules: PhotoRules): boolean {
  if (!placement) return false;
  const share = (placement.w * placement.h) / Math.max(1, placement.pageWidth * placement.pageHeight);
  return share >= rules.candidates.pageLikeAreaShare;
}

/** The images worth examining, best first, and why the others were left out. */
export function selectCandidates(
  document: Document,
  rules: PhotoRules = PHOTO_RULES,
): { candidates: PhotoCandidate[]; skipped: SkippedImage[] } {
  const placements = firstPlacements(document);
  const embedded: PhotoCandidate[] = [];
  const pages: PhotoCandidate[] = [];
  const skipped: SkippedImage[] = [];
  const seen = new Set<string>();

  for (const asset of document.images) {
    if (seen.has(asset.ref)) continue;
    seen.add(asset.ref);
    const placement = placements.get(asset.ref);
    if (asset.isPageImage || isPageLike(placement, rules)) {
      const page = placement?.page ?? pages.length + 1;
      if (page > rules.candidates.maxPage) {
        skipped.push({ ref: asset.ref, reason: 'page image of a late page' });
        continue;
      }
      if (Math.min(asset.width, asset.height) < rules.candidates.minSidePx) {
        skipped.push({ ref: asset.ref, reason: 'too few pixels' });
        continue;
      }
      pages.push({ asset, mode: 'page', placement, priority: 1 / page });
      continue;
    }
    const reason = rejectEmbedded(asset, placement, rules);
    if (reason) {
      skipped.push({ ref: asset.ref, reason });
      continue;
    }
    embedded.push({ asset, mode: 'embedded', placement, priority: placementPriority(placement) });
  }

  const byPriority = (a: PhotoCandidate, b: PhotoCandidate) => b.priority - a.priority;
  embedded.sort(byPriority);
  pages.sort(byPriority);
  for (const c of embedded.slice(rules.candidates.maxEmbedded)) skipped.push({ ref: c.asset.ref, reason: 'over the candidate limit' });
  for (const c of pages.slice(rules.candidates.maxPageSearches)) skipped.push({ ref: c.asset.ref, reason: 'over the page search limit' });
  return {
    candidates: [...embedded.slice(0, rules.candidates.maxEmbedded), ...pages.slice(0, rules.candidates.maxPageSearches)],
    skipped,
  };
}
