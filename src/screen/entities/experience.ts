/**
 * Work experience: one entry per date-anchored block of the experience sections, its header
 * pieces assigned to title, employer and place by features, its other lines the description.
 * Two layouts get extra care: several roles listed under one employer written once above them
 * (the roles inherit it), and projects listed with their own dates inside a job (they fold into
 * the job's description rather than becoming jobs).
 */
import type { WorkExperience } from '../profile-schema.ts';
import type { Line, Section } from '../layout/layout-types.ts';
import { type DateRange, findDateRanges, formatDatePoint, monthIndex } from '../../knowledge/dates/date-grammar.ts';
import { type EntryBlock, isBodyLike, plain, sectionItems, splitEntries } from './entry-blocks.ts';
import { roleNounCount } from '../../knowledge/lexicons/roles.ts';
import { type Assignment, assignRoles, EXPERIENCE_PIECE_WEIGHTS, type Piece, splitPieces } from './header-pieces.ts';
import { followSectionOrder, type PieceOrder, sectionOrder } from './entry-shape.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { cueMatcher } from '../../knowledge/lexicons/locale-cues.ts';
import { narrativeJob, proseEntries } from './prose-entries.ts';
import { readJobForm } from './experience-form.ts';

export interface ExperienceEntry extends WorkExperience {
  /** Feature evidence behind the entry, 0..1 (for meta.confidence). */
  evidence: number;
  /** The entry's lines (header and description), to tie skills found there to the entry. */
  lines: Line[];
}

interface Draft {
  entry: ExperienceEntry;
  range: DateRange;
  /** The employer was written on a line above the date (a group header for the roles below). */
  orgAbove: boolean;
  /** Neither a role noun nor an organization cue: maybe a project inside a job. */
  weak: boolean;
  /** Title or employer came with a field label ("Position:", "Company:"). */
  labelled: boolean;
  /** A role noun names the title and an employer stands beside it. */
  titled: boolean;
  /** The header holds lines above the date's line. */
  linesAbove: boolean;
  /** The title stands on a line above the date's line, the employer on the date's line. */
  titleOverOrg: boolean;
  /** The title was filled in by position only (no role noun, label or other evidence). */
  titleUndecided: boolean;
  /** Which of title and employer stand on the date's line; whether the title follows the employer there. */
  onDateLine: { title: boolean; org: boolean; titleAfterOrg: boolean };
}

/** Sections whose dated entries are jobs only when they name a role and an employer. */
const OUTSIDE_JOBS = new Set<string>(['other', 'summary']);

