import { describe, expect, it } from 'vitest';
import { experienceInWords, fluencyOf, splitDescription, toJsonResume, usernameOf } from '../../../src/screen/export/json-resume.ts';
import { JsonResumeSchema } from '../../../src/screen/export/json-resume-schema.ts';
import { emptyProfile, type Profile } from '../../../src/screen/profile-schema.ts';

const META = { profileVersion: 2, language: 'it', fileType: 'pdf' as const, pages: 2, ocrUsed: false, parserVersion: '0.1.0', timingsMs: { total: 900 }, confidence: { personal: 0.9, skills: 0.8 } };

/** A profile with every group filled, as the pipeline writes it. */
function fullProfile(): Profile {
  return {
    personal: {
      fullName: 'Giulia Ferraresi',
      givenName: 'Giulia',
      familyName: 'Ferraresi',
      emails: ['giulia.ferraresi@example.org', 'g.ferraresi@example.net'],
      phones: [
        { raw: '347 555 0101', e164: '+393475550101', type: 'mobile' },
        { raw: '02 555 0199', e164: null, type: 'landline' },
      ],
      location: { raw: 'Torino (TO), Italia', city: 'Torino', region: 'Piemonte', postalCode: '10121', country: 'IT' },
      links: [
        { type: 'linkedin', url: 'https://www.linkedin.com/in/giulia-ferraresi/' },
        { type: 'github', url: 'github.com/gferraresi' },
        { type: 'website', url: 'giulia.example.dev' },
        { type: 'stackoverflow', url: 'https://stackoverflow.com/users/12345/giulia-f' },
        { type: 'other', url: 'https://orcid.org/0000-0002-1825-0097' },
      ],
      dateOfBirth: '1990-04',
      nationality: 'IT',
    },
    photo: { found: true, mediaType: 'image/jpeg', width: 240, height: 300, bytes: 12000 },
    jobProfile: {
      title: 'Data Engineer',
      headline: 'Data engineer, streaming and lakehouse',
      summary: 'Seven years of pipelines on Kafka and Spark.',
      seniority: 'senior',
      totalExperienceMonths: 86,
      occupation: { id: 'data-engineer', name: 'Data engineer' },
    },
    workExperience: [
      {
        title: 'Data Engineer',
        employer: 'Fluvia S.r.l.',
        location: 'Torino',
        start: '2021-02',
        end: null,
        current: true,
        durationMonths: 46,
        description: 'Streaming platform team.\n- Built Kafka pipelines\n• Cut costs by 30%',
        skills: ['software.kafka'],
      },
      { title: null, employer: 'Banca Alpina', location: null, start: '2017', end: '2021', current: false, description: null },
    ],
    education: [
      {
        degree: 'Laurea Magistrale in Informatica',
        isced: 7,
        field: 'Informatica',
        institution: 'Università di Torino',
        start: '2014',
        end: '2016',
        current: false,
        grade: '110/110',
      },
    ],
    certifications: [{ name: 'AWS Certified Data Engineer', issuer: 'Amazon Web Services', date: '2023-05' }],
    skills: [
      {
        id: 'software.kafka',
        name: 'Apache Kafka',
        asWritten: ['Kafka', 'apache kafka'],
        category: 'data-streaming',
        experienceMonths: 46,
        lastUsed: '2026-11',
        saliency: 0.82,
        sources: ['skills', 'experience'],
      },
      { id: null, name: 'Dataform', asWritten: ['Dataform'], experienceMonths: null, lastUsed: null, saliency: 0.2, sources: ['skills'] },
    ],
    languages: [
      { code: 'it', name: 'Italian', level: 'native', native: true },
      { code: 'en', name: 'English', level: 'C1', native: false, asWritten: 'Inglese C1' },
      { code: 'de', name: 'German', level: null, native: false },
    ],
    meta: META,
  };
}

const CTX = {
  invocationId: '0b7c3c1e-8f0e-4a53-a0f7-1d2b9f3d2a11',
  photoUrl: 'https://vitae.example.com/cv-screening/0b7c3c1e-8f0e-4a53-a0f7-1d2b9f3d2a11/photo',
  canonicalUrl: 'https://vitae.example.com/cv-screening/0b7c3c1e-8f0e-4a53-a0f7-1d2b9f3d2a11?format=json-resume',
  lastModified: new Date('2026-11-20T10:00:00Z'),
};

