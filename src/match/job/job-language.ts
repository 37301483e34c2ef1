/**
 * The language a job description is written in, for writing its explanations: one of the six
 * Match explains in (en, it, es, fr, de, pt), by eld's n-gram statistics (bundled, nothing
 * fetched); English when the text is too short to tell or in another language.
 */
import { eld } from 'eld/small';
import { type ExplanationLanguage, explanationLanguage } from '../../knowledge/lexicons/explanation-phrases.ts';

const SAMPLE_CHARS = 6000;

export function detectJobLanguage(text: string): ExplanationLanguage {
  const sample = text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ').slice(0, SAMPLE_CHARS);
  if (sample.replace(/[^\p{L}]/gu, '').length < 12) return 'en';
  return explanationLanguage(eld.detect(sample).language);
}
