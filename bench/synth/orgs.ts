/**
 * Invented employers and schools. Company names combine an invented root with the words and
 * legal forms of the country ("Lumera Sistemi S.r.l.", "Kessberg Maschinenbau GmbH"); hospitals,
 * restaurants and hotels get names the way such places are named. Schools use the locale's
 * institution patterns with invented places and eponyms.
 */
import type { Career } from './careers.ts';
import type { DegreeTemplate, Locale } from './locale/locale-types.ts';
import type { Rng } from './random.ts';

const ROOT_START = ['Lum', 'Nov', 'Kest', 'Bright', 'Alp', 'Sol', 'Mar', 'Ver', 'Cor', 'Zen', 'Arg', 'Tal', 'Vel', 'Nor', 'Ori', 'Quan', 'Sil', 'Tes', 'Arc', 'Bel', 'Del', 'Fen', 'Gal', 'Hel', 'Iri', 'Jun', 'Kor', 'Lyn'];
const ROOT_END = ['era', 'atek', 'vis', 'ora', 'ion', 'ix', 'ara', 'ento', 'avia', 'onda', 'etta', 'ium', 'ant', 'ora', 'elo', 'ys', 'ano', 'ivo', 'ex', 'urn'];

const SECTOR: Record<Career['employer'], Record<string, string[]>> = {
  tech: { en: ['Software', 'Systems', 'Analytics', 'Digital', 'Labs', 'Technologies'], it: ['Sistemi', 'Informatica', 'Digital', 'Software', 'Tech'], es: ['Soluciones', 'Sistemas', 'Tecnología', 'Digital', 'Software'], fr: ['Informatique', 'Systèmes', 'Numérique', 'Technologies', 'Logiciels'], de: ['Software', 'IT-Systeme', 'Digital', 'Informatik', 'Technologies'], pt: ['Sistemas', 'Tecnologia', 'Software', 'Digital', 'Informática'] },
  finance: { en: ['Accounting', 'Capital', 'Partners', 'Financial Services'], it: ['Consulenze', 'Servizi Finanziari', 'Revisione', 'Partners'], es: ['Asesores', 'Consultores', 'Finanzas', 'Gestión'], fr: ['Expertise Comptable', 'Finance', 'Conseil', 'Audit'], de: ['Steuerberatung', 'Treuhand', 'Finanz', 'Revision'], pt: ['Contabilidade', 'Consultores', 'Finanças', 'Gestão'] },
  agency: { en: ['Creative', 'Media', 'Studio', 'Communications', 'Agency'], it: ['Comunicazione', 'Studio', 'Media', 'Creative'], es: ['Comunicación', 'Estudio', 'Creativos', 'Media'], fr: ['Communication', 'Studio', 'Agence', 'Création'], de: ['Werbeagentur', 'Kommunikation', 'Design', 'Media'], pt: ['Comunicação', 'Estúdio', 'Criativos', 'Media'] },
  industry: { en: ['Engineering', 'Manufacturing', 'Industries', 'Automation'], it: ['Meccanica', 'Impianti', 'Automazione', 'Industrie'], es: ['Ingeniería', 'Industrial', 'Automatización', 'Maquinaria'], fr: ['Industrie', 'Mécanique', 'Automatismes', 'Ingénierie'], de: ['Maschinenbau', 'Anlagenbau', 'Antriebstechnik', 'Automation'], pt: ['Engenharia', 'Industrial', 'Metalomecânica', 'Automação'] },
  retail: { en: ['Retail', 'Trading', 'Group', 'Distribution'], it: ['Distribuzione', 'Commerciale', 'Group', 'Retail'], es: ['Distribución', 'Comercial', 'Grupo', 'Retail'], fr: ['Distribution', 'Négoce', 'Groupe', 'Commerce'], de: ['Handel', 'Vertrieb', 'Gruppe', 'Handelsgesellschaft'], pt: ['Distribuição', 'Comercial', 'Grupo', 'Retalho'] },
  logistics: { en: ['Logistics', 'Freight', 'Transport', 'Distribution'], it: ['Logistica', 'Trasporti', 'Spedizioni'], es: ['Logística', 'Transportes', 'Distribución'], fr: ['Logistique', 'Transports', 'Distribution'], de: ['Logistik', 'Spedition', 'Transporte'], pt: ['Logística', 'Transportes', 'Distribuição'] },
  hospital: { en: [], it: [], es: [], fr: [], de: [], pt: [] },
  restaurant: { en: [], it: [], es: [], fr: [], de: [], pt: [] },
  school: { en: [], it: [], es: [], fr: [], de: [], pt: [] },
};