const ISO8601 = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

describe('toJsonResume', () => {
  it('maps basics: name, label, image, first email and phone (E.164), website, summary, location, profiles from links', () => {
    const doc = toJsonResume(fullProfile(), CTX);
    expect(doc.basics).toEqual({
      name: 'Giulia Ferraresi',
      label: 'Data Engineer',
      image: CTX.photoUrl,
      email: 'giulia.ferraresi@example.org',
      phone: '+393475550101',
      url: 'https://giulia.example.dev',
      summary: 'Seven years of pipelines on Kafka and Spark.',
      location: { address: 'Torino (TO), Italia', postalCode: '10121', city: 'Torino', countryCode: 'IT', region: 'Piemonte' },
      profiles: [
        { network: 'LinkedIn', username: 'giulia-ferraresi', url: 'https://www.linkedin.com/in/giulia-ferraresi/' },
        { network: 'GitHub', username: 'gferraresi', url: 'https://github.com/gferraresi' },
        { network: 'Stack Overflow', username: 'giulia-f', url: 'https://stackoverflow.com/users/12345/giulia-f' },
        { network: 'orcid.org', url: 'https://orcid.org/0000-0002-1825-0097' },
      ],
    });
  });

  it('maps work with bullets as highlights, other lines as summary, and no end date while current', () => {
    const [current, past] = toJsonResume(fullProfile(), CTX).work;
    expect(current).toEqual({
      name: 'Fluvia S.r.l.',
      position: 'Data Engineer',
      location: 'Torino',
      startDate: '2021-02',
      summary: 'Streaming platform team.',
      highlights: ['Built Kafka pipelines', 'Cut costs by 30%'],
    });
    expect(past).toEqual({ name: 'Banca Alpina', startDate: '2017', endDate: '2021', highlights: [] });
  });

  it('maps education, certificates, skills with keywords and experience, languages with fluency', () => {
    const doc = toJsonResume(fullProfile(), CTX);
    expect(doc.education).toEqual([
      { institution: 'Università di Torino', area: 'Informatica', studyType: 'Laurea Magistrale in Informatica', startDate: '2014', endDate: '2016', score: '110/110' },
    ]);
    expect(doc.certificates).toEqual([{ name: 'AWS Certified Data Engineer', date: '2023-05', issuer: 'Amazon Web Services' }]);
    expect(doc.skills).toEqual([
      { name: 'Apache Kafka', level: '3 years 10 months', keywords: ['Kafka'] },
      { name: 'Dataform', keywords: [] },
    ]);
    expect(doc.languages).toEqual([
      { language: 'Italian', fluency: 'Native speaker' },
      { language: 'English', fluency: 'C1 (Advanced)' },
      { language: 'German' },
    ]);
  });

  it('keeps what JSON Resume lacks under meta["x-vitae"], arrays aligned with their standard groups', () => {
    const doc = toJsonResume(fullProfile(), CTX);
    expect(doc.meta).toMatchObject({ version: 'v1.0.0', canonical: CTX.canonicalUrl, lastModified: '2026-11-20T10:00:00.000Z' });
    const x = doc.meta['x-vitae'];
    expect(x).toMatchObject({ invocationId: CTX.invocationId, cvLanguage: 'it', fileType: 'pdf', pages: 2, ocrUsed: false, confidence: META.confidence });
    expect(x.skills.map((s) => [s.name, s.experienceMonths, s.saliency, s.lastUsed])).toEqual([
      ['Apache Kafka', 46, 0.82, '2026-11'],
      ['Dataform', null, 0.2, null],
    ]);
    expect(x.languages).toEqual([
      { code: 'it', level: 'native', native: true },
      { code: 'en', level: 'C1', native: false },
      { code: 'de', level: null, native: false },
    ]);
    expect(x.education).toEqual([{ isced: 7, current: false }]);
    expect(x.work).toEqual([
      { current: true, durationMonths: 46, skillIds: ['software.kafka'] },
      { current: false, durationMonths: null, skillIds: [] },
    ]);
    expect(x.personal.emails).toHaveLength(2);
    expect(x.personal.phones[1]).toEqual({ raw: '02 555 0199', e164: null, type: 'landline' });
    expect(x.jobProfile).toEqual({ headline: 'Data engineer, streaming and lakehouse', seniority: 'senior', totalExperienceMonths: 86, occupation: { id: 'data-engineer', name: 'Data engineer' } });
  });

  it('emits only fields the published schema describes, with JSON Resume dates and absolute URLs', () => {
    const doc = toJsonResume(fullProfile(), CTX);
    // Parsing strips unknown keys: equality means the OpenAPI schema describes every field sent.
    expect(JsonResumeSchema.parse(doc)).toEqual(doc);
    const dates = [...doc.work, ...doc.education].flatMap((e) => [e.startDate, e.endDate]).concat(doc.certificates.map((c) => c.date));
    for (const d of dates.filter(Boolean)) expect(d).toMatch(ISO8601);
    for (const u of [doc.basics.url, doc.basics.image, ...doc.basics.profiles.map((p) => p.url)]) expect(() => new URL(u!)).not.toThrow();
    const { meta: _meta, ...standard } = doc;
    expect(JSON.stringify(standard)).not.toContain('null');
  });

  it('an empty profile gives a valid document with no invented values and no nulls in standard groups', () => {
    const doc = toJsonResume(emptyProfile({ ...META, confidence: {} }), { invocationId: CTX.invocationId });
    expect(doc.basics).toEqual({ profiles: [] });
    expect([doc.work, doc.education, doc.certificates, doc.skills, doc.languages]).toEqual([[], [], [], [], []]);
    expect(doc.meta).toEqual(expect.objectContaining({ version: 'v1.0.0' }));
    expect(doc.meta.canonical).toBeUndefined();
    const { meta: _meta, ...standard } = doc;
    expect(JSON.stringify(standard)).not.toContain('null');
    expect(JsonResumeSchema.parse(doc)).toEqual(doc);
  });

  it('leaves the image out when there is no photo, and uses the headline as label without a title', () => {
    const p = fullProfile();
    p.photo = { found: false };
    p.jobProfile = { ...p.jobProfile, title: null, summary: null };
    const doc = toJsonResume(p, CTX);
    expect(doc.basics.image).toBeUndefined();
    expect(doc.basics.label).toBe('Data engineer, streaming and lakehouse');
    expect(doc.basics.summary).toBeUndefined();
  });
});

