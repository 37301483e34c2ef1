/**
 * Phone numbers, anywhere in the CV. Candidates are digit groups shaped like a phone number;
 * libphonenumber-js parses them with the CV's default region (inferred by the caller from the
 * location, e-mail domains, other numbers' prefixes and the language), or with another region the
 * CV points to when the number is not valid there (see phone-region.ts). Dates, years, postcodes
 * and IDs are refused. A number libphonenumber calls invalid is still kept when the CV clearly
 * writes it as a phone (international prefix, a phone label, a phone-shaped grouping): CVs carry
 * placeholder and fictional numbers the reader still expects.
 */
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Phone } from '../profile-schema.ts';
import type { Line } from '../layout/layout-types.ts';
import { cueAlternation, cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { findDateRanges } from '../../knowledge/dates/date-grammar.ts';
import { type PhoneRegions, readByWriting, writesTrunkZero } from './phone-region.ts';
import { once } from '../../knowledge/text/memo.ts';
import { foldKey } from '../../knowledge/text/fold.ts';

type PhoneFeature = 'prefix' | 'label' | 'idLabel' | 'valid' | 'nanpShape' | 'grouped' | 'contactZone' | 'dateLike' | 'yearLike' | 'longRun' | 'addressLike';

/** Evidence weights; a candidate must be a possible number and score at least PHONE_THRESHOLD. */
export const PHONE_FEATURES: Record<PhoneFeature, number> = {
  prefix: 2,
  label: 2,
  idLabel: -6,
  valid: 2,
  nanpShape: 1,
  grouped: 0.5,
  contactZone: 1,
  dateLike: -4,
  addressLike: -3,
  yearLike: -2,
  longRun: -1,
};
export const PHONE_THRESHOLD = 2;

// Digits with phone punctuation; a double space ends a number (two numbers side by side).
const CANDIDATE = /(?:\+|\b00)?\(?\+?\d(?:[\d().\-/]|\s(?!\s)){5,22}\d/g;
// A phone label closing the text before the number ("Tel.:", "Cel", "Contact No. —"): words as data
// (knowledge/lexicons/dataset/locales/<lang>/phone-label.txt); OCR reads a colon as a dash.
const phoneLabel = once(() => new RegExp(`(?<![\\p{L}])(?:${cueAlternation('phone-label')})\\.?\\s*(?:no\\.?|number|nr\\.?|n°|nº)?\\s*(?:[:.]|\\s[—–-])?\\s*$`, 'iu'));
// A fax label closing the text before the number ("Fax: +34 91 …", "Télécopie :"): the number is no phone
// (words as data: knowledge/lexicons/dataset/locales/<lang>/fax-label.txt; "Tel/Fax" is a phone label).
const faxLabel = once(() => new RegExp(`(?<![\\p{L}/])(?:${cueAlternation('fax-label')})\\.?\\s*(?:no\\.?|number|nr\\.?|n°|nº)?\\s*(?:[:.]|\\s[—–-])?\\s*$`, 'iu'));

export interface FoundPhone extends Phone {
  /** Calling code of the number, when parsed ("39"). */
  callingCode: string | null;
  /** Country of the number, when libphonenumber can tell (ISO 3166-1). */
  country: string | null;
}

/**
 * `contactZone`: lines where contact data is expected (header, contact section, sidebar).
 * `othersLines`: lines that speak of other people or places (referees, employers' and schools'
 * entries): a number there is theirs. The candidate writes their numbers together, so once the
 * contact zone gives one, a number elsewhere in the CV is somebody else's too.
 */
export function findPhones(
  lines: Line[],
  region: string | null | PhoneRegions,
  contactZone: Set<Line> = new Set(),
  othersLines: Set<Line> = new Set(),
  ocr = false,
): FoundPhone[] {
  const regions: PhoneRegions = typeof region === 'object' && region ? region : { region, guessed: false, fallbacks: [] };
  const out: (FoundPhone & { inZone: boolean })[] = [];
  const seen = new Set<string>();
  const texts = unwrapNumbers(lines, regions.region);
  for (const [i, line] of lines.entries()) {
    if (othersLines.has(line) && !contactZone.has(line)) continue;
    // A spaced slash between two numbers ends the first, as a double space does; after an area code alone
    // ("0151 / 234 567 89", the German and Austrian way) it joins the code to its number.
    const text = (ocr ? ocrDigits(texts[i]!) : texts[i]!)
      .replace(/\t/g, '   ')
      // A calling code alone in its cell, the number in the next ("+39⇥347 123 4567", "+55 (11)⇥98765-4321").
      .replace(/((?:^|\s)\(?\+\d{1,3}\)?(?:\s?\(\d{1,4}\))?)\s{2,}(?=\(?\d)/g, '$1 ')
      .replace(/(?<!\d[\s.-]?)(0\d{2,5})\s+\/\s+(?=\d)/g, '$1/')
      // … and after a calling code, with or without the trunk 0 ("+49 (0) 171 / 234 56 78").
      .replace(/((?:\+|\b00)\d{1,3}[\s.-]*(?:\(0\)[\s.-]*)?\d{2,5})\s+\/\s+(?=\d)/g, '$1/')
      .replace(/(\d)\s+\/\s+(?=[+(\d])/g, '$1  /  ')
      // "0171 2345678 - 0176 3456789": a spaced dash between two whole numbers ends the first, as a double space does.
      .replace(/(?<=\d)\s+-\s+(?=[+(]?\d)/g, (dash, at: number, all: string) => (wholeNumbers(all.slice(0, at), all.slice(at + dash.length)) ? '  -  ' : dash));
    for (const m of text.matchAll(CANDIDATE)) {
      if (insideWord(text, m.index ?? 0)) continue;
      for (const piece of numbersIn(m[0], m.index ?? 0)) {
        const raw = piece.text.trim().replace(/[\s(.\-/]+$/, '');
        const { start, end } = piece;
        const context = { before: text.slice(Math.max(0, start - 40), start), after: text.slice(end, end + 24), zone: contactZone.has(line) };
        const phone = judge(raw, context, regions);
        if (!phone) continue;
        const key = (phone.e164 ?? raw).replace(/\D/g, '');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ ...phone, inZone: contactZone.has(line) });
      }
    }
  }
  const zoned = out.some((p) => p.inZone);
  return out.filter((p) => p.inZone || !zoned).map(({ inZone: _, ...phone }) => phone);
}

/** The digits either side of a dash are two numbers: seven digits or more each, back to a letter, a double space or another spaced dash. */
function wholeNumbers(before: string, after: string): boolean {
  const left = /[\d\s().+/-]*$/.exec(before)?.[0].split(/\s{2,}|\s-\s/).at(-1) ?? '';
  const right = /^[\d\s().+/-]*/.exec(after)?.[0].split(/\s{2,}|\s-\s/)[0] ?? '';
  const count = (t: string) => t.replace(/\D/g, '').length;
  return count(left) >= 7 && count(right) >= 7 && count(left) <= 15 && count(right) <= 15;
}

// Digits in phone punctuation closing a line ("Tel: +39 347 123", or broken at its dash or after its
// area code: "(41) 99988-", "(11)"), and opening the next ("45 67 · …").
const NUMBER_TAIL = /(?:\+|\b00)?\(?\+?\d[\d\s().\-/]*\d\)?-?$/;
// Two numbers on one line ("+39 333 1234567 / 02" / "1234567"): only the last one goes on below.
const NUMBERS_APART = /\s\/\s|\s{2,}/;
const NUMBER_HEAD = /^\d[\d\s().-]*\d(?=\s{2}|\t|\s*[|•·,;]|$)/;

/**
 * A number wrapped at the end of a narrow line ("+39 347 123" / "4567", "Phone: +234 803" / "123 4567"):
 * the digits opening the next line of the same column, right below, join those closing the line when
 * the whole is a valid number and the digits closing the line are none (or only a group of four digits
 * at most follows them). Returns the lines' texts, the
 * joined digits moved to the first line (to its first cell, where a side column shares the main one's baseline).
 */
function unwrapNumbers(lines: Line[], region: string | null): string[] {
  const texts = lines.map((l) => l.text);
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (next.page !== line.page || next.y <= line.y || next.y - line.y > 2.5 * line.fontSize || Math.abs(next.x - line.x) > 3 * line.fontSize) continue;
    // The first cell: a side column's line may share its baseline with the main column's ("+1 415 823⇥Data Analyst").
    // In a sidebar every cell is the column's, and the number may close its last ("Pune, India⇥+91 11" / "2345 6789").
    const cells = texts[i]!.split('\t');
    const at = !NUMBER_TAIL.test(cells[0]!.trimEnd()) && line.sidebar && cells.length > 1 ? cells.length - 1 : 0;
    const first = cells[at]!;
    const tail = NUMBER_TAIL.exec(first.trimEnd())?.[0].split(NUMBERS_APART).at(-1);
    const head = NUMBER_HEAD.exec(texts[i + 1]!.trimStart())?.[0];
    if (!tail || !head) continue;
    const digits = (tail + head).replace(/\D/g, '').length;
    if (tail.replace(/\D/g, '').length < 2 || digits < 8 || digits > 15) continue;
    // A number broken at its dash goes on with no space ("(41) 99988-" / "7766").
    const glue = tail.endsWith('-') ? '' : ' ';
    const joined = parse(`${tail}${glue}${head}`, region);
    if (!joined?.isValid() || !(/^\(?\+|^00/.test(tail) || region)) continue;
    // Digits closing the line that are a number of their own stay so, unless only a short group follows ("+27 82 123" / "4567").
    if (parse(tail, region)?.isValid() && head.replace(/\D/g, '').length > 4) continue;
    cells[at] = `${first.trimEnd()}${glue}${head}`;
    texts[i] = cells.join('\t');
    texts[i + 1] = texts[i + 1]!.trimStart().slice(head.length);
  }
  return texts;
}

// A run of digits in phone punctuation with at most two letters OCR takes for digits ("347 I23 456O").
const OCR_DIGIT_RUN = /(?<![\p{L}\d])[+(]?[\dOoIl|](?:[\dOoIl|().\-/]|\s(?!\s)){6,22}[\dOoIl|](?![\p{L}\d])/gu;

/** An OCR'd page reads 0 as O and 1 as I, l or |: inside a digit run they are digits. */
function ocrDigits(text: string): string {
  return text.replace(OCR_DIGIT_RUN, (run) => {
    const letters = (run.match(/[OoIl|]/g) ?? []).length;
    if (!letters || letters > 2 || run.replace(/\D/g, '').length < 6) return run;
    // Only a letter touching a digit or inside a digit group, never a word of its own.
    return run.replace(/[OoIl|]/g, (c, i: number) => {
      const near = /\d/.test(run[i - 1] ?? '') || /\d/.test(run[i + 1] ?? '');
      return near ? (c === 'O' || c === 'o' ? '0' : '1') : c;
    });
  });
}

/** Digits glued to a word or inside a web address or e-mail ("readymag.com/u3237312409/…") are no phone. */
function insideWord(text: string, start: number): boolean {
  const token = /\S*$/.exec(text.slice(0, start))?.[0] ?? '';
  // "ana@example.com+39 347 …": an e-mail glued to the number that follows it (a "+" is no part of a domain).
  if (/^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u.test(token) && /^\+/.test(text.slice(start))) return false;
  return /\p{L}$/u.test(token) && /^\d/.test(text.slice(start)) ? true : /:\/\/|www\.|@|\.[a-z]{2,6}\//i.test(token);
}

/**
 * Two numbers written side by side with a slash ("0171 2345678 / 030 1234567", "+39 347 1234567/
 * +39 06 1234567") are read apart; a slash inside one number ("0171/2345678") is kept.
 */
function numbersIn(text: string, offset: number): { text: string; start: number; end: number }[] {
  const digits = text.replace(/\D/g, '').length;
  const splitter = digits > 15 ? /\s*\/\s*/g : /\s+\/\s+|\s*\/\s*(?=\+)/g;
  const out: { text: string; start: number; end: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(splitter)) {
    out.push({ text: text.slice(from, m.index), start: offset + from, end: offset + (m.index ?? 0) });
    from = (m.index ?? 0) + m[0].length;
  }
  out.push({ text: text.slice(from), start: offset + from, end: offset + text.length });
  return out.filter((p) => p.text.trim());
}


const STREET = /(?:stra(?:ss|ß)e|str\.|strasse|weg|platz|gasse|allee|via|viale|piazza|corso|rue|avenue|bd|calle|avenida|av\.|plaza|rua|travessa|street|st\.|road|rd\.|lane|nº|no\.)\s*\S*\s*$/i;

function judge(written: string, context: { before: string; after: string; zone: boolean }, regions: PhoneRegions): FoundPhone | null {
  const { before, after } = context;
  const defaultCountry = regions.region;
  const raw = dialled(written);
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  const f = new Set<PhoneFeature>();
  const international = /^\(?\+/.test(raw) || /^00\s?[1-9]/.test(raw);
  if (international) f.add('prefix');
  if (phoneLabel().test(before)) f.add('label');
  else if (faxLabel().test(before)) return null;
  // An identity or tax number's label, or a birth date's ("Fecha de nacimiento: 12 03 1990"), says what the digits are.
  if (idLabelBefore(before) || labelCloses('birth-date-label', before)) f.add('idLabel');
  // An amount ("$3.500.000", "€ 45 000"): a currency sign right before the digits.
  if (/[$€£¥₹]\s?$/u.test(before)) return null;
  if (NANP_SHAPE.test(raw)) f.add('nanpShape');
  if (/\d[\s.-]\d/.test(raw) || /\)\s?\d/.test(raw)) f.add('grouped');
  if (context.zone) f.add('contactZone');
  // A house number and a postcode ("Straße 52 - 11111 Berlin"): the postcode a group of its own,
  // the town right after it. A town in the next cell ("0171 2345678⇥Berlin", a tab or a wide gap)
  // is the contact line's next item, and so is a label ("… 3456-7890 Celular: …", "… 1234 Email: …").
  // ("Contact No. —": the "No." of a phone label is no house number.)
  const townAfter = /^ \p{Lu}/u.test(after) && !/^ \p{L}+\.?\s*:/u.test(after);
  // Portuguese and Brazilian postcodes are grouped digits themselves ("8000-252 Faro", "80020-310 Curitiba").
  if (!international && !f.has('label') && (STREET.test(before) || (/(?<!\d)(?:\d{4,5}|\d{4,5}-\d{3})$/.test(raw) && townAfter))) f.add('addressLike');
  // Dates and ranges ("01/10/2018 – 2019", "2014 - 2018") and runs of years.
  const dates = findDateRanges(raw);
  if (dates.some((d) => d.length >= raw.length * 0.5) || SPACED_DATE.test(raw)) f.add('dateLike');
  // A score and the year it was obtained in brackets ("TOEIC 945 (2019)", "110/110 (2015)").
  if (/\(\s?(?:19|20)\d{2}$/.test(raw) && /^\s?\)/.test(after)) f.add('dateLike');
  if ((raw.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? []).length >= 2 && !international) f.add('yearLike');
  if (/\d{11,}/.test(raw) && !international) f.add('longRun');
  // Another region is tried only for a number written as one (grouped, or labelled).
  const plain = international || f.has('dateLike') || f.has('yearLike') || !(f.has('grouped') || f.has('label'));
  const parsed = plain ? parse(raw, defaultCountry) : readNational(raw, regions, f.has('label'));
  if (!parsed?.isPossible()) return miswritten(written, raw, digits, context, f);
  if (parsed.isValid()) f.add('valid');
  let score = 0;
  for (const name of f) score += PHONE_FEATURES[name];
  // Without an international prefix or a known region, only a label convinces, or a number in the
  // contact block valid in a region the CV names (and written as numbers are written there): a
  // bare digit group elsewhere in such a CV is as often an ID, an account or someone else's.
  if (!international && !defaultCountry && !f.has('label') && !(f.has('valid') && context.zone)) return null;
  if (score < PHONE_THRESHOLD) return null;
  const type = parsed.isValid() ? parsed.getType() : undefined;
  // An invalid number keeps the digits as written: the library would "fix" a placeholder.
  const e164 = !parsed.isValid() && international ? `+${digits.replace(/^00/, '')}` : parsed.number;
  return {
    raw: written,
    e164,
    type: type === 'MOBILE' ? 'mobile' : type === 'FIXED_LINE' ? 'landline' : 'unknown',
    callingCode: parsed.countryCallingCode,
    country: parsed.country ?? null,
  };
}

/**
 * "(+34) 77761069" beside the e-mail: a calling code the candidate wrote, with a number too short or
 * too long for that country (a typo, another country's code). In the contact block, with its calling
 * code and its digits grouped as phones are, it is the candidate's phone as written; nowhere else.
 */
function miswritten(written: string, raw: string, digits: string, context: { zone: boolean }, f: Set<PhoneFeature>): FoundPhone | null {
  const code = /^\(?(?:\+|00\s?)(\d{1,3})\)?[\s.-]/.exec(raw);
  if (!code || !context.zone || !f.has('grouped') || digits.length < 9 || f.has('dateLike') || f.has('idLabel')) return null;
  return { raw: written, e164: `+${digits.replace(/^00/, '')}`, type: 'unknown', callingCode: code[1]!, country: null };
}

// "+39 (0) 347 …", "+44 (0)20 …", "+34 0 91 …": the trunk 0 written after the calling code, as the
// British write it, dialled only from inside the country.
const TRUNK_ZERO = /^(\(?(?:\+|00\s?)\d{1,3}(?!\d)\)?)[\s.-]*(?:\(0\)|0(?=[\s.-]))[\s.-]*/;

/**
 * The number as dialled from abroad: a trunk 0 after the calling code is left out, unless the
 * number is valid only with it (Italy's landlines keep their 0: "+39 (0)2 1234 5678" is "+39 02 …").
 */
function dialled(raw: string): string {
  const m = TRUNK_ZERO.exec(raw);
  if (!m) return raw;
  const rest = raw.slice(m[0].length);
  const without = `${m[1]} ${rest}`;
  const withZero = `${m[1]} 0${rest}`;
  return !parse(without, null)?.isValid() && parse(withZero, null)?.isValid() ? withZero : without;
}

/** "DNI: 26417026", "CPF 123.456.789-09", "Codice fiscale": the number is an identity or tax number. */
function idLabelBefore(before: string): boolean {
  // The label may sit before the country letters of a VAT number ("TVA FR 12 345678901", "USt-IdNr.: DE 123…").
  return labelCloses('identity-document', before.replace(/\s\p{Lu}{2}\s*$/u, ' '));
}

/** A cue of `concept` closes the text before the number (only punctuation between them). */
function labelCloses(concept: string, before: string): boolean {
  const label = foldKey(/\D*$/.exec(before)?.[0] ?? '');
  const hit = label ? cueMatcher(concept).find(label) : null;
  return !!hit && hit.index + hit.cue.length === label.length;
}

// A day, a month and a year set apart by spaces or dots ("12 03 1990", "1990 03 12"): a date, not a number to dial.
const SPACED_DATE = /^(?:(?:0?[1-9]|[12]\d|3[01])[\s./-](?:0?[1-9]|1[0-2])[\s./-](?:19|20)\d{2}|(?:19|20)\d{2}[\s./-](?:0?[1-9]|1[0-2])[\s./-](?:0?[1-9]|[12]\d|3[01]))$/;

/**
 * A number written without a prefix, read in the CV's region; or, when it is not valid there (or
 * that region is only the language's guess and writes its numbers with a leading 0 this one
 * lacks), in another region the CV points to where it is valid and that the writing agrees with:
 * the digit groups of its national format, or its leading 0 (or none), or a phone label; a number
 * grouped the North American way (3-3-4, no leading 0) only in a +1 region. Grades and decimals are
 * no such writing.
 */
function readNational(raw: string, regions: PhoneRegions, labelled: boolean): PhoneNumber | undefined {
  const first = parse(raw, regions.region);
  const zero = /^\(?0/.test(raw);
  // Written as the guessed region writes its numbers: that region, whatever places are named.
  const asGuessed = !!first?.isValid() && digitGroups(first.formatNational()) === digitGroups(raw);
  const placed = regions.guessed && regions.region && !asGuessed && regions.named?.length && !regions.named.includes(regions.region) ? placedElsewhere(raw, regions.named) : undefined;
  if (placed) return placed;
  // Valid in the guessed region but grouped as only one other region the CV points to writes its
  // numbers ("079 798 67 40" in a German CV is Swiss: a German number is not grouped so).
  // (Not against a stated nationality: "07 07 12 34 56" of an Ivorian is Ivorian, however the library groups it.)
  const writtenElsewhere = regions.guessed && !regions.stated && regions.region && first?.isValid() && !asGuessed ? groupedAsOnly(raw, regions.fallbacks) : undefined;
  if (writtenElsewhere) return writtenElsewhere;
  const trunkMissing = regions.guessed && !!regions.region && !zero && writesTrunkZero(regions.region);
  // A labelled run of digits with no grouping to tell ("Mobile: 9876543210", "Celular: 3105551234"), not valid in the
  // region (or without the trunk 0 its people write): a country whose places the CV names, else the one country the CV
  // points to where it is valid.
  if (/^\d+$/.test(raw) && (!first?.isValid() || trunkMissing)) {
    const run = unbrokenRun(raw, regions);
    if (run) return run;
  }
  if (first?.isValid() && !trunkMissing) return first;
  if (!PHONE_SHAPE.test(raw)) return first;
  const groups = digitGroups(raw);
  // Grouped as the CV's region groups its numbers ("07.26.63.35.04" in France): a number of
  // there, valid or not (placeholders, new ranges).
  if (first?.isPossible() && digitGroups(first.formatNational()) === groups) return first;
  // 3-3-4 is the North American way only where a region the CV points to reads it as a +1 number
  // ("310 555 1234" in a Spanish CV from nowhere is a Colombian mobile: no +1 region there reads it).
  const nanp = NANP_SHAPE.test(raw) && !zero && [regions.region, ...regions.fallbacks].some((r) => !!r && readIn(raw, r, regions)?.countryCallingCode === '1');
  let best: { p: PhoneNumber; rank: number } | null = null;
  for (const region of regions.fallbacks) {
    const p = readIn(raw, region, regions);
    // 3-3-4 outside +1 only in a country the CV names ("300 123 4567" in Colombia).
    if (!p?.isValid() || (nanp && p.countryCallingCode !== '1' && !regions.named?.includes(region))) continue;
    const national = p.formatNational();
    // Grouped as there; else written with the trunk 0 there or not as there; else labelled, or
    // grouped as there but for the trunk 0 people often leave out ("98765 43210" for "098765 43210").
    const rank = digitGroups(national) === groups ? 0 : zero === writesTrunkZero(region) ? 1 : labelled || digitGroups(national.replace(/^0/, '')) === groups ? 2 : 3;
    if (rank < 3 && (!best || rank < best.rank)) best = { p, rank };
  }
  if (best && (best.rank < 2 || !first?.isValid())) return best.p;
  // No country from the CV at all: the way the number is written may still tell.
  // (Or only the places it names, where the number is not valid.)
  if ((!regions.region || !first?.isValid()) && !best && regions.unplaced?.length) return readByWriting(raw, regions.unplaced) ?? first;
  return first;
}

/** An unbroken run's reading: in the places named, most named first; else in the only fallback country where it is valid. */
function unbrokenRun(raw: string, regions: PhoneRegions): PhoneNumber | undefined {
  const valid = (list: string[]) => list.map((r) => readIn(raw, r, regions)).filter((p): p is PhoneNumber => !!p?.isValid());
  const placed = valid(regions.named ?? []);
  if (placed.length) return placed[0];
  const found = valid(regions.fallbacks);
  return new Set(found.map((p) => p.number)).size === 1 ? found[0] : undefined;
}

/**
 * "079 123 45 67" in a German CV whose places are in Switzerland only (no address, no prefix): the
 * language only guessed Germany, and the number is grouped the Swiss way, not the German one. It
 * is read in the most named country where it is valid and grouped as written.
 */
function placedElsewhere(raw: string, named: string[]): PhoneNumber | undefined {
  return groupedReadings(raw, named)[0];
}

/** The reading in the one region among `regions` where the number is valid and grouped exactly as written. */
function groupedAsOnly(raw: string, regions: string[]): PhoneNumber | undefined {
  const found = groupedReadings(raw, regions);
  return new Set(found.map((p) => p.number)).size === 1 ? found[0] : undefined;
}

/** The number's valid readings in `regions`, in their order, whose national format groups its digits as written. */
function groupedReadings(raw: string, regions: string[]): PhoneNumber[] {
  if (!PHONE_SHAPE.test(raw)) return [];
  const groups = digitGroups(raw);
  return regions.map((r) => parse(raw, r)).filter((p): p is PhoneNumber => !!p?.isValid() && digitGroups(p.formatNational()) === groups && (!p.country || regions.includes(p.country)));
}

/**
 * The number read in `region`, when it is a number of a country the CV points to: a region sharing its
 * calling code with others reads their numbers too ("310 555 1234" read in Puerto Rico is a Los Angeles
 * number, +1 310), and a Spanish CV from Bogotá means none of them.
 */
function readIn(raw: string, region: string, regions: PhoneRegions): PhoneNumber | undefined {
  const p = parse(raw, region);
  if (!p?.country || p.country === region || p.country === regions.region || regions.fallbacks.includes(p.country)) return p;
  // Bracketed or dashed the North American way ("(305) 555-0134", "305-555-0134"): a +1 number wherever it is.
  return p.countryCallingCode === '1' && NORTH_AMERICAN_WRITING.test(raw) ? p : undefined;
}

// Digit groups with phone separators only: "095-887-7987", "(11) 94468-1895", "77 123 45 67",
// "07911 123456" (British and Indian numbers open with a group of five).
// A lone leading digit only before two groups or more, not all of three digits (an amount: "3.500.000"):
// "9 8765 4321" (a Chilean mobile), "6 77 12 34 56" (Cameroon).
const PHONE_SHAPE = /^(?:\(\d{2,5}\)\s?|\d{2,5}[\s.-])\d{2,9}(?:[\s.-]\d{2,5}){0,3}$|^(?!\d(?:[\s.,]\d{3})+$)\d[\s.-]\d{2,5}(?:[\s.-]\d{2,5}){1,3}$/;
const NANP_SHAPE = /^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/;
const NORTH_AMERICAN_WRITING = /^\(\d{3}\)\s?\d{3}[\s.-]\d{4}$|^\d{3}-\d{3}-\d{4}$/;

const digitGroups = (text: string): string => (text.match(/\d+/g) ?? []).map((g) => g.length).join(',');

function parse(raw: string, defaultCountry: string | null): PhoneNumber | undefined {
  // "00 351 …": the international prefix set apart. "+52 1 55 1234 5678": the mobile 1 Mexico dropped
  // in 2019, still written; the number is the ten digits after it (and so after "044").
  const cleaned = raw
    .replace(/^\((\+\d{1,3})\)/, '$1')
    .replace(/^00\s?(?=[1-9])/, '+')
    .replace(/^\+\s?52[\s.-]?1[\s.-]?(?=(?:\d[\s.-]?){9}\d$)/, '+52 ')
    // "044 55 1234 5678": the prefix Mexico dialled before a mobile until 2019 (045 from another city).
    .replace(defaultCountry === 'MX' ? /^\(?04[45]\)?[\s.-]?(?=\(?(?:\d[\s.)-]{0,2}){9}\d$)/ : /$^/, '');
  try {
    return parsePhoneNumberFromString(cleaned, defaultCountry ? { defaultCountry: defaultCountry as CountryCode } : undefined);
  } catch {
    return undefined;
  }
}
