/**
 * An old Europass CV exported to PDF by a word processor whose cells have narrow margins: the grey
 * 9 pt label, right-aligned in its column, ends a few points (about half an em) from the value. The
 * label and the value are two cells: the name after "Surname(s) / First name(s)" is the name, and a
 * label wrapped in its column ("… organisation providing" / "education and training") opens no
 * section. Invented people, employers and schools.
 */
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

type Row = [label: string, value: string, bold?: boolean];

const LABEL_RIGHT = 222;
const VALUE_X = 228;

/** Rows of label and value; a label may wrap onto a second line (`\n`) in its column. */
async function europass(rows: Row[]): Promise<Uint8Array> {
  return pdf((doc) => {
    let y = 50;
    for (const [label, value, bold] of rows) {
      const [first, rest] = label.split('\n');
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      doc.text(first!, LABEL_RIGHT - doc.widthOfString(first!), y + 1, { lineBreak: false });
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5).text(value, VALUE_X, y, { lineBreak: false });
      if (rest) {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        doc.text(rest, LABEL_RIGHT - doc.widthOfString(rest), y + 12, { lineBreak: false });
        y += 12;
      }
      y += 18;
    }
  });
}

const CASES: Record<string, { name: [string, string]; personal: string; work: string; edu: string; labels: Record<string, string>; person: [string, string]; job: [string, string]; school: [string, string]; skills: [string, string] }> = {
  en: {
    name: ['Surname(s) / First name(s)', 'Ashdown Freya'],
    person: ['Freya', 'Ashdown'],
    personal: 'Personal information',
    work: 'Work experience',
    edu: 'Education and training',
    labels: { dates: 'Dates', pos: 'Occupation or position held', emp: 'Name and address of employer', qual: 'Title of qualification awarded', org: 'Name and type of organisation providing\neducation and training' },
    job: ['Data Analyst', 'Brightwater Analytics, Leeds'],
    school: ['BSc in Economics', 'University of Northbridge'],
    skills: ['Computer skills', 'SQL, Python, Excel'],
  },
  it: {
    name: ['Cognome(i) / Nome(i)', 'Brambilla Chiara'],
    person: ['Chiara', 'Brambilla'],
    personal: 'Informazioni personali',
    work: 'Esperienza professionale',
    edu: 'Istruzione e formazione',
    labels: { dates: 'Date', pos: 'Lavoro o posizione ricoperti', emp: 'Nome e indirizzo del datore di lavoro', qual: 'Titolo della qualifica rilasciata', org: "Nome e tipo d'organizzazione erogatrice\ndell'istruzione e formazione" },
    job: ['Analista dati', 'Brivio Sistemi S.r.l., Verona'],
    school: ['Laurea triennale in Economia aziendale', 'Università di Rocca Serena'],
    skills: ['Competenze informatiche', 'SQL, Python, Excel'],
  },
  fr: {
    name: ['Nom(s) / Prénom(s)', 'Fontaine Manon'],
    person: ['Manon', 'Fontaine'],
    personal: 'Informations personnelles',
    work: 'Expérience professionnelle',
    edu: 'Éducation et formation',
    labels: { dates: 'Dates', pos: 'Fonction ou poste occupé', emp: "Nom et adresse de l'employeur", qual: 'Intitulé du certificat ou diplôme délivré', org: "Nom et type de l'établissement\nd'enseignement ou de formation" },
    job: ['Analyste de données', 'Nexalis Conseil, Lyon'],
    school: ['Licence Économie-Gestion', 'Université de Montclaire'],
    skills: ['Compétences informatiques', 'SQL, Python, Excel'],
  },
};

describe('Europass PDF whose label and value cells sit half an em apart', () => {
  for (const [lang, c] of Object.entries(CASES)) {
    it(`reads the name, the job and the school (${lang})`, async () => {
      const rows: Row[] = [
        [c.personal, '', true],
        c.name,
        [c.work, '', true],
        [c.labels.dates!, '03/2019 - 05/2024'],
        [c.labels.pos!, c.job[0]],
        [c.labels.emp!, c.job[1]],
        [c.edu, '', true],
        [c.labels.dates!, '2014 - 2017'],
        [c.labels.qual!, c.school[0]],
        [c.labels.org!, c.school[1]],
        [c.skills[0], c.skills[1], true],
      ];
      const { profile } = await extractAndRun(await europass(rows));
      const name = profile.personal.fullName ?? '';
      expect(name.split(' ').sort()).toEqual([...c.person].sort());
      expect(profile.workExperience.map((w) => w.employer)).toEqual([c.job[1].split(',')[0]]);
      expect(profile.education.map((e) => e.institution)).toEqual([c.school[1]]);
    });
  }
});