describe('mapping details', () => {
  it.each([
    [null, undefined],
    [0, undefined],
    [1, '1 month'],
    [12, '1 year'],
    [30, '2 years 6 months'],
    [13, '1 year 1 month'],
  ])('experience of %s months reads %s', (months, words) => {
    expect(experienceInWords(months)).toBe(words);
  });

  it.each([
    ['native', false, 'Native speaker'],
    [null, true, 'Native speaker'],
    ['B2', false, 'B2 (Upper intermediate)'],
    [null, false, undefined],
  ])('language level %s (native %s) reads %s', (level, native, fluency) => {
    expect(fluencyOf(level, native)).toBe(fluency);
  });

  it('finds user names in profile URLs of each network', () => {
    expect(usernameOf({ type: 'xing', url: 'https://www.xing.com/profile/Hans_Muster/cv' })).toBe('Hans_Muster');
    expect(usernameOf({ type: 'twitter', url: 'x.com/someone' })).toBe('someone');
    expect(usernameOf({ type: 'gitlab', url: 'https://gitlab.com/dev-person/project' })).toBe('dev-person');
    expect(usernameOf({ type: 'portfolio', url: 'https://someone.github.io/' })).toBeUndefined();
    expect(usernameOf({ type: 'linkedin', url: 'https://linkedin.com/' })).toBeUndefined();
  });

  it('splits numbered and symbol bullets from prose', () => {
    expect(splitDescription('Intro line\n1. First\n2) Second\n* Third\n\nClosing')).toEqual({
      summary: 'Intro line\nClosing',
      highlights: ['First', 'Second', 'Third'],
    });
    expect(splitDescription(null)).toEqual({ highlights: [] });
  });
});
