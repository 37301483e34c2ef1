/**
 * Where the candidate lives: place expressions in the header, contact section and sidebars, and
 * after address labels; never in experience or education (those are employers' places).
 */
import type { Location } from '../profile-schema.ts';
import type { Layout, Line } from '../layout/layout-types.ts';
import { isGivenName } from '../../knowledge/lexicons/given-names.ts';
import { cueAlternation } from '../../knowledge/lexicons/locale-cues.ts';
import { countriesNamed, type PlaceMatch, readListedTown, readPlace, readUnknownTown } from './place-reader.ts';
import { postcodeCountry } from './postcode-country.ts';
import { once } from '../../knowledge/text/memo.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';

type Feature =
  | 'label'
  | 'header'
  | 'contactSection'
  | 'sidebar'
  | 'knownPlace'
  | 'cityAndCountry'
  | 'countryOnly'
  | 'nearContact'
  | 'contactLine'
  | 'postcode'
  | 'birthplace'
  | 'entryDates'
  | 'signingPlace';

export const LOCATION_FEATURES: Record<Feature, number> = {
  label: 3,
  header: 2,
  contactSection: 2,
  sidebar: 1,
  knownPlace: 1.5,
  cityAndCountry: 1,
  countryOnly: -1,
  nearContact: 1,
  contactLine: 1,
  postcode: 1.5,
  birthplace: -4,
  entryDates: -5,
  signingPlace: 2.5,
};
export const LOCATION_THRESHOLD = 2.5;

// An address label opens the line or a cell, and ends with a colon, a dash (as OCR reads a colon)
// or a tab, or is a cell of its own; a label of several words ("vivo en", "based in") may run into
// the place. The words are data: knowledge/lexicons/dataset/locales/<lang>/address-label.txt.
const addressLabels = once(() => ({
  closed: new RegExp(`(?:^|\\t)[\\s•·▪*-]*(?:${cueAlternation('address-label')})(?:\\s*[:：]|\\s+[—–-]\\s|\\s*\\t|\\s*$)`, 'iu'),
  runOn: new RegExp(`(?:^|\\t)[\\s•·▪*-]*(?:${cueAlternation('address-label', (l) => l.includes(' '))})\\s+`, 'iu'),
}));

/** The address label opening a text (or one of its cells), or null. */
function addressLabel(text: string): RegExpExecArray | null {
  const { closed, runOn } = addressLabels();
  const m = closed.exec(text);
  if (m) return m;
  const r = runOn.exec(text);
  // "Vivo en Madrid": the place, capitalized, follows the words directly.
  return r && /^\p{Lu}/u.test(text.slice(r.index + r[0].length)) ? r : null;
}
// Whole words (stems where marked): "né" inside "Sénégal" or "Ingénieur", "nata" inside "Renata" are no birth.
const BIRTH = /(?<!\p{L})(?:born|birth\p{L}*|nat[oa]|nacid[oa]|née?|geboren|geburts\p{L}*|nascimento|naissance|nascita|nacimiento|nationality|nazionalit\p{L}*|nacionalidad|nationalit\p{L}*|staatsangeh\p{L}*|citizen\p{L}*)(?!\p{L})/iu;
// A period ("2019-2021", "03/2018 – 2020"): the line is a job's or a school's, and so is its place.
// A year is a number of its own: the last digits of a phone ("+49 151 239 52085 – Hamburg") are none.
const YEAR_RANGE = /(?<!\d)(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|\d{2}\b|\p{L})/u;
const CONTACT_HINT = /@|\+\d|\d{3}[\s.-]\d{3}|www\.|linkedin|github/i;

/**
 * `options.towns`: also read towns of the longer GeoNames list; off for the first reading, made
 * before the phone numbers are known, so their country can rule out a namesake town elsewhere.
 */
