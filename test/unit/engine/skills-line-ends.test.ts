/**
 * An ambiguous skill name in an entry's text ("Teams", "Chef", "Puppet") needs a skill beside it to
 * count. A line that ended by itself (a bullet, a short line under which the next one opens) is a
 * boundary like a sentence end: the employer "SAP SE" on the line under "Leitung eines Teams von 6
 * Mitarbeitern" does not make that team Microsoft Teams. A sentence wrapped onto the next line keeps
 * its support ("… with Ansible" / "and Puppet, …").
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2026, 5, 1));
const skillNames = (lines: (LineSpec | string)[]) => runEngine(documentOf(lines), { referenceDate: REFERENCE }).skills.map((s) => s.name);

/** Two entries; the first one's last bullet sits right above the second one's title and employer. */
function cv(heading: string, first: [string, string, string], bullet: string, second: [string, string, string]): (LineSpec | string)[] {
  return [
    { text: 'Jonas Albrecht', size: 20, bold: true },
    'jonas.albrecht@example.de · +49 151 5550 7788',
    { text: heading, bold: true, gap: 10 },
    { text: first[0], bold: true, gap: 6 },
    first[1],
    first[2],
    { text: '• Planung der Schichten und Urlaubsvertretungen für den gesamten Standort Nord', x: 60 },
    { text: bullet, x: 60 },
    { text: second[0], bold: true, gap: 6 },
    second[1],
    second[2],
    { text: '• Erstellung der Monatsberichte für die Geschäftsführung des Unternehmens', x: 60 },
  ];
}

describe('ambiguous skill names in entries, across line ends', () => {
  it('does not read a team under a bullet as Microsoft Teams because an employer named SAP follows (German)', () => {
    const names = skillNames(
      cv(
        'BERUFSERFAHRUNG',
        ['Teamleiter Buchhaltung', 'Nordwerk Logistik GmbH · Bremen', '04/2019 – heute'],
        '• Leitung eines Teams von 6 Mitarbeitern',
        ['Softwareentwickler', 'SAP SE · Walldorf', '09/2014 – 03/2019'],
      ),
    );
    expect(names).not.toContain('Microsoft Teams');
  });

  it('does not read a team under a bullet as Microsoft Teams because an employer named Oracle follows (English)', () => {
    const names = skillNames(
      cv(
        'WORK EXPERIENCE',
        ['Accounts Team Lead', 'Harbour Freight Ltd · Bristol', '04/2019 – Present'],
        '• Led Teams of 6 clerks',
        ['Database Administrator', 'Oracle · Reading', '09/2014 – 03/2019'],
      ),
    );
    expect(names).not.toContain('Microsoft Teams');
  });

  it('keeps an ambiguous name supported within a sentence wrapped onto the next line (guard)', () => {
    const names = skillNames([
      { text: 'Jonas Albrecht', size: 20, bold: true },
      'jonas.albrecht@example.de · +49 151 5550 7788',
      { text: 'WORK EXPERIENCE', bold: true, gap: 10 },
      { text: 'DevOps Engineer', bold: true, gap: 6 },
      'Harbour Cloud Ltd · Bristol',
      '04/2019 – Present',
      { text: '• Automated the provisioning of the forty servers of the shop with Ansible', x: 60 },
      { text: 'and Puppet, and moved the release pipeline of the shop to containers', x: 68 },
      { text: '• Wrote the runbooks of the platform team and trained the support engineers', x: 60 },
    ]);
    expect(names).toEqual(expect.arrayContaining(['Ansible', 'Puppet']));
  });
});
