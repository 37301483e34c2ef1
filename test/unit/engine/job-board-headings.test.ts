/**
 * Job-board resumes (anonymized exports set in one type size): "Skill Highlights", "Core
 * Qualifications", "Executive Profile", "Career Focus", "Core Accomplishments" are section
 * headings; without them the whole CV was one header, a heading or a skill line became the
 * candidate's name, and the skills were lost. A heading under a one-word line ("MOVER" / "Summary")
 * is no second row of a name.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REF = { referenceDate: new Date('2026-01-01') };

describe('job-board resume headings', () => {
  const resume = (headline: string, profileHeading: string, skillsHeading: string) =>
    runEngine(
      documentOf([
        headline,
        profileHeading,
        'Ambitious leader who builds high performance teams and aligns them with key business initiatives.',
        skillsHeading,
        'Strategic planning',
        'Vendor Management',
        'Core Accomplishments',
        'Managed multi-site operations with 150 staff and reduced costs by 12 percent.',
        'Experience',
        'Operations Manager 01/2015 to Current',
        'Acme Corporation – Springfield, IL',
        'Led the customer care and collections teams of three sites.',
      ]),
      REF,
    );
  const cases: Array<[string, string]> = [
    ['Executive Profile', 'Skill Highlights'],
    ['Career Focus', 'Core Qualifications'],
    ['Summary', 'Summary of Skills'],
    ['Executive Profile', 'Core Strengths'],
  ];
  for (const [profileHeading, skillsHeading] of cases) {
    it(`reads "${profileHeading}" and "${skillsHeading}" as headings`, () => {
      const profile = resume('BUSINESS DEVELOPMENT MANAGER', profileHeading, skillsHeading);
      expect(profile.personal.fullName).toBeNull();
      expect(profile.jobProfile.summary).toMatch(/^Ambitious leader/);
      expect(profile.skills.map((s) => s.name.toLowerCase())).toEqual(expect.arrayContaining(['strategic planning', 'vendor management']));
      expect(profile.workExperience.map((e) => e.title)).toEqual(['Operations Manager']);
    });
  }
  it('takes no heading for the second row of a name', () => {
    const profile = runEngine(documentOf(['MOVER', 'Summary', 'Extremely motivated and dependable laborer with years of experience.', 'Experience', 'Mover 01/2015 to Current', 'Acme Movers – Springfield, IL']), REF);
    expect(profile.personal.fullName).toBeNull();
  });
});

describe('an anonymized resume opening with its headline in capitals', () => {
  const open = (first: string, second = 'Summary') =>
    runEngine(documentOf([first, second, 'Detail-oriented professional with extensive experience in hardware and networks.', 'Experience', 'Technician 01/2015 to Current', 'Acme Corporation – Springfield, IL']), REF);
  for (const headline of ['IT MANAGEMENT', 'FINANCE', 'CUSTOMER SERVICES', 'AUTOMOBILE TRANSPORTER']) {
    it(`reads "${headline}" as the headline, not as a name`, () => {
      const profile = open(headline);
      expect(profile.personal.fullName).toBeNull();
      expect(profile.jobProfile.title).toBe(headline);
    });
  }
  it('takes no document title for the headline', () => {
    expect(open('CURRICULUM VITAE').jobProfile.title).toBe('Technician');
  });
  it('still reads a name in body type that a known given name or the e-mail vouches for', () => {
    expect(open('MARIA ROSSI', 'maria.rossi@mail.it').personal.fullName).toMatch(/maria rossi/i);
    expect(open('NGUYEN VAN AN', 'nguyenvanan@mail.com').personal.fullName).toMatch(/nguyen van an/i);
  });
});
