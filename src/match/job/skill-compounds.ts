/**
 * German writes a skill and what is asked of it as one word: "Excel-Kenntnisse",
 * "Buchhaltungskenntnisse", "SAP-Erfahrung", "Java-Know-how". The knowledge base names the skill
 * alone, and a name that is also a common word ("Excel") is not taken when glued into a compound.
 * Such a compound is opened before the skills are looked up ("Excel Kenntnisse", "Buchhaltung
 * Kenntnisse"), and the matches are given back at their places in the text as written.
 */
import { findSkills, type SkillMatch, type SkillMatchContext } from '../../knowledge/skills/skill-knowledge.ts';
import { jobCues } from './match-lexicon.ts';
import { sameLengthFold } from './text-terms.ts';

/** Endings of a German word that take a linking "s" before the next part ("Buchhaltungs-", "Sicherheits-"). */
const LINKING_S = /(?:ung|heit|keit|schaft|tät|tat|ion|ling|tum|ität|itat)s$/u;
/** Shortest part before the head that may name a skill, in characters. */
const MIN_STEM = 2;
const WORD = /\p{L}[\p{L}\p{N}#+.-]*\p{L}/gu;

export interface OpenedText {
  text: string;
  /** For each character of `text`, its index in the text as written. */
  at: number[];
}

/** The text with its skill compounds opened. */
export function openCompounds(text: string): OpenedText {
  const heads = jobCues().compoundHeads;
  let out = '';
  const at: number[] = [];
  let from = 0;
  const copy = (to: number) => {
    for (let i = from; i < to; i++) {
      out += text[i];
      at.push(i);
    }
    from = to;
  };
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const start = m.index ?? 0;
    const folded = sameLengthFold(word);
    const head = heads.find((h) => folded.length >= h.length + MIN_STEM && folded.endsWith(h));
    if (!head) continue;
    let cut = start + word.length - head.length;
    // "Excel-Kenntnisse": the hyphen becomes the space; "Buchhaltungskenntnisse": the linking "s" does.
    const before = sameLengthFold(text.slice(start, cut));
    if (before.endsWith('-')) cut -= 1;
    else if (LINKING_S.test(before) && before.length - 1 >= MIN_STEM) cut -= 1;
    else {
      copy(cut);
      out += ' ';
      at.push(cut);
      continue;
    }
    copy(cut);
    out += ' ';
    at.push(cut);
    from = cut + 1;
  }
  copy(text.length);
  return { text: out, at };
}

/** The skills of `text`, compounds opened, with offsets into `text` as written. */
export function findSkillsInCompounds(text: string, context: SkillMatchContext = {}): SkillMatch[] {
  const opened = openCompounds(text);
  if (opened.text.length === text.length && opened.text === text) return findSkills(text, context);
  return findSkills(opened.text, context).map((m) => {
    const start = opened.at[m.start]!;
    const end = opened.at[m.end - 1]! + 1;
    return { ...m, start, end, asWritten: text.slice(start, end) };
  });
}