export function extractLocation(
  layout: Layout,
  countryHint: string | null,
  options: { towns?: boolean; language?: string | null; ownLines?: Set<Line> } = {},
): Location | null {
  let best: { place: PlaceMatch; raw: string; score: number; cell: string } | null = null;
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
      if (!where && !line.sidebar && !addressLabel(line.text) && !nearContact.has(line) && line !== signing) continue;
      // A footer with the candidate's address, phone and e-mail ("Via Roma 1 · 20121 Milano · 347… · anna@…")
      // falls in the last section: the line carrying the candidate's e-mail is theirs wherever it sits.
      const own = !!options.ownLines?.has(line);
      if ((section.kind === 'experience' || section.kind === 'education') && line !== signing && !own) continue;
      const carried = carriedPostcode(section.lines[i - 1], line);
      const lineCells = cells(line);
      const cut = cutTown(line, lineCells, section.lines[i + 1], countryHint);
      const wrapped = cut ?? wrappedAddress(lineCells, section.lines[i + 1]) ?? wrappedAfterLabel(line, section.lines[i + 1]);
      // A town cut by the wrap ("… 1000 - Bela" / "Vista, São Paulo/SP") is read only whole, in the joined address.
      const whole = cut ? lineCells.slice(0, -1) : lineCells;
      for (const [k, written] of [...whole, ...(wrapped ? [wrapped] : [])].entries()) {
        const cell = carried && k === carried.cell ? `${carried.code} ${written}` : written;
        // Prose ("audited banks in Singapore and New Zealand") is no address; a contact line
        // joining address, phone and e-mail with separators is judged cell by cell.
        if (cell.split(/\s+/).length > 14) continue;
        // After an address label, a town the gazetteer lacks is still the place ("Vivo en: Juárez").
        const known = readPlace(cell, countryHint) ?? (k === 0 && addressLabel(line.text)?.index === 0 ? readUnknownTown(cell, countryHint) : null);
        // Where an address is expected, a town of the longer GeoNames list, also over a shorter
        // reading inside it ("Bahía Blanca" is no state of Bahia).
        const listed = options.towns && (where || line.sidebar || nearContact.has(line)) ? readListedTown(cell, countryHint) : null;
        // "Montichiari, Brescia", "Alcobendas (Madrid)": a town of the list before the known city of its province is
        // where the candidate lives; the city names the area.
        // The city's own span is compared: a word of the town may have been read as a region ("Bahía Blanca, Buenos Aires").
        const cityStart = known?.parts[0]?.start ?? known?.start ?? 0;
        // Not when the postcode goes with the city ("Shivaji Nagar, Pune 411005", "Kothrud, 411038 Pune"): the city is
        // then the post town, the place before it a district of it.
        // Nor when a state's code follows the city ("Boa Viagem, Recife - PE", "Vila Mariana, São Paulo/SP"): a
        // Brazilian address names its town so, the place before it is the district (bairro).
        const stateAfter = !!known?.region && /^[A-Z]{2,3}$/.test(known.region) && (known.parts[1]?.start ?? 0) > (known.parts[0]?.end ?? 0) && /^\s*[-–—/(]\s*$/u.test(cell.slice(known.parts[0]!.end, known.parts[1]!.start));
        const townFirst =
          !stateAfter &&
          !!listed && !!known?.city && listed.end <= cityStart && listed.country === known.country && /^\s*[,(]\s*$/u.test(cell.slice(listed.end, cityStart)) && !postcodeBeside(`${cell} ${postcodeAlone(section.lines[i + 1])}`, cityStart, known.parts[0]?.end ?? known.end);
        // A town the gazetteer lacks (read after a label, or before a region that may be another country's:
        // "Rawalpindi, Punjab") gives way to the listed town it is, which knows its country.
        const guessedTown = !!known?.city && known.confidence < 1 && !!listed && listed.start <= cityStart && listed.end >= (known.parts[0]?.end ?? known.end);
        const place = listed && (townFirst || !known || (!known.city && listed.start <= known.start && listed.end > known.end) || !known.country || guessedTown) ? listed : known;
        if (!place || afterGivenName(cell, place) || beforeSurname(cell, place)) continue;
        const f = new Set<Feature>();
        // The label on the line itself, or alone on the line above ("Address" / "Via Roma 3, Pisa").
        // An address of two lines under its label ("Address" / "Av. Vallarta 1234, Col. Americana" / "44160 Guadalajara"):
        // the label is the second line's too.
        // And the address's next line in the value column of a label cell ("Endereço⇥Rua Augusta 1500" / "⇥01304-001 São Paulo").
        const labelledAbove = addressLabel(section.lines[i - 1]?.text ?? '') && blockLine(line) && line.x > section.lines[i - 1]!.x + 2 * line.fontSize;
        if (addressLabel(line.text) || labelAlone(section.lines[i - 1]) || (labelAlone(section.lines[i - 2]) && blockLine(section.lines[i - 1])) || labelledAbove) f.add('label');
        if (where) f.add(where);
        if (line.sidebar) f.add('sidebar');
        if (place.confidence >= 1) f.add('knownPlace');
        if (place.city && place.country) f.add('cityAndCountry');
        if (!place.city) f.add('countryOnly');
        if (nearContact.has(line) || (k >= lineCells.length && nearContact.has(section.lines[i + 1]!))) f.add('nearContact');
        // The address written among the phone and e-mail is the candidate's; a place on another
        // header line may be a school's or an employer's ("Undergraduate | RTU, Kota").
        if (CONTACT_HINT.test(line.text) && !CONTACT_HINT.test(cell)) f.add('contactLine');
        // A postcode before a country alone ("94103" / "USA" read as one) is no town's.
        // Argentina's letter before the digits ("X5000 Córdoba"), Portugal's and Brazil's three after a dash ("4000-447 Porto").
        if (place.city && /(?<![\p{L}\d])[A-Z]?\d{4,5}(?:-\d{3})?(?:\s+[–—-])?\s+\p{Lu}/u.test(cell)) f.add('postcode');
        if (BIRTH.test(line.text)) f.add('birthplace');
        if (YEAR_RANGE.test(line.text) && !addressLabel(line.text)) f.add('entryDates');
        if (line === signing && k === 0) f.add('signingPlace');
        let score = 0;
        for (const name of f) score += LOCATION_FEATURES[name];
        if (!best || score > best.score) best = { place, raw: cell.slice(place.start, place.end), score, cell };
      }
    }
  }
  if (!best || best.score < LOCATION_THRESHOLD) return null;
  const { place, raw, cell } = best;
  // A town the gazetteer lacks, with nothing else to tell its country: its postcode's shape may.
  const country = place.country ?? countryHint ?? (place.city ? postcodeCountry(cell, place.start, options.language ?? null) : null);
  return { raw, city: place.city, region: place.region, country };
}

