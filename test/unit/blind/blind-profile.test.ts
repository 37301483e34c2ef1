/**
 * Blind screening's redaction (src/screen/blind/blind-profile.ts) on profiles the test writes:
 * every hidden field emptied, the candidate's names and gender and marital-status words masked in
 * free text, short personal-detail lines dropped, and what a job may ask (city, country, skills,
 * titles, dates) kept.
 */
import { describe, expect, it } from 'vitest';
import { MASK, profileForAnswer, redactProfile, redactText } from '../../../src/screen/blind/blind-profile.ts';
import { buildProfile } from '../match/profile-builder.ts';

function fullProfile() {
  const p = buildProfile({
    name: 'Amina Okafor',
    title: 'Registered Nurse',
    summary: 'Mrs. Amina Okafor is a registered nurse. She is married with two kids.\nDate of birth: 1984-03-02\nNationality: Nigerian',
    jobs: [{ title: 'Staff Nurse', start: '2015-01', description: 'Amina led triage; her ward won an award.' }],
    country: 'GB',
    city: 'Leeds',
  });
  p.personal = {
    ...p.personal,
    givenName: 'Amina',
    familyName: 'Okafor',
    emails: ['amina.okafor@example.org'],
    phones: [{ raw: '+44 7700 900123', e164: '+447700900123', type: 'mobile' }],
    links: [{ type: 'linkedin', url: 'https://linkedin.com/in/amina-okafor' }],
    location: { raw: '12 Park Lane, LS1 4AB Leeds', city: 'Leeds', region: null, postalCode: 'LS1 4AB', country: 'GB' },
    dateOfBirth: '1984-03-02',
    nationality: 'NG',
  };
  p.photo = { found: true, mediaType: 'image/jpeg', width: 120, height: 160, bytes: 4000, url: 'https://x/photo' };
  return p;
}

describe('redactProfile', () => {
  it('empties name, contact details, birth date, nationality, street address and photo', () => {
    const r = redactProfile(fullProfile());
    expect(r.personal).toEqual({
      fullName: null,
      givenName: null,
      familyName: null,
      emails: [],
      phones: [],
      location: { raw: null, city: 'Leeds', region: null, postalCode: null, country: 'GB' },
      links: [],
      dateOfBirth: null,
      nationality: null,
    });
    expect(r.photo).toEqual({ found: false });
  });

  it('masks names, gender and marital words in free text and drops personal-detail lines', () => {
    const r = redactProfile(fullProfile());
    const summary = r.jobProfile.summary!;
    expect(summary).not.toMatch(/Amina|Okafor|Mrs|\bShe\b|married|1984|Nigerian/i);
    expect(summary).toContain('registered nurse');
    expect(summary.split('\n')).toHaveLength(1);
    expect(r.workExperience[0]!.description).toBe(`${MASK} led triage; ${MASK} ward won an award.`);
    expect(r.workExperience[0]!.title).toBe('Staff Nurse');
    expect(r.jobProfile.title).toBe('Registered Nurse');
  });

  it('masks the pronouns of the CV language only ("he" is Spanish for "I have")', () => {
    expect(redactText('he trabajado con ella', new Set(), 'es')).toBe(`he trabajado con ${MASK}`);
    expect(redactText('he led the team', new Set(), 'en')).toBe(`${MASK} led the team`);
  });

  it('keeps a long line that only mentions a label in passing', () => {
    const line = 'Ran a programme on gender equality in hiring for a 400-person hospital trust across three sites, with measurable results';
    expect(redactText(line, new Set(), 'en')).toContain('programme on');
  });

  it('profileForAnswer leaves the profile whole when not blind', () => {
    const p = fullProfile();
    expect(profileForAnswer(p, false)).toBe(p);
    expect(profileForAnswer(p, true).personal.fullName).toBeNull();
  });
});