const LEGAL: Record<string, string[]> = {
  IT: ['S.r.l.', 'S.p.A.', 'Srl', 'SpA', ''],
  CH: ['AG', 'GmbH', 'SA', ''],
  ES: ['S.L.', 'S.A.', 'SL', ''],
  MX: ['S.A. de C.V.', ''],
  FR: ['SAS', 'SA', 'SARL', ''],
  BE: ['SA', 'SRL', ''],
  DE: ['GmbH', 'AG', 'GmbH & Co. KG', 'SE', ''],
  AT: ['GmbH', 'AG', ''],
  PT: ['Lda.', 'S.A.', ''],
  BR: ['Ltda.', 'S.A.', ''],
  GB: ['Ltd', 'Ltd.', 'plc', 'Limited', ''],
  IE: ['Ltd', 'DAC', ''],
  US: ['Inc.', 'LLC', 'Corp.', ''],
};

const SAINTS = ['San Raffaele', 'Santa Chiara', 'San Giacomo', 'Santa Lucía', 'San Rafael', 'Saint-Joseph', 'Sainte-Marie', 'St. Marien', 'St. Elisabeth', 'Santa Maria', 'São João', 'St Bartholomew', 'St Helena'];
const RESTAURANT_NAMES = ['La Pergola Blu', 'Il Mulino Vecchio', 'Osteria del Ponte', 'El Faro Azul', 'Casa Olivar', 'Le Jardin Secret', 'La Table du Marché', 'Zum Goldenen Hirsch', 'Gasthaus Lindenhof', 'O Cantinho do Mar', 'Tasca da Ribeira', 'The Copper Kettle', 'The Old Granary'];
const HOTEL_NAMES = ['Villa Serena', 'Bellavista', 'Miramonti', 'Alpenhof', 'Las Dunas', 'Belvédère', 'Riviera Palace', 'Quinta das Oliveiras', 'The Harbour House'];

export function inventRoot(r: Rng): string {
  return r.pick(ROOT_START) + r.pick(ROOT_END);
}

export function makeCompany(career: Career, country: string, loc: Locale, r: Rng, surname: () => string): string {
  const lang = loc.lang;
  if (career.employer === 'hospital') {
    const forms: Record<string, string[]> = {
      en: ['{saint} Hospital', '{place} General Hospital', '{place} NHS Foundation Trust', '{place} Medical Center'],
      it: ['Ospedale {saint}', 'Azienda Ospedaliera di {place}', 'Policlinico {saint}', 'Casa di Cura Villa {root}'],
      es: ['Hospital {saint}', 'Hospital Universitario de {place}', 'Clínica {root}'],
      fr: ['Hôpital {saint}', 'CHU de {place}', 'Clinique {root}'],
      de: ['Klinikum {place}', '{saint} Krankenhaus', 'Universitätsklinikum {place}', 'Helios Klinik {place}'],
      pt: ['Hospital {saint}', 'Centro Hospitalar de {place}', 'Hospital da Luz {place}'],
    };
    return fill(r.pick(forms[lang]!), r, loc);
  }
  if (career.employer === 'restaurant') {
    const hotel = r.chance(0.35);
    const word = { en: 'Hotel', it: 'Hotel', es: 'Hotel', fr: 'Hôtel', de: 'Hotel', pt: 'Hotel' }[lang];
    const rest = { en: 'Restaurant', it: 'Ristorante', es: 'Restaurante', fr: 'Restaurant', de: 'Restaurant', pt: 'Restaurante' }[lang];
    return hotel ? `${word} ${r.pick(HOTEL_NAMES)}` : r.chance(0.5) ? `${rest} ${r.pick(RESTAURANT_NAMES)}` : r.pick(RESTAURANT_NAMES);
  }
  const sectors = SECTOR[career.employer][lang] ?? [];
  const legal = r.pick(LEGAL[country] ?? ['']);
  const base = r.weighted<() => string>([
    [() => `${inventRoot(r)} ${r.pick(sectors)}`, 5],
    [() => `${inventRoot(r)}`, 2],
    [() => `${surname()} ${r.pick(sectors)}`, 2],
    [() => `${surname()} & ${surname()}`, 1],
    [() => `${inventRoot(r).toUpperCase()} ${r.pick(sectors)}`, 1],
  ])();
  return legal ? `${base} ${legal}` : base;
}

export function makeInstitution(kind: DegreeTemplate['school'], loc: Locale, r: Rng): string {
  return fill(r.pick(loc.institutions[kind]), r, loc);
}

function fill(pattern: string, r: Rng, loc: Locale): string {
  return pattern
    .replace('{place}', r.pick(loc.places))
    .replace('{person}', r.pick(loc.eponyms))
    .replace('{saint}', r.pick(SAINTS))
    .replace('{root}', inventRoot(r));
}
