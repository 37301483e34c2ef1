/**
 * Reads places in short texts: "Firenze", "Lyon, France", "Melbourne VIC", "Austin, TX",
 * "50124 Firenze", "San Sebastián, Basque Country, Spain", "City , State" (job-board exports).
 */
import { cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { needsCapitals, type PlaceHit, placeIndex, regionCodes } from '../../knowledge/lexicons/places.ts';
import { townIndex } from '../../knowledge/lexicons/towns.ts';
import { wordTokens } from '../../knowledge/text/word-tokens.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

export interface PlaceMatch {
  city: string | null;
  region: string | null;
  country: string | null;
  /** Offsets of the whole place expression in the text. */
  start: number;
  end: number;
  /** How sure: gazetteer city or country 1, pattern-only 0.6. */
  confidence: number;
  /** Offsets of each component (city, region, country) found. */
  parts: { start: number; end: number }[];
}

// Street types written before the name (Romance languages) or after it (English, German).
const STREET_BEFORE = /(?:^|[\s,(])(?:via|viale|corso|piazza|piazzale|largo|vicolo|calle|avenida|av\.|avda\.?|paseo|plaza|carrer|bulevar|bv\.|bvar\.|blvd\.?|rue|avenue|boulevard|bd|place|quai|chemin|rua|travessa|praça|praca|alameda|estrada|largo)\s+(?:(?:de|di|del|della|do|da|dos|das|des|du|la|le)\s+)?$/iu;
const STREET_AFTER = /^\s+(?:road|rd\.?|street|st\.|avenue|ave\.?|lane|way|drive|boulevard|blvd\.?|straße|strasse|str\.|allee|platz|weg|ring|damm|gasse)\b/iu;

// A region code after a town: ", TX", " (MI)", "(PT)", " - SP".
// …or before the postcode, as Australia, the United States and Canada write it ("Fitzroy VIC 3065", "Plano TX 75024").
const REGION_CODE = /(?:,\s*|\s*\(\s*|\s[-–—]\s|(?:^|\s)(?=[A-Z]{2,3}\s+(?:\d{4,5}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b))([A-Z]{2,3})\b\)?/;
// Words of a town name; lower-case particles inside it ("Wartberg an der Krems", "Rio de Janeiro").
const TOWN = "\\p{Lu}[\\p{L}'’.-]+(?:(?:[ -](?:an der|an|am|im|ob|bei|sur|sous|en|de|del|della|dei|delle|di|do|da|dos|das|la|le|les|sul|sulla|al|sopra|sotto))?[ -]\\p{Lu}[\\p{L}'’.-]+){0,3}";
const TOWN_BEFORE = new RegExp(`(${TOWN})(?:\\s*,|\\s*\\(|\\s[-–—])\\s*$`, 'u');
// A town closing the text before a region code and its postcode ("Surry Hills NSW 2010").
const TOWN_BEFORE_CODE = new RegExp(`(?:^|[,;]\\s*|\\d\\s+)(${TOWN})\\s+$`, 'u');
// A postcode then a town: "50124 Firenze", "D-80331 München", "01310-100 São Paulo", "1000-001 Lisboa".
// The postcode opens an address part (the text, or after a comma, a dash or the house number):
// "Office 2000 Pro", "Windows 2000 Server" are no addresses.
const POSTCODE_TOWN = new RegExp(`(?:^\\s*|[,;–—-]\\s*|\\d[a-zA-Z]?\\s+)(?:[A-Z]{1,2}-)?\\d{4,5}(?:-\\d{3})?\\s+(${TOWN})`, 'u');

// A house number, a separator and the town closing the text.
const HOUSE_NUMBER_TOWN = new RegExp(`\\s\\d{1,4}[a-zA-Z]?\\s*[-–—,]\\s*(${TOWN})\\s*$`, 'u');

const REMOTE = /\b(?:remote|remoto|remota|télétravail|teletrabajo|home ?office|hybrid|híbrido|ibrido|hybride)\b/i;

/** Gazetteer hits in a text, written with a capital (or in capitals for short names). */
function gazetteerHits(text: string, countryHint: string | null = null): { hit: PlaceHit; start: number; end: number; shared: boolean }[] {
  const tokens = wordTokens(text);
  const out: { hit: PlaceHit; start: number; end: number; shared: boolean }[] = [];
  for (const m of placeIndex().findAll(tokens)) {
    const written = text.slice(m.start, m.end);
    if (!/^\p{Lu}/u.test(written)) continue;
    // "Via Roma 34", "Corso Torino", "Rua de Lisboa", "London Road": a street named after a city.
    if (STREET_BEFORE.test(text.slice(0, m.start)) || STREET_AFTER.test(text.slice(m.end))) continue;
    if (needsCapitals(written) && written !== written.toUpperCase()) continue;
    // Prefer a city reading, then a region, then a country; of one kind, the hinted country's ("Córdoba" with an
    // Argentine phone is Argentina's), else the data's first (the better known).
    const hits = [...m.value].sort((a, b) => rank(a) - rank(b) || Number(b.country === countryHint) - Number(a.country === countryHint));
    // "Punjab" is a state of India and a province of Pakistan: a name of several countries' places of one kind.
    const shared = hits.some((h) => h.kind === hits[0]!.kind && h.country !== hits[0]!.country);
    out.push({ hit: hits[0]!, start: m.start, end: m.end, shared });
  }
  return out;
}

/** The countries of the places a text names (a city's, a region's, or the country itself). */
export function countriesNamed(text: string): string[] {
  return gazetteerHits(text).map((h) => h.hit.country);
}

function rank(h: PlaceHit): number {
  return h.kind === 'city' ? 0 : h.kind === 'region' ? 1 : 2;
}

/** The text opens with a district word ("Col. Americana", "Bairro Savassi"). */
function opensWithDistrictWord(text: string): boolean {
  const folded = foldKey(text);
  const hit = folded ? cueMatcher('district-word').find(folded) : null;
  return !!hit && hit.index === 0 && (folded.length === hit.cue.length || folded[hit.cue.length] === ' ');
}

/** The text ends with a district word ("Col.", "Bairro", "Frazione", "Ortsteil"; locales' district-word). */
function afterDistrictWord(before: string): boolean {
  const folded = foldKey(before);
  const hit = folded ? cueMatcher('district-word').find(folded) : null;
  return !!hit && hit.index + hit.cue.length === folded.length;
}

/** The best place expression in a text, or null. */
export function readPlace(text: string, countryHint?: string | null, options: { jobBoard?: boolean } = {}): PlaceMatch | null {
  let hits = gazetteerHits(text, countryHint ?? null);
  let city: { name: string; country: string; start: number; end: number; known: boolean } | null = null;
  let region: { name: string; country: string; start: number; end: number; shared?: boolean } | null = null;
  let country: { code: string; start: number; end: number } | null = null;
  // "Palermo, Buenos Aires, Argentina": of several cities, the one in the country written beside them.
  const written = hits.find((h) => h.hit.kind === 'country')?.hit.country;
  // A name several countries' cities share is read in the country written beside it, over the hint.
  if (written && written !== countryHint) hits = gazetteerHits(text, written);
  // "Col. Roma Norte, CDMX": a place named after a district word is the district, when a town follows.
  const allCities = hits.filter((h) => h.hit.kind === 'city');
  const districts = allCities.filter((h, k) => k < allCities.length - 1 && afterDistrictWord(text.slice(0, h.start)));
  if (districts.length) hits = hits.filter((h) => !districts.includes(h));
  const cityHits = hits.filter((h) => h.hit.kind === 'city');
  const inWritten = written && cityHits.length > 1 ? cityHits.find((h) => h.hit.country === written) : undefined;
  for (const { hit, start, end, shared } of inWritten ? hits.filter((h) => h.hit.kind !== 'city' || h === inWritten) : hits) {
    if (hit.kind === 'city' && !city) {
      // An ambiguous name ("Cordoba") resolves to the hinted country when it has an entry there.
      city = { name: text.slice(start, end), country: hit.country, start, end, known: true };
    } else if (hit.kind === 'region' && !region) region = { name: text.slice(start, end), country: hit.country, start, end, shared };
    else if (hit.kind === 'country' && !country) country = { code: hit.country, start, end };
  }
  // "City, XX", "Town (XX)", "Town - XX": a region or province code written in capitals.
  const codeMatch = REGION_CODE.exec(text);
  if (codeMatch && !region) {
    const all = regionCodes().get(codeMatch[1]!) ?? [];
    // "(ME)" is Messina, ", ME" Maine: the way a code is written picks among regions sharing it.
    const written = codeMatch[0].includes('(');
    const alike = all.filter((o) => !!o.inParentheses === written);
    const options = alike.length ? alike : all;
    const pick = options.find((o) => o.country === (city?.country ?? countryHint)) ?? (options.length === 1 ? options[0] : undefined);
    if (pick) region = { name: codeMatch[1]!, country: pick.country, start: codeMatch.index + codeMatch[0].indexOf(codeMatch[1]!), end: codeMatch.index + codeMatch[0].length };
    // "Rua das Flores, 55, Boa Viagem, Recife - PE": the town written right before the region code is
    // the town; a place named earlier in the address is its district.
    const beside = pick && city ? cityHits.find((h) => h.end <= codeMatch.index && !text.slice(h.end, codeMatch.index).trim() && h.hit.country === pick.country) : undefined;
    if (beside && city && beside.start !== city.start) city = { name: text.slice(beside.start, beside.end), country: beside.hit.country, start: beside.start, end: beside.end, known: true };
  }
  // An unknown town before a known country or region: "Gotham, USA", "Ort, Deutschland",
  // "Novate Milanese (MI)", "Atibaia - SP".
  if (!city && (country || region)) {
    const anchor = Math.min(country?.start ?? Number.POSITIVE_INFINITY, region?.start ?? Number.POSITIVE_INFINITY);
    // Only the end of the text before the anchor can hold the town: reading that tail (a town of
    // four words is far shorter) keeps this pattern, whose words may split several ways, cheap.
    const from = Math.max(0, anchor - 120);
    const before = text.slice(from, anchor);
    let m = TOWN_BEFORE.exec(before) ?? (region && /^\s*[A-Z]{2,3}\s+[\dA-Z]/.test(text.slice(region.start)) && !country ? TOWN_BEFORE_CODE.exec(before) : null);
    // "Sampaloc, Quezon Province, Philippines": the part named as a region is not the town.
    if (m && cueMatcher('region-word').test(m[1]!)) m = TOWN_BEFORE.exec(before.slice(0, m.index));
    // Before a region several countries name ("Multan, Punjab"), the town's own country tells which, when the town list knows it.
    const townCountry = m && !country && region?.shared ? (readListedTown(m[1]!, null)?.country ?? countryHint) : null;
    if (townCountry && region) region = { ...region, country: townCountry };
    const at = m ? from + m.index + m[0].indexOf(m[1]!) : 0;
    if (m) city = { name: m[1]!, country: country?.code ?? region!.country, start: at, end: at + m[1]!.length, known: false };
  }
  // A postcode then a city: "50124 Firenze", "D-80331 München", "28804 Madrid".
  if (!city) {
    const m = POSTCODE_TOWN.exec(text);
    const named = m ? m.index + m[0].indexOf(m[1]!) : -1;
    // "94103 USA", "8001 South Africa": the postcode closes an address and the country follows it; no town.
    // "1452 Mission Street": a house number before a street's name, no postcode before a town.
    const street = !!m && foldKey(m[1]!).split(' ').some((w) => cueWords('street-type').has(w));
    if (m && !street && named !== country?.start && named !== region?.start) {
      const start = named;
      // "25030 Coccaglio BS": a province code after the town, without brackets, is no word of its name.
      const code = / (\p{Lu}{2})$/u.exec(m[1]!);
      const province = code && !region ? (regionCodes().get(code[1]!) ?? []).find((o) => o.inParentheses && (!countryHint || o.country === countryHint)) : undefined;
      const name = province ? m[1]!.slice(0, code!.index) : m[1]!;
      if (province && code) region = { name: code[1]!, country: province.country, start: start + code.index + 1, end: start + m[1]!.length };
      city = { name, country: country?.code ?? region?.country ?? countryHint ?? '', start, end: start + name.length, known: false };
    }
  }
  // A street, its number, then the town: "Via Fornaciai 24 - Casalguidi", "Rua Alegre, 123 - Bauru".
  if (!city) {
    const m = HOUSE_NUMBER_TOWN.exec(text);
    // "Av. Vallarta 1234, Col. Americana": a neighbourhood named by a district word is no town.
    if (m && cueMatcher('street-type').test(text.slice(0, m.index)) && !opensWithDistrictWord(m[1]!)) {
      const start = m.index + m[0].lastIndexOf(m[1]!);
      city = { name: m[1]!, country: country?.code ?? region?.country ?? countryHint ?? '', start, end: start + m[1]!.length, known: false };
    }
  }
  // Components must follow one another ("Austin, TX, USA"): a country further on belongs to
  // another phrase ("in Singapore and New Zealand").
  if (city) {
    const after = [region, country].filter((p): p is NonNullable<typeof p> => !!p && p.start > city!.start).sort((a, b) => a.start - b.start);
    let end = city.end;
    for (const part of after) {
      // "Valencia, Carabobo, Venezuela": one capitalized piece the gazetteer lacks (a state) may stand between.
      if (!/^[\s,;/()–—-]*(?:\p{Lu}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,2}\s*[,;/(–—-][\s,;/()–—-]*)?$/u.test(text.slice(end, part.start))) {
        if (part === region) region = null;
        if (part === country) country = null;
        continue;
      }
      end = part.end;
    }
  }
  // Job-board exports: "City , State" with a space before the comma.
  if (!city && options.jobBoard) {
    const m = /(\p{Lu}[\p{L}.'-]+) , (\p{Lu}[\p{L}.'-]+)/u.exec(text);
    if (m) city = { name: m[1]!, country: countryHint ?? '', start: m.index, end: m.index + m[1]!.length, known: false };
    if (m) region = { name: m[2]!, country: countryHint ?? '', start: m.index + m[0].length - m[2]!.length, end: m.index + m[0].length };
  }
  if (!city && !region && !country) {
    const remote = REMOTE.exec(text);
    if (remote) {
      const span = { start: remote.index, end: remote.index + remote[0].length };
      return { city: null, region: null, country: null, ...span, confidence: 0.7, parts: [span] };
    }
    return null;
  }
  const start = Math.min(city?.start ?? Number.POSITIVE_INFINITY, region?.start ?? Number.POSITIVE_INFINITY, country?.start ?? Number.POSITIVE_INFINITY);
  const end = Math.max(city?.end ?? 0, region?.end ?? 0, country?.end ?? 0);
  const countryCode = country?.code ?? city?.country ?? region?.country ?? null;
  return {
    city: city?.name.replace(/[.,]+$/, '') ?? null,
    region: region?.name ?? null,
    country: countryCode || null,
    start,
    end,
    confidence: city?.known || country ? 1 : 0.6,
    parts: [city, region, country].filter((p): p is NonNullable<typeof p> => !!p).map((p) => ({ start: p.start, end: p.end })),
  };
}

const LEADING_TOWN = new RegExp(`^\\s*(${TOWN})\\s*(?:$|[,(–—-]\\s*\\p{L}[\\p{L} .'’-]*\\)?\\s*$)`, 'u');

/**
 * A town the gazetteer does not know, where the text is nothing but that town and perhaps its
 * region ("Casalguidi", "Cd. Juárez, chihuahua"): read only where a label says the text is a place.
 */
export function readUnknownTown(text: string, countryHint: string | null): PlaceMatch | null {
  const m = LEADING_TOWN.exec(text);
  if (!m || m[0].split(/\s+/).length > 6) return null;
  const start = m.index + m[0].indexOf(m[1]!);
  const span = { start, end: start + m[1]!.length };
  return { city: m[1]!.replace(/[.,]+$/, ''), region: null, country: countryHint, ...span, confidence: 0.5, parts: [span] };
}

/** True when a text is nothing but a place ("Lyon", "Madrid, España", "Remote", "(Ort)"). */
export function isPlaceOnly(text: string): boolean {
  const t = text.replace(/[()[\]]/g, ' ').trim();
  const place = readPlace(t);
  if (!place) return false;
  let rest = t;
  for (const part of place.parts) rest = rest.slice(0, part.start) + ' '.repeat(part.end - part.start) + rest.slice(part.end);
  return rest.replace(/[\s,;/|–—\-\d]+/g, '').length === 0;
}

/**
 * A town of the GeoNames towns list ("Paulínia", "El Kef", "Bahía Blanca") closing an address
 * cell, or followed only by its region or country: read where the candidate's address is expected
 * (the header, the contact block), never in running text. With a country known from the CV (its
 * phone prefix, its e-mail domain), a town of another country is not taken.
 */
export function readListedTown(text: string, countryHint: string | null): PlaceMatch | null {
  const tokens = wordTokens(text);
  let found: PlaceMatch | null = null;
  for (const m of townIndex().findAll(tokens)) {
    const written = text.slice(m.start, m.end);
    if (!/^\p{Lu}/u.test(written)) continue;
    if (STREET_BEFORE.test(text.slice(0, m.start)) || STREET_AFTER.test(text.slice(m.end))) continue;
    if (countryHint && m.value.country !== countryHint) continue;
    // "Davao City", "Iloilo City": the word the Philippines (and others) write after a town's name is part of it.
    const end = m.end + (/^ City\b/.exec(text.slice(m.end))?.[0].length ?? 0);
    const before = text.slice(0, m.start).trim();
    const after = text.slice(end).trim();
    // The town opens the text or an address part (after a comma, a dash, a postcode or a house number)…
    // (or closes a street address: "12 Rue Ben Alaya El Kef")…
    const opensPart = before === '' || /(?:[,;–—|·•-]|\d[a-zA-Z]?)$/u.test(before) || (after === '' && /\d/.test(before));
    // …and closes it, or only its region or country follows.
    const tail = after.replace(/^[,(–—-]\s*/u, '');
    const closesPart = after === '' || REGION_CODE.test(after) || (readPlace(tail) !== null && isPlaceOnly(tail));
    if (!opensPart || !closesPart) continue;
    const span = { start: m.start, end };
    found = { city: text.slice(m.start, end), region: null, country: m.value.country, ...span, confidence: 0.8, parts: [span] };
  }
  return found;
}

/**
 * "5 High Street", "Rua Augusta 1", "1 rue de la Paix", "Hauptstraße 12": a street (locales'
 * street-type, as a word or closing the street's name) and a house number standing as a word.
 */
export function isStreetAddress(text: string): boolean {
  const words = foldKey(text).split(' ');
  if (words.length > 8 || !/(?:^|\s)\d{1,4}[a-zA-Z]?(?=\s|$)/.test(text)) return false;
  const types = cueWords('street-type');
  return words.some((w) => types.has(w) || [...types].some((t) => t.length >= 4 && w.length > t.length + 2 && w.endsWith(t)));
}
