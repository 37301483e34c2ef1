import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { collectSkillEvidence } from '../../../src/screen/entities/skills.ts';
import { isLanguageGrid, isLevelOnly } from '../../../src/screen/entities/skill-items.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

function skillsOf(lines: (LineSpec | string)[]): string[] {
  const layout = buildLayout(
    documentOf([{ text: 'LAURA BIANCHI', size: 22 }, { text: 'Skills', size: 12, bold: true, gap: 10 }, ...lines]),
  );
  return collectSkillEvidence(layout, new Map())
    .filter((e) => e.source === 'skills')
    .map((e) => e.asWritten);
}

describe('skills list items', () => {
  it.each(['Advanced', 'sehr gut', 'B2', '4/5', '★★★☆☆', '(Expert)', 'Intermedio (B1)', 'Avançado', 'Courant', 'Utente avanzato', 'Utente intermedio', 'Basic user', 'Utilisateur expérimenté', 'Anfänger'])('%s is a level, not a skill', (text) => {
    expect(isLevelOnly(text)).toBe(true);
  });

  it.each(['Python', 'Excel 2016', 'Wound care', 'R'])('%s is no level', (text) => {
    expect(isLevelOnly(text)).toBe(false);
  });

  it.each([
    'Mother tongue(s) English',
    'Other language(s)',
    'UNDERSTANDING SPEAKING WRITING',
    'Hören Lesen An Gesprächen teilnehmen',
    'Portuguese B1 A2 B2 A2 B1',
    'Langue(s) maternelle(s) Français',
    'Lingue straniere Tedesco',
    'Hören Lesen An Gesprächen Zusammenhäng',
    'teilnehmen endes Sprechen',
  ])('%s is a line of a language table', (text) => {
    expect(isLanguageGrid(text)).toBe(true);
  });

  it.each(['Writing', 'Java, Python', 'English teaching, Excel', 'Technical writing, Public speaking'])('%s is no language table', (text) => {
    expect(isLanguageGrid(text)).toBe(false);
  });

  it('drops level columns and keeps the skill of a rated row', () => {
    const names = skillsOf([
      { text: 'Kotlin', cells: [[300, 'Advanced']] },
      { text: 'Wound dressing', cells: [[300, 'Expert']] },
      'Scala: intermediate',
    ]);
    expect(names).toContain('Kotlin');
    expect(names).toContain('Wound dressing');
    expect(names).toContain('Scala');
    expect(names.some((n) => /advanced|expert|intermediate/i.test(n))).toBe(false);
  });

  it('strips a level written after the skill', () => {
    const names = skillsOf(['Quilt restoration (advanced), Loom threading – expert, Bobbin lace B2']);
    expect(names).toEqual(['Quilt restoration', 'Loom threading', 'Bobbin lace']);
  });

  it('reads no dates, places, companies, licences or language rows as skills', () => {
    const names = skillsOf([
      'Kotlin, marzo 2018, Verona, Foobar Tecnologie S.r.l., Driving licence B',
      'Mother tongue(s) Italian',
      { text: 'English', cells: [[200, 'B2'], [260, 'C1'], [320, 'B2']] },
    ]);
    expect(names).toEqual(['Kotlin']);
  });

  it('joins a skill name broken by the end of a line of a list', () => {
    const names = skillsOf(['Photoshop, Illustrator, After', 'Effects, Blender']);
    expect(names).toContain('After Effects');
    expect(names).not.toContain('Effects');
  });

  it('reads a long comma list of short items as a list, not as prose', () => {
    const names = skillsOf([
      'Filing, Scheduling, Data Entry, Bookkeeping, Front Desk, Mail Sorting, Office Supplies, Invoice Processing, Records Keeping',
    ]);
    expect(names).toContain('Front Desk');
    expect(names).toContain('Mail Sorting');
  });

  it('keeps only the known skills of a sentence run into a list', () => {
    const names = skillsOf(['Kotlin, Realizzazione di pipeline di rilascio continuo con Jenkins e Docker']);
    expect(names).toContain('Kotlin');
    expect(names).toContain('Jenkins');
    expect(names.some((n) => n.startsWith('Realizzazione'))).toBe(false);
  });
});

describe('skills in experience entries', () => {
  it('reads no skill from the job title or the employer, but from the duties', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'LAURA BIANCHI', size: 22 },
        { text: 'Experience', size: 12, bold: true, gap: 10 },
        { text: 'Head of Supply Chain', bold: true },
        { text: 'Norvale Logistics GmbH', cells: [[420, '2019 – 2024']] },
        '• Planned weekly replenishment of three warehouses in SAP and reported stock figures in Power BI to the board',
      ]),
    );
    const names = collectSkillEvidence(layout, new Map()).map((e) => e.name);
    expect(names).toContain('Power BI');
    expect(names).toContain('SAP');
    expect(names).not.toContain('Supply chain management');
    expect(names).not.toContain('Logistics management');
  });
});

