/**
 * Phone numbers, anywhere in the CV. Candidates are digit groups shaped like a phone number;
 * libphonenumber-js parses them with the CV's default region (inferred by the caller from the
 * location, e-mail domains, other numbers' prefixes and the language). Dates, years, postcodes
 * and IDs are refused. A number libphonenumber calls invalid is still kept when the CV clearly
 * writes it as a phone (international prefix, a phone label, a phone-shaped grouping): CVs carry
 * placeholder and fictional numbers the reader still expects.
 */
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Phone } from '../profile-schema.ts';
import type { Line } from '../layout/layout-types.ts';
import { findDateRanges } from './date-grammar.ts';

type PhoneFeature = 'prefix' | 'label' | 'valid' | 'nanpShape' | 'grouped' | 'contactZone' | 'dateLike' | 'yearLike' | 'longRun' | 'addressLike';

/** Evidence weights; a candidate must be a possible number and score at least PHONE_THRESHOLD. */
export const PHONE_FEATURES: Record<PhoneFeature, number> = {
  prefix: 2,
  label: 2,
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
const LABEL = /(?<![\p{L}])(?:tel|tel\.|phone|mobile|mob|cell|cellulare|cellular|celular|cel|telefono|teléfono|téléphone|telephone|telefon|telefone|handy|móvil|movil|tlf|tfno|portable|contact|whatsapp|fon|ph|m|t)\s*(?:no\.?|number|nr\.?|n°|nº)?\s*[:.]?\s*$/iu;

export interface FoundPhone extends Phone {
  /** Calling code of the number, when parsed ("39"). */
  callingCode: string | null;
  /** Country of the number, when libphonenumber can tell (ISO 3166-1). */
  country: string | null;
}

/** `contactZone`: lines where contact data is expected (header, contact section, sidebar). */
export function findPhones(lines: Line[], defaultCountry: string | null, contactZone: Set<Line> = new Set()): FoundPhone[] {
  const out: FoundPhone[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const text = line.text.replace(/\t/g, '   ');
    for (const m of text.matchAll(CANDIDATE)) {
      const raw = m[0].trim().replace(/[\s(.\-/]+$/, '');
      const start = m.index ?? 0;
      const context = { before: text.slice(Math.max(0, start - 24), start), after: text.slice(start + m[0].length, start + m[0].length + 24), zone: contactZone.has(line) };
      const phone = judge(raw, context, defaultCountry);
      if (!phone) continue;
      const key = (phone.e164 ?? raw).replace(/\D/g, '');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(phone);
    }
  }
  return out;
}

const STREET = /(?:stra(?:ss|ß)e|str\.|strasse|weg|platz|gasse|allee|via|viale|piazza|corso|rue|avenue|bd|calle|avenida|av\.|plaza|rua|travessa|street|st\.|road|rd\.|lane|nº|no\.)\s*\S*\s*$/i;

function judge(raw: string, context: { before: string; after: string; zone: boolean }, defaultCountry: string | null): FoundPhone | null {
  const { before, after } = context;
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  const f = new Set<PhoneFeature>();
  const international = /^\(?\+/.test(raw) || /^00[1-9]/.test(raw);
  if (international) f.add('prefix');
  if (LABEL.test(before)) f.add('label');
  if (/^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/.test(raw)) f.add('nanpShape');
  if (/\d[\s.-]\d/.test(raw) || /\)\s?\d/.test(raw)) f.add('grouped');
  if (context.zone) f.add('contactZone');
  // A house number and a postcode ("Straße 52 - 11111 Berlin").
  if (!international && (STREET.test(before) || (/\d{4,5}$/.test(raw) && /^\s+\p{Lu}/u.test(after)))) f.add('addressLike');
  // Dates and ranges ("01/10/2018 – 2019", "2014 - 2018") and runs of years.
  const dates = findDateRanges(raw);
  if (dates.some((d) => d.length >= raw.length * 0.5)) f.add('dateLike');
  if ((raw.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? []).length >= 2 && !international) f.add('yearLike');
  if (/\d{11,}/.test(raw) && !international) f.add('longRun');
  const parsed = parse(raw, defaultCountry);
  if (!parsed?.isPossible()) return null;
  if (parsed.isValid()) f.add('valid');
  let score = 0;
  for (const name of f) score += PHONE_FEATURES[name];
  // Without an international prefix or a known region, only a valid number or a label convinces.
  if (!international && !defaultCountry && !f.has('label')) return null;
  if (score < PHONE_THRESHOLD) return null;
  const type = parsed.isValid() ? parsed.getType() : undefined;
  // An invalid number keeps the digits as written: the library would "fix" a placeholder.
  const e164 = !parsed.isValid() && international ? `+${digits.replace(/^00/, '')}` : parsed.number;
  return {
    raw,
    e164,
    type: type === 'MOBILE' ? 'mobile' : type === 'FIXED_LINE' ? 'landline' : 'unknown',
    callingCode: parsed.countryCallingCode,
    country: parsed.country ?? null,
  };
}

function parse(raw: string, defaultCountry: string | null): PhoneNumber | undefined {
  const cleaned = raw.replace(/^\((\+\d{1,3})\)/, '$1').replace(/^00(?=[1-9])/, '+');
  try {
    return parsePhoneNumberFromString(cleaned, defaultCountry ? { defaultCountry: defaultCountry as CountryCode } : undefined);
  } catch {
    return undefined;
  }
}
