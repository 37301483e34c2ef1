import { describe, expect, it } from 'vitest';
import { readTexControlCodes } from '../../../src/screen/extract/pdf/tex-ligatures.ts';

describe('TeX ligature codes of fonts without glyph names (T1)', () => {
  it('reads a ligature code inside, at the end or at the start of a word, in six languages', () => {
    expect(readTexControlCodes('Certi\u001Ccations: work\u001Dow, e\u001Ecient sta\u001B')).toBe('Certifications: workflow, efficient staff');
    expect(readTexControlCodes('Zerti\u001Ckat, O\u001Ezier, \u001Dexibel')).toBe('Zertifikat, Offizier, flexibel');
    expect(readTexControlCodes('Ingeniero de \u001Cnanzas (o\u001Ccina)')).toBe('Ingeniero de finanzas (oficina)');
    expect(readTexControlCodes('Certi\u001Ccat de quali\u001Ccation, a\u001Baires')).toBe('Certificat de qualification, affaires');
    expect(readTexControlCodes('Certi\u001Ccazioni, u\u001Ecio, quali\u001Ccação')).toBe('Certificazioni, ufficio, qualificação');
  });

  it('leaves codes outside words alone: they may be a broken encoding', () => {
    expect(readTexControlCodes('\u001C\u001C\u001C 12\u001C5 a\u0015b')).toBe('\u001C\u001C\u001C 12\u001C5 a\u0015b');
  });
});
