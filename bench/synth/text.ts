/**
 * Text pieces every renderer writes the same way for one CV: dates and ranges in the CV's date
 * style and language, headings in the CV's typographic case, job header pieces, language levels.
 */
import type { Locale } from './locale/locale-types.ts';
import type { Candidate, Job, SectionKey, SpokenLanguage, YearMonth } from './model.ts';

const TO_PRESENT: Record<string, string[]> = {
  en: ['to present', 'to date'],
  it: ['ad oggi', 'a oggi'],
  es: ['hasta la actualidad', 'hasta hoy'],
  fr: ['à aujourd’hui', 'à ce jour'],
  de: ['bis heute', 'bis dato'],
  pt: ['até o momento', 'até hoje'],
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function monthWord(month: number, cv: Candidate, loc: Locale, full: boolean): string {
  let w = full ? loc.months[month - 1]! : loc.monthsShort[month - 1]!;
  if (!full && cv.style.monthDot && !w.endsWith('.') && w.length >= 3 && !['mai', 'May', 'juin', 'mars', 'août', 'Mai', 'Juni', 'Juli', 'März'].includes(w) && w.length < 5) w += '.';
  return cv.style.monthCase === 'cap' ? capitalize(w) : loc.lang === 'en' || loc.lang === 'de' ? w : w.toLowerCase();
}

export function formatDate(d: YearMonth, cv: Candidate, loc: Locale): string {
  const mm = String(d.month).padStart(2, '0');
  switch (cv.style.dateStyle) {
    case 'mm/yyyy':
      return `${mm}/${d.year}`;
    case 'mm.yyyy':
      return `${mm}.${d.year}`;
    case 'yyyy-mm':
      return `${d.year}-${mm}`;
    case 'yyyy':
      return String(d.year);
    case 'mon yyyy':
      return `${monthWord(d.month, cv, loc, false)} ${d.year}`;
    case 'month yyyy':
      return `${monthWord(d.month, cv, loc, true)}${loc.monthYearJoin} ${d.year}`;
  }
}

/** A job's period as the CV writes it. */
export function formatPeriod(job: Pick<Job, 'start' | 'end' | 'season'>, cv: Candidate, loc: Locale, seed: number): string {
  if (job.season) return `${job.season} ${job.start.year}`;
  return formatRange(job.start, job.end, cv, loc, seed);
}

export function formatRange(start: YearMonth, end: YearMonth | null, cv: Candidate, loc: Locale, seed: number): string {
  const s = formatDate(start, cv, loc);
  const st = cv.style;
  if (!end && st.sinceForm) return `${loc.since[seed % loc.since.length]} ${s}`;
  if (st.wordRange) {
    const [from, to] = loc.fromTo[seed % loc.fromTo.length]!;
    if (!end) return `${from} ${s} ${TO_PRESENT[loc.lang]![seed % 2]}`;
    return `${from} ${s} ${to} ${formatDate(end, cv, loc)}`;
  }
  // Year-only ranges within one year are written once ("2019").
  if (end && st.dateStyle === 'yyyy' && end.year === start.year) return s;
  return `${s}${st.dash}${end ? formatDate(end, cv, loc) : st.present}`;
}

/** The heading as the CV's typography writes it. */
export function headingText(key: SectionKey, cv: Candidate): string {
  const text = cv.style.headings[key];
  switch (cv.style.headingCase) {
    case 'upper':
      return text.toUpperCase();
    case 'spaced':
      return text
        .toUpperCase()
        .split(' ')
        .map((w) => [...w].join(' '))
        .join('   ');
    case 'small':
    case 'title':
      return text;
  }
}

export function fullName(cv: Candidate): string {
  const name = `${cv.given} ${cv.family}`;
  return cv.style.nameCaps ? name.toUpperCase() : name;
}

/** "Company, City", "Company – City", "Company (City)", or the company alone. */
export function companyText(job: Job, cv: Candidate): string {
  if (!job.city) return job.company;
  switch (cv.style.companyCity) {
    case 'comma':
      return `${job.company}, ${job.city}`;
    case 'dash':
      return `${job.company} – ${job.city}`;
    case 'paren':
      return `${job.company} (${job.city})`;
    default:
      return job.company;
  }
}

/** Title and employer in one line, in the CV's order and connective. */
export function joinedHeader(job: Job, cv: Candidate, loc: Locale): string {
  const sep = cv.style.joined === ' at ' ? ` ${loc.at} ` : (cv.style.joined ?? ', ');
  const company = companyText(job, cv);
  // "at" reads title first only.
  if (cv.style.order === 'companyFirst' && cv.style.joined !== ' at ') return `${company}${sep}${job.title}`;
  return `${job.title}${sep}${company}`;
}

export function levelText(l: SpokenLanguage): string {
  return l.levelText ?? '';
}

export function languageLine(l: SpokenLanguage, sep = ' – '): string {
  return l.levelText ? `${l.name}${sep}${l.levelText}` : l.name;
}

/** "●●●○○" style ratings are drawn as shapes; text formats write the word instead. */
export function ratingWord(rating: number, loc: Locale): string {
  return loc.skillLevels[Math.max(0, Math.min(loc.skillLevels.length - 1, 4 - rating))]!;
}
