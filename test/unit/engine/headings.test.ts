import { describe, expect, it } from 'vitest';
import { headingKind, isDocumentTitle } from '../../../src/knowledge/lexicons/headings.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf } from './synthetic-document.ts';

describe('section headings', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['Esperienze lavorative', 'experience'],
    ['Experiencia profesional', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Experiência profissional', 'experience'],
    ['Istruzione e formazione', 'education'],
    ['Formación académica', 'education'],
    ['Formation', 'education'],
    ['Ausbildung', 'education'],
    ['Formação académica', 'education'],
    ['Competenze', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Compétences techniques', 'skills'],
    ['Lingue', 'languages'],
    ['Sprachkenntnisse', 'languages'],
    ['Idiomas', 'languages'],
    ['Certificaciones', 'certifications'],
    ['Zusatzqualifikationen', 'certifications'],
    ['Centres d’intérêt', 'interests'],
    ['Enlaces', 'contact'],
    ['Liens', 'contact'],
    ['Ligações', 'contact'],
    ['E X P E R I E N C E', 'experience'],
    ['— F O R M A Z I O N E —', 'education'],
    ['EXPERIENCE:', 'experience'],
    ['Skills & Interests', 'skills'],
    ['Professional Experiences', 'experience'],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it.each([
    ['Databases', 'en'],
    ['Frameworks', 'en'],
    ['Datenbanken', 'de'],
    ['Betriebssysteme', 'de'],
    ['Soziale Kompetenzen', 'de'],
    ['Stärken', 'de'],
    ['Sistemi operativi', 'it'],
    ['Punti di forza', 'it'],
    ['Competenze organizzative', 'it'],
    ['Bases de datos', 'es'],
    ['Fortalezas', 'es'],
    ['Otras habilidades', 'es'],
    ['Logiciels', 'fr'],
    ['Points forts', 'fr'],
    ['Autres compétences', 'fr'],
    ['Banco de dados', 'pt'],
    ['Pontos fortes', 'pt'],
    ['Outras competências', 'pt'],
  ])('"%s" heads a list of skills (%s): technical groups and personal strengths', (text) => {
    expect(headingKind(text)).toBe('skills');
  });

  it('refuses ordinary lines and knows document titles', () => {
    expect(headingKind('Senior Software Engineer')).toBeNull();
    expect(headingKind('Managed a team of experience designers')).toBeNull();
    expect(isDocumentTitle('Curriculum Vitae')).toBe(true);
    expect(isDocumentTitle('Europass Curriculum Vitae')).toBe(true);
    expect(isDocumentTitle('Lebenslauf')).toBe(true);
  });

  it('builds sections from headings that stand out, letter-spaced ones included', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'MARIA ROSSI', size: 22 },
        { text: 'Sviluppatrice Backend', size: 12 },
        { text: 'E S P E R I E N Z E', size: 12, bold: true, gap: 10 },
        'Sviluppatrice Java',
        { text: 'Acme S.p.A., Milano', cells: [[420, 'mar. 2019 – oggi']] },
        { text: 'C O M P E T E N Z E', size: 12, bold: true, gap: 10 },
        'Java · Spring · PostgreSQL',
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'skills']);
    expect(layout.sections[0]!.lines.map((l) => l.text)).toEqual(['MARIA ROSSI', 'Sviluppatrice Backend']);
  });
});

describe('headings read by OCR', () => {
  it('ignores a rule that OCR read as a run of one character', () => {
    expect(headingKind('Work Experience 0000000000000')).toBe('experience');
    expect(headingKind('Honors & Awards ————')).toBe('awards');
  });
});

