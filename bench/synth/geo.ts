/**
 * Where synthetic candidates live: real cities (a reader records the city and country), with
 * postcodes, street patterns, country names in each language, and phone numbers in the formats
 * people print them. Numbers are checked with libphonenumber-js so the truth's E.164 is right.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Lang } from './model.ts';
import type { Rng } from './random.ts';

interface CountryInfo {
  cities: string[];
  /** Region codes or province abbreviations printed after the city, by city (optional). */
  regions?: Record<string, string>;
  postcode: (r: Rng) => string;
  streets: string[];
  /** "{street} {n}, {postcode} {city}" and similar; {region} when known. */
  addressFormats: string[];
  names: Record<Lang, string>;
  /** National significant number generator (no trunk prefix). */
  mobile: (r: Rng) => string;
  /** Printed forms: {cc} country code, {nat} the national form with trunk prefix, groups. */
  print: ((nsn: string, r: Rng) => string)[];
  callingCode: string;
}

const digits = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
const group = (s: string, sizes: number[]) => {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    out.push(s.slice(i, i + n));
    i += n;
  }
  if (i < s.length) out.push(s.slice(i));
  return out.filter(Boolean).join(' ');
};

export const COUNTRIES: Record<string, CountryInfo> = {
  IT: {
    cities: ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli', 'Bergamo', 'Padova', 'Verona', 'Bari', 'Lecce', 'Trento', 'Monza', 'Brescia', 'Parma', 'Modena', 'Pescara', 'Vicenza', 'Cagliari', 'Perugia', 'Rimini', 'Treviso', 'Como', 'Ancona'],
    regions: { Milano: 'MI', Roma: 'RM', Torino: 'TO', Bologna: 'BO', Firenze: 'FI', Napoli: 'NA', Bergamo: 'BG', Padova: 'PD', Verona: 'VR', Bari: 'BA', Lecce: 'LE', Trento: 'TN', Monza: 'MB', Brescia: 'BS', Parma: 'PR', Modena: 'MO', Pescara: 'PE', Vicenza: 'VI', Cagliari: 'CA', Perugia: 'PG', Rimini: 'RN', Treviso: 'TV', Como: 'CO', Ancona: 'AN' },
    postcode: (r) => `${r.int(10, 98)}${digits(r, 3)}`,
    streets: ['Via Garibaldi', 'Via Roma', 'Corso Vittorio Emanuele', 'Via dei Mille', 'Viale Europa', 'Via Manzoni', 'Piazza Cavour', 'Via San Francesco'],
    addressFormats: ['{street} {n}, {postcode} {city}', '{street}, {n} – {postcode} {city} ({region})', '{city} ({region})', '{city}, {country}', '{street} {n}, {city}'],
    names: { en: 'Italy', it: 'Italia', es: 'Italia', fr: 'Italie', de: 'Italien', pt: 'Itália' },
    mobile: (r) => `3${r.pick(['20', '28', '29', '33', '34', '35', '38', '39', '40', '45', '47', '48', '49', '66', '68', '80', '88', '89', '91', '92', '93'])}${digits(r, 7)}`,
    print: [
      (n) => `+39 ${group(n, [3, 3, 4])}`,
      (n) => `${group(n, [3, 7])}`,
      (n) => `+39 ${n}`,
      (n) => `(+39) ${n.slice(0, 3)}-${n.slice(3)}`,
      (n) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
    ],
    callingCode: '39',
  },
  CH: {
    cities: ['Zürich', 'Basel', 'Bern', 'Luzern', 'Lugano', 'Winterthur', 'St. Gallen', 'Genève', 'Lausanne'],
    postcode: (r) => `${r.int(1, 9)}${digits(r, 3)}`,
    streets: ['Bahnhofstrasse', 'Seestrasse', 'Via Nassa', 'Rue du Rhône', 'Hauptgasse'],
    addressFormats: ['{street} {n}, {postcode} {city}', '{postcode} {city}', '{city}, {country}'],
    names: { en: 'Switzerland', it: 'Svizzera', es: 'Suiza', fr: 'Suisse', de: 'Schweiz', pt: 'Suíça' },
    mobile: (r) => `7${r.pick(['6', '7', '8', '9'])}${digits(r, 7)}`,
    print: [(n) => `+41 ${group(n, [2, 3, 2, 2])}`, (n) => `0${group(n, [2, 3, 2, 2])}`],
    callingCode: '41',
  },
  ES: {
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza', 'Málaga', 'Murcia', 'Valladolid', 'Alicante', 'Granada', 'Oviedo', 'Santander', 'Pamplona', 'Salamanca', 'Vigo', 'Córdoba', 'Palma', 'Logroño', 'Cáceres'],
    postcode: (r) => `${String(r.int(1, 52)).padStart(2, '0')}${digits(r, 3)}`,
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle de Alcalá', 'Paseo de Gracia', 'Calle San Vicente', 'Gran Vía', 'Calle Real'],
    addressFormats: ['{street}, {n}, {postcode} {city}', '{street} {n} – {postcode} {city}', '{city}, {country}', '{city} ({country})', '{postcode} {city}'],
    names: { en: 'Spain', it: 'Spagna', es: 'España', fr: 'Espagne', de: 'Spanien', pt: 'Espanha' },
    mobile: (r) => `6${digits(r, 8)}`,
    print: [(n) => `+34 ${group(n, [3, 3, 3])}`, (n) => group(n, [3, 2, 2, 2]), (n) => `${group(n, [3, 3, 3])}`, (n) => `(+34) ${n}`],
    callingCode: '34',
  },
  MX: {
    cities: ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Querétaro', 'Mérida'],
    postcode: (r) => digits(r, 5),
    streets: ['Avenida Reforma', 'Calle Hidalgo', 'Avenida Juárez'],
    addressFormats: ['{city}, {country}', '{street} {n}, {city}'],
    names: { en: 'Mexico', it: 'Messico', es: 'México', fr: 'Mexique', de: 'Mexiko', pt: 'México' },
    mobile: (r) => `${r.pick(['55', '33', '81'])}${digits(r, 8)}`,
    print: [(n) => `+52 ${group(n, [2, 4, 4])}`, (n) => `+52 1 ${group(n, [2, 4, 4])}`],
    callingCode: '52',
  },
  FR: {
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Bordeaux', 'Lille', 'Rennes', 'Strasbourg', 'Montpellier', 'Grenoble', 'Nice', 'Dijon', 'Angers', 'Tours', 'Reims', 'Clermont-Ferrand', 'Annecy', 'Brest', 'Rouen'],
    postcode: (r) => `${String(r.int(1, 95)).padStart(2, '0')}${digits(r, 3)}`,
    streets: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue du Général Leclerc', 'place Bellecour', 'rue des Lilas', 'allée des Tilleuls'],
    addressFormats: ['{n} {street}, {postcode} {city}', '{n}, {street} – {postcode} {city}', '{city}, {country}', '{postcode} {city}', '{city}'],
    names: { en: 'France', it: 'Francia', es: 'Francia', fr: 'France', de: 'Frankreich', pt: 'França' },
    mobile: (r) => `${r.pick(['6', '7'])}${digits(r, 8)}`,
    print: [(n) => `0${n[0]} ${group(n.slice(1), [2, 2, 2, 2])}`, (n) => `+33 ${n[0]} ${group(n.slice(1), [2, 2, 2, 2])}`, (n) => `+33 (0)${n[0]} ${group(n.slice(1), [2, 2, 2, 2])}`, (n) => `0${n[0]}.${n.slice(1, 3)}.${n.slice(3, 5)}.${n.slice(5, 7)}.${n.slice(7)}`],
    callingCode: '33',
  },
  BE: {
    cities: ['Bruxelles', 'Liège', 'Namur', 'Charleroi', 'Mons'],
    postcode: (r) => `${r.int(1, 9)}${digits(r, 3)}`,
    streets: ['rue Neuve', 'avenue Louise', 'rue de Namur'],
    addressFormats: ['{street} {n}, {postcode} {city}', '{city}, {country}'],
    names: { en: 'Belgium', it: 'Belgio', es: 'Bélgica', fr: 'Belgique', de: 'Belgien', pt: 'Bélgica' },
    mobile: (r) => `4${r.pick(['70', '75', '77', '78', '79', '84', '85', '86', '87', '88', '89', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99'])}${digits(r, 6)}`,
    print: [(n) => `+32 ${group(n, [3, 2, 2, 2])}`, (n) => `0${group(n, [3, 2, 2, 2])}`],
    callingCode: '32',
  },
  DE: {
    cities: ['Berlin', 'München', 'Hamburg', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dresden', 'Hannover', 'Nürnberg', 'Bremen', 'Freiburg im Breisgau', 'Mannheim', 'Karlsruhe', 'Augsburg', 'Münster', 'Bielefeld', 'Regensburg', 'Heidelberg', 'Kassel', 'Ulm'],
    postcode: (r) => `${String(r.int(1, 99)).padStart(2, '0')}${digits(r, 3)}`,
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Goethestraße', 'Am Marktplatz', 'Schillerweg', 'Gartenstraße', 'Kirchgasse'],
    addressFormats: ['{street} {n}, {postcode} {city}', '{street} {n} · {postcode} {city}', '{postcode} {city}', '{city}, {country}', '{city}'],
    names: { en: 'Germany', it: 'Germania', es: 'Alemania', fr: 'Allemagne', de: 'Deutschland', pt: 'Alemanha' },
    mobile: (r) => {
      const p = r.pick(['151', '152', '157', '159', '160', '162', '163', '170', '171', '172', '173', '174', '175', '176', '177', '178', '179']);
      return p + digits(r, p.startsWith('15') && p !== '150' ? 8 : 7);
    },
    print: [(n) => `+49 ${n.slice(0, 3)} ${n.slice(3)}`, (n) => `0${n.slice(0, 3)} ${group(n.slice(3), [4, 4])}`, (n) => `+49 (0) ${n.slice(0, 3)} ${n.slice(3)}`, (n) => `0${n.slice(0, 3)}/${n.slice(3)}`, (n) => `+49 ${n.slice(0, 3)}-${n.slice(3)}`],
    callingCode: '49',
  },
  AT: {
    cities: ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt', 'Villach', 'St. Pölten'],
    postcode: (r) => `${r.int(1, 9)}${digits(r, 3)}`,
    streets: ['Mariahilfer Straße', 'Hauptplatz', 'Landstraße', 'Herrengasse', 'Ringstraße'],
    addressFormats: ['{street} {n}, {postcode} {city}', '{postcode} {city}', '{city}, {country}'],
    names: { en: 'Austria', it: 'Austria', es: 'Austria', fr: 'Autriche', de: 'Österreich', pt: 'Áustria' },
    mobile: (r) => `6${r.pick(['50', '60', '64', '76', '80', '99'])}${digits(r, 7)}`,
    print: [(n) => `+43 ${n.slice(0, 3)} ${n.slice(3)}`, (n) => `0${n.slice(0, 3)} ${n.slice(3)}`],
    callingCode: '43',
  },
  PT: {
    cities: ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Aveiro', 'Faro', 'Setúbal', 'Viseu', 'Leiria', 'Guimarães', 'Funchal', 'Évora'],
    postcode: (r) => `${r.int(1000, 9900)}-${digits(r, 3)}`,
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Comércio', 'Avenida dos Aliados', 'Travessa das Flores'],
    addressFormats: ['{street}, {n}, {postcode} {city}', '{street} {n} – {postcode} {city}', '{city}, {country}', '{city}'],
    names: { en: 'Portugal', it: 'Portogallo', es: 'Portugal', fr: 'Portugal', de: 'Portugal', pt: 'Portugal' },
    mobile: (r) => `9${r.pick(['1', '2', '3', '6'])}${digits(r, 7)}`,
    print: [(n) => `+351 ${group(n, [3, 3, 3])}`, (n) => group(n, [3, 3, 3]), (n) => `(+351) ${n}`],
    callingCode: '351',
  },
  BR: {
    cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Recife', 'Salvador', 'Campinas', 'Florianópolis', 'Fortaleza', 'Brasília', 'Goiânia'],
    regions: { 'São Paulo': 'SP', 'Rio de Janeiro': 'RJ', 'Belo Horizonte': 'MG', Curitiba: 'PR', 'Porto Alegre': 'RS', Recife: 'PE', Salvador: 'BA', Campinas: 'SP', 'Florianópolis': 'SC', Fortaleza: 'CE', 'Brasília': 'DF', 'Goiânia': 'GO' },
    postcode: (r) => `${digits(r, 5)}-${digits(r, 3)}`,
    streets: ['Rua das Palmeiras', 'Avenida Paulista', 'Rua XV de Novembro', 'Avenida Brasil', 'Rua da Consolação'],
    addressFormats: ['{street}, {n} – {city}/{region}', '{city} – {region}', '{city}, {region}, {country}', '{street}, {n}, {city} - {region}, CEP {postcode}'],
    names: { en: 'Brazil', it: 'Brasile', es: 'Brasil', fr: 'Brésil', de: 'Brasilien', pt: 'Brasil' },
    mobile: (r) => `${r.pick(['11', '21', '31', '41', '51', '81', '71', '19', '48', '85', '61', '62'])}9${r.int(6, 9)}${digits(r, 7)}`,
    print: [(n) => `(${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`, (n) => `+55 ${n.slice(0, 2)} ${n.slice(2, 7)}-${n.slice(7)}`, (n) => `+55 (${n.slice(0, 2)}) ${n.slice(2, 7)} ${n.slice(7)}`],
    callingCode: '55',
  },
  GB: {
    cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol', 'Edinburgh', 'Glasgow', 'Cardiff', 'Sheffield', 'Nottingham', 'Liverpool', 'Brighton', 'Reading', 'Cambridge', 'York', 'Norwich', 'Leicester', 'Oxford'],
    postcode: (r) => `${r.pick(['M', 'B', 'LS', 'BS', 'EH', 'G', 'CF', 'S', 'NG', 'L', 'BN', 'RG', 'CB', 'SW', 'N', 'E'])}${r.int(1, 20)} ${r.int(1, 9)}${r.pick(['AB', 'QT', 'HF', 'XR', 'PL', 'DN', 'WG'])}`,
    streets: ['High Street', 'Station Road', 'Church Lane', 'Park Avenue', 'Victoria Road', 'Mill Lane', 'Queen Street'],
    addressFormats: ['{n} {street}, {city} {postcode}', '{city}, {country}', '{city}, UK', '{city}'],
    names: { en: 'United Kingdom', it: 'Regno Unito', es: 'Reino Unido', fr: 'Royaume-Uni', de: 'Vereinigtes Königreich', pt: 'Reino Unido' },
    mobile: (r) => `7${r.pick(['4', '5', '7', '8', '9'])}${digits(r, 8)}`,
    print: [(n) => `+44 ${n.slice(0, 4)} ${n.slice(4)}`, (n) => `0${n.slice(0, 4)} ${n.slice(4)}`, (n) => `+44 (0)${n.slice(0, 4)} ${n.slice(4)}`],
    callingCode: '44',
  },
  IE: {
    cities: ['Dublin', 'Cork', 'Galway', 'Limerick'],
    postcode: (r) => `D${String(r.int(1, 24)).padStart(2, '0')} ${r.pick(['X', 'K', 'F'])}${digits(r, 2)}${r.pick(['A', 'P', 'W'])}`,
    streets: ['Main Street', 'Grafton Street', 'Patrick Street'],
    addressFormats: ['{city}, {country}', '{n} {street}, {city}'],
    names: { en: 'Ireland', it: 'Irlanda', es: 'Irlanda', fr: 'Irlande', de: 'Irland', pt: 'Irlanda' },
    mobile: (r) => `8${r.pick(['3', '5', '6', '7', '9'])}${digits(r, 7)}`,
    print: [(n) => `+353 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, (n) => `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`],
    callingCode: '353',
  },
  US: {
    cities: ['Chicago', 'Austin', 'Seattle', 'Boston', 'Denver', 'Portland', 'Atlanta', 'Phoenix', 'San Diego', 'Columbus', 'Raleigh', 'Minneapolis', 'Pittsburgh', 'Nashville', 'Charlotte', 'Salt Lake City'],
    regions: { Chicago: 'IL', Austin: 'TX', Seattle: 'WA', Boston: 'MA', Denver: 'CO', Portland: 'OR', Atlanta: 'GA', Phoenix: 'AZ', 'San Diego': 'CA', Columbus: 'OH', Raleigh: 'NC', Minneapolis: 'MN', Pittsburgh: 'PA', Nashville: 'TN', Charlotte: 'NC', 'Salt Lake City': 'UT' },
    postcode: (r) => digits(r, 5),
    streets: ['Main St', 'Oak Avenue', 'Maple Drive', 'Lakeview Blvd', 'Cedar Lane'],
    addressFormats: ['{city}, {region}', '{city}, {region} {postcode}', '{n} {street}, {city}, {region} {postcode}', '{city}, {region}, USA'],
    names: { en: 'United States', it: 'Stati Uniti', es: 'Estados Unidos', fr: 'États-Unis', de: 'USA', pt: 'Estados Unidos' },
    mobile: (r) => `${r.pick(['312', '512', '206', '617', '303', '503', '404', '602', '619', '614', '919', '612', '412', '615', '704', '801'])}${r.int(2, 9)}${r.int(0, 9)}${r.int(1, 9)}${digits(r, 4)}`,
    print: [(n) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`, (n) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`, (n) => `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, (n) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`],
    callingCode: '1',
  },
};

export function makePhone(country: string, r: Rng): { printed: string; e164: string } {
  const info = COUNTRIES[country]!;
  for (let attempt = 0; attempt < 50; attempt++) {
    const nsn = info.mobile(r);
    const parsed = parsePhoneNumberFromString(`+${info.callingCode}${nsn}`);
    if (!parsed?.isValid()) continue;
    return { printed: r.pick(info.print)(nsn, r), e164: parsed.number };
  }
  throw new Error(`no valid phone number for ${country}`);
}

export function makeAddress(country: string, lang: Lang, r: Rng): { printed: string; city: string; country: string } {
  const info = COUNTRIES[country]!;
  const city = r.pick(info.cities);
  const region = info.regions?.[city];
  const formats = info.addressFormats.filter((f) => !f.includes('{region}') || region);
  const printed = r
    .pick(formats)
    .replace('{street}', r.pick(info.streets))
    .replace('{n}', String(r.int(1, 180)))
    .replace('{postcode}', info.postcode(r))
    .replace('{city}', city)
    .replace('{region}', region ?? '')
    .replace('{country}', info.names[lang]);
  return { printed, city, country };
}

export function countryName(country: string, lang: Lang): string {
  return COUNTRIES[country]?.names[lang] ?? country;
}

export function checkCountry(code: string): code is CountryCode {
  return code in COUNTRIES;
}
