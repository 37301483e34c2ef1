/**
 * The degree of an education entry as written and its level: grades, notes of an expected end,\nprogress and completion words cut from it; ISCED from the degree, the EQF level Europass writes,\nthe university that awards it, or the stage of a school; the field of study after "in/di/en".
 */
import { findDegree, isFieldIntroducer, } from '../../knowledge/lexicons/degrees.ts';
import { cueAlternation, cueLinesAll, cueMatcher, cueWords } from '../../knowledge/lexicons/locale-cues.ts';
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { type DateRange, findDateRanges, } from '../../knowledge/dates/date-grammar.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { once } from '../../knowledge/text/memo.ts';

/**
 * EQF level → ISCED 2011 level. The EQF has no level of its own for ISCED 4: an EQF 4 is most
 * often the upper-secondary leaving qualification (diploma di maturità, Abitur, Bac), so 3.
 */
export const EQF_TO_ISCED = [0, 1, 2, 3, 3, 5, 6, 7, 8];

/** "Level in EQF: EQF level 5", "Livello QEQ 4": the level the CV states outright (Europass prints it under each entry). */
export function statedEqfLevel(texts: string[]): number | null {
  const eqf = cueMatcher('eqf-level');
  for (const text of texts) {
    const digit = /[1-8]/.exec(eqf.find(text)?.cue ?? '');
    if (digit) return EQF_TO_ISCED[Number(digit[0])] ?? null;
  }
  return null;
}

// "DOCTORAT EN ACTUARIAT, GPA: 4.15/4.30", "Laurea in Fisica – voto 110/110": a grade after the
// degree (locales' grade-label, then a colon or a figure, or nothing left) is no part of its name.
export const GRADE_TAIL = once(() => new RegExp(`\\s*[,;|–—(-]\\s*(?:${cueAlternation('grade-label')})(?:\\s*:.*|\\s*[\\d.,/%]+.*|\\s*)$`, 'iu'));

/**
 * "Note: 1,3", "Calificación: Sobresaliente", "Voto: 110/110 e lode", "Mention très bien": a line of
 * the grade (a grade label, then a colon or a figure) or of a distinction (locales' degree-honours)
 * says how the degree ended; it is neither the degree's nor the school's name.
 */
const GRADE_LINE = once(() => new RegExp(`^\\s*(?:${cueAlternation('grade-label')})\\s*(?::|\\d)`, 'iu'));
/** Words a line of a distinction has at most ("Mention très bien", "Summa cum laude"). */
const HONOURS_WORDS = 6;
export function isGradeLine(text: string): boolean {
  if (GRADE_LINE().test(text)) return true;
  return cueMatcher('degree-honours').find(text)?.index === 0 && text.trim().split(/\s+/).length <= HONOURS_WORDS;
}

export function withoutGrade(text: string): string {
  const cut = text.replace(GRADE_TAIL(), '').trim();
  return cut && /\p{L}{2}/u.test(cut) ? cut : text;
}

export function universityLevel(degree: string | null, institution: string | null): number | null {
  if ((institution && isUniversity(institution)) || (degree && isUniversity(degree))) return 6;
  // "Elektrotechnik, 1. Fachsemester": counted in university terms (locales' university-term).
  if (degree && cueMatcher('university-term').test(degree)) return 6;
  return schoolLevel(institution) ?? schoolLevel(degree);
}

/**
 * A school that teaches one stage only ("Grundschule", "scuola media", "High School", "Lycée"):
 * its stage is the level of an entry that names no degree (locales' school-* concepts).
 */
export const SCHOOL_STAGES: ReadonlyArray<[string, number]> = [
  ['school-upper-secondary', 3],
  ['school-lower-secondary', 2],
  ['school-primary', 1],
];

export function schoolLevel(text: string | null): number | null {
  if (!text) return null;
  for (const [concept, level] of SCHOOL_STAGES) if (cueMatcher(concept).test(text)) return level;
  return null;
}

/** A university's name, not that of a school it runs ("Technical Lyceum of the … University"): no school word before the university word. */
export function isUniversity(text: string): boolean {
  const hit = cueMatcher('university').find(text);
  return !!hit && !organizationCues(foldKey(text).slice(0, hit.index)).institutionWord;
}

/**
 * "(expected in June)", "(prevista luglio)": a note that the degree is still to come, bracketed in
 * the degree or school piece or making a short piece of its own.
 */
export function expectedNote(texts: (string | null)[]): string | null {
  const expected = cueMatcher('expected-end');
  for (const text of texts) {
    if (!text) continue;
    for (const m of text.matchAll(/\([^()]{0,60}\)/g)) if (expected.test(m[0])) return m[0];
    if (expected.find(text)?.index === 0 && text.split(/\s+/).length <= 5) return text;
  }
  return null;
}

export function withoutNote(text: string | null, note: string): string | null {
  return text ? text.replace(note, '').trim() || null : null;
}

