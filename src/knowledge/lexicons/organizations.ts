/**
 * Organization cues (dataset/organizations.json): legal suffixes and company words mark employers,
 * institution words mark schools and universities.
 */
import { readLexiconJson } from './lexicon-files.ts';
import { PhraseIndex } from './phrase-index.ts';
import { once } from '../text/memo.ts';
import { wordTokens } from '../text/word-tokens.ts';
import { cueWords } from './locale-cues.ts';
import { foldKey } from '../text/fold.ts';

interface OrganizationsFile {
  legalSuffixes: string[];
  companyWords: string[];
  institutionWords: string[];
}

type Cue = 'legal' | 'company' | 'institution';

const data = once(() => {
  const raw = readLexiconJson<OrganizationsFile>('organizations.json');
  const index = new PhraseIndex<Cue>();
  for (const w of raw.institutionWords) index.add(w, 'institution');
  for (const w of raw.legalSuffixes) index.add(w, 'legal');
  for (const w of raw.companyWords) index.add(w, 'company');
  return index;
});

export interface OrganizationCues {
  /** A legal form ends the text or precedes a comma ("Acme S.p.A.", "Foo GmbH, Berlin"). */
  legalSuffix: boolean;
  companyWord: boolean;
  institutionWord: boolean;
}

export function organizationCues(text: string): OrganizationCues {
  const tokens = wordTokens(text);
  const cues: OrganizationCues = { legalSuffix: false, companyWord: false, institutionWord: false };
  for (const m of data().findAll(tokens)) {
    if (m.value === 'institution') cues.institutionWord = true;
    else if (m.value === 'company') cues.companyWord = true;
    else {
      // Legal forms are short words ("AG", "SA", "Co"): only as the last word(s) of a name.
      const after = text.slice(m.end);
      if (/^[\s.)]*(?:$|[,;(|–—-])/.test(after) && m.from > 0) cues.legalSuffix = true;
    }
  }
  return cues;
}

/** Whether one word is a company's or an institution's word or a legal form ("Group", "Holdings", "Ltd", "University"). */
export function isOrganizationWord(word: string): boolean {
  // Legal forms count only after a name's first word: one is put before the word asked about.
  const cues = organizationCues(`Name ${word}`);
  return cues.companyWord || cues.legalSuffix || cues.institutionWord;
}

/**
 * Whether a text is wholly a word of self-employment ("Freelance", "Libero professionista",
 * "Autónomo", "Selbstständig", "Indépendant", "Autônomo"; `locales/<lang>/self-employment.txt`):
 * written where a job's employer goes, it is that employer, though some of these words also head
 * sections of freelance work.
 */
export function isSelfEmployment(text: string): boolean {
  const key = foldKey(text);
  return key.length > 0 && key.length < 40 && cueWords('self-employment').has(key);
}
