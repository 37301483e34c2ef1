/**
 * Certificates named in bold, each with plain lines under it saying who gave it and when (the
 * provider's name wrapped or long, the period at the end), in six languages (fictional names).
 * The plain lines are no certificates; a vendor set in bold over several dated certificates still is a list.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const bold = (text: string): LineSpec => ({ text, bold: true });

function certsOf(lines: (LineSpec | string)[]) {
  return extractCertifications(buildLayout(documentOf([...head, ...lines])).sections).map((c) => [c.name, c.date]);
}

describe('a bold name over the lines that detail it', () => {
  it.each([
    ['de', 'Weiterbildung', 'Zertifizierte Mediatorin', 'Institut für Konfliktberatung und Mediation Lindenau e.V. 04/2022 – 01/2023', 'Systemische Beratung', 'Inhouse-Fortbildung unter der Leitung von Dipl.-Psych.', 'Karla Weidmann 11/2019 – 06/2020'],
    ['en', 'Certifications', 'Certified Mediator', 'Eastfield Institute for Conflict Resolution and Mediation Studies 04/2022 – 01/2023', 'Family Therapy Certificate', 'In-house training led by the clinical psychologist', 'Dr. Karla Whitman 11/2019 – 06/2020'],
    ['it', 'Certificazioni', 'Mediatrice certificata', 'Istituto di Mediazione e Risoluzione dei Conflitti di Valbruna 04/2022 – 01/2023', 'Certificato in terapia familiare', 'Formazione interna sotto la guida della psicologa', 'Dott.ssa Carla Venturi 11/2019 – 06/2020'],
    ['es', 'Certificaciones', 'Mediadora certificada', 'Instituto de Mediación y Resolución de Conflictos de Sierralta 04/2022 – 01/2023', 'Certificado en terapia familiar', 'Formación interna bajo la dirección de la psicóloga', 'Dra. Carla Vidal 11/2019 – 06/2020'],
    ['fr', 'Certifications', 'Médiatrice certifiée', 'Institut de médiation et de résolution des conflits de Valmont 04/2022 – 01/2023', 'Certificat en thérapie familiale', 'Formation interne sous la direction de la psychologue', 'Dr Carla Vernet 11/2019 – 06/2020'],
    ['pt', 'Certificações', 'Mediadora certificada', 'Instituto de Mediação e Resolução de Conflitos de Serrado 04/2022 – 01/2023', 'Certificado em terapia familiar', 'Formação interna sob a direção da psicóloga', 'Dra. Carla Vieira 11/2019 – 06/2020'],
  ])('%s: "%s"', (_lang, title, first, firstDetail, second, secondDetail, secondDetail2) => {
    expect(certsOf([heading(title), bold(first), firstDetail, bold(second), secondDetail, secondDetail2])).toEqual([
      [first, '2023-01'],
      [second, '2020-06'],
    ]);
  });

  it('a vendor in bold over several dated certificates: they are not read as its details', () => {
    const certs = certsOf([heading('Certifications'), bold('Microsoft'), 'Azure Fundamentals (AZ-900)  2021', 'Azure Administrator Associate (AZ-104)  2022', bold('Amazon Web Services'), 'AWS Certified Cloud Practitioner  2020', 'AWS Certified Developer  2021']);
    expect(certs.map((c) => c[0])).toEqual(expect.arrayContaining(['Azure Administrator Associate (AZ-104)', 'AWS Certified Developer']));
  });
});
