import { describe, expect, it } from 'vitest';
import { assessTextLayer } from '../../../src/screen/extract/pdf/text-layer-quality.ts';

const REAL = [
  'Senior Backend Engineer with eight years of experience building payment platforms.',
  'Esperienza professionale: sviluppatrice presso Società Ferroviaria, Milano.',
  'Berufserfahrung: Qualitätssicherung bei der Müller GmbH in Düsseldorf.',
  'Java, Kotlin, PostgreSQL, Docker, Kubernetes — 2019–2023',
];

describe('text layer quality', () => {
  it('trusts real text in the supported languages, and CJK', () => {
    expect(assessTextLayer(REAL).verdict).toBe('good');
    expect(assessTextLayer(['求职意向：控制工程师', '康昌霖 kangchanglin@example.com 上海交通大学 自动化专业']).verdict).toBe('good');
  });

  it('calls a page with (almost) no text empty', () => {
    expect(assessTextLayer([]).verdict).toBe('empty');
    expect(assessTextLayer(['3', '•']).verdict).toBe('empty');
  });

  it('calls broken font encodings garbage', () => {
    // Glyph ids that came out as control characters (dropped by the text layer, counted).
    expect(assessTextLayer(['a b'], 400).verdict).toBe('garbage');
    // Private-use code points.
    expect(assessTextLayer(['\ue001\ue002\ue003 \ue004\ue005\ue006\ue007 \ue010\ue011\ue012\ue013\ue014\ue015']).verdict).toBe('garbage');
    // Symbols and digits where words should be.
    expect(assessTextLayer(['!"#$%&\'()*+,-./0123 456789:;<=>?@[\\]^_` {|}~!"#$%']).verdict).toBe('garbage');
    // Letters that spell no words (consonant soup).
    expect(assessTextLayer(['Bcdfg hjklm npqrst vwxz Bcdfg hjklm npqrst vwxz Bcdfg hjklm npqrst vwxz Bcdfg hjkl mnpq']).verdict).toBe('garbage');
    // Latin Extended letters from an offset cmap.
    expect(assessTextLayer(['ĂąĆćĈĉ ĊċČčĎď ĐđĒēĔĕ ĖėĘęĚě ĜĝĞğĠġ']).verdict).toBe('garbage');
  });
});
