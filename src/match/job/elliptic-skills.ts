/**
 * Skills named by an elliptic coordination, where two words share one head written once:
 * "analytical and written communication skills" (analytical skills), "analytische und
 * kommunikative Fähigkeiten" (analytische Fähigkeiten) with the head after them; "doti comunicative
 * e negoziali", "habilidades comunicativas y negociadoras" with the head before them. The word
 * standing without its head is read again with it; what the knowledge base names there is asked
 * as the other words are.
 */
import type { SkillMatch, SkillMatchContext } from '../../knowledge/skills/skill-types.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { jobCues } from './match-lexicon.ts';
import { findSkillsInCompounds } from './skill-compounds.ts';

/** Most words of a shared head tried ("skills", "communication skills"). */
const MAX_HEAD_WORDS = 2;
/** Most words after the second word of a coordination up to the end of its phrase. */
const MAX_AFTER_WORDS = 3;
/** Where the phrase of a coordination ends: punctuation of a list or a sentence. */
const PHRASE_END = /[,;:.()!?]/u;

interface Word {
  text: string;
  start: number;
  end: number;
}

export function ellipticSkills(text: string, found: SkillMatch[], context: SkillMatchContext): SkillMatch[] {
  // Words joining two phrases ("and", "und", "e", "y", "et"): the heading joiners of the cues.
  const joiners = jobCues().headingJoiners;
  const words: Word[] = [...text.matchAll(/\p{L}[\p{L}'’-]*/gu)].map((m) => ({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const known = new Set(found.map((m) => m.id));
  const out: SkillMatch[] = [];
  const sameStretch = (a: Word, b: Word) => !PHRASE_END.test(text.slice(a.end, b.start));
  const tryPhrase = (phrase: string, alone: Word, at: number) => {
    for (const m of findSkillsInCompounds(phrase, context)) {
      // The skill must come from the word standing without its head, not from the head alone.
      if (known.has(m.id) || m.start > at || m.end <= at) continue;
      known.add(m.id);
      out.push({ ...m, start: alone.start, end: alone.end, asWritten: phrase });
      return true;
    }
    return false;
  };
  for (let i = 1; i + 1 < words.length; i++) {
    const joiner = words[i]!;
    if (!joiners.has(foldKey(joiner.text))) continue;
    const a = words[i - 1]!;
    const b = words[i + 1]!;
    if (!sameStretch(a, joiner) || !sameStretch(joiner, b)) continue;
    // A word that names a skill of its own is no word waiting for its head.
    const covered = (w: Word) => found.some((m) => m.start < w.end && w.start < m.end);
    // Head after: "analytical and written communication skills" → "analytical skills".
    // The phrase after the joiner ends within a few words ("written communication skills"): a longer
    // stretch is no coordination of two words (and reading it would cost time on a long line).
    const after: Word[] = [];
    for (let k = i + 2; k < words.length && after.length <= MAX_AFTER_WORDS && sameStretch(words[k - 1]!, words[k]!); k++) after.push(words[k]!);
    if (after.length > MAX_AFTER_WORDS) after.length = 0;
    for (let n = 1; !covered(a) && n <= Math.min(MAX_HEAD_WORDS, after.length); n++) {
      const head = after.slice(after.length - n).map((w) => w.text);
      if (tryPhrase(`${a.text} ${head.join(' ')}`, a, 0)) break;
    }
    // Head before: "doti comunicative e negoziali" → "doti negoziali".
    const before: Word[] = [];
    for (let k = i - 2; k >= 0 && sameStretch(words[k]!, words[k + 1]!) && before.length < MAX_HEAD_WORDS; k--) before.unshift(words[k]!);
    for (let n = 1; !covered(b) && n <= before.length; n++) {
      const head = before.slice(before.length - n).map((w) => w.text).join(' ');
      if (tryPhrase(`${head} ${b.text}`, b, head.length + 1)) break;
    }
  }
  return out;
}
