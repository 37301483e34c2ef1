/**
 * One synthetic candidate: a person, a career, schools, skills and languages, plus the
 * presentation choices of the CV (layout, date style, heading words, bullets, …). Dates are
 * plausible against a fixed "now" so the same seed always writes the same CVs.
 */
import { CAREERS, type Career } from './careers.ts';
import { COUNTRIES, makeAddress, makePhone } from './geo.ts';
import type { DegreeTemplate, Locale } from './locale/locale-types.ts';
import { LOCALES } from './locale/locales.ts';
import type { Candidate, CefrOrNative, Certificate, DateStyle, Format, Job, Lang, LayoutName, Presentation, ProfileLink, School, SectionKey, SkillGroup, SpokenLanguage, YearMonth } from './model.ts';
import { familyName, givenName, inventSurname } from './names.ts';
import { makeCompany, makeInstitution } from './orgs.ts';
import type { Rng } from './random.ts';

/** The generator's "today": every date of every CV is on or before it. */
export const SYNTH_NOW: YearMonth = { year: 2025, month: 6 };

const monthIndex = (d: YearMonth) => d.year * 12 + d.month - 1;
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });
const local = (v: string | Record<Lang, string>, lang: Lang) => (typeof v === 'string' ? v : v[lang]);

const NATIVE_OF: Record<string, string> = { IT: 'it', CH: 'de', ES: 'es', MX: 'es', FR: 'fr', BE: 'fr', DE: 'de', AT: 'de', PT: 'pt', BR: 'pt', GB: 'en', IE: 'en', US: 'en' };

const PDF_LAYOUTS: LayoutName[] = ['classic', 'moderncv', 'awesome', 'sidebar-left', 'sidebar-right', 'band', 'europass', 'tabular', 'linkedin', 'compact'];
const DOCX_LAYOUTS: LayoutName[] = ['word-classic', 'word-table-sidebar', 'word-europass', 'word-header', 'word-tabular'];
const TXT_LAYOUTS: LayoutName[] = ['text-plain', 'text-board'];

const DATE_STYLES: Record<Lang, [DateStyle, number][]> = {
  en: [['mon yyyy', 5], ['month yyyy', 3], ['mm/yyyy', 2], ['yyyy', 2], ['yyyy-mm', 0.5]],
  it: [['mm/yyyy', 4], ['mon yyyy', 3], ['month yyyy', 2], ['yyyy', 2]],
  es: [['mm/yyyy', 3], ['mon yyyy', 2], ['month yyyy', 3], ['yyyy', 2]],
  fr: [['mon yyyy', 3], ['month yyyy', 3], ['mm/yyyy', 3], ['yyyy', 2]],
  de: [['mm/yyyy', 5], ['mm.yyyy', 3], ['month yyyy', 2], ['mon yyyy', 1], ['yyyy', 1]],
  pt: [['mm/yyyy', 3], ['mon yyyy', 3], ['month yyyy', 2], ['yyyy', 2]],
};

const INTERN: Record<Lang, string> = { en: 'Summer Intern', it: 'Stagista', es: 'Becario en prácticas', fr: 'Stagiaire', de: 'Praktikant', pt: 'Estagiário' };
const SKILL_GROUPS: Record<Lang, [string, string]> = {
  en: ['Technical', 'Tools'],
  it: ['Tecniche', 'Strumenti'],
  es: ['Técnicas', 'Herramientas'],
  fr: ['Techniques', 'Outils'],
  de: ['Fachlich', 'Tools'],
  pt: ['Técnicas', 'Ferramentas'],
};

export interface CandidateOptions {
  lang: Lang;
  format: Format;
  layout?: LayoutName;
}