describe('skills in the header', () => {
  it('reads no skill from contact lines (postcodes, province codes, profile labels)', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'LAURA BIANCHI', size: 22 },
        'Rua das Flores, 12, Campinas - SP, CEP 13010-000',
        'GitHub: github.com/laurabianchi-dev',
        { text: 'Experience', size: 12, bold: true, gap: 10 },
        '• Built dashboards in Power BI for the sales team',
      ]),
    );
    const names = collectSkillEvidence(layout, new Map()).map((e) => e.name);
    expect(names).toContain('Power BI');
    expect(names).not.toContain('GitHub');
    expect(names).not.toContain('Six Sigma');
  });
});

describe('run-in headings', () => {
  it('reads a known skill that opens a line as a run-in heading', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'LAURA BIANCHI', size: 22 },
        { text: 'Experience', size: 12, bold: true, gap: 10 },
        'Risk Management: reviewed the exposure of four funds every quarter and reported to the board',
        'Research was part of every project we ran for the clients of the firm',
      ]),
    );
    const names = collectSkillEvidence(layout, new Map()).map((e) => e.name);
    expect(names).toContain('Risk management');
    expect(names).not.toContain('Research');
  });
});

describe('job heading lines with dates', () => {
  it('reads no skill from a heading line that carries the dates of the job', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'LAURA BIANCHI', size: 22 },
        { text: 'Experience', size: 12, bold: true, gap: 10 },
        { text: 'Coordenadora na Brisamar Logística S.A.', cells: [[420, '03/2021 - 02/2024']] },
        '• Reduced picking errors by a third with a new slotting plan in SAP EWM',
      ]),
    );
    const names = collectSkillEvidence(layout, new Map()).map((e) => e.name);
    expect(names).not.toContain('Logistics management');
    expect(names.some((n) => n.startsWith('SAP'))).toBe(true);
  });
});

describe('wrapped headings', () => {
  it('reads no skill from the rest of a heading wrapped onto the list', () => {
    const names = skillsOf(['techniques', 'Kotlin, Gradle', 'linguistiche']);
    expect(names).toContain('Kotlin');
    expect(names).not.toContain('techniques');
    expect(names).not.toContain('linguistiche');
  });
});

/** Skill names read from a CV whose only section opens with the given heading. */
function skillsUnder(heading: string, lines: (LineSpec | string)[]): string[] {
  const layout = buildLayout(documentOf([{ text: 'Marta Quintela', size: 22 }, { text: heading, size: 12, bold: true, gap: 10 }, ...lines]));
  return collectSkillEvidence(layout, new Map()).map((e) => e.asWritten);
}

describe('Europass self-assessment grids', () => {
  it.each([
    ['Competenze digitali', 'AUTOVALUTAZIONE', ['Elaborazione delle', 'informazioni'], ['Comunicazione', 'Sicurezza'], 'Utente avanzato', 'Competenze digitali - Scheda per l’autovalutazione'],
    ['Competencias digitales', 'AUTOEVALUACIÓN', ['Tratamiento de', 'la información'], ['Comunicación', 'Seguridad'], 'Usuario competente', 'Competencias digitales - Tabla de autoevaluación'],
    ['Compétences numériques', 'AUTO-ÉVALUATION', ['Traitement de', 'l’information'], ['Communication', 'Sécurité'], 'Utilisateur expérimenté', 'Compétences numériques - Grille d’autoévaluation'],
    ['Digitale Kompetenzen', 'SELBSTBEURTEILUNG', ['Erstellung von', 'Inhalten'], ['Kommunikation', 'Sicherheit'], 'Kompetente Verwendung', 'Digitale Kompetenzen - Raster zur Selbstbeurteilung'],
    ['Competências digitais', 'AUTOAVALIAÇÃO', ['Processamento de', 'informação'], ['Comunicação', 'Segurança'], 'Utilizador avançado', 'Competências digitais - Grelha de autoavaliação'],
    ['Digital skills', 'SELF-ASSESSMENT', ['Information', 'processing'], ['Communication', 'Safety'], 'Proficient user', 'Digital skills - Self-assessment grid'],
  ])('%s: the grid gives no skill, the lines after it do', (heading, title, area1, area2, level, footer) => {
    const names = skillsUnder(heading, [
      title,
      { text: area1[0]!, cells: [[250, area2[0]!]] },
      { text: area1[1]!, cells: [[250, area2[1]!]] },
      { text: level, cells: [[250, level], [450, level]] },
      footer,
      'Kotlin, Gradle, PostgreSQL',
    ]);
    expect(names).toEqual(['Kotlin', 'Gradle', 'PostgreSQL']);
  });

  it('reads no skill from the legend of the CEFR levels', () => {
    expect(skillsOf(['Livelli: A1 e A2: Utente base - B1 e B2: Utente autonomo - C1 e C2: Utente avanzato', 'Kotlin, Gradle'])).toEqual(['Kotlin', 'Gradle']);
    expect(skillsOf(['Niveaux: A1 et A2: utilisateur élémentaire - B1 et B2: utilisateur indépendant', 'Kotlin'])).toEqual(['Kotlin']);
  });

  it('keeps a list that names self-assessment as one of its items', () => {
    expect(skillsOf(['Reflective practice, Self-assessment, Peer review'])).toContain('Self-assessment');
  });
});