export function extractExperience(sections: Section[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  const hasJobSection = sections.some((s) => s.kind === 'experience');
  for (const section of sections) {
    // Form-like CVs put the current job under the personal details, fields labelled
    // ("Position: …", "Company: …"): those dated, labelled entries count wherever they are.
    if (section.kind === 'header' || section.kind === 'contact') {
      const blocks = splitEntries(section.lines, { singles: 'never' });
      const drafts = blocks.map((b) => toDraft(b, 'titleFirst')).filter((d) => d.labelled);
      out.push(...drafts.map((d) => d.entry));
      continue;
    }
    // A job under a heading read as another kind, or under one the lexicon lacks (so its lines
    // fall into the section above: a summary, an unnamed section): dated ranges whose headers
    // name a role and an employer are jobs, when the CV has no job section or when there are
    // several of them (one such line beside a job section is an honour, a fellowship, a course).
    if (OUTSIDE_JOBS.has(section.kind)) {
      const blocks = splitEntries(section.lines, { singles: 'never' });
      const drafts = blocks.map((b) => toDraft(b, 'titleFirst'));
      const jobs = drafts.filter((d) => d.titled && d.range.kind === 'range');
      const trusted = !hasJobSection || jobs.length >= 2 ? jobs : [];
      out.push(...drafts.filter((d) => d.labelled || trusted.includes(d)).map((d) => d.entry));
      continue;
    }
    if (section.kind !== 'experience') continue;
    const lines = readJobForm(section.lines);
    let blocks = splitEntries(lines, { singles: 'headers' });
    if (!blocks.length) blocks = splitEntries(lines, { singles: 'always' });
    if (!blocks.length) {
      const prose = proseEntries(lines, 0);
      out.push(...(prose.length ? prose : undatedEntries(lines)));
      continue;
    }
    const hint = orderHint(blocks);
    const order = sectionOrder(blocks.map((b) => assignRoles(splitPieces(b.header, b.anchor, b.textRight), EXPERIENCE_PIECE_WEIGHTS, hint)));
    const drafts = blocks.map((b) => toDraft(b, hint, order));
    const jobs = resolveGroups(drafts);
    // Jobs written as sentences ("Hostess per l'azienda X, febbraio 2018."): more of them than anchored entries.
    // Jobs written as sentences; an entry laid out over header lines (title, then employer) is no sentence.
    const headerLines = new Set(blocks.filter((b) => b.header.length >= 2).flatMap((b) => b.header.map((h) => h.line)));
    const prose = proseEntries(lines, jobs.length, headerLines);
    out.push(...(prose.length ? prose : jobs));
  }
  return out.filter((e) => !tookPartIn(e.title || e.employer));
}

/**
 * "Participación en el VIII Congreso …", "Ponencia en el congreso …", "Speaker at DevConf": taking
 * part in an event, or a talk, listed among the jobs under a sub-heading the lexicon lacks, is no
 * job (locales' participation-word with an event-word, or publication-or-talk opening a title
 * that names no role).
 */
function tookPartIn(title: string | null): boolean {
  if (!title) return false;
  const opens = (concept: string) => cueMatcher(concept).find(title)?.index === 0;
  if (opens('participation-word') && cueMatcher('event-word').test(title)) return true;
  return opens('publication-or-talk') && roleNounCount(title, { trades: false }) === 0;
}

/** Does this section write titles before employers? Voted by the entries whose features decide. */
function orderHint(blocks: EntryBlock[]): 'titleFirst' | 'orgFirst' {
  let titleFirst = 0;
  let orgFirst = 0;
  // Entries whose title alone is decided (a role noun) and stands below another header line
  // ("Acme Insurance  Town" / "ANALYST INTERN  2016 – 2017") tell the order when none has both.
  let titleBelow = 0;
  let titleAbove = 0;
  for (const block of blocks) {
    const a = assignRoles(splitPieces(block.header, block.anchor, block.textRight), EXPERIENCE_PIECE_WEIGHTS, 'titleFirst');
    if (a.title && a.org && a.titleScore >= 2 && a.orgScore >= 2) {
      if (a.title.order < a.org.order) titleFirst++;
      else orgFirst++;
    } else if (a.title && a.titleScore >= 2 && block.header.length >= 2) {
      if (a.title.lineIndex > 0) titleBelow++;
      else titleAbove++;
    }
  }
  if (!titleFirst && !orgFirst) return titleBelow > titleAbove ? 'orgFirst' : 'titleFirst';
  return orgFirst > titleFirst ? 'orgFirst' : 'titleFirst';
}

// "Software engineer at Acme, a company …" opening the description names the role.
const ROLE_AT = /^([\p{L}][\p{L} &/-]{1,60}?)\s+(?:at|@|presso|bei|chez|en|na|no|em|para)\s+\p{Lu}/u;

function toDraft(block: EntryBlock, hint: 'titleFirst' | 'orgFirst', order: PieceOrder | null = null): Draft {
  const pieces = splitPieces(block.header, block.anchor, block.textRight);
  const a: Assignment = followSectionOrder(assignRoles(pieces, EXPERIENCE_PIECE_WEIGHTS, hint), order);
  // No role in the header: the description's first words may say it ("Software engineer at …").
  if (a.titleScore < 2 && block.body[0]) {
    const m = ROLE_AT.exec(plain(block.body[0]));
    if (m && roleNounCount(m[1]!) > 0) {
      if (a.title && !a.org) a.org = a.title;
      a.title = { ...(a.title ?? basePiece(pieces)), text: m[1]!.trim() };
      a.titleScore = 3;
    }
  }
  // "ACME CAPITAL, SINGAPORE ⇥ 2015 – Present" / what the firm does / "VICE PRESIDENT": the role under the blurb.
  // The blurb's first line may have been read as the header's title ("Independent asset manager focused on …").
  const titleIsBlurb = !!a.title && !a.title.onAnchorLine && a.title.text.split(/\s+/).length >= ENTRY_BLURB_TITLE_WORDS;
  const underBlurb = a.org && (!a.title || titleIsBlurb) ? roleUnderBlurb(block.body, titleIsBlurb ? 0 : 1) : -1;
  if (underBlurb >= 0) {
    const base = basePiece(pieces);
    a.title = { ...base, text: plain(block.body[underBlurb]!).trim(), order: 1 };
    a.titleScore = 2;
  }
  // "Worked with Acme as Sales Promoter, promoted as …": a job written as a sentence names both.
  const narrative = block.header[0] ? narrativeJob(block.header[0].text) : null;
  if (narrative) {
    const base = basePiece(pieces);
    a.title = { ...base, text: narrative.title, order: 1 };
    a.org = { ...base, text: narrative.employer, order: 0 };
    a.titleScore = 2;
    a.orgScore = 2;
  }
  const description = block.body
    .filter((_, i) => i !== underBlurb)
    .map(plain)
    .join('\n')
    .trim();
  const evidence = Math.min(1, 0.4 + (a.titleScore >= 2 ? 0.3 : a.title ? 0.1 : 0) + (a.orgScore >= 2 ? 0.3 : a.org ? 0.1 : 0));
  const anchorIndex = block.header.findIndex((h) => h.line === block.anchor);
  const orgAbove = !!a.org && !a.org.onAnchorLine && anchorIndex > 0 && a.org.lineIndex < anchorIndex;
  return {
    entry: {
      title: a.title?.text ?? null,
      employer: a.org?.text ?? null,
      location: a.place?.text ?? null,
      start: formatDatePoint(block.range.start),
      end: block.range.current ? null : formatDatePoint(block.range.end ?? (block.range.kind === 'single' ? block.range.start : null)),
      current: block.range.current,
      description: description || null,
      evidence,
      lines: [...block.header.map((h) => h.line), ...block.body],
    },
    range: block.range,
    orgAbove,
    weak: a.titleScore < 2 && a.orgScore < 2,
    labelled: a.title?.label === 'title' || a.org?.label === 'org',
    titled: a.titleScore >= 2 && !!a.org,
    linesAbove: anchorIndex > 0,
    titleOverOrg: !!a.title && !!a.org && !a.title.onAnchorLine && a.org.onAnchorLine && a.title.order < a.org.order,
    titleUndecided: a.titleScore < 2 && a.title?.label !== 'title',
    onDateLine: { title: !!a.title?.onAnchorLine, org: !!a.org?.onAnchorLine, titleAfterOrg: !!a.title && !!a.org && a.title.order > a.org.order },
  };
}

/**
 * Finance and consulting CVs (Singapore, Hong Kong, India) put a line or two on what the employer does between the
 * employer's row and the role: the role is the first short line set apart (bold or capitals) naming one, right after
 * that prose. Its index in the body, or -1.
 */
function roleUnderBlurb(body: Line[], from: number): number {
  for (let i = from; i < Math.min(body.length, ENTRY_BLURB_LINES + 1); i++) {
    const text = plain(body[i]!).trim();
    const letters = text.replace(/[^\p{L}]/gu, '');
    const setApart = body[i]!.bold || (letters.length > 2 && letters === letters.toUpperCase());
    if (!setApart || /^[•*–-]\s/u.test(text) || /[.;:!?]$/.test(text) || text.split(/\s+/).length > 8) continue;
    if (roleNounCount(text) === 0 || findDateRanges(text).length) return -1;
    // Every line above it is prose: a sentence, no bullet, not itself set apart.
    const prose = body.slice(0, i).every((l) => !l.bold && !/^[•*–-]\s/u.test(plain(l).trim()) && plain(l).trim().split(/\s+/).length >= ENTRY_BLURB_MIN_WORDS);
    return prose ? i : -1;
  }
  return -1;
}

// The employer's blurb takes at most this many lines before the role, each of this many words at least.
const ENTRY_BLURB_LINES = 3;
const ENTRY_BLURB_MIN_WORDS = 5;
// A header "title" this long under the employer's row is the blurb's first line.
const ENTRY_BLURB_TITLE_WORDS = 8;

/** The header's first piece, or a stand-in on the date's line, to place a title or employer read elsewhere. */
function basePiece(pieces: Piece[]): Piece {
  return pieces[0] ?? { lineIndex: 0, order: 0, bold: false, onAnchorLine: true, afterAt: false, afterComma: false, text: '' };
}

function resolveGroups(drafts: Draft[]): ExperienceEntry[] {
  const out: Draft[] = [];
  // "Acme GmbH  2015 – 2024" over "Senior Analyst  2019 – 2024" and "Analyst  2015 – 2019": an
  // employer with the whole period and no title of its own groups the roles dated inside it. The
  // roles take its employer (and town); the group's own line is no job of its own.
  let group: Draft | null = null;
  const groups = new Set<Draft>();
  for (const d of drafts) {
    // An employer that no cue makes one ("Agence Lumière Bleue", weak on its own) groups the roles
    // below it when they name a role.
    if (group && d.entry.title && !d.entry.employer && within(d.range, group.range) && (!group.weak || !d.weak)) {
      d.entry.employer = group.entry.employer;
      d.entry.location ??= group.entry.location;
      groups.add(group);
      out.push(d);
      continue;
    }
    group = !d.entry.title && d.entry.employer ? d : null;
    const parent = out[out.length - 1];
    // A weak entry dated inside the previous job: a project of that job.
    if (parent && d.weak && !parent.weak && within(d.range, parent.range)) {
      const text = [d.entry.title, d.entry.employer, d.entry.description].filter(Boolean).join('\n');
      parent.entry.description = [parent.entry.description, text].filter(Boolean).join('\n');
      parent.entry.lines.push(...d.entry.lines);
      continue;
    }
    // A role without an employer under a group header: the employer written above the first role.
    if (parent && !d.entry.employer && d.entry.title && parent.entry.employer && parent.orgAbove) {
      d.entry.employer = parent.entry.employer;
      d.orgAbove = true;
    }
    if (parent) sharedTitle(d, parent);
    out.push(d);
  }
  return employersNamedAgain(out.filter((d) => !groups.has(d)).map((d) => d.entry));
}

/**
 * One title over several employers: "React Native Developer" / "Acme  2020 – 2021" / "Beta Ltd
 * 2021 – now". Where the previous entry writes its title on a line above the date and its employer
 * on the date's line, an entry with no line above its date and no title of its own shares that
 * title; the text on its date's line is its employer, and a word left below it (its town) is no title.
 */
function sharedTitle(d: Draft, parent: Draft): void {
  if (d.linesAbove || !parent.titleOverOrg || !parent.entry.title || !d.titleUndecided) return;
  const e = d.entry;
  if (!e.employer && e.title && d.onDateLine.title) {
    // The lone text on the date's line, read as a title by position only, is the employer.
    e.employer = e.title;
  } else if (e.employer && d.onDateLine.org && (!e.title || !d.onDateLine.title || d.onDateLine.titleAfterOrg)) {
    // A short line below the employer that no feature made a title: the employer's town.
    if (e.title && !e.location && e.title.split(/\s+/).length <= 3) e.location = e.title;
  } else return;
  e.title = parent.entry.title;
  d.titleUndecided = false;
}

/**
 * "01/2013 to 01/2015" / "Company Name" where other entries of the section read "Technician
 * Company Name": a lone piece taken for the title that other entries name as their employer (and
 * none as its title) is the employer — a candidate often holds several roles at one company.
 */
function employersNamedAgain(entries: ExperienceEntry[]): ExperienceEntry[] {
  const key = (text: string | null) => (text ? foldKey(text) : '');
  const employers = new Set(entries.filter((e) => e.title && e.employer).map((e) => key(e.employer)));
  const titles = new Set(entries.filter((e) => e.title && e.employer).map((e) => key(e.title)));
  for (const e of entries) {
    if (e.title && !e.employer && employers.has(key(e.title)) && !titles.has(key(e.title))) {
      e.employer = e.title;
      e.title = null;
    }
  }
  return entries;
}

function within(inner: DateRange, outer: DateRange): boolean {
  if (!inner.start || !outer.start) return false;
  const start = (r: DateRange) => monthIndex(r.start!, 'start');
  const end = (r: DateRange) => (r.current ? Number.POSITIVE_INFINITY : r.end ? monthIndex(r.end, 'end') : monthIndex(r.start!, 'end'));
  return start(inner) >= start(outer) && end(inner) <= end(outer);
}

/** A section without any date: each item that names a role ("Receptionist – Barber shop") is an entry. */
/** A short line naming no role, no bullet and no sentence: an employer (and its place) set under a role. */
function employerLineUnder(item: { line: Line; text: string; bullet: boolean }): boolean {
  return !item.bullet && !roleNounCount(item.text) && item.text.split(/\s+/).length <= 8 && !/[.;:!?]$/.test(item.text) && !isBodyLike({ ...item.line, text: item.text }, Number.POSITIVE_INFINITY);
}

function undatedEntries(lines: Line[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  const items = sectionItems(lines);
  // "Vendeuse – Boulangerie X" / "    Accueil et conseil de la clientèle": the duties of a list
  // indented under each entry (no bullet glyph in the text) are no entries of their own.
  const left = Math.min(...items.map((i) => i.line.x));
  for (const [k, item] of items.entries()) {
    if (item.line.x > left + 0.6 * (item.line.fontSize || 10) && items.some((i) => i.line.x <= left + 1 && roleNounCount(i.text) > 0)) continue;
    if (!roleNounCount(item.text) || item.text.split(/\s+/).length > 14) continue;
    // A duty written as a sentence ("Prepared records and monitored results of the associate
    // departments.") names a role in passing; it is no entry.
    if (isBodyLike({ ...item.line, text: item.text }, Number.POSITIVE_INFINITY)) continue;
    const header = [{ line: item.line, text: item.text.replace(/\.\s.*$/u, '') }];
    let a = assignRoles(splitPieces(header, item.line), EXPERIENCE_PIECE_WEIGHTS, 'titleFirst');
    if (!a.title) continue;
    const title = a.title.text;
    // "Software Support Specialist" / "Acme Corp | Denver , CO": the employer's line under the role.
    const below = items[k + 1];
    if (!a.org && below && employerLineUnder(below)) {
      const both = assignRoles(splitPieces([...header, { line: below.line, text: below.text }], item.line), EXPERIENCE_PIECE_WEIGHTS, 'titleFirst');
      if (both.title?.text === title && both.org) a = both;
    }
    out.push({
      title,
      employer: a.org?.text ?? null,
      location: a.place?.text ?? null,
      start: null,
      end: null,
      current: false,
      description: null,
      evidence: 0.3,
      lines: [item.line],
    });
  }
  return out;
}
