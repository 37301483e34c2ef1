/**
 * Human oversight (EU AI Act Art. 14): each ranked entry says when a person should look at it
 * before relying on its score, and why. Cues only ever ask for a look; nothing here (or anywhere
 * in an answer) labels a candidate rejected. The thresholds are
 * named below and documented in README (Match: review cues).
 */
import type { Alignment, CandidateFeatures, ReviewCue, ReviewReason } from '../match-types.ts';

export const REVIEW_THRESHOLDS = {
  /** Mean parse confidence of experience, skills and education below this: low_parse_confidence. */
  minParseConfidence: 0.5,
  /** Fewer skills than this and no dated experience: thin_evidence. */
  minSkills: 3,
  /** This share or more of the must-haves unknown (the CV does not say): requirements_unknown. */
  unknownMustShare: 0.5,
} as const;

export function reviewCue(f: CandidateFeatures, alignment: readonly Alignment[]): ReviewCue {
  const reasons: ReviewReason[] = [];
  if (f.ocrUsed) reasons.push('ocr_used');
  if (f.parseConfidence != null && f.parseConfidence < REVIEW_THRESHOLDS.minParseConfidence) reasons.push('low_parse_confidence');
  if (f.skills.length < REVIEW_THRESHOLDS.minSkills && f.totalMonths == null) reasons.push('thin_evidence');
  const musts = alignment.filter((a) => a.importance === 'must');
  const unknown = musts.filter((a) => a.status === 'unknown').length;
  if (musts.length > 0 && unknown / musts.length >= REVIEW_THRESHOLDS.unknownMustShare) reasons.push('requirements_unknown');
  return { needed: reasons.length > 0, reasons };
}