describe('skills headings of the six languages', () => {
  it.each([
    'Programming languages',
    'Linguaggi di programmazione',
    'Lenguajes de programación',
    'Langages de programmation',
    'Programmiersprachen',
    'Linguagens de programação',
    'Compétences numériques',
    'Competencias digitales',
    'Conhecimentos de informática',
    'Conocimientos de informática',
    'Digitale Kompetenzen',
    'Erste Kenntnisse in',
  ])('reads the list under "%s"', (heading) => {
    expect(skillsUnder(heading, ['Kotlin', 'Gradle', 'PostgreSQL'])).toEqual(['Kotlin', 'Gradle', 'PostgreSQL']);
  });

  it('reads the entry that a skills sub-heading interrupted as an entry, not as a list', () => {
    const names = skillsUnder('Linguaggi di programmazione', [
      'Kotlin',
      'Gradle',
      { text: '09/2009 – 06/2013', cells: [[200, 'Diploma di perito informatico']] },
      'Istituto Tecnico Valdarno, Pontenuovo (Italia)',
      'Disegno tecnico',
      'Sviluppo di un gestionale in Java per il laboratorio',
    ]);
    expect(names).toEqual(expect.arrayContaining(['Kotlin', 'Gradle', 'Java']));
    expect(names).not.toContain('Disegno tecnico');
    expect(names).not.toContain('Istituto Tecnico Valdarno');
  });
});

describe('German nouns in running text', () => {
  it('reads no skill from a German noun the capital marks as a noun, but names with their own marks', () => {
    const names = skillsUnder('Berufserfahrung', [
      { text: 'Sachbearbeiterin Finanzen', cells: [[420, '03/2019 - 02/2024']] },
      'Zuständig für Buchhaltung und Kundenpflege, Monatsabschlüsse in SAP und PowerPoint-Berichte',
    ]);
    expect(names).toEqual(expect.arrayContaining(['SAP']));
    expect(names).not.toContain('Buchhaltung');
    expect(names).not.toContain('Kundenpflege');
  });

  it('keeps the names of English running text, not the concepts a capital does not make names', () => {
    const names = skillsUnder('Experience', [
      { text: 'Finance Officer', cells: [[420, '03/2019 - 02/2024']] },
      'Ran Accounts Payable and the month-end close in SAP for three subsidiaries',
    ]);
    // A concept the languages translate is the job's topic in a sentence (skills-precision.test.ts).
    expect(names).toContain('SAP');
    expect(names).not.toContain('Accounts Payable');
  });
});

describe('sentences in a skills section', () => {
  it.each([
    ['Competenze', 'Buona conoscenza della programmazione concorrente e dello sviluppo software con Kotlin e Gradle in progetti reali', ['programmazione', 'sviluppo software']],
    ['Competencias', 'Experiencia en desarrollo de software y en programación de servicios con Kotlin y Gradle en proyectos reales', ['desarrollo de software', 'programación']],
    ['Competências', 'Experiência em desenvolvimento de software e em programação de serviços com Kotlin e Gradle em projetos reais', ['desenvolvimento de software', 'programação']],
  ])('%s: names the skills it names, not the common nouns around them', (heading, sentence, nouns) => {
    const names = skillsUnder(heading, [sentence]);
    expect(names).toEqual(expect.arrayContaining(['Kotlin', 'Gradle']));
    for (const n of nouns) expect(names).not.toContain(n);
  });
});

describe('notes and fillers around list items', () => {
  const named = (lines: (LineSpec | string)[]) => {
    const layout = buildLayout(documentOf([{ text: 'LAURA BIANCHI', size: 22 }, { text: 'Skills', size: 12, bold: true, gap: 10 }, ...lines]));
    return collectSkillEvidence(layout, new Map()).filter((e) => e.source === 'skills').map((e) => e.name);
  };

  it.each([
    ['it', 'Python (Da solo), PHP (Scuola), JavaScript'],
    ['en', 'Python (self-taught), PHP (school), JavaScript'],
    ['es', 'Python (autodidacta), PHP (universidad), JavaScript'],
  ])('%s: a note in brackets after a known skill is no part of it', (_lang, line) => {
    expect(named([line])).toEqual(['Python', 'PHP', 'JavaScript']);
  });

  it.each(['Java, Python, Git, etc.', 'Java, Python, Git, ecc.', 'Java, Python, Git usw.', 'Java, Python, Git, entre otros'])('"%s" names no skill in its filler', (line) => {
    expect(named([line])).toEqual(['Java', 'Python', 'Git']);
  });
});
