/**
 * Where the candidate lives: place expressions in the header, contact section and sidebars, and
 * after address labels; never in experience or education (those are employers' places).
 */
import type { Location } from '../profile-schema.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { type PlaceMatch, readPlace } from './place-reader.ts';

type Feature = 'label' | 'header' | 'contactSection' | 'sidebar' | 'knownPlace' | 'cityAndCountry' | 'countryOnly' | 'nearContact' | 'postcode' | 'birthplace';

export const LOCATION_FEATURES: Record<Feature, number> = {
  label: 3,
  header: 2,
  contactSection: 2,
  sidebar: 1,
  knownPlace: 1.5,
  cityAndCountry: 1,
  countryOnly: -1,
  nearContact: 1,
  postcode: 1.5,
  birthplace: -4,
};
export const LOCATION_THRESHOLD = 2.5;

// An address label opens the line or a cell, and ends with a colon (or is a cell of its own).
const ADDRESS_LABEL = /(?:^|\t)[\s•·▪*-]*(?:address|adress|adresse|indirizzo|direcci[oó]n|endere[cç]o|anschrift|wohnort|location|localit[aà]|residenza|domicilio|città|ville|ort|city|residence|based in|morada|current location|contact address)\s*(?:[:：]|\t|$)/i;
const BIRTH = /(?:born|birth|nato|nata|nacido|nacida|né|née|geboren|geburts|nascimento|naissance|nascita|nacimiento|nationality|nazionalit|nacionalidad|nationalit|staatsangeh|citizen)/i;
const CONTACT_HINT = /@|\+\d|\d{3}[\s.-]\d{3}|www\.|linkedin|github/i;

export function extractLocation(layout: Layout, countryHint: string | null): Location | null {
  let best: { place: PlaceMatch; raw: string; score: number } | null = null;
  // Contact lines anywhere (a footer with the address) and their neighbours.
  const nearContact = new Set<Line>();
  layout.lines.forEach((line, i) => {
    if (!CONTACT_HINT.test(line.text)) return;
    for (const j of [i - 1, i, i + 1]) if (layout.lines[j]) nearContact.add(layout.lines[j]!);
  });
  for (const section of layout.sections) {
    const where = section.kind === 'header' ? 'header' : section.kind === 'contact' ? 'contactSection' : null;
    for (const line of section.lines) {
      if (!where && !line.sidebar && !ADDRESS_LABEL.test(line.text) && !nearContact.has(line)) continue;
      if (section.kind === 'experience' || section.kind === 'education') continue;
      for (const cell of cells(line)) {
        // Prose ("audited banks in Singapore and New Zealand") is no address; a contact line
        // joining address, phone and e-mail with separators is judged cell by cell.
        if (cell.split(/\s+/).length > 14) continue;
        const place = readPlace(cell, countryHint);
        if (!place) continue;
        const f = new Set<Feature>();
        if (ADDRESS_LABEL.test(line.text)) f.add('label');
        if (where) f.add(where);
        if (line.sidebar) f.add('sidebar');
        if (place.confidence >= 1) f.add('knownPlace');
        if (place.city && place.country) f.add('cityAndCountry');
        if (!place.city) f.add('countryOnly');
        if (nearContact.has(line)) f.add('nearContact');
        if (/\b\d{4,5}\s+\p{Lu}/u.test(cell)) f.add('postcode');
        if (BIRTH.test(line.text)) f.add('birthplace');
        let score = 0;
        for (const name of f) score += LOCATION_FEATURES[name];
        if (!best || score > best.score) best = { place, raw: cell.slice(place.start, place.end), score };
      }
    }
  }
  if (!best || best.score < LOCATION_THRESHOLD) return null;
  const { place, raw } = best;
  return { raw, city: place.city, region: place.region, country: place.country ?? countryHint ?? null };
}

function cells(line: Line): string[] {
  return line.text
    .split(/\t|\s[|•·◆]\s|\s{3,}/u)
    .map((c) => c.replace(ADDRESS_LABEL, ' ').trim())
    .filter(Boolean);
}
