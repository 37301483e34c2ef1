/**
 * A role's field written with it: a department after the role noun ("Sachbearbeiterin Buchhaltung",
 * "Impiegata Ufficio Acquisti") is no employer, and an "at" word joining the role to its field
 * ("Estágio em contabilidade na …", "Assistante au service comptable chez …") gives way to the one that names
 * the employer.
 */
import { describe, expect, it } from 'vitest';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const entries = (heading: string, lines: (LineSpec | string)[]) =>
  extractExperience(buildLayout(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, { text: heading, size: 13, bold: true, gap: 10 }, ...lines])).sections).map(
    (e) => [e.title, e.employer, e.start, e.current ? 'present' : e.end],
  );

describe('experience: a department after the role under an employer that groups the roles', () => {
  const cases: Array<[string, string, string, string, string, string]> = [
    ['de', 'Berufserfahrung', 'Hallberg Maschinenbau GmbH, Stuttgart', 'heute', 'Leiter Vertrieb', 'Sachbearbeiterin Buchhaltung'],
    ['de', 'Berufserfahrung', 'Kessler & Roth KG, Augsburg', 'heute', 'Teamleiter Einkauf', 'Referentin Personal'],
    ['it', 'Esperienza professionale', 'Ferretti Logistica S.r.l., Bologna', 'oggi', 'Responsabile Amministrazione', 'Impiegata Ufficio Acquisti'],
  ];
  for (const [lang, heading, org, now, role1, role2] of cases) {
    it(`keeps "${role2}" whole and gives it the group's employer (${lang})`, () => {
      const got = entries(heading, [
        { text: org, bold: true, gap: 4, cells: [[450, `2015 – ${now}`]] },
        { text: role1, cells: [[450, `2019 – ${now}`]] },
        { text: 'Betreuung der Kunden und Lieferanten', x: 64 },
        { text: role2, cells: [[450, '2015 – 2019']] },
        { text: 'Betreuung der Kunden und Lieferanten', x: 64 },
      ]);
      const employer = org.replace(/, [^,]+$/, '');
      expect(got).toEqual([
        [role1, employer, '2019', 'present'],
        [role2, employer, '2015', '2019'],
      ]);
    });
  }
});

describe('experience: the "at" word that names the employer, after one that joins the role to its field', () => {
  const cases: Array<[string, string, string, string, string]> = [
    ['pt', 'Experiência profissional', 'Estágio em contabilidade na Ribeiro & Costa Lda.', 'Estágio em contabilidade', 'Ribeiro & Costa Lda.'],
    ['pt', 'Experiência profissional', 'Estagiária em marketing no Banco Atlântico S.A.', 'Estagiária em marketing', 'Banco Atlântico S.A.'],
    ['fr', 'Expérience professionnelle', 'Assistante au service comptable chez Maison Verlaine SAS', 'Assistante au service comptable', 'Maison Verlaine SAS'],
  ];
  for (const [lang, heading, line, title, employer] of cases) {
    it(`splits "${line}" (${lang})`, () => {
      const got = entries(heading, [
        { text: line, bold: true, gap: 4, cells: [[450, '2015 – 2016']] },
        { text: 'Apoio à direção financeira e relatórios mensais', x: 64 },
      ]);
      expect(got).toEqual([[title, employer, '2015', '2016']]);
    });
  }
});