export function makeCandidate(id: string, opts: CandidateOptions, r: Rng): Candidate {
  const lang = opts.lang;
  const loc = LOCALES[lang];
  const country = r.weighted(loc.countries);
  const career = r.pick(CAREERS);
  const given = givenName(lang, r);
  const family = familyName(loc, r);
  const style = presentation(lang, opts, loc, r);
  const cv: Candidate = {
    id,
    lang,
    country,
    given,
    family,
    email: email(given, family, country, r),
    phone: makePhone(country, r),
    address: makeAddress(country, lang, r),
    links: [],
    headline: null,
    summary: null,
    jobs: [],
    schools: [],
    certificates: [],
    skills: [],
    languages: [],
    interests: [],
    birth: null,
    nationality: null,
    photoPlaceholder: false,
    style,
  };
  const seniority = r.weighted<0 | 1 | 2>([[0, 2], [1, 4], [2, 4]]);
  cv.jobs = makeJobs(cv, career, loc, seniority, r);
  const firstJob = cv.jobs[cv.jobs.length - 1]!;
  cv.schools = makeSchools(career, loc, firstJob.start, seniority, style, r);
  cv.certificates = makeCertificates(career, loc, r);
  cv.skills = makeSkills(career, loc, style, r);
  cv.languages = makeLanguages(country, loc, style, r);
  cv.links = makeLinks(cv, career, style.format, r);
  const latest = cv.jobs[0]!;
  if (r.chance(0.6)) cv.headline = r.chance(0.75) ? latest.title : career.titles[lang][Math.min(2, seniority + 1)]!;
  if (r.chance(0.7)) {
    const years = Math.max(1, Math.round((monthIndex(SYNTH_NOW) - monthIndex(firstJob.start)) / 12));
    const skills = cv.skills.flatMap((g) => g.items.map((i) => i.name)).slice(0, 3).join(', ');
    cv.summary = r
      .pick(loc.summaries)
      .replace('{title}', latest.title)
      .replace('{years}', String(years))
      .replace('{domain}', career.domain[lang])
      .replace('{skills}', skills);
  }
  cv.interests = r.sample(loc.interests, r.int(2, 4));
  if (lang !== 'en' || r.chance(0.1)) {
    if (r.chance(0.45)) cv.birth = `${String(r.int(1, 28)).padStart(2, '0')}.${String(r.int(1, 12)).padStart(2, '0')}.${r.int(1972, 2000)}`.replace(/\./g, lang === 'de' ? '.' : '/');
    if (r.chance(0.4)) cv.nationality = loc.nationalities[country] ?? null;
  }
  cv.photoPlaceholder = ['band', 'sidebar-left', 'sidebar-right', 'word-table-sidebar'].includes(style.layout) && r.chance(0.5);
  return cv;
}

function presentation(lang: Lang, opts: CandidateOptions, loc: Locale, r: Rng): Presentation {
  const format = opts.format;
  let layout = opts.layout;
  if (!layout) {
    if (format === 'txt') layout = r.pick(TXT_LAYOUTS);
    else if (format === 'docx') layout = lang === 'de' && r.chance(0.3) ? 'word-tabular' : r.pick(DOCX_LAYOUTS);
    else if (lang === 'de' && r.chance(0.3)) layout = 'tabular';
    else if ((lang === 'it' || lang === 'es' || lang === 'pt') && r.chance(0.15)) layout = 'europass';
    else layout = r.pick(PDF_LAYOUTS);
  }
  const headings = {} as Record<SectionKey, string>;
  for (const key of Object.keys(loc.headings) as SectionKey[]) headings[key] = r.pick(loc.headings[key]);
  const dateStyle = r.weighted(DATE_STYLES[lang]);
  const style: Presentation = {
    layout,
    format,
    dateStyle,
    dash: r.pick(loc.dashes),
    present: r.pick(loc.present),
    sinceForm: r.chance(lang === 'de' ? 0.35 : 0.12),
    headingCase: r.weighted([['upper', 5], ['title', 4], ['spaced', 1.2], ['small', 1]]),
    headingDecor: r.weighted([['rule', 4], ['none', 3], ['band', 1.5], ['bar', 1.5]]),
    bullet: r.pick(['•', '•', '–', '▪', '◦', '-', '►']),
    order: r.chance(0.65) ? 'titleFirst' : 'companyFirst',
    joined: r.weighted<Presentation['joined']>([[null, 6], [', ', 1.5], [' at ', 1], [' | ', 1.5], [' — ', 0.7]]),
    accent: r.pick(['1F4E79', '2E7D32', '8B1E3F', '37474F', '00695C', '6A1B9A', 'C0392B', '0B6E99']),
    font: r.chance(0.7) ? 'sans' : 'serif',
    skillsStyle: r.weighted([['comma', 3], ['bullets', 3], ['table', 1.5], ['groups', 2], ['ratings', 1.5]]),
    languagesStyle: r.weighted([['inline', 3], ['list', 4], ['table', 1.5], ['grid', layout.includes('europass') ? 6 : 0]]),
    headings,
    monthCase: lang === 'en' || lang === 'de' || r.chance(0.3) ? 'cap' : 'lower',
    monthDot: r.chance(0.4),
    wordRange: r.chance(0.08),
    companyCity: r.weighted([['comma', 3], ['dash', 1.5], ['paren', 1], ['separate', 2.5], ['none', 1.5]]),
    contactLabels: r.chance(0.4),
    nameCaps: r.chance(0.3),
    levelStyle: r.weighted([['cefr', 4], ['words', 3], ['both', 2]]),
  };
  if (layout === 'linkedin') {
    // LinkedIn's export writes "March 2019 - Present" in the profile's language.
    const present: Record<Lang, string> = { en: 'Present', it: 'presente', es: 'actualidad', fr: 'aujourd’hui', de: 'heute', pt: 'o momento' };
    Object.assign(style, { dateStyle: 'month yyyy', dash: ' - ', present: present[lang], sinceForm: false, wordRange: false, monthCase: lang === 'en' || lang === 'de' ? 'cap' : 'lower' });
  }
  return style;
}

