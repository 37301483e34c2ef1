/**
 * The contact items of a CV as renderers print them: address, phone, e-mail, profile links
 * (written out, or a bare label carrying the URL as a link), birth date and nationality;
 * labelled ("Phone: …") when the CV labels them.
 */
import type { Locale } from '../locale/locale-types.ts';
import type { Candidate } from '../model.ts';

export interface ContactItem {
  kind: 'address' | 'phone' | 'email' | 'link' | 'birth' | 'nationality';
  label: string;
  text: string;
  /** Target of a link annotation / hyperlink. */
  url?: string;
}

export function contactItems(cv: Candidate, loc: Locale, seed: number, personal = false): ContactItem[] {
  const pick = (list: string[]) => list[seed % list.length]!;
  const items: ContactItem[] = [
    { kind: 'address', label: pick(loc.labels.address), text: cv.address.printed },
    { kind: 'phone', label: pick(loc.labels.phone), text: cv.phone.printed },
    { kind: 'email', label: pick(loc.labels.email), text: cv.email, url: `mailto:${cv.email}` },
  ];
  for (const l of cv.links) {
    const label = l.kind === 'linkedin' ? 'LinkedIn' : l.kind === 'github' ? 'GitHub' : pick(loc.labels.website);
    items.push({ kind: 'link', label, text: l.printed, url: l.url });
  }
  if (personal) {
    if (cv.birth) items.push({ kind: 'birth', label: pick(loc.labels.birth), text: cv.birth });
    if (cv.nationality) items.push({ kind: 'nationality', label: pick(loc.labels.nationality), text: cv.nationality });
  }
  return items;
}

/** "Phone: +39 …" when the CV labels its contact items; a label-only link stays its label. */
export function itemText(item: ContactItem, labelled: boolean): string {
  if (item.kind === 'link' && item.text === item.label) return item.text;
  return labelled ? `${item.label}: ${item.text}` : item.text;
}
