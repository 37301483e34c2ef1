/**
 * Step 1 of reading a job description: cut it into clauses, each tagged with the section it sits
 * in (requirements, preferred, duties, intro, other) from the headings of the six languages
 * ("Requirements", "Nice to have", "Requisiti", "Wünschenswert", "Vos missions"…), and with an
 * inline cue when the clause itself says required or preferred ("SQL is a plus", "inglese
 * richiesto"). The clause's own cue wins over its section.
 */
import { skillCueWords } from '../../knowledge/skills/skill-matcher.ts';
import { hasPhrase, jobCues, jobPlaceWords } from './match-lexicon.ts';
import { wordTokens as lexiconTokens } from '../../knowledge/text/word-tokens.ts';
import type { Importance, JobSection } from '../match-types.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { once } from '../../knowledge/text/memo.ts';
import { sameLengthFold } from './text-terms.ts';

export interface JobClause {
  text: string;
  folded: string;
  section: JobSection;
  cue: Importance | null;
  /** Line number in the description (0-based). */
  line: number;
  /** The line is a list item (bullet or numbered). */
  bullet: boolean;
  /** The section is the item's own, from the label leading it ("- Nice to have: Docker"), not a heading's. */
  itemSection?: boolean;
  /** A short clause about where or how the work is done ("Remote (Portugal)"): read for the location, never a requirement. */
  place?: boolean;
  /** The heading written on the clause's line before it, when it leads it ("Conocimientos necesarios" of "Conocimientos necesarios: Estrategia, Integración"). */
  label?: string;
}

/**
 * A list item's mark: a bullet sign (with the variation selector of one drawn as emoji, "▪️"), a number
 * ("2."), or a letter or small roman figure with a parenthesis ("a)", "iv)", of a public notice).
 */