/** "2024 (expected in June)": the month the note gives, in the year the entry is dated by. */
export function expectedMonth(range: DateRange, note: string | null): DateRange['start'] {
  const year = range.start?.year;
  if (!note || range.kind !== 'single' || !year || range.start?.month) return null;
  return findDateRanges(`${note.replace(/[()]/g, ' ')} ${year}`).find((r) => r.start?.year === year && r.start.month)?.start ?? null;
}

/** "Cursando Ensino Superior" → "Ensino Superior": the word saying the course is under way is not the degree's. */
export function withoutProgressWord(text: string): string {
  const hit = cueMatcher('in-progress').find(text);
  // One word only ("Cursando", "Pursuing"): folding splits "d'obtention" in two, so longer cues cannot be counted back.
  if (hit?.index !== 0 || hit.cue.includes(' ')) return text;
  const rest = text.trim().split(/\s+/).slice(1).join(' ');
  return rest || text;
}

/**
 * "Abschluss 07/1984", "Diplom Sozialpädagogin Abschluss 03/1989", "Conclusão: 2015": a word
 * saying that the date beside it is when the degree was obtained (locales/<lang>/completion-word.txt)
 * belongs to the date; once the date is cut out it names neither the degree nor the school.
 */
export function withoutCompletionWord(text: string): string {
  const completion = cueWords('completion-word');
  const isCue = (word: string | undefined) => !!word && completion.has(foldKey(word.replace(/[:：]$/u, '')));
  // Word by word from either end, so that the cells inside ("Master  University") stay as written.
  let rest = text.trim();
  // "Previsão de conclusão: 12/2026", "Expected graduation: 2027": a whole phrase labelling the date.
  if (DATE_PHRASES().has(foldKey(rest.replace(/[:：]\s*$/u, '')))) return '';
  for (let m = /^(\S+)\s*/u.exec(rest); m && isCue(m[1]); m = /^(\S+)\s*/u.exec(rest)) rest = rest.slice(m[0].length);
  for (let m = /\s*(\S+)$/u.exec(rest); m && isCue(m[1]); m = /\s*(\S+)$/u.exec(rest)) rest = rest.slice(0, m.index);
  return rest;
}

const DATE_PHRASES = once(() => new Set(['expected-end', 'completion-phrase', 'entry-date-label'].flatMap((c) => cueLinesAll(c)).map(foldKey)));

/** A date's opening word left behind when the date was cut out ("Máster en Derecho  De"). */
export function trimDateWord(text: string): string {
  return text.replace(/\s+(?:de|du|from|since|desde|dal|dalla|von|seit|ab|da|depuis|entre|between)$/iu, '').trim() || text;
}

/** The degree words make up (nearly) the whole text: "HIGH SCHOOL DIPLOMA", "Baccalauréat". */
export function isWhollyDegree(text: string): boolean {
  const hit = findDegree(text);
  if (!hit) return false;
  const letters = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '').length;
  return letters(text.slice(hit.start, hit.end)) >= 0.8 * letters(text);
}

/** "Master of Science in Computer Science" → "Computer Science"; "B.Tech, Information Technology" → "Information Technology". */
export function fieldOf(degree: string, degreeEnd: number): string | null {
  const after = degree.slice(degreeEnd).trim();
  const m = /^(?:[,:(–—-]\s*|(\p{L}+)\s+)(.+)$/u.exec(after);
  if (!m) return null;
  if (m[1] && !isFieldIntroducer(m[1])) return null;
  const field = m[2]!.replace(/[)\s]+$/, '').trim();
  return field.length >= 3 ? field : null;
}

/**
 * "Studentessa presso l'Università di Corvara, corso di laurea in Biologia", "Estudiante en la
 * Universidad de …": a student word (locales' student-word) and a link word opening the line name
 * the school the candidate attends now; a degree after a comma is the course. Returns the line as
 * degree and school cells ("corso di laurea in Biologia  Università di Corvara"), or null.
 */
export function studentLine(text: string): string | null {
  const m = STUDENT_AT().exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length).trim();
  const comma = rest.search(/,\s*/);
  const course = comma > 0 ? rest.slice(comma + 1).trim() : '';
  if (course && findDegree(course)) return `${course}  ${rest.slice(0, comma).trim()}`;
  return rest || null;
}

// The elided link words ("presso l'", "dall'") first: they hold the plain ones ("presso").
const STUDENT_AT = once(() => {
  const student = cueAlternation('student-word');
  const elided = cueAlternation('degree-school-link', (l) => l.endsWith("'")).replace(/'/g, "['’]");
  const plainLink = `${cueAlternation('degree-school-link', (l) => !l.endsWith("'"))}|${cueAlternation('employer-at')}`;
  return new RegExp(`^\\s*(?:${student})\\s+(?:(?:${elided})\\s*|(?:${plainLink})\\s+)`, 'iu');
});

