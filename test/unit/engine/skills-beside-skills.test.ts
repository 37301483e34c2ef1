/**
 * What a skills section holds beside skills and is none, in the six languages: interests and
 * references under their own label, a driving licence and one's own vehicle, a spoken language
 * after its level, certificates and courses; and the skill named after a "knowledge of" phrase.
 * Fictional names throughout.
 */
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { collectSkillEvidence } from '../../../src/screen/entities/skills.ts';
import { documentOf } from './synthetic-document.ts';

function skillsUnder(heading: string, lines: string[], certificates: string[] = []) {
  const layout = buildLayout(documentOf([{ text: 'LAURA BIANCHI', size: 22 }, { text: heading, size: 12, bold: true, gap: 10 }, ...lines]));
  return collectSkillEvidence(layout, new Map(), certificates).filter((e) => e.source === 'skills');
}
const written = (heading: string, lines: string[], certificates: string[] = []) => skillsUnder(heading, lines, certificates).map((e) => e.asWritten.toLowerCase());

describe('interests and references labelled inside a skills section', () => {
  it.each([
    ['Competenze', 'Hobby: lettura, calcio, viaggi', 'Interessi: fotografia, cucina'],
    ['Habilidades', 'Aficiones: lectura, fútbol, viajar', 'Intereses: fotografía, cocina'],
    ['Compétences', 'Loisirs : lecture, football, voyages', "Centres d'intérêt : photographie, cuisine"],
    ['Kenntnisse', 'Hobbys: Lesen, Fußball, Reisen', 'Interessen: Fotografie, Kochen'],
    ['Competências', 'Hobbies: leitura, futebol, viagens', 'Interesses: fotografia, culinária'],
    ['Skills', 'Hobbies: reading, football, travelling', 'Interests: photography, cooking'],
  ])('%s: the items of an interests label are no skills', (heading, hobbies, interests) => {
    expect(written(heading, ['Excel, Word, PowerPoint', hobbies, interests])).toEqual(['excel', 'word', 'powerpoint']);
  });

  it.each([
    ['Skills', 'References available upon request'],
    ['Competenze', 'Referenze disponibili su richiesta'],
    ['Habilidades', 'Referencias disponibles a petición'],
    ['Kenntnisse', 'Referenzen auf Anfrage'],
  ])('%s: a references line is no skill', (heading, line) => {
    expect(written(heading, ['Excel, Word, PowerPoint', line])).toEqual(['excel', 'word', 'powerpoint']);
  });
});

describe('licences, own vehicles and spoken languages among skills', () => {
  it.each([
    ['Competenze', 'Patente B, automunito'],
    ['Competenze', 'Patente di guida: B'],
    ['Habilidades', 'Carnet de conducir tipo B, vehículo propio'],
    ['Compétences', 'Permis B – véhiculé'],
    ['Kenntnisse', 'Führerschein Klasse B, eigener PKW'],
    ['Competências', 'Carta de condução categoria B, viatura própria'],
    ['Skills', 'Full driving licence, own car'],
  ])('%s: "%s" is no skill', (heading, line) => {
    expect(written(heading, ['Excel, Word, PowerPoint', line])).toEqual(['excel', 'word', 'powerpoint']);
  });

  it('keeps a skill about vehicles', () => {
    expect(written('Compétences', ['Entretien de véhicules, Diagnostic électronique'])).toHaveLength(2);
  });

  it.each([
    ['Skills', 'Conversational French'],
    ['Habilidades', 'Conversacional Inglés'],
  ])('%s: a level before a language names a spoken language', (heading, line) => {
    expect(written(heading, ['Excel, Word, PowerPoint', line])).toEqual(['excel', 'word', 'powerpoint']);
  });
});

describe('certificates and courses listed among skills', () => {
  it.each([
    ['Competenze', 'Certificazione ECDL Full Standard', 'ECDL Full Standard'],
    ['Skills', 'CompTIA Network+', 'CompTIA Network+ (2019)'],
    ['Skills', 'Certified ScrumMaster (CSM)', 'Certified ScrumMaster (CSM)'],
    ['Habilidades', 'Certificado de manipulador de alimentos', 'Certificado de manipulador de alimentos'],
    ['Compétences', 'Attestation de formation SST', 'Attestation de formation SST'],
    ['Kenntnisse', 'Zertifikat Projektmanagement', 'Zertifikat Projektmanagement'],
    ['Competências', 'Certificação ITIL', 'Certificação ITIL'],
  ])('%s: a certificate the certifications report is no skill', (heading, item, certificate) => {
    expect(written(heading, ['Excel, Word, PowerPoint', item], [certificate])).toEqual(['excel', 'word', 'powerpoint']);
  });

  it('keeps a certificate that only the skills list names (a job board prints it there)', () => {
    expect(written('Skills', ['Excel, CPR Certified'])).toHaveLength(2);
  });

  it.each([
    ['Competenze', 'Corso di primo soccorso (2019)'],
    ['Habilidades', 'Curso de Excel avanzado'],
    ['Compétences', 'Cours de secourisme'],
    ['Kenntnisse', 'Kurs in Buchhaltung'],
    ['Competências', 'Curso de primeiros socorros'],
    ['Skills', 'Course in bookkeeping'],
  ])('%s: a course is no skill', (heading, course) => {
    expect(written(heading, ['Excel, Word, PowerPoint', course])).toEqual(['excel', 'word', 'powerpoint']);
  });

  it('keeps what a nurse lists as skills (BLS, ACLS) and skills with a course word', () => {
    expect(written('Skills', ['BLS, ACLS, Wound care', 'Staff training, Workshop facilitation', 'Training and development'], ['BLS Provider'])).toHaveLength(6);
  });
});