const ascii = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

function email(given: string, family: string, country: string, r: Rng): string {
  const g = ascii(given);
  const f = ascii(family.split(' ').filter((w) => w.length > 3)[0] ?? family);
  const domains: Record<string, string[]> = {
    IT: ['gmail.com', 'libero.it', 'outlook.it', 'yahoo.it', 'virgilio.it'],
    ES: ['gmail.com', 'hotmail.es', 'outlook.es', 'yahoo.es'],
    FR: ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'outlook.fr'],
    DE: ['gmail.com', 'gmx.de', 'web.de', 't-online.de', 'posteo.de'],
    AT: ['gmail.com', 'gmx.at', 'aon.at'],
    CH: ['gmail.com', 'bluewin.ch', 'gmx.ch'],
    PT: ['gmail.com', 'sapo.pt', 'outlook.pt'],
    BR: ['gmail.com', 'uol.com.br', 'hotmail.com', 'bol.com.br'],
  };
  const domain = r.pick(domains[country] ?? ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me']);
  const local = r.pick([`${g}.${f}`, `${g}${f}`, `${g[0]}${f}`, `${g}.${f}${r.int(70, 99)}`, `${g}_${f}`, `${f}.${g}`]);
  return `${local}@${domain}`;
}

function makeJobs(cv: Candidate, career: Career, loc: Locale, seniority: 0 | 1 | 2, r: Rng): Job[] {
  const count = seniority === 0 ? r.int(1, 2) : seniority === 1 ? r.int(2, 4) : r.int(3, 5);
  const jobs: Job[] = [];
  let end: number | null = r.chance(0.75) ? null : monthIndex(SYNTH_NOW) - r.int(1, 8);
  const surname = () => inventSurname(loc, r);
  const cities = COUNTRIES[cv.country]!.cities;
  for (let i = 0; i < count; i++) {
    const endIdx = end ?? monthIndex(SYNTH_NOW);
    const length = r.int(i === 0 ? 8 : 10, 54);
    const startIdx = endIdx - length;
    const level = Math.max(0, Math.min(2, seniority - Math.floor(i / 2))) as 0 | 1 | 2;
    const title = career.titles[loc.lang][level];
    jobs.push({
      title,
      company: makeCompany(career, cv.country, loc, r, surname),
      city: r.chance(0.85) ? r.pick(cities) : null,
      start: fromIndex(startIdx),
      end: end === null ? null : fromIndex(endIdx),
      bullets: r.sample(career.duties[loc.lang], r.int(1, 4)),
    });
    end = startIdx - r.int(0, 4);
  }
  // Students' internships: a short first job, sometimes written as a season.
  if (r.chance(0.25) && end !== null) {
    const startIdx = end - r.int(2, 3);
    const season = cv.style.dateStyle.startsWith('mon') && r.chance(0.5) ? loc.seasons[1] : undefined;
    jobs.push({
      title: INTERN[loc.lang],
      company: makeCompany(career, cv.country, loc, r, surname),
      city: r.chance(0.7) ? r.pick(cities) : null,
      start: season ? { year: fromIndex(startIdx).year, month: 6 } : fromIndex(startIdx),
      end: season ? { year: fromIndex(startIdx).year, month: 8 } : fromIndex(end),
      bullets: r.sample(career.duties[loc.lang], 1),
      season,
    });
  }
  return jobs;
}