describe('headings the lexicon learned from unseen CVs, in six languages', () => {
  it.each([
    ['Berufliche Praxis', 'experience'],
    ['Beruflicher Werdegang', 'experience'],
    ['Arbeitserfahrung', 'experience'],
    ['Atuação profissional', 'experience'],
    ['Experiências de trabalho', 'experience'],
    ['Esperienze di lavoro', 'experience'],
    ['Experiencias laborales', 'experience'],
    ['Emplois occupés', 'experience'],
    ['Employment background', 'experience'],
    ['Schulische Bildung', 'education'],
    ['Percurso académico', 'education'],
    ['Formazione universitaria', 'education'],
    ['Estudios universitarios', 'education'],
    ['Cursus universitaire', 'education'],
    ['Academic training', 'education'],
    ['Wehrdienst', 'other'],
    ['Servizio militare', 'other'],
    ['Outros cursos', 'other'],
    ['Expériences bénévoles', 'volunteering'],
    ['Proyectos realizados', 'projects'],
    ['Abschlüsse und Ausbildungen', 'education'],
    ['Freiberufliche Tätigkeit', 'experience'],
    ['Libera professione', 'experience'],
    ['Trabajo autónomo', 'experience'],
    ['Activité indépendante', 'experience'],
    ['Trabalho autônomo', 'experience'],
    ['Freelance work', 'experience'],
    // The new Europass in German, and its parts.
    ['ALLGEMEINE UND BERUFLICHE BILDUNG', 'education'],
    ['Berufliche Bildung', 'education'],
    ['Schulische und berufliche Bildung', 'education'],
    // Vocational education, and a form's numbered blocks of it.
    ['Formation professionnelle', 'education'],
    ['Formation professionnelle 2', 'education'],
    ['Formación profesional', 'education'],
    ['Formação profissional', 'education'],
    // Certificate headings written with a joined compound or a qualifier.
    ['Fort- und Weiterbildungen', 'certifications'],
    ['FORT- UND WEITERBILDUNG', 'certifications'],
    ['Weiter- und Fortbildungen', 'certifications'],
    ['Certifications professionnelles', 'certifications'],
    ['Professional Licenses', 'certifications'],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('joins two headings around a joiner next to an accented letter ("Formação e …")', () => {
    expect(headingKind('Formação e certificações')).toBe('education');
    expect(headingKind('Educação e formação')).toBe('education');
    expect(headingKind('Formación y cursos')).toBe('education');
  });

  it.each([
    ['My Experience', 'experience'],
    ['La mia formazione', 'education'],
    ['Le mie esperienze', 'experience'],
    ['Mi experiencia laboral', 'experience'],
    ['Mes expériences', 'experience'],
    ['Mon parcours', 'experience'],
    ['Meine Ausbildung', 'education'],
    ['As minhas experiências', 'experience'],
    ['Minha formação acadêmica', 'education'],
  ])('a possessive before a heading: %s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('a possessive before anything else is no heading', () => {
    expect(headingKind('My name is Jane')).toBeNull();
    expect(headingKind('Mi ciudad natal')).toBeNull();
    expect(headingKind('Ma')).toBeNull();
  });
});

describe('LaTeX accents drawn as glyphs of their own', () => {
  const tex = (lines: string[]) => {
    const doc = documentOf(lines.map((text) => ({ text, size: 11, bold: true, gap: 10 })));
    for (const run of doc.pages[0]!.lines) run.fontName = 'CMBX12';
    return doc;
  };

  it('joins each accent to its letter, so the headings read as written', () => {
    const layout = buildLayout(tex(['Jo˜ao Paix˜ao', 'Forma¸c˜ao Acadˆemica', 'Universidade de Vila Nova', 'Atua¸c˜ao Profissional', 'Analista de dados']));
    expect(layout.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['header', null],
      ['education', 'Formação Acadêmica'],
      ['experience', 'Atuação Profissional'],
    ]);
    expect(layout.lines[0]!.text).toBe('João Paixão');
  });

  it('leaves an acute used as an apostrophe, and other fonts, alone', () => {
    expect(buildLayout(tex(['Master´s degree'])).lines[0]!.text).toBe('Master´s degree');
    expect(buildLayout(documentOf(['Forma¸c˜ao'])).lines[0]!.text).toBe('Forma¸c˜ao');
  });
});