const BULLET = /^\s*(?:(?:[•\-*–·●▪◦►▶✓✔>]\uFE0F?)+|\d{1,2}[.)](?=\s)|(?:[a-z]|ii|iii|iv|vi|vii|viii)\)(?=\s))\s*/u;
/** A numbered item mark ("2.", "3)"), which may number a heading ("2. Einstellungsvoraussetzungen"). */
const NUMBER_MARK = /^\s*\d{1,2}[.)]\s/u;
/** Pictographs leading a line of a social post ("✅ 5+ years of …", "👉 Was du mitbringst", "🔹 Inglés C1"). */
const PICTOGRAPH_LEAD = /^\s*(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D|\p{Emoji_Modifier})*\s*)+/u;
/** A line of hashtags only ("#hiring #design #ux"). */
const HASHTAGS = /^(?:#[\p{L}\p{N}_]+[\s,]*)+$/u;
const MAX_HEADING_WORDS = 9;
/** Longest value of a header field ("Salary: …", "Contratto: …") that describes its line only, in words. */
const MAX_FIELD_VALUE_WORDS = 12;
/** Longest heading made of a heading phrase and filler words, in words. */
const MAX_FILLED_HEADING_WORDS = 7;
/** Farthest a colon closing a heading written inside a line may be, in characters. */
const MAX_INLINE_HEADING_CHARS = 48;

/**
 * The numbering leading a part of a public notice ("Art. 1 – ", "Base segunda. ", "2 — ", "Article
 * 2 : ", "II. "), as a pattern on the folded line; its words are `headingNumbering`.
 */
const NUMBERING = once(() => {
  const words = jobCues().headingNumbering.map((w) => w.replace(/ /g, '\\s+')).join('|');
  const figure = `(?:\\d{1,2}(?:\\.\\d{1,2})*|[ivx]{1,4}(?=\\s*[.)]))`;
  return new RegExp(`^\\s*(?:(?:${words})\\.?\\s*(?:${figure}|(?:${words})(?![\\p{L}]))|${figure})\\s*[.)º°ª]*\\s*[-–—:.]?\\s+`, 'iu');
});

/** Characters of numbering leading a heading-like line, or 0. */
function numberingAt(line: string): number {
  const m = NUMBERING().exec(sameLengthFold(line));
  return m && m[0].length < line.length ? m[0].length : 0;
}

/** Most words of the title of a numbered part of a notice ("Article 3 – Épreuves"). */
const MAX_NOTICE_TITLE_WORDS = 5;

/** The section a heading line opens, with any content written after its colon. */
export function headingOf(line: string): { section: JobSection; rest: string } | null {
  const cues = jobCues();
  // "Art. 1 – Requisiti per l'ammissione", "Base segunda. Requisitos de los aspirantes": the
  // numbering of a notice's part leads its heading.
  const numbered = numberingAt(line);
  if (numbered > 0) {
    const inner = headingOf(line.slice(numbered));
    if (inner) return inner;
    // "Article 3 – Épreuves", "Base tercera. Solicitudes": another numbered part of the notice (a
    // numbering word or a dash says so, not a bare figure: "3 Jahre Berufserfahrung"), not the requirements.
    const title = line.slice(numbered).trim();
    if (/[-–—:]|\p{L}/u.test(line.slice(0, numbered)) && /^\p{Lu}/u.test(title) && !/[.!?:;,]$/.test(title) && title.split(/\s+/).length <= MAX_NOTICE_TITLE_WORDS) {
      return { section: 'other', rest: '' };
    }
  }
  const colon = line.indexOf(':');
  const head = colon >= 0 ? line.slice(0, colon) : line;
  const rest = colon >= 0 ? line.slice(colon + 1).trim() : '';
  const f = foldKey(head);
  if (!f) return null;
  const words = f.split(' ');
  if (words.length > MAX_HEADING_WORDS) return null;
  const sectionOf = (phrase: string) => cues.headingSections.get(phrase);
  const exact = sectionOf(f);
  if (exact) return { section: exact, rest };
  // "Luogo di lavoro: Sommacampagna (VR)", "Arbeitsort: Köln": a location field.
  if (colon >= 0 && rest && cues.locationLabels.includes(f)) return { section: 'other', rest };
  const headingLike = colon >= 0 || !/[.!?]$/.test(line.trim());
  // "Missions et responsabilités", "Aufgaben und Verantwortung": heading phrases joined by "and";
  // the first one gives the section.
  const parts: string[][] = [[]];
  for (const w of words) {
    if (cues.headingJoiners.has(w)) parts.push([]);
    else parts[parts.length - 1]!.push(w);
  }
  if (headingLike && parts.length > 1 && parts.every((p) => p.length && sectionOf(p.join(' ')))) {
    return { section: sectionOf(parts[0]!.join(' '))!, rest };
  }
  for (const { phrase, section } of cues.headings) {
    // "It would be great if you also have:" / "Requirements and skills": a cue covering most of the head.
    if (f.startsWith(`${phrase} `) && phrase.split(' ').length * 2 >= words.length && headingLike) {
      return { section, rest };
    }
  }
  // "What you'll need", "Il profilo che cerchiamo", "Was Sie mitbringen sollten": one heading
  // phrase among words any heading may hold.
  if (headingLike && words.length <= MAX_FILLED_HEADING_WORDS) {
    for (const { phrase, section } of cues.headings) {
      if (!hasPhrase(f, phrase)) continue;
      const others = ` ${f} `.replace(` ${phrase} `, ' ').trim().split(' ').filter(Boolean);
      if (others.every((w) => cues.headingFiller.has(w))) return { section, rest };
    }
  }
  // "About Acme", "Why join Acme", "Über uns": a short heading about the employer.
  if (headingLike && words.length <= 6 && /^\p{Lu}/u.test(line.trim()) && cues.otherHeadingPrefixes.some((p) => f === p || f.startsWith(`${p} `))) {
    return { section: 'other', rest };
  }
  return null;
}

/** Most words of a heading glued inside a scraped line ("… gute Deutschkenntnisse Wir bieten: …"). */
const MAX_GLUED_HEADING_WORDS = 5;
/** Fewest words written before a glued heading on its line. */
const MIN_WORDS_BEFORE_GLUED_HEADING = 4;

/**
 * A one-line scrape glues its section labels to the item before them ("… Bereitschaft zur
 * Schichtarbeit Wir bieten: Zuschläge", "…loading deliveriesRequirements:Previous experience"):
 * a capitalised heading phrase of the lexicon closing on a colon, written after other words, is
 * made to end the sentence before it, so it opens its section there. Only a whole heading phrase
 * counts, never a phrase with filler words.
 */
function splitGluedHeadings(text: string): string {
  if (text.indexOf(':') < 0) return text;
  const sections = jobCues().headingSections;
  let out = text;
  for (let k = out.indexOf(':'); k > 0; k = out.indexOf(':', k + 1)) {
    const head = out.slice(Math.max(0, k - 60), k);
    const offset = k - head.length;
    // Word starts before the colon, nearest first; a capital glued to a small letter starts a word too.
    const starts: number[] = [];
    for (const m of head.matchAll(/(?<=^|\s)\S|(?<=\p{Ll})\p{Lu}/gu)) starts.push(m.index ?? 0);
    let best = -1;
    for (const at of starts.reverse().slice(0, MAX_GLUED_HEADING_WORDS)) {
      const start = offset + at;
      if (start === 0 || !/\p{Lu}/u.test(out[start]!)) continue;
      const before = out.slice(0, start).trimEnd();
      // Glued after an item of its own: some words before it ("Referral Bonus:" is one label).
      if (before.split(/\s+/).length < MIN_WORDS_BEFORE_GLUED_HEADING || /[.;:!?]$/.test(before)) continue;
      if (sections.has(foldKey(out.slice(start, k)))) best = start;
    }
    if (best < 0) continue;
    out = `${out.slice(0, best).trimEnd()}; ${out.slice(best)}`;
    k += 2;
  }
  return out;
}

/** The importance a text's own cue gives it ("SQL is a plus", "Excel richiesto"), if any. */
export function inlineCue(folded: string): Importance | null {
  const cues = jobCues();
  if (cues.inlinePreferred.some((p) => hasPhrase(folded, p))) return 'nice';
  if (cues.inlineRequired.some((p) => hasPhrase(folded, p))) return 'must';
  return null;
}

/** "and"/"or" of the six languages before a plus-word that opens what follows ("et idéalement", "und idealerweise"). */
const CONJUNCTION_PLUS = once(() => {
  const adverbs = jobCues()
    .inlinePreferred.filter((p) => !p.includes(' ') && /(?:ly|ment|mente|weise)$/.test(p))
    .sort((a, b) => b.length - a.length);
  const words = adverbs.map((a) => sameLengthPattern(a)).join('|');
  return new RegExp(`\\s+(?:and|or|et|ou|e|o|y|und|oder)\\s+(?=(?:${words})(?![\\p{L}]))`, 'giu');
});

/** A folded word as a pattern that also matches its accented spellings ("idealement" → "id[eé]alement"). */
function sameLengthPattern(word: string): string {
  const accents: Record<string, string> = { a: '[aàáâãä]', e: '[eèéêë]', i: '[iìíîï]', o: '[oòóôõö]', u: '[uùúûü]', c: '[cç]', n: '[nñ]' };
  return [...word].map((ch) => accents[ch] ?? ch).join('');
}

/**
 * Clauses of a line: sentences and ";"-separated parts, so "Excel required; SQL is a plus" reads
 * as two; and a trailing ", preferably in apparel" becomes its own (preferred) clause, so it does
 * not make the "2+ years of retail experience" before it optional.
 */
function clausesOf(text: string): Array<{ text: string; cue: Importance | null }> {
  const cues = jobCues();
  const preferred = cues.inlinePreferred;
  const out: Array<{ text: string; cue: Importance | null }> = [];
  const asides: string[] = [];
  // Sentences end at ". " before a capital, or at a dot glued to the next sentence by scraping
  // ("…della obra.Requisitos: …").
  for (const written of sentencesOf(text)) {
    // "ERP (SAP ideally)": a parenthesis with a preferred cue is its own clause, so it does not
    // make the rest of the sentence optional. A parenthesis that is nothing but a cue ("(Souhaité)",
    // "(required)", "(desejável)") qualifies its own sentence or ";"-item instead.
    let ownCue: Importance | null = null;
    const sentence = written.replace(/\(([^()]{2,80})\)/g, (whole, inner: string) => {
      const folded = foldKey(inner);
      const cue = inlineCue(folded);
      // "CIPP qualification (or working towards it)": an alternative in parentheses qualifies its sentence.
      if (cue && (bareCue(folded) || jobCues().or.has(folded.split(' ')[0]!))) {
        ownCue = cue;
        return ' ';
      }
      if (cue !== 'nice') return whole;
      asides.push(inner);
      return ' ';
    });
    // "Vous maîtrisez le Pack Office et idéalement Silae", "Excel and preferably SAP": a plus-word
    // right after "and"/"or" opens a part of its own, as after a comma.
    const parts = sentence.replace(CONJUNCTION_PLUS(), ', ').split(/,\s+/);
    let start = 0;
    for (let i = 1; i < parts.length; i++) {
      const head = foldKey(parts[i]!);
      // "Sicherer Umgang mit DATEV und Excel, SAP-Kenntnisse von Vorteil": a later part that names
      // its own knowledge and calls it a plus is its own (preferred) clause.
      const before = inlineCue(foldKey(parts.slice(start, i).join(', ')));
      // "Java is required, Kotlin is a plus", "Excel imprescindible, SAP valorable": after parts
      // called required, a part calling itself a plus is its own clause, whatever its words.
      const ownPlus =
        inlineCue(head) === 'nice' && (before === 'must' || (before === null && head.split(' ').some((w) => skillCueWords().has(w))));
      // "Erfahrung in der Lagerlogistik wünschenswert, Staplerschein zwingend erforderlich": a part
      // that calls itself required after parts called a plus is its own (required) clause.
      const ownMust = before === 'nice' && inlineCue(head) === 'must' && !preferred.some((p) => hasPhrase(head, p));
      // "Berufserfahrung in der Intensivpflege von Vorteil, Teamfähigkeit und Empathie": a part
      // closed by its own plus-word is a plus alone; the parts after it, with no cue of their own,
      // are asked as their section asks.
      const previous = foldKey(parts[i - 1]!);
      const closedPlus = inlineCue(head) === null && preferred.some((p) => previous.endsWith(` ${p}`));
      if (ownPlus || ownMust || closedPlus || preferred.some((p) => head === p || head.startsWith(`${p} `))) {
        out.push({ text: parts.slice(start, i).join(', '), cue: ownCue });
        start = i;
      }
    }
    out.push({ text: parts.slice(start).join(', '), cue: ownCue });
  }
  for (const a of asides) out.push({ text: a, cue: null });
  return out.map((c) => ({ text: c.text.trim(), cue: c.cue })).filter((c) => c.text);
}

/**
 * Where a line's sentences end: ";", ". ", "? " or "! " before a capital (also after a word written in capitals:
 * "Gradita la conoscenza di SAP. Richiesta …", "les normes HACCP. Autonome …"), or a dot glued to the
 * next sentence by scraping ("…della obra.Requisitos"); never inside parentheses ("(z. B. SAP)",
 * "(e.g. Salesforce)").
 */
const SENTENCE_END = /;|(?<=[a-z\p{Ll})]|(?<![\p{L}.])\p{Lu}{2,})\.\s+(?=\p{Lu})|(?<=\p{Ll}{2})\.(?=\p{Lu}\p{Ll})|(?<=\p{L}{2})\s?[!?]+\s+(?=[¿¡]?\p{Lu})/gu;

