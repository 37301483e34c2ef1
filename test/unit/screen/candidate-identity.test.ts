import { describe, expect, it } from 'vitest';
import { fileKey, normalizedName, profileKeys } from '../../../src/screen/candidate-identity.ts';
import { emptyProfile, type Profile } from '../../../src/screen/profile-schema.ts';

const meta = { language: 'en', fileType: 'txt' as const, pages: 1, ocrUsed: false, parserVersion: 't', timingsMs: {}, confidence: {} };
const profile = (personal: Partial<Profile['personal']>): Profile => {
  const p = emptyProfile(meta);
  return { ...p, personal: { ...p.personal, ...personal } };
};

describe('candidate identity keys', () => {
  it('one e-mail in any case, one E.164 phone: the same keys', () => {
    const a = profileKeys(profile({ emails: ['Anna.Rossi@Example.com'], phones: [{ raw: '347 1234567', e164: '+393471234567', type: 'mobile' }] }));
    const b = profileKeys(profile({ emails: [' anna.rossi@example.com '], phones: [{ raw: '+39 347 123 4567', e164: '+393471234567', type: 'mobile' }] }));
    expect(a).toHaveLength(2);
    expect(b).toEqual(a);
    expect(a.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true); // hashes, no readable data
  });

  it('a name is a key only with a birth date, in any order, case and accents', () => {
    expect(profileKeys(profile({ fullName: 'José García' }))).toEqual([]);
    const a = profileKeys(profile({ fullName: 'José García', dateOfBirth: '1990-04-02' }));
    const b = profileKeys(profile({ fullName: 'GARCIA, Jose', dateOfBirth: '1990-04-02' }));
    expect(a).toHaveLength(1);
    expect(b).toEqual(a);
    expect(profileKeys(profile({ fullName: 'José García', dateOfBirth: '1991-04-02' }))).not.toEqual(a);
    expect(normalizedName('  Anna-Maria  Rossi ')).toBe('anna maria rossi');
  });

  it('ignores what cannot identify: malformed e-mails, phones without E.164, a single name', () => {
    expect(profileKeys(profile({ emails: ['not an email'], phones: [{ raw: '12', e164: null, type: 'unknown' }], fullName: 'Cher', dateOfBirth: '1946' }))).toEqual([]);
  });

  it('the file key depends on the bytes hash only', () => {
    expect(fileKey('ab')).toBe(fileKey('ab'));
    expect(fileKey('ab')).not.toBe(fileKey('ac'));
  });
});