/**
 * With no address and no phone prefix to tell, the country the CV's places point to (towns of its
 * schools and employers, countries named): named at least twice and more than any other. A CV's
 * story mostly happens where its writer lives; where it does not, the vote is split and nothing
 * is said.
 */
export function countryOfPlacesNamed(lines: Line[]): string | null {
  const votes = new Map<string, number>();
  for (const line of lines) for (const c of new Set(countriesNamed(line.text))) votes.set(c, (votes.get(c) ?? 0) + 1);
  const [first, second] = [...votes].sort((a, b) => b[1] - a[1]);
  return first && first[1] >= 2 && first[1] > (second?.[1] ?? 0) * 2 ? first[0] : null;
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
function carriedPostcode(previous: Line | undefined, line: Line): { code: string; cell: number } | null {
  if (!previous || /\d/.test(line.text) || !/^\p{Lu}/u.test(line.text.trim())) return null;
  // The postcode goes to the cell below it: the last of the line above, when both lines have as many cells.
  const above = cells(previous);
  const here = cells(line);
  if (above.length !== here.length) return null;
  const last = above.at(-1) ?? '';
  // The last group of a phone number ("Mobile: 8128 8877") is no postcode, nor a house number ("Villa n° 6543"),
  // nor the ZIP closing a whole address ("Austin, TX 78704" above the label "MOBILE").
  const code = /(?:^|[^\d\s().+/°º-]\s+)(\d{4,5})$/.exec(last.trim())?.[1];
  if (!code || /\b(?:n[°ºo]\.?|nr\.?|no\.)\s*\d+$/iu.test(last.trim()) || readPlace(last, null)?.city) return null;
  // Nor the year closing a date ("Date of Birth: 8th October 1973" over "Marital Status: Married"), and a labelled
  // fact ("Label: value") below is no town.
  if (BIRTH.test(last) || findDateRanges(last).length || /^[^:：]{2,40}[:：]/u.test(here[0] ?? '')) return null;
  return { code, cell: above.length - 1 };
}

/**
 * An address broken over two lines, the first ending with a comma ("Sitio Baja, Hibago, Ocampo," /
 * "Camarines Sur, Philippines"): read whole, the town is found before its region and country.
 */
function wrappedAddress(lineCells: string[], next: Line | undefined): string | null {
  const last = lineCells.at(-1);
  if (!last || !next || !/,$/.test(last) || CONTACT_HINT.test(next.text)) return null;
  const first = cells(next)[0];
  return first ? `${last} ${first}` : null;
}

/**
 * An address wrapped inside its words in a narrow column ("Av. Paulista, 1000 - Bela" / "Vista, São Paulo/SP"):
 * the line has a house number and gives no known city, its end runs on below with no break of its own, and
 * read whole the two give a known city on the second line. The joined address, or null.
 */
function cutTown(line: Line, lineCells: string[], next: Line | undefined, countryHint: string | null): string | null {
  const last = lineCells.at(-1);
  if (!last || !next || next.page !== line.page || !/\d/.test(last) || !/\p{L}$/u.test(last)) return null;
  if (next.y - line.y > 2 * line.fontSize || Math.abs(next.x - line.x) > 3 * line.fontSize) return null;
  if (CONTACT_HINT.test(next.text) || addressLabel(next.text) || readPlace(last, countryHint)?.confidence === 1) return null;
  const first = cells(next)[0];
  if (!first) return null;
  const joined = `${last} ${first}`;
  const place = readPlace(joined, countryHint);
  return place?.city && place.confidence === 1 && (place.parts[0]?.start ?? place.start) > last.length ? joined : null;
}

/**
 * A contact row wrapped inside its address ("… | Indirizzo: Via" / "Washington 12, 20146 Milano (MI)"): the
 * labelled last cell and the next line's first are read as one address.
 */
function wrappedAfterLabel(line: Line, next: Line | undefined): string | null {
  const last = line.text.split(/\t|\s[|•·◆]\s|\s{3,}/u).at(-1) ?? '';
  const label = addressLabel(last);
  if (!label || !next || next.page !== line.page || CONTACT_HINT.test(next.text) || addressLabel(next.text)) return null;
  const head = withoutLabel(last).trim();
  const first = cells(next)[0];
  return head && first ? `${head} ${first}` : null;
}

/** A postcode right before or after the city's name ("10121 Torino", "Pune 411005", "Pune - 411005"). */
function postcodeBeside(cell: string, start: number, end: number): boolean {
  return /(?<![\p{L}\d])\d{4,6}(?:-\d{3})?\s*$/u.test(cell.slice(0, start)) || /^\s*(?:[–—-]\s*)?\d{4,6}(?![\p{L}\d])/u.test(cell.slice(end));
}

/** A postcode alone on the line below, wrapped off the end of an address in a narrow column, or "". */
function postcodeAlone(next: Line | undefined): string {
  const text = next?.text.trim() ?? '';
  return /^\d{4,6}(?:-\d{3})?$/.test(text) ? text : '';
}

/** "Flávio Mônaco", "Anna Paris", "Marco Firenze": a surname that is a place, after a given name. */
function afterGivenName(cell: string, place: PlaceMatch): boolean {
  const word = /(\p{Lu}[\p{L}'’-]+)\s+$/u.exec(cell.slice(0, place.start))?.[1];
  return !!word && isGivenName(word);
}

/** "Sofia Keller", "Florence Martin": a given name that is a place, then a surname and nothing else. */
function beforeSurname(cell: string, place: PlaceMatch): boolean {
  if (cell.slice(0, place.start).trim() || !isGivenName(cell.slice(place.start, place.end))) return false;
  return /^\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s*$/u.test(cell.slice(place.end));
}

/** A line that goes on an address block: no label of its own, no phone, e-mail or site. */
function blockLine(line: Line | undefined): boolean {
  // (A postcode's digit groups, "01304-001", are no phone here: only an e-mail, a calling code or a site ends the block.)
  return !!line && !addressLabel(line.text) && !/@|\+\d|www\.|linkedin|github/i.test(line.text) && !labelAlone(line);
}

/** A line that is an address label and nothing else. */
function labelAlone(line: Line | undefined): boolean {
  return !!line && !!addressLabel(line.text) && !withoutLabel(line.text).trim();
}

function withoutLabel(cell: string): string {
  const m = addressLabel(cell);
  return m ? `${cell.slice(0, m.index)} ${cell.slice(m.index + m[0].length)}` : cell;
}

function cells(line: Line): string[] {
  // Spaced dashes join a contact row too ("Dakar, Sénégal — 77 123 45 67 — ana@…"): an em dash always, an en dash
  // when the line has two or more ("São Paulo – SP" is one place).
  const dashes = (line.text.match(/\s–\s/g) ?? []).length >= 2 ? /\t|\s[|•·◆—–]\s|\s{3,}/u : /\t|\s[|•·◆—]\s|\s{3,}/u;
  return line.text
    .split(dashes)
    .map((c) => withoutLabel(c).trim())
    .filter(Boolean);
}
