/**
 * Requirements read as a recruiter reads them, in each of the six languages: what is asked of the
 * candidate (not what the job does or what the employer offers), language levels in words, overall
 * years. Inputs are written here for the purpose.
 */
import { describe, expect, it } from 'vitest';
import { headingOf, readJobClauses } from '../../../src/match/job/job-sections.ts';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';

const ids = (r: ReturnType<typeof parseJobDescription>) => r.skills.map((s) => s.id);
const lang = (r: ReturnType<typeof parseJobDescription>, code: string) => r.languages.find((l) => l.code === code);

describe('headings', () => {
  it('reads headings joined by "and" and headings about the employer', () => {
    const cases: Array<[string, string]> = [
      ['Missions et responsabilités :', 'duties'],
      ['Aufgaben und Verantwortung', 'duties'],
      ['Descrizione e responsabilità', 'duties'],
      ['Rémunération et avantages', 'other'],
      ['Requisitos deseados', 'preferred'],
      ['About Northwind', 'other'],
      ['Why join Northwind', 'other'],
      ['Qualifikation', 'required'],
      ['Qualifiche chiave', 'required'],
      ['Personnalité :', 'required'],
    ];
    for (const [line, section] of cases) expect(headingOf(line)?.section, line).toBe(section);
  });

  it('does not read a sentence as a heading about the employer', () => {
    expect(headingOf('About twenty people work in the team.')).toBeNull();
  });
});

describe('what is asked, not what the job does', () => {
  const cases: Array<[string, string]> = [
    ['Data Engineer\n\nResponsibilities:\n- Build pipelines on Kubernetes\n\nRequirements:\n- Python\n- SQL', 'en'],
    ['Data Engineer\n\nResponsabilità:\n- Costruire pipeline su Kubernetes\n\nRequisiti:\n- Python\n- SQL', 'it'],
    ['Data Engineer\n\nFunciones:\n- Construir pipelines en Kubernetes\n\nRequisitos:\n- Python\n- SQL', 'es'],
    ['Data Engineer\n\nVos missions :\n- Construire des pipelines sur Kubernetes\n\nVotre profil :\n- Python\n- SQL', 'fr'],
    ['Data Engineer (m/w/d)\n\nIhre Aufgaben:\n- Aufbau von Pipelines mit Kubernetes\n\nIhr Profil:\n- Python\n- SQL', 'de'],
    ['Data Engineer\n\nAtividades:\n- Construir pipelines em Kubernetes\n\nRequisitos:\n- Python\n- SQL', 'pt'],
  ];
  it('keeps skills named only by the duties out of the requirements, as context for the ranking', () => {
    for (const [text, code] of cases) {
      const r = parseJobDescription(text);
      expect(ids(r), code).toEqual(expect.arrayContaining(['software.python', 'software.sql']));
      expect(ids(r), code).not.toContain('software.kubernetes');
      expect(r.contextSkills.map((s) => s.id), code).toContain('software.kubernetes');
    }
  });

  it('reads the duties of a posting that has no requirement section as what the job is about, not as asked', () => {
    const r = parseJobDescription('Data Engineer\n\nResponsibilities:\n- Build pipelines on Kubernetes');
    expect(ids(r)).not.toContain('software.kubernetes');
    expect(r.contextSkills.map((s) => s.id)).toContain('software.kubernetes');
    // A duty that says what the candidate must already bring is asked.
    expect(ids(parseJobDescription('Data Engineer\n\nResponsibilities:\n- Build pipelines on Kubernetes (3+ years required)'))).toContain('software.kubernetes');
  });

  it('lets a parenthesis holding only a cue qualify the whole item', () => {
    const clauses = readJobClauses('Compétences :\n- Maîtrise d’Excel (Souhaité)\n- SQL (Exigé)');
    expect(clauses.map((c) => [c.text, c.cue])).toEqual([
      ['Maîtrise d’Excel', 'nice'],
      ['SQL', 'must'],
    ]);
  });

  it('reads an invitation to apply as asking nothing', () => {
    const r = parseJobDescription('Nurse\n\nRequirements:\n- The ability to speak Welsh is desirable\n- English and Welsh speakers are equally welcome to apply');
    expect(r.languages).toEqual([{ code: 'cy', name: 'Welsh', level: null, importance: 'nice' }]);
  });
});