describe('entry lines that start with a heading word', () => {
  it('an entry set in its own bold, unlike the headings, stays in its section', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Claire Exemple', size: 20 },
        { text: 'EXPÉRIENCE PROFESSIONNELLE', size: 12, bold: true, gap: 10 },
        { text: 'Conseillère clientèle', size: 10.5, bold: true },
        'Banque du Littoral, Vannes (2019/2023)',
        'Accueil et conseil de la clientèle des particuliers et des professionnels',
        'Suivi d’un portefeuille de deux cents clients, ventes de produits d’épargne',
        { text: 'FORMATION', size: 12, bold: true, gap: 10 },
        { text: 'Formation Conseillère Bancaire', size: 10.5, bold: true },
        'Institut de Ploërmel (2018)',
        { text: 'Certificat Professionnel Vente', size: 10.5, bold: true },
        'Lycée des Remparts (2016)',
      ]),
    );
    expect(layout.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['header', null],
      ['experience', 'EXPÉRIENCE PROFESSIONNELLE'],
      ['education', 'FORMATION'],
    ]);
  });

  it('a heading that shares the look of the others still opens a section of its first word', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Luca Esempio', size: 20 },
        { text: 'FORMAZIONE', bold: true, gap: 10 },
        'Diploma di perito tecnico, Istituto Volta (2014)',
        { text: 'ESPERIENZE LAVORATIVE E SPORTIVE', bold: true, gap: 10 },
        'Magazziniere, Logistica Colle (2015 – 2020)',
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'education', 'experience']);
  });

  it.each([
    ['it', 'ISTRUZIONE E FORMAZIONE', 'LAUREA IN INFORMATICA – UNIVERSITÀ DI VALDORO', 'COMPETENZE'],
    ['en', 'EDUCATION', 'SOFTWARE ARCHITECT · SECURITY EXPERT', 'SKILLS'],
    ['es', 'FORMACIÓN', 'GRADO EN INFORMÁTICA | UNIVERSIDAD DE VALDELUNA', 'HABILIDADES'],
    ['de', 'AUSBILDUNG', 'SOFTWARE-ENTWICKLER · SCHWERPUNKT SICHERHEIT', 'KENNTNISSE'],
  ])('a title line of pieces set like the headings stays in its section (%s)', (_lang, heading, title, next) => {
    const layout = buildLayout(
      documentOf([
        { text: 'Nome Esempio', size: 20 },
        { text: heading, size: 12, bold: true, gap: 10 },
        { text: title, size: 12, bold: true },
        '2014 – 2018, Valdoro',
        'Tesi sui sistemi distribuiti, relatore prof. Rossi',
        { text: next, size: 12, bold: true, gap: 10 },
        'Java, SQL',
        'Docker, Kubernetes',
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'education', 'skills']);
    expect(layout.sections[1]!.lines.map((l) => l.text)).toContain(title);
  });

  it.each([
    ['it', 'LA MIA FORMAZIONE', 'LE MIE ESPERIENZE SUL CAMPO', 'Dal 2019 allenatore di atletica, Polisportiva Colle'],
    ['fr', 'MA FORMATION', 'MES EXPÉRIENCES DE TERRAIN', 'Depuis 2019 entraîneur d’athlétisme, Club des Remparts'],
    ['es', 'MI FORMACIÓN', 'MIS EXPERIENCIAS EN EL CAMPO', 'Desde 2019 entrenador de atletismo, Club Valdeluna'],
    ['pt', 'MINHA FORMAÇÃO', 'MINHAS EXPERIÊNCIAS NO TERRENO', 'Desde 2019 treinador de atletismo, Clube do Minho'],
  ])('a heading whose noun follows a possessive names the noun’s kind, whatever qualifies it (%s)', (_lang, education, experience, line) => {
    const layout = buildLayout(
      documentOf([
        { text: 'Nome Esempio', size: 20 },
        { text: education, size: 14, bold: true, gap: 10 },
        'Laurea in Scienze Motorie (2018)',
        { text: experience, size: 14, bold: true, gap: 10 },
        line,
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'education', 'experience']);
  });
});

describe('numbered headings of a form’s repeated blocks', () => {
  it.each([
    ['Expérience professionnelle 2', 'experience'],
    ['Esperienza lavorativa 1', 'experience'],
    ['Experiencia laboral n° 2', 'experience'],
    ['Berufserfahrung 3', 'experience'],
    ['Experiência profissional nº 1', 'experience'],
    ['Education 2', 'education'],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('a numbered block heading opens its section, a year after a word does not make one', () => {
    const layout = buildLayout(
      documentOf([
        { text: 'Karim Exemple', size: 18 },
        { text: 'Expérience professionnelle 1', bold: true, gap: 10 },
        '2019 – 2021  Vendeur, Librairie du Port, Sfax',
        'Conseil à la clientèle et gestion des stocks de la librairie',
        { text: 'Expérience professionnelle 2', bold: true, gap: 10 },
        '2016 – 2018  Magasinier, Dépôt Central, Sousse',
        'Réception des marchandises et préparation des commandes',
      ]),
    );
    expect(layout.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'experience']);
    expect(headingKind('Skills 2024')).toBeNull();
  });
});