/**
 * A degree or school cut from a sentence ("Politecnico di Milano. Ho frequentato il primo anno …",
 * "Liceo artistico …, Arese (votazione", "Università di Modena."): the first sentence, without a
 * bracket the line's wrap left open, without the closing full stop.
 */
export function firstSentence(text: string): string {
  let out = text;
  // A full stop after a word of four letters or more, before a sentence (a capital, then a word of
  // four lower-case letters or more): not "St. Mary", "High. School", "Biology. University of …".
  const stop = /(?<=\p{L}{4}|\))\.\s+(?=\p{Lu}\p{Ll}*(?:\s+\S+){0,2}\s+\p{Ll}{4,})/u.exec(out);
  if (stop && stop.index > 0) out = out.slice(0, stop.index);
  const open = out.lastIndexOf('(');
  if (open > 0 && !out.slice(open).includes(')')) out = out.slice(0, open);
  // The closing full stop of a word of five letters or more, not of an abbreviation ("M.Sc.", "Dipl.").
  out = out.replace(/[\s,;:]+$/u, '').replace(/(?<=(?:^|\s)[\p{L}-]*\p{L}{5}|\))\.$/u, '');
  return /\p{L}{2}/u.test(out) ? out : text;
}

/**
 * "ho conseguito la Laurea in …", "j'ai obtenu le Master …": the words of a sentence before the
 * degree (three or more, or two opening with a verb of earning; none capitalized: "corso di laurea"
 * stays whole) are not part of its name.
 */
export function fromDegreeWord(text: string): string {
  const hit = findDegree(text);
  if (!hit || hit.start === 0) return text;
  const before = text.slice(0, hit.start).trim().split(/\s+/);
  if (before.some((w) => w.length > 1 && /\p{Lu}/u.test(w))) return text;
  // "obtuve el Grado …", "conclui a Licenciatura …", "obtive o Mestrado …": two words, the first a verb of
  // earning (locales' certificate-earned), are a sentence's too.
  if (before.length < 3 && cueMatcher('certificate-earned').find(before.join(' '))?.index !== 0) return text;
  return text.slice(hit.start);
}

/** "Bachelor's Degree in Banking Graduation Date:" once its date was cut out: the date's label (locales' entry-date-label) closing the piece goes with the date. */
export function withoutDateLabel(text: string): string {
  const cut = text.replace(DATE_LABEL_TAIL(), '').trim();
  return /\p{L}{2}/u.test(cut) ? cut : text;
}

const DATE_LABEL_TAIL = once(() => new RegExp(`[\\s,;–—-]+(?:${cueAlternation('entry-date-label')})\\s*[:：]?\\s*$`, 'iu'));

/**
 * "A.A. 2016/2017 – 2018/2019", "Curso 2018/2019": a label naming the school or academic year before a
 * year pair (locales' academic-year-label) belongs to the date; left beside it, "A.A." read as a degree.
 */
export function withoutYearLabel(text: string): string {
  return text.replace(YEAR_LABEL(), '$1').trim() || text;
}

const YEAR_LABEL = once(() => new RegExp(`(^|\\s)(?:${cueAlternation('academic-year-label')})\\.?\\s*:?\\s*(?=\\d{4}\\s*/\\s*\\d{2,4})`, 'giu'));

/**
 * "Grado en Derecho. Universidad de Valdemora.": a school's name after the degree's full stop (a school
 * word in its first three words), the degree and the school of one line written as two sentences.
 */
export function schoolAfterStop(text: string): [string, string] | null {
  const m = /^(.*?\p{L}{2})\.\s+(\p{Lu}.*?)\.?\s*$/u.exec(text);
  if (!m || !findDegree(m[1]!)) return null;
  const opening = m[2]!.split(/\s+/).slice(0, 3).join(' ');
  return organizationCues(opening).institutionWord ? [m[1]!, m[2]!] : null;
}

/** "B.Sc.)" from "(Abschluss: B.Sc.)": a bracket the piece's cut left open or closed is dropped. */
export function unbracketed(text: string): string {
  return text.replace(/^\(([^()]*)$/u, '$1').replace(/^([^()]*)\)$/u, '$1').trim() || text;
}

/** A name with an organization's mark: a school's or company's word, a legal form. */
export function isOrganization(text: string): boolean {
  const cues = organizationCues(text);
  return cues.institutionWord || cues.companyWord || cues.legalSuffix;
}

/** "Master 2 Marketing (Université de Valbrume)": a school's name in brackets after the degree. */
export function schoolInBrackets(text: string): [string, string] | null {
  const m = /^(.*?\p{L}.*?)\s*\(([^()]+)\)\s*$/u.exec(text);
  if (!m || !findDegree(m[1]!)) return null;
  const opening = m[2]!.split(/\s+/).slice(0, 3).join(' ');
  return organizationCues(opening).institutionWord && !isWhollyDegree(m[2]!) ? [m[1]!, m[2]!.trim()] : null;
}
