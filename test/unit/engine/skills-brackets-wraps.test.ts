/**
 * Skills lists as people write them: one bracket after a name ("Flask (Python)", "Syteline (ERP
 * system)"), a level after a one-letter language ("C++ (basic)"), comma lists run on over full lines,
 * and acronyms that name a qualification as often as a tool ("GCE O Level").
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { itemEvidence, isLanguageGrid } from '../../../src/screen/entities/skill-items.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const items = (item: string) => itemEvidence(item).map((e) => [e.id, e.name, e.asWritten]);

describe('a bracket after a skill', () => {
  it('reads two known skills as two', () => {
    expect(items('Flask (Python)')).toEqual([
      ['software.flask', 'Flask', 'Flask'],
      ['software.python', 'Python', 'Python'],
    ]);
    expect(items('Laravel (PHP)').map((e) => e[0])).toEqual(['software.laravel', 'software.php']);
  });

  it('reads a known skill more precisely written as that skill, keeping the whole as written', () => {
    expect(items('Node.js (MERN stack)')).toEqual([['software.nodejs', 'Node.js', 'Node.js (MERN stack)']]);
    expect(items('JavaScript (ES6+)')).toEqual([['software.javascript', 'JavaScript', 'JavaScript (ES6+)']]);
  });

  it.each([
    ['en', 'Syteline (ERP system)', 'Syteline'],
    ['it', 'Paghe2000 (software gestionale)', 'Paghe2000'],
    ['es', 'Contafacil (programa de contabilidad)', 'Contafacil'],
    ['fr', 'Paixpro (logiciel de paie)', 'Paixpro'],
    ['de', 'Lohnix (Lohnabrechnungsprogramm)', 'Lohnix'],
    ['pt', 'Sistema Alfa (ferramenta de gestão)', 'Sistema Alfa'],
  ])('names an unknown tool its bracket explains by the name before it (%s)', (_lang, item, name) => {
    expect(items(item)).toEqual([[null, name, item]]);
  });

  it('reads a bracket of the name\'s initials as the same skill, written whole', () => {
    expect(items('Programmable Logic Controller (PLC)')).toEqual([['software.plc-programming', 'PLC programming', 'Programmable Logic Controller (PLC)']]);
    expect(items('Certified ScrumMaster (CSM)')).toHaveLength(1);
  });

  it('keeps an unknown name whose bracket is neither a skill nor a tool noun whole', () => {
    expect(items('Raptor (inventory)')).toEqual([[null, 'Raptor (inventory)', 'Raptor (inventory)']]);
  });
});

describe('a level after a one-letter programming language', () => {
  it.each(['C++ (basic)', 'R (advanced)', 'C# – expert'])('keeps %s a skill, not a line of a language grid', (item) => {
    expect(isLanguageGrid(item)).toBe(false);
    expect(items(item)).toHaveLength(1);
  });

  it('still reads language grid lines and conjunctions as languages', () => {
    expect(isLanguageGrid('Inglese e Francese')).toBe(true);
    expect(isLanguageGrid('English B2')).toBe(true);
  });
});

function skillsOf(lines: (LineSpec | string)[]): string[] {
  const profile = runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', ...lines]), { referenceDate: new Date('2026-01-01') });
  return profile.skills.flatMap((s) => s.asWritten);
}

describe('a comma list run on over full lines', () => {
  const heading = { text: 'Skills', size: 13, bold: true, gap: 10 };
  it('joins the item broken at the right margin', () => {
    const got = skillsOf([
      heading,
      'Filing, Data Entry, Mail Handling, Customer Service, Scheduling, Records Keeping, Office',
      'Supplies, Stamping, Correspondence, Inventory Control, Payroll Support, Bookkeeping, Front',
      'Desk, Typing',
    ]);
    expect(got).toContain('Office Supplies');
    expect(got).toContain('Front Desk');
    expect(got).not.toContain('Supplies');
  });

  it('joins a word hyphenated at the line end', () => {
    const got = skillsOf([heading, 'Cell culture, Western blot, Confocal microscopy, Flow cytometry, Fluore-', 'scent polarization assay, Cloning, PCR, Protein purification, qPCR, ELISA', 'Mass spectrometry']);
    expect(got).toContain('Fluorescent polarization assay');
  });

  it('leaves rows of a list that end short of the margin apart', () => {
    const got = skillsOf([heading, 'Node.js, Python, Java, OCaml, LaTeX', 'Docker, Kubernetes, Terraform']);
    expect(got).toEqual(expect.arrayContaining(['LaTeX', 'Docker']));
  });

  it('leaves rows of like length apart where a whole skill ends one and starts the next', () => {
    const got = skillsOf([heading, 'Java, Python, TypeScript, Go', 'Docker, Kubernetes, Helm, Git', 'Jira, Confluence, Slack, Figma']);
    expect(got).toEqual(expect.arrayContaining(['Go', 'Docker', 'Git', 'Jira']));
  });
});

describe('an acronym of a qualification', () => {
  it('is no cloud platform under education, but is one in a skills list', () => {
    const got = skillsOf([
      { text: 'Education', size: 13, bold: true, gap: 10 },
      '2008 GCE A Level, Raffles Junior College',
      '2006 GCE O Level, Crescent School',
      { text: 'Skills', size: 13, bold: true, gap: 10 },
      'AWS, GCE, Azure',
    ]);
    expect(got.filter((s) => s === 'GCE')).toHaveLength(1);
  });

  it('is no skill when only the education names it', () => {
    const got = skillsOf([{ text: 'Education', size: 13, bold: true, gap: 10 }, '2008 GCE A Level, Raffles Junior College', { text: 'Skills', size: 13, bold: true, gap: 10 }, 'Bookkeeping, Payroll, Excel']);
    expect(got).not.toContain('GCE');
  });
});

describe('a skill named before the sentence that explains it', () => {
  const heading = (text: string) => ({ text, size: 13, bold: true, gap: 10 });
  it.each([
    ['en', 'Key Skills', 'Bartending Skills: Proficient in mixing, garnishing and serving drinks to standard recipes.', 'Bartending Skills'],
    ['fr', 'Compétences', 'Travail en équipe: Collaborer harmonieusement avec les autres pour atteindre des objectifs.', 'Travail en équipe'],
    ['it', 'Competenze', 'Lavoro di squadra: capacità di collaborare con colleghi di reparti diversi.', 'Lavoro di squadra'],
    ['es', 'Habilidades', 'Atención al cliente: Trato cercano y resolución de incidencias en tienda y por teléfono.', 'Atención al cliente'],
    ['de', 'Kompetenzen', 'Zeitmanagement: Ich plane meine Aufgaben so, dass ich die Fristen einhalte.', 'Zeitmanagement'],
    ['pt', 'Competências', 'Gestão do tempo: Organizar as tarefas para ser produtivo e cumprir os prazos.', 'Gestão do tempo'],
  ])('reads the name as the skill (%s)', (_lang, head, line, name) => {
    expect(skillsOf([heading(head), line])).toContain(name);
  });

  it('keeps the tools the sentence names, and a label of a list stays a label', () => {
    const got = skillsOf([heading('Skills'), 'Programming languages: I use Java and Python in most of my projects.', 'Tools: Git, Docker, Jira']);
    expect(got).toEqual(expect.arrayContaining(['Java', 'Python', 'Git', 'Docker', 'Jira']));
    expect(got).not.toContain('Programming languages');
  });
});

describe('bullets run into one line', () => {
  it('reads each as an item', () => {
    const got = skillsOf([{ text: 'Compétences', size: 13, bold: true, gap: 10 }, '- Personne motivée et disciplinée - Très bonne', 'capacité d’écoute et de communication - Travail en équipe']);
    expect(got).toEqual(expect.arrayContaining(['Personne motivée et disciplinée', 'Travail en équipe']));
  });
});

describe('computer skills run on into a languages section', () => {
  const heading = (text: string) => ({ text, size: 13, bold: true, gap: 10 });
  it.each([
    ['de', 'Sprachen', ['Deutsch – Muttersprache', 'Englisch – B2', 'EDV', 'MS Office – Word, Excel, PowerPoint']],
    ['es', 'Idiomas', ['Español (Nativo)', 'Inglés – B1', 'Microsoft Excel (Intermedio) – tablas dinámicas', 'AutoCAD (Básico)']],
    ['it', 'Lingue', ['Italiano – madrelingua', 'Inglese – B2', 'Informatica', '• Excel', '• Python']],
    ['en', 'Languages', ['English – native', 'French – B1', 'IT skills', 'Excel, SQL, Tableau']],
  ])('reads the skills listed after the languages (%s)', (_lang, head, lines) => {
    const got = skillsOf([heading(head), ...lines]);
    expect(got.some((s) => /Excel/.test(s))).toBe(true);
  });

  it('reads no skill from the grid of a language table nor from a sentence about an interest', () => {
    const got = skillsOf([heading('Competenze linguistiche'), 'Lingua madre: Italiano', 'COMPRENSIONE \t ESPRESSIONE ORALE \t SCRITTURA', 'Inglese \t B1 \t B1 \t B1', '• Interés en transporte marítimo y optimización de rutas logísticas.']);
    expect(got).toEqual([]);
  });
});

describe('the words of level before a known skill', () => {
  it.each([
    ['Good command of MS Office', 'MS Office'],
    ['Sehr gute Kenntnisse in SAP', 'SAP'],
    ['Ottima conoscenza di Excel', 'Excel'],
    ['Bonne maîtrise de Photoshop', 'Photoshop'],
    ['Buen manejo de AutoCAD', 'AutoCAD'],
    ['Bom domínio de Python', 'Python'],
  ])('are no part of the skill as written: %s', (item, written) => {
    expect(items(item).map((e) => e[2])).toEqual([written]);
  });
});

describe('a product named inside a sentence of a skills section', () => {
  it.each([
    ['it', 'Competenze', 'Buona conoscenza del pacchetto Office e dei principali sistemi operativi per uso quotidiano in ufficio.'],
    ['es', 'Habilidades', 'Buen manejo del paquete Office y de los principales sistemas operativos para el trabajo diario de oficina.'],
    ['pt', 'Competências', 'Bom domínio do pacote Office e dos principais sistemas operacionais para o trabalho diário de escritório.'],
  ])('is read when its label carries a capital (%s)', (_lang, head, line) => {
    const profile = runEngine(documentOf([{ text: 'Ana Exemplo', size: 20, bold: true }, 'ana@example.com', { text: head, size: 13, bold: true, gap: 10 }, line]), { referenceDate: new Date('2026-01-01') });
    expect(profile.skills.map((s) => s.id)).toContain('office.microsoft-office');
  });
});
