/**
 * One candidate's explanation of a recorded search (EU AI Act Art. 86): what was considered and
 * how it counted, written in the job description's language from the record alone, so it says
 * exactly what was decided then, whatever changed since. Pure.
 */
import { explanationPhrases, fill } from '../knowledge/lexicons/explanation-phrases.ts';
import { askedText, explain } from '../match/explain/explanations.ts';
import type { Alignment } from '../match/match-types.ts';
import { TOP_BAND } from '../match/scoring/score.ts';
import type { DecisionBody, RankedEntry } from './decision-record.ts';

export interface CandidateExplanation {
  decisionId: string;
  invocationId: string;
  decidedAt: string;
  language: string;
  jobDescriptionSha256: string;
  rank: number;
  total: number;
  score: number;
  summary: string;
  band: string;
  considered: Array<{
    requirement: string;
    kind: Alignment['kind'];
    importance: Alignment['importance'];
    status: Alignment['status'];
    credit: number;
    sentence: string;
  }>;
  strengths: string[];
  gaps: string[];
  notConsidered: string;
  review: { needed: boolean; reasons: string[]; sentence: string | null };
  oversight: string;
}

const percent = (x: number) => Math.round(x * 100);

function decimal(x: number, lang: string): string {
  const text = x.toFixed(2);
  return lang === 'en' ? text : text.replace('.', ',');
}

export function explainCandidate(body: DecisionBody, entry: RankedEntry): CandidateExplanation {
  const lang = body.job.language;
  const p = explanationPhrases(lang);
  const d = p.decision;
  const { strengths, gaps } = explain(entry.alignment, lang);
  const reasons = entry.review.reasons.map((r) => d.reviewReasons[r] ?? r);
  return {
    decisionId: body.decisionId,
    invocationId: entry.id,
    decidedAt: body.createdAt,
    language: lang,
    jobDescriptionSha256: body.job.sha256,
    rank: entry.rank,
    total: body.total,
    score: entry.score,
    summary: fill(d.summary, { rank: entry.rank, total: body.total, score: decimal(entry.score, lang) }),
    band: entry.score >= TOP_BAND ? d.bandTop : d.bandBelow,
    considered: entry.alignment.map((a) => {
      const sentence = `${fill(d.requirement, {
        kind: p.kind[a.kind],
        asked: askedText(a, p),
        importance: p.importance[a.importance],
        status: p.status[a.status],
      })} ${fill(d.credit, { percent: percent(a.credit) })}`;
      return { requirement: a.requirement, kind: a.kind, importance: a.importance, status: a.status, credit: a.credit, sentence };
    }),
    strengths,
    gaps,
    notConsidered: d.notUsed,
    review: { ...entry.review, sentence: entry.review.needed ? fill(d.review, { reasons: reasons.join('; ') }) : null },
    oversight: d.human,
  };
}
