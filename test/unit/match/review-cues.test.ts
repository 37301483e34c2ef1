/**
 * Human oversight cues (src/match/explain/review-cues.ts) on features the test derives from hand-written
 * profiles: each reason appears exactly when its condition holds, and a well-evidenced CV needs none.
 */
import { describe, expect, it } from 'vitest';
import { profileToFeatures } from '../../../src/match/candidate-features.ts';
import type { Alignment } from '../../../src/match/match-types.ts';
import { reviewCue } from '../../../src/match/explain/review-cues.ts';
import { buildProfile } from './profile-builder.ts';

const must = (status: Alignment['status']): Alignment => ({
  requirement: 'Java',
  asked: { skill: 'Java', alternatives: [], minYears: null },
  kind: 'skill',
  importance: 'must',
  status,
  credit: status === 'met' ? 1 : 0,
  evidence: {},
});

const skilled = () =>
  buildProfile({
    title: 'Java Developer',
    totalMonths: 60,
    skills: [{ id: 'software.java', months: 60 }, { id: 'software.spring-boot', months: 40 }, { id: 'software.postgresql', months: 30 }],
  });

describe('reviewCue', () => {
  it('asks for nothing on a well-evidenced CV read without OCR', () => {
    expect(reviewCue(profileToFeatures(skilled()), [must('met')])).toEqual({ needed: false, reasons: [] });
  });

  it('names OCR, low confidence, thin evidence and unknown must-haves', () => {
    const p = buildProfile({ title: 'Clerk', totalMonths: null, skills: [] });
    p.meta = { ...p.meta, ocrUsed: true, confidence: { workExperience: 0.3, skills: 0.4 } };
    const cue = reviewCue(profileToFeatures(p), [must('unknown'), must('unknown'), must('met')]);
    expect(cue).toEqual({ needed: true, reasons: ['ocr_used', 'low_parse_confidence', 'thin_evidence', 'requirements_unknown'] });
  });

  it('never says rejected', () => {
    const cue = reviewCue(profileToFeatures(buildProfile({ skills: [] })), [must('missing')]);
    expect(JSON.stringify(cue)).not.toMatch(/reject/i);
  });
});