function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const at = m.index ?? 0;
    const before = text.slice(from, at);
    const open = (before.match(/\(/g)?.length ?? 0) - (before.match(/\)/g)?.length ?? 0);
    if (open > 0 && text.indexOf(')', at) >= 0) continue;
    out.push(before);
    from = at + m[0].length;
  }
  out.push(text.slice(from));
  return out;
}

/** A folded text that is only a cue, with at most words about experience ("experience souhaitee"). */
function bareCue(folded: string): boolean {
  const cues = jobCues();
  let rest = ` ${folded} `;
  for (const p of [...cues.inlinePreferred, ...cues.inlineRequired, ...cues.experience]) rest = rest.split(` ${p} `).join(' ');
  return !rest.trim();
}

/**
 * An item wrapped onto the next line ("Fähigkeit, Sachverhalte verständlich" / "darzustellen"): a
 * line starting in lower case right under an unfinished line continues it. The continuation is
 * moved up and its own line left empty, so line numbers stay those of the description.
 */
function joinWrapped(lines: string[]): string[] {
  const out = [...lines];
  // The line a blank (merged) line went into, so a chain of continuations stays on its first line.
  let target = -1;
  for (let i = 1; i < out.length; i++) {
    const line = out[i]!.trim();
    const at = out[i - 1]!.trim() ? i - 1 : target;
    const prev = at >= 0 && lines[i - 1]!.trim() ? out[at]!.trim() : '';
    // A line ending on a preposition or a conjunction ("Amplia experiencia en", "Design Patterns
    // and") is continued by the next one, whatever its case.
    const lastWord = foldKey(prev).split(' ').pop() ?? '';
    // A gender ending ("Krankenpfleger/in", "Impiegato/a", "Mitarbeiter:innen") is no preposition.
    // The ending is read on the line's last word only: on a long run of letters the pattern would backtrack through it.
    const open = /\p{L}$/u.test(prev) && !GENDER_ENDING.test(prev.slice(-GENDER_ENDING_REACH)) && jobCues().joiningWords.has(lastWord);
    if (!line || !prev || !(/^\p{Ll}/u.test(line) || open) || /[.:!?;]$/.test(prev) || BULLET.test(out[i]!) || headingOf(prev.replace(BULLET, ''))) {
      target = -1;
      continue;
    }
    out[at] = `${out[at]!.trimEnd()} ${line}`;
    out[i] = '';
    target = at;
  }
  return out;
}