describe('the skill after a "knowledge of" phrase', () => {
  it.each([
    ['Habilidades', 'Conocimientos básicos de AutoCAD', 'AutoCAD'],
    ['Competências', 'Noções de AutoCAD', 'AutoCAD'],
    ['Compétences', 'Utilisation de SAP', 'SAP'],
    ['Competenze', 'Nozioni di AutoCAD', 'AutoCAD'],
    ['Kenntnisse', 'Grundlagen in AutoCAD', 'AutoCAD'],
  ])('%s: "%s" is %s', (heading, line, skill) => {
    const found = skillsUnder(heading, [line]);
    expect(found.map((e) => e.name)).toEqual([skill]);
  });
});

describe('notes and sentence pieces split off by commas', () => {
  it.each([
    ['Competenze', 'C++ (Scuola, previa ripasso)', ['c++']],
    ['Skills', 'Java (school, self-taught)', ['java']],
    ['Habilidades', 'Python (autodidacta, universidad)', ['python']],
  ])('%s: words in brackets after a skill say how it was learnt', (heading, line, expected) => {
    expect(written(heading, [line])).toEqual(expected);
  });

  it('keeps a list in brackets and module codes', () => {
    expect(written('Skills', ['Python (Django, Flask)'])).toEqual(['python', 'django', 'flask']);
    expect(written('Kenntnisse', ['SAP (FI-CO, MM)'])).toEqual(['sap', 'mm']);
  });

  it.each([
    ['Competenze', '• Veloce comprensione di nuovi linguaggi, materiali, ecc.', 'materiali'],
    ['Competências', '• Facilidade em aprender novas ferramentas, linguagens, etc.', 'linguagens'],
    ['Compétences', "• Rapidité d'apprentissage de nouveaux outils, langages, etc.", 'langages'],
    ['Skills', '• Ability to operate forklifts, backhoes, pallet trucks and other machinery', 'backhoes'],
  ])('%s: the words a sentence sets apart with commas are no items', (heading, line, piece) => {
    expect(written(heading, [line, '• Excel, Word'])).not.toContain(piece);
  });

  it('keeps the items of a list whose first item is a known skill', () => {
    expect(written('Competenze', ['Gestione del magazzino, inventari, spedizioni'])).toHaveLength(3);
  });
});

describe('subjects of a course listed under a degree', () => {
  it.each([
    ['Istruzione', 'Laurea in Informatica, Università di Nordvalle 2016 – 2019', 'Conoscenze tecniche: Sistemi operativi, Reti, Basi di dati, Java'],
    ['Formación', 'Grado en Informática, Universidad de Nortevalle 2016 – 2019', 'Conocimientos técnicos: Sistemas operativos, Redes, Bases de datos, Java'],
    ['Formation', 'Licence Informatique, Université de Nordval 2016 – 2019', "Compétences techniques : Systèmes d'exploitation, Réseaux, Bases de données, Java"],
    ['Ausbildung', 'B.Sc. Informatik, Hochschule Nordtal 2016 – 2019', 'Fachkenntnisse: Betriebssysteme, Datenbanken, Java'],
    ['Formação', 'Licenciatura em Informática, Universidade do Norte 2016 – 2019', 'Conhecimentos técnicos: Sistemas operacionais, Redes, Bancos de dados, Java'],
    ['Education', 'BSc Computer Science, University of Northvale 2016 – 2019', 'Technical skills: Operating systems, Databases, Java'],
  ])('%s: a skills label under a degree lists subjects; its tools stay', (heading, degree, line) => {
    const layout = buildLayout(documentOf([{ text: 'LAURA BIANCHI', size: 22 }, { text: heading, size: 12, bold: true, gap: 10 }, { text: degree, bold: true }, line]));
    const names = new Set(collectSkillEvidence(layout, new Map()).map((e) => e.name));
    expect([...names]).toEqual(['Java']);
  });
});

describe('a level or knowledge word opening a phrase', () => {
  it.each([
    ['Skills', 'Proficient in Microsoft Office Power Point', ['Microsoft Office', 'Microsoft PowerPoint']],
    ['Skills', 'Familiar with CI/CD mobile', ['CI/CD']],
  ])('%s: "%s" gives the skills it names', (heading, line, expected) => {
    expect(skillsUnder(heading, [line]).map((e) => e.name)).toEqual(expected);
  });
});

describe('a spoken language written as a phrase', () => {
  it.each([
    ['Skills', 'Good command of English'],
    ['Skills', 'Native Italian speaker'],
    ['Kenntnisse', 'Gute Englischkenntnisse'],
    ['Kenntnisse', 'Französischkenntnisse B1'],
  ])('%s: "%s" is a language, no skill', (heading, line) => {
    expect(written(heading, ['Excel, Word, PowerPoint', line])).toEqual(['excel', 'word', 'powerpoint']);
  });

  it('keeps a skill beside a language word', () => {
    expect(written('Kenntnisse', ['SAP-Kenntnisse, Public speaking'])).toHaveLength(2);
  });
});

describe('the year a skill is used since', () => {
  it.each([
    ['Skills', 'Python since 2018', 'Python'],
    ['Competenze', 'Java dal 2015', 'Java'],
    ['Habilidades', 'SAP desde 2019', 'SAP'],
    ['Compétences', 'Excel depuis 2012', 'Microsoft Excel'],
    ['Kenntnisse', 'SAP seit 2016', 'SAP'],
  ])('%s: "%s" is %s', (heading, line, skill) => {
    expect(skillsUnder(heading, [line]).map((e) => e.name)).toEqual([skill]);
  });
});