function makeSchools(career: Career, loc: Locale, firstJob: YearMonth, seniority: number, style: Presentation, r: Rng): School[] {
  const out: School[] = [];
  let end = monthIndex(firstJob) - r.int(1, 8);
  const pickDegree = (isced: number): DegreeTemplate | undefined => {
    const list = loc.degrees.filter((d) => d.isced === isced);
    return list.length ? r.pick(list) : undefined;
  };
  const plan: number[] = [];
  const vocational = career.employer === 'restaurant' || career.employer === 'logistics';
  if (r.chance(0.05) && seniority > 0) plan.push(8);
  if (r.chance(vocational ? 0.1 : 0.45)) plan.push(7);
  if (vocational && r.chance(0.5)) plan.push(5);
  else plan.push(6);
  if (r.chance(0.4) || plan.length === 0) plan.push(3);
  const endOnly = r.chance(0.3);
  const yearsOnly = style.dateStyle === 'yyyy' || r.chance(0.5);
  for (const isced of plan) {
    const t = pickDegree(isced);
    if (!t) continue;
    const years = isced === 8 ? 3 : isced === 7 ? 2 : isced === 6 ? 3 : isced === 5 ? 2 : 5;
    const startIdx = end - years * 12 + r.int(0, 2);
    const field = r.pick(career.fields[loc.lang]);
    out.push({
      degree: t.text.replace('{field}', field),
      isced: t.isced,
      institution: makeInstitution(t.school, loc, r),
      city: r.chance(0.5) ? r.pick(COUNTRIES[r.weighted(loc.countries)]!.cities) : null,
      start: fromIndex(startIdx - ((startIdx % 12) - 8)),
      end: fromIndex(end - ((end % 12) - 6)),
      endOnly,
      yearsOnly,
      grade: r.chance(0.25) ? r.pick(loc.grades) : null,
      current: false,
    });
    end = startIdx - r.int(0, 14);
  }
  void style;
  return out;
}

function makeCertificates(career: Career, loc: Locale, r: Rng): Certificate[] {
  if (r.chance(0.35)) return [];
  return r.sample(career.certificates, r.int(1, Math.min(3, career.certificates.length))).map((c) => ({
    name: local(c.name, loc.lang),
    issuer: r.chance(0.5) ? c.issuer : null,
    date: r.chance(0.6) ? { year: r.int(2016, 2024), month: r.int(1, 12) } : null,
  }));
}

function makeSkills(career: Career, loc: Locale, style: Presentation, r: Rng): SkillGroup[] {
  const names = r.sample(career.skills, r.int(6, Math.min(11, career.skills.length))).map((s) => local(s, loc.lang));
  const item = (name: string) => {
    const rating = style.skillsStyle === 'ratings' || style.skillsStyle === 'table' ? r.int(2, 5) : null;
    return { name, level: rating !== null ? loc.skillLevels[5 - rating] ?? loc.skillLevels[loc.skillLevels.length - 1]! : null, rating };
  };
  if (style.skillsStyle === 'groups') {
    const half = Math.ceil(names.length / 2);
    const [a, b] = SKILL_GROUPS[loc.lang];
    return [
      { label: a, items: names.slice(0, half).map(item) },
      { label: b, items: names.slice(half).map(item) },
    ];
  }
  return [{ label: null, items: names.map(item) }];
}