/** Most words of a clause read as a line about the place or the mode of work. */
const MAX_PLACE_CLAUSE_WORDS = 8;

/**
 * A short clause about where or how the work is done ("Trabajo 100% remoto desde España", "Remote
 * (Portugal)", "Posto di lavoro a Bologna", "Poste basé à Lille", "Based in our Amsterdam office"),
 * written after the requirements: the location, read apart, never a requirement. A clause asking
 * experience or knowledge ("Experience working remotely") is not one.
 */
function placeOfWork(text: string, folded: string): boolean {
  if (folded.split(' ').length > MAX_PLACE_CLAUSE_WORDS) return false;
  const cues = jobCues();
  if ([...cues.experience, ...cues.knowledgeWords].some((p) => hasPhrase(folded, p))) return false;
  if (cues.remote.some((p) => hasPhrase(folded, p))) return true;
  return jobPlaceWords()
    .placeCues.findAll(lexiconTokens(text))
    .some((m) => m.start === 0);
}

/** A gender ending written after a word ("Krankenpfleger/in", "Mitarbeiter:innen", "Impiegato/a", "Técnico/a"). */
const GENDER_ENDING = /\p{L}{2,}[/*:_](?:in|innen|a|e|as|es|o|os)$/u;
/** Characters of a line's end the gender ending is looked for in. */
const GENDER_ENDING_REACH = 40;

/** A clause that starts by saying what the employer offers ("We offer …", "Si offre …", "Wir bieten Ihnen …"). */
function offers(folded: string): boolean {
  return jobCues().offerLeads.some((p) => folded === p || folded.startsWith(`${p} `));
}

export function readJobClauses(description: string): JobClause[] {
  const out: JobClause[] = [];
  let section: JobSection = 'intro';
  // The list under a line that starts with an offer ("We offer the following:") is the offer.
  let offerList = false;
  const lines = joinWrapped(description.split(/\r?\n/));
  for (let i = 0; i < lines.length; i++) {
    let raw = lines[i]!;
    if (!raw.trim() || HASHTAGS.test(raw.trim())) continue;
    // A line led by pictographs is an item of a list, or a heading when the rest is one
    // ("✅ A strong portfolio", "🚀 What you'll do:").
    let pictured = false;
    // A check mark that is also a bullet sign ("✔️ Requisiti") leads a heading when the rest is one alone.
    const markedHeading = BULLET.test(raw) && headingOf(raw.replace(PICTOGRAPH_LEAD, '').trim())?.rest === '';
    if (PICTOGRAPH_LEAD.test(raw) && (!BULLET.test(raw) || markedHeading)) {
      raw = raw.replace(PICTOGRAPH_LEAD, '');
      pictured = !headingOf(raw.trim());
    }
    const line = raw.replace(BULLET, '').trim();
    if (!line) continue;
    // "2. Einstellungsvoraussetzungen", "3. Wir bieten": a numbered line that is a heading alone heads its part.
    const numberedHeading = !pictured && NUMBER_MARK.test(raw) && !/[.!?]$/.test(line) && !headingOf(line)?.rest && headingOf(line) !== null;
    const bullet = !numberedHeading && (pictured || BULLET.test(raw));
    let content = line;
    const heading = bullet ? null : headingOf(line);
    // "Salary: £24,907 per annum", "Contratto: tempo indeterminato", "Lieu : Lyon": a field of the
    // posting's header with its short value describes that line only; the text under it is not
    // the offer. A heading opening its section holds no value, a long one ("Requisiti: laurea …"),
    // or asks something.
    const field = heading?.section === 'other' && heading.rest && heading.rest.split(/\s+/).length <= MAX_FIELD_VALUE_WORDS;
    let lineOnly: JobSection | null = null;
    // "- Diferenciais: TDD", "- Nice to have: Docker": a list item led by the label of a
    // requirement section is of that section, alone; the items after it keep theirs.
    const itemHeading = bullet ? headingOf(line) : null;
    const itemSection = !!itemHeading?.rest && (itemHeading.section === 'required' || itemHeading.section === 'preferred');
    if (itemSection) {
      lineOnly = itemHeading!.section;
      content = itemHeading!.rest;
    }
    if (heading && field) {
      lineOnly = 'other';
      content = heading.rest;
    } else if (heading) {
      section = heading.section;
      offerList = false;
      content = heading.rest;
      if (!content) continue;
    }
    if (!bullet) offerList = false;
    let lineSection: JobSection = lineOnly ?? (offerList ? 'other' : section);
    const label = content !== line && (itemSection || (!!heading && !field)) ? line.slice(0, line.indexOf(':')).trim() : '';
    let first = true;
    for (const clause of clausesOf(splitGluedHeadings(content))) {
      let text = clause.text;
      // "… nel nostro reparto. Requisiti: laurea, iscrizione all'albo": a heading written inside
      // the line opens its section there, for the rest of the line and the lines after it.
      const colon = text.indexOf(':');
      if (!first && colon > 0 && colon <= MAX_INLINE_HEADING_CHARS) {
        const inner = headingOf(text);
        if (inner) {
          section = inner.section;
          lineSection = section;
          text = inner.rest;
        }
      }
      const folded = foldKey(text);
      if (!folded) continue;
      let clauseSection = lineSection;
      if (offers(folded)) {
        clauseSection = 'other';
        if (first && !heading) offerList = true;
      }
      const isFirst = first;
      first = false;
      // "Speakers of either language are equally welcome to apply": an invitation asks nothing.
      // "Interested? DM me": a clause that is nothing but a heading about the employer asks nothing either.
      const invitation = jobCues().invitations.some((p) => hasPhrase(folded, p)) || jobCues().headingSections.get(folded) === 'other';
      let cue = invitation ? null : (clause.cue ?? inlineCue(folded));
      // "The post will require clinical skills; undertaking wound care, …": a part that goes on in
      // lower case after a required one is required too.
      const prev = out[out.length - 1];
      if (!cue && !invitation && prev?.line === i && prev.cue === 'must' && /^\p{Ll}/u.test(text)) cue = 'must';
      out.push({
        text,
        folded,
        section: invitation ? 'other' : clauseSection,
        cue,
        line: i,
        bullet,
        ...(itemSection ? { itemSection } : {}),
        ...(i > 0 && placeOfWork(text, folded) ? { place: true } : {}),
        ...(label && isFirst ? { label } : {}),
      });
    }
  }
  return out;
}

/** The importance a clause gives what it names: its own cue, else its section's. */
export function clauseImportance(c: JobClause): Importance | null {
  if (c.cue) return c.cue;
  if (c.section === 'preferred') return 'nice';
  if (c.section === 'other') return null;
  return 'must';
}