describe('language levels in words', () => {
  const cases: Array<[string, string, string]> = [
    ['Requirements:\n- Fluent English', 'en', 'C1'],
    ['Requirements:\n- Good written English', 'en', 'B2'],
    ['Requisiti:\n- Ottima conoscenza della lingua inglese', 'en', 'C1'],
    ['Requisiti:\n- Buona conoscenza della lingua tedesca', 'de', 'B2'],
    ['Requisitos:\n- Inglés nivel alto', 'en', 'C1'],
    ['Requisitos:\n- Buen nivel de francés', 'fr', 'B2'],
    ['Votre profil :\n- Anglais courant', 'en', 'C1'],
    ['Votre profil :\n- Anglais écrit et parlé de niveau professionnel', 'en', 'B2'],
    ['Ihr Profil:\n- Verhandlungssicheres Englisch', 'en', 'C1'],
    ['Requisitos:\n- Inglês fluente', 'en', 'C1'],
    ['Requisitos:\n- Fluência em espanhol', 'es', 'C1'],
  ];
  it('maps the usual words of each language to a CEFR level', () => {
    for (const [text, code, level] of cases) expect(lang(parseJobDescription(`Analyst\n\n${text}`), code)?.level, text).toBe(level);
  });

  it('gives each language of one line its own level', () => {
    const r = parseJobDescription('Buchhalter (m/w/d)\n\nIhr Profil:\n- Sehr gute Deutschkenntnisse, gute Englischkenntnisse');
    expect(lang(r, 'de')?.level).toBe('C1');
    expect(lang(r, 'en')?.level).toBe('B2');
  });

  it('prefers a CEFR code written in the line to a level word', () => {
    expect(lang(parseJobDescription('Analyst\n\nRequirements:\n- Excellent English (B2 minimum)'), 'en')?.level).toBe('B2');
  });
});

describe('overall years', () => {
  it('ignores the employer’s own years and takes the first figure of a clause', () => {
    const fr = parseJobDescription(
      'Technicien support (H/F)\n\nFort de plus de 20 ans d’expérience, notre client édite des logiciels.\n\nVotre profil :\n- 3 ans d’expérience en support',
    );
    expect(fr.minYears).toBe(3);
    const en = parseJobDescription('Sous Chef\n\nRequirements:\n- 4+ years of professional cooking experience, including 2 years supervising a kitchen');
    expect(en.minYears).toBe(4);
  });

  it('takes the smallest of figures written as alternatives', () => {
    const it_ = parseJobDescription(
      'Consulente legale\n\nRequisiti:\n- Laurea in Giurisprudenza con almeno 7 anni di esperienza\n- In alternativa, almeno 9 anni di esperienza nel settore',
    );
    expect(it_.minYears).toBe(7);
  });
});

describe('cost', () => {
  // Linear, not fast: the time of each input is compared with the time of its eighth, so a loaded
  // machine slows both (a quadratic reading would take ~64 times as long, a linear one ~8).
  it('reads pathological descriptions in linear time', () => {
    parseJobDescription('Java developer');
    const shapes: Array<(n: number) => string> = [
      (n) => 'a'.repeat(n),
      (n) => `1${' '.repeat(n - 10)}x`,
      (n) => 'fluent English '.repeat(Math.round(n / 15)),
      (n) => 'Deutsch'.repeat(Math.round(n / 7)),
      (n) => '('.repeat(n),
    ];
    const fastest = (text: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        parseJobDescription(text);
        best = Math.min(best, performance.now() - t);
      }
      return best;
    };
    for (const shape of shapes) {
      const small = fastest(shape(2_500));
      const large = fastest(shape(20_000));
      expect(large, shape(20).slice(0, 20)).toBeLessThan(24 * small + 100);
    }
  });

  it('does not read a school year as years of experience', () => {
    expect(parseJobDescription('Teacher\n\nYou will teach a Year 4 class. You must have at least two years of classroom experience.').minYears).toBe(2);
  });
});

