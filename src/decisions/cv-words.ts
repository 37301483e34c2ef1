/**
 * A decision record outlives the CVs it ranked, and an erased CV must leave nothing readable of
 * itself (docs/decisions.md, "Erasure that holds on disk"). Of a ranked candidate's alignment, the
 * CV's own words — its latest title, its degree and its city as written — are therefore sealed
 * with the CV's key (`cvWords`): the record's explanation shows them while the CV exists, and once
 * it is erased the record still says what was asked, how each requirement counted, and what the
 * knowledge base named (occupation, skills, ISCED level, country). The hash chain covers the sealed
 * bytes, so verifying a chain never needs a key.
 */
import type { Alignment, AlignmentEvidence } from '../match/match-types.ts';
import { openJson, sealJson } from '../store/sealed.ts';

const WORDS = ['title', 'degree', 'city'] as const;
type Words = Partial<Pick<AlignmentEvidence, (typeof WORDS)[number]>>;

const aad = (decisionId: string, invocationId: string, i: number) => `decision-words:${decisionId}:${invocationId}:${i}`;

/**
 * The alignment as recorded: the CV's words sealed with its key, or left out when it has none (a
 * CV stored by an earlier release and not sealed yet).
 */
export function sealCvWords(alignment: readonly Alignment[], key: Buffer | undefined, decisionId: string, invocationId: string): Alignment[] {
  return alignment.map((a, i) => {
    const words: Words = {};
    const kept: AlignmentEvidence = {};
    for (const [name, value] of Object.entries(a.evidence) as Array<[keyof AlignmentEvidence, unknown]>) {
      if ((WORDS as readonly string[]).includes(name)) {
        if (value != null) (words as Record<string, unknown>)[name] = value;
      } else (kept as Record<string, unknown>)[name] = value;
    }
    if (!Object.keys(words).length) return a;
    if (key) kept.cvWords = sealJson(key, words, aad(decisionId, invocationId, i)).toString('base64');
    return { ...a, evidence: kept };
  });
}

/** The recorded alignment with the CV's words opened, or without them once the CV's key is gone. */
export function openCvWords(alignment: readonly Alignment[], key: Buffer | null, decisionId: string, invocationId: string): Alignment[] {
  return alignment.map((a, i) => {
    if (!a.evidence.cvWords) return a;
    const { cvWords, ...kept } = a.evidence;
    if (!key) return { ...a, evidence: kept };
    try {
      return { ...a, evidence: { ...kept, ...openJson<Words>(key, Buffer.from(cvWords, 'base64'), aad(decisionId, invocationId, i)) } };
    } catch {
      return { ...a, evidence: kept };
    }
  });
}
