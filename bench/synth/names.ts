/**
 * Candidate names: given names drawn from the engine's given-name lexicon (the section of the
 * CV's language, sometimes another one: people move), family names invented from the locale's
 * roots and endings, so no real person's full name is reproduced.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from './locale/locale-types.ts';
import type { Lang } from './model.ts';
import type { Rng } from './random.ts';

const SECTION: Record<Lang, string> = { en: 'English', it: 'Italian', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese' };
const OTHER_SECTIONS = ['Dutch, Nordic, Central and Eastern European, Greek, Turkish', 'Arabic and Persian', 'Indian subcontinent', 'African'];

// The lexicon stores names folded; these are written with their accents.
const ACCENTED: Record<string, string> = {
  jose: 'José', joao: 'João', rene: 'René', andre: 'André', jesus: 'Jesús', ines: 'Inês', angel: 'Ángel', ruben: 'Rubén', adrian: 'Adrián',
  sebastian: 'Sebastián', lucia: 'Lucía', sofia: 'Sofía', maria: 'María', raul: 'Raúl', oscar: 'Óscar', alvaro: 'Álvaro', ramon: 'Ramón',
  helene: 'Hélène', celine: 'Céline', chloe: 'Chloé', zoe: 'Zoé', jerome: 'Jérôme', frederic: 'Frédéric', stephane: 'Stéphane', gerard: 'Gérard',
  jurgen: 'Jürgen', gunter: 'Günter', jorg: 'Jörg', soren: 'Sören', bjorn: 'Björn', niccolo: 'Niccolò', conceicao: 'Conceição', sebastiao: 'Sebastião',
};

let sections: Map<string, string[]> | null = null;

function lexiconSections(): Map<string, string[]> {
  if (sections) return sections;
  const path = fileURLToPath(new URL('../../src/knowledge/lexicons/dataset/given-names.txt', import.meta.url));
  sections = new Map();
  let current: string | null = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#')) {
      current = line.slice(1).trim();
      continue;
    }
    if (!current) continue;
    const list = sections.get(current) ?? [];
    list.push(...line.split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w)));
    sections.set(current, list);
  }
  return sections;
}

const cap = (w: string) => ACCENTED[w] ?? w.charAt(0).toUpperCase() + w.slice(1);

export function givenName(lang: Lang, r: Rng): string {
  const all = lexiconSections();
  const section = r.chance(0.12) ? r.pick(OTHER_SECTIONS) : SECTION[lang];
  const list = all.get(section) ?? all.get(SECTION[lang])!;
  const first = cap(r.pick(list));
  // Compound given names where the language has them.
  if (lang === 'fr' && r.chance(0.12)) return `${first}-${cap(r.pick(list))}`;
  if ((lang === 'es' || lang === 'pt' || lang === 'it') && r.chance(0.1)) return `${first} ${cap(r.pick(list))}`;
  return first;
}

/** Sections of the given-name lexicon ("Arabic and Persian", "African"…), for names across origins. */
export function nameOrigins(): string[] {
  return [...lexiconSections().keys()];
}

/** A given name of one origin (a section of the lexicon). */
export function givenNameOf(origin: string, r: Rng): string {
  const list = lexiconSections().get(origin);
  if (!list?.length) throw new Error(`no given names for origin '${origin}'`);
  return cap(r.pick(list));
}

export function inventSurname(loc: Locale, r: Rng): string {
  return r.pick(loc.surnameRoots) + r.pick(loc.surnameEndings);
}

/** Family name as the country writes it: two surnames in Spanish, particles in Portuguese. */
export function familyName(loc: Locale, r: Rng): string {
  const one = () => inventSurname(loc, r);
  if (loc.lang === 'es' && r.chance(0.6)) return `${one()} ${one()}`;
  if (loc.lang === 'pt' && r.chance(0.5)) return r.chance(0.4) ? `${one()} da ${one()}` : `${one()} ${one()}`;
  if (loc.lang === 'de' && r.chance(0.04)) return `von ${one()}`;
  if (loc.lang === 'fr' && r.chance(0.05)) return `de ${one()}`;
  return one();
}