describe('education and location', () => {
  it('reads vocational and school levels asked in each language', () => {
    const cases: Array<[string, number]> = [
      ['Sysadmin\n\nRequirements:\n- Completed IT apprenticeship or equivalent experience', 3],
      ['Elektriker (m/w/d)\n\nIhr Profil:\n- Abgeschlossene Berufsausbildung als Elektriker', 3],
      ['Aiuto cuoco\n\nRequisiti:\n- Diploma di scuola superiore', 3],
      ['Ayudante de cocina\n\nRequisitos:\n- Graduado en ESO', 2],
      ['Auxiliar de cozinha\n\nRequisitos:\n- Ensino fundamental completo', 2],
      ['Mécanicien (H/F)\n\nProfil :\n- Bac pro maintenance', 3],
    ];
    for (const [text, level] of cases) expect(parseJobDescription(text).education?.level, text).toBe(level);
  });

  it('reads the French département of a header and keeps a labelled commune', () => {
    expect(parseJobDescription('Cariste (H/F)\nINTERIM SERVICES - 19 - ARNAC POMPADOUR\n\nMissions :\n- Charger').location).toMatchObject({ country: 'FR', city: 'ARNAC POMPADOUR' });
    expect(parseJobDescription('Assistant RH (H/F)\nACME - 69 - ST PRIEST\nLieu : Saint Priest').location).toMatchObject({ country: 'FR', city: 'Saint-Priest' });
  });

  it('reads a short place name only when written in capitals', () => {
    // "per la" is no Los Angeles: the posting names no place (its language tells the country).
    expect(parseJobDescription('Team per la trasformazione digitale\n\nRequisiti:\n- Laurea').location).toMatchObject({ city: null, country: 'IT' });
    expect(parseJobDescription('Barista\nDowntown LA').location).toMatchObject({ country: 'US' });
  });
});

describe('requirement items', () => {
  it('keeps an asked item the knowledge base cannot name as written, in each language', () => {
    const cases: Array<[string, string]> = [
      ['Driver\n\nRequirements:\n- A genuine liking for quiet night shifts', 'en'],
      ['Autista\n\nRequisiti:\n- Interesse personale per i turni notturni', 'it'],
      ['Conductor\n\nRequisitos:\n- Gusto por los turnos de noche', 'es'],
      ['Chauffeur (H/F)\n\nProfil :\n- Goût pour les horaires de nuit', 'fr'],
      ['Fahrer (m/w/d)\n\nIhr Profil:\n- Freude an ruhigen Nachtschichten', 'de'],
      ['Motorista\n\nRequisitos:\n- Gosto por turnos noturnos', 'pt'],
    ];
    for (const [text, code] of cases) {
      const item = parseJobDescription(text).skills.find((s) => s.id.startsWith('written.'));
      expect(item?.importance, code).toBe('must');
      expect(item?.name, code).toBe(text.split('- ')[1]);
    }
  });

  it('keeps no item for a language, a degree, the overall years or where to live', () => {
    const r = parseJobDescription(
      'Analyst\n\nRequirements:\n- Fluent English\n- Bachelor’s degree in economics\n- Minimum 5 years\n- Resident in the Lisbon area',
    );
    expect(r.skills.filter((s) => s.id.startsWith('written.'))).toEqual([]);
  });

  it('reads a list as conjunctive unless alternatives are written', () => {
    const r = parseJobDescription('Web Developer\n\nRequirements:\n- Solid HTML/CSS, REST APIs, Git\n- Java, Kotlin or Scala');
    const groups = r.skills.filter((s) => !s.id.startsWith('written.')).map((s) => [s.id, ...s.alternatives.map((a) => a.id)].sort().join('|'));
    expect(groups).toEqual(expect.arrayContaining(['software.css|software.html', 'software.git']));
    expect(groups.some((g) => g.includes('software.git') && g.includes('|'))).toBe(false);
    expect(groups.some((g) => g.includes('software.java') && g.includes('software.kotlin'))).toBe(true);
  });

  it('joins an item wrapped onto the next line', () => {
    const clauses = readJobClauses('Ihr Profil\n• Fähigkeit, Sachverhalte verständlich\ndarzustellen\n• DATEV');
    expect(clauses.map((c) => c.text)).toEqual(['Fähigkeit, Sachverhalte verständlich darzustellen', 'DATEV']);
  });
});

describe('short queries', () => {
  it('reads a short query into title, skills, years and location, in each language', () => {
    const cases: Array<[string, string, number, string]> = [
      ['Java developer 5 years Berlin', 'Java developer', 5, 'DE'],
      ['Infermiere 3 anni Milano', 'Infermiere', 3, 'IT'],
      ['Enfermera con 2 años de experiencia en Madrid', 'Enfermera', 2, 'ES'],
      ['Comptable 5 ans Lyon', 'Comptable', 5, 'FR'],
      ['Buchhalter 3 Jahre München', 'Buchhalter', 3, 'DE'],
      ['Desenvolvedor Python 4 anos Lisboa', 'Desenvolvedor Python', 4, 'PT'],
    ];
    for (const [q, title, years, country] of cases) {
      const r = parseJobDescription(q);
      expect(r.title, q).toBe(title);
      expect(r.occupation, q).not.toBeNull();
      expect(r.minYears, q).toBe(years);
      expect(r.location?.country, q).toBe(country);
    }
    expect(parseJobDescription('Java developer 5 years Berlin').skills.find((s) => s.id === 'software.java')).toBeDefined();
  });
});