function makeLanguages(country: string, loc: Locale, style: Presentation, r: Rng): SpokenLanguage[] {
  // Most write in their own language; some write in English while English is not theirs.
  const native = loc.lang === 'en' && r.chance(0.15) ? r.pick(['it', 'es', 'fr', 'de', 'pt']) : loc.lang === 'en' ? (NATIVE_OF[country] ?? 'en') : loc.lang;
  const out: SpokenLanguage[] = [];
  const nativeWord = r.pick(loc.native);
  out.push({ code: native, name: loc.languageNames[native] ?? native, level: 'native', levelText: nativeWord, grid: null });
  if (native !== loc.lang) out.push({ code: loc.lang, name: loc.languageNames[loc.lang]!, level: 'C1', levelText: 'C1', grid: null });
  const others = r.sample(['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'zh', 'ar', 'ru'].filter((c) => c !== native && c !== loc.lang), r.int(1, 3));
  const cefr: CefrOrNative[] = ['A2', 'B1', 'B2', 'C1', 'C2'];
  for (const code of others) {
    const level = r.pick(cefr);
    const word = r.pick(loc.levelWords)[0];
    const useGrid = style.languagesStyle === 'grid';
    const levelStyle = useGrid ? 'cefr' : style.levelStyle;
    const levelText = levelStyle === 'cefr' ? level : levelStyle === 'words' ? word : `${word} (${level})`;
    out.push({
      code,
      name: loc.languageNames[code] ?? code,
      level: levelStyle === 'words' ? null : level,
      levelText,
      grid: useGrid ? gridAround(level as string, r) : null,
    });
  }
  return out;
}

/** Five self-assessed levels whose most frequent one is `level`. */
function gridAround(level: string, r: Rng): string[] {
  const order = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
  const i = order.indexOf(level);
  const grid = [level, level, level, level, level];
  // Two cells may differ by one step, so the level still holds three of five.
  for (const k of r.sample([0, 1, 2, 3, 4], 2)) {
    if (r.chance(0.5)) grid[k] = order[Math.max(0, Math.min(5, i + (r.chance(0.5) ? 1 : -1)))]!;
  }
  return grid;
}

function makeLinks(cv: Candidate, career: Career, format: Format, r: Rng): ProfileLink[] {
  const out: ProfileLink[] = [];
  const handle = `${ascii(cv.given)}-${ascii(cv.family.split(' ')[0]!)}${r.chance(0.3) ? `-${r.int(1, 99)}` : ''}`;
  const labelOnly = () => format !== 'txt' && r.chance(0.3);
  if (r.chance(0.55)) {
    const url = `https://www.linkedin.com/in/${handle}`;
    const printed = r.pick([`linkedin.com/in/${handle}`, `www.linkedin.com/in/${handle}`, url, `https://linkedin.com/in/${handle}/`]);
    const lo = labelOnly();
    out.push({ kind: 'linkedin', url, printed: lo ? 'LinkedIn' : printed, labelOnly: lo });
  }
  if (r.chance(career.key === 'software' || career.key === 'data' ? 0.6 : 0.08)) {
    const gh = handle.replace(/-/g, r.chance(0.5) ? '' : '-');
    const url = `https://github.com/${gh}`;
    const lo = labelOnly();
    out.push({ kind: 'github', url, printed: lo ? 'GitHub' : r.pick([`github.com/${gh}`, url]), labelOnly: lo });
  }
  if (r.chance(career.key === 'design' || career.key === 'marketing' ? 0.6 : 0.08)) {
    const site = `${ascii(cv.given)}${ascii(cv.family.split(' ')[0]!)}.${r.pick(['com', 'design', 'dev', 'studio', 'net'])}`;
    const lo = labelOnly();
    out.push({ kind: 'portfolio', url: `https://${site}`, printed: lo ? 'Portfolio' : r.pick([site, `www.${site}`, `https://${site}`]), labelOnly: lo });
  }
  return out;
}
