/**
 * Where the candidate lives: place expressions in the header, contact section and sidebars, and
 * after address labels; never in experience or education (those are employers' places).
 */
import type { Location } from '../profile-schema.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { isGivenName } from '../../knowledge/lexicons/given-names.ts';
import { type PlaceMatch, readPlace } from './place-reader.ts';

type Feature = 'label' | 'header' | 'contactSection' | 'sidebar' | 'knownPlace' | 'cityAndCountry' | 'countryOnly' | 'nearContact' | 'postcode' | 'birthplace' | 'entryDates' | 'signingPlace';

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
  entryDates: -5,
  signingPlace: 2.5,
};
export const LOCATION_THRESHOLD = 2.5;

// An address label opens the line or a cell, and ends with a colon (or is a cell of its own).
const ADDRESS_LABEL = /(?:^|\t)[\s•·▪*-]*(?:address|adress|adresse|indirizzo|direcci[oó]n|endere[cç]o|anschrift|wohnort|location|localit[aà]|residenza|domicilio|città|ville|ort|city|residence|based in|morada|current location|contact address)\s*(?:[:：]|\t|$)/i;
const BIRTH = /(?:born|birth|nato|nata|nacido|nacida|né|née|geboren|geburts|nascimento|naissance|nascita|nacimiento|nationality|nazionalit|nacionalidad|nationalit|staatsangeh|citizen)/i;
// A period ("2019-2021", "03/2018 – 2020"): the line is a job's or a school's, and so is its place.
const YEAR_RANGE = /(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|\d{2}\b|\p{L})/u;
const CONTACT_HINT = /@|\+\d|\d{3}[\s.-]\d{3}|www\.|linkedin|github/i;

export function extractLocation(layout: Layout, countryHint: string | null): Location | null {
  let best: { place: PlaceMatch; raw: string; score: number } | null = null;
  // Contact lines anywhere (a footer with the address) and their neighbours.
  const nearContact = new Set<Line>();
  layout.lines.forEach((line, i) => {
    if (!CONTACT_HINT.test(line.text)) return;
    for (const j of [i - 1, i, i + 1]) if (layout.lines[j]) nearContact.add(layout.lines[j]!);
  });
  // "Duisburg, 25.01.2024" above the signature: where the candidate signs is where they live.
  const signing = signingLine(layout.lines);
  for (const section of layout.sections) {
    const where = section.kind === 'header' ? 'header' : section.kind === 'contact' ? 'contactSection' : null;
    for (const [i, line] of section.lines.entries()) {
      if (!where && !line.sidebar && !ADDRESS_LABEL.test(line.text) && !nearContact.has(line) && line !== signing) continue;
      if ((section.kind === 'experience' || section.kind === 'education') && line !== signing) continue;
      const carried = carriedPostcode(section.lines[i - 1], line);
      for (const [k, written] of cells(line).entries()) {
        const cell = k === 0 && carried ? `${carried} ${written}` : written;
        // Prose ("audited banks in Singapore and New Zealand") is no address; a contact line
        // joining address, phone and e-mail with separators is judged cell by cell.
        if (cell.split(/\s+/).length > 14) continue;
        const place = readPlace(cell, countryHint);
        if (!place || afterGivenName(cell, place)) continue;
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
        if (YEAR_RANGE.test(line.text) && !ADDRESS_LABEL.test(line.text)) f.add('entryDates');
        if (line === signing && k === 0) f.add('signingPlace');
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

/** The "Place, date" line among the last lines of the CV, above the signature. */
function signingLine(lines: Line[]): Line | null {
  for (const line of lines.slice(-6)) {
    const t = line.text.trim();
    if (t.length <= 60 && /^\p{Lu}[\p{L}'’ .-]+,\s*(?:(?:den|le|il|el|em|on)\s+)?\d{1,2}[./ ]/u.test(t)) return line;
  }
  return null;
}

/**
 * A postcode closing the line above, the town on this one ("… 4552" / "Wartberg an der Krems"):
 * address blocks broken over lines in narrow header columns.
 */
function carriedPostcode(previous: Line | undefined, line: Line): string | null {
  if (!previous || /\d/.test(line.text) || !/^\p{Lu}/u.test(line.text.trim())) return null;
  return /(?:^|\s)(\d{4,5})$/.exec(previous.text.trim())?.[1] ?? null;
}

/** "Flávio Mônaco", "Anna Paris", "Marco Firenze": a surname that is a place, after a given name. */
function afterGivenName(cell: string, place: PlaceMatch): boolean {
  const word = /(\p{Lu}[\p{L}'’-]+)\s+$/u.exec(cell.slice(0, place.start))?.[1];
  return !!word && isGivenName(word);
}

function cells(line: Line): string[] {
  return line.text
    .split(/\t|\s[|•·◆]\s|\s{3,}/u)
    .map((c) => c.replace(ADDRESS_LABEL, ' ').trim())
    .filter(Boolean);
}
