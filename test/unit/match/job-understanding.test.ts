import { describe, expect, it } from 'vitest';
import { readJobClauses } from '../../../src/match/job/job-sections.ts';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const skill = (r: ReturnType<typeof parseJobDescription>, id: string) => r.skills.find((s) => s.id === id);

describe('job description sections and cues', () => {
  it('tags clauses by heading in each of the six languages', () => {
    const cases: Array<[string, string, 'required' | 'preferred' | 'duties' | 'other']> = [
      ['Requirements:', 'Java', 'required'],
      ['Nice to have', 'Kafka', 'preferred'],
      ['Requisiti', 'Java', 'required'],
      ['Graditi:', 'Kafka', 'preferred'],
      ['Requisitos imprescindibles', 'Java', 'required'],
      ['Deseable', 'Kafka', 'preferred'],
      ['Votre profil', 'Java', 'required'],
      ['Compétences appréciées', 'Kafka', 'preferred'],
      ['Ihr Profil:', 'Java', 'required'],
      ['Wünschenswert', 'Kafka', 'preferred'],
      ['Requisitos obrigatórios', 'Java', 'required'],
      ['Desejável:', 'Kafka', 'preferred'],
      ['Vos missions', 'Java', 'duties'],
      ['Wir bieten', 'Obstkorb', 'other'],
    ];
    for (const [heading, item, section] of cases) {
      const clauses = readJobClauses(`Title\n\n${heading}\n- ${item}`);
      expect(clauses.at(-1), heading).toMatchObject({ text: item, section });
    }
  });

  it('lets a clause cue override its section, clause by clause', () => {
    const clauses = readJobClauses('Requirements:\n- Strong Excel; SQL is a plus\n- 2+ years of retail experience, preferably in apparel');
    expect(clauses.map((c) => [c.text, c.cue])).toEqual([
      ['Strong Excel', null],
      ['SQL is a plus', 'nice'],
      ['2+ years of retail experience', null],
      ['preferably in apparel', 'nice'],
    ]);
  });
});

describe('parseJobDescription', () => {
  it('reads title, occupation, must and nice skills, years, education, language and location (English)', () => {
    const r = parseJobDescription(
      [
        'Senior Java Developer',
        'Milano, Italia',
        '',
        'Requirements:',
        '- 5+ years of experience with Java',
        '- Spring Boot and PostgreSQL',
        '- Docker or Kubernetes',
        "- Bachelor's degree in Computer Science",
        '- Fluent English (C1)',
        '',
        'Nice to have:',
        '- Kafka',
      ].join('\n'),
    );
    expect(r.title).toBe('Senior Java Developer');
    expect(r.occupation?.id).toBe('java-developer');
    expect(skill(r, 'software.java')).toMatchObject({ importance: 'must', minYears: 5 });
    expect(skill(r, 'software.spring-boot')?.importance).toBe('must');
    expect(skill(r, 'software.docker')?.alternatives.map((a) => a.id)).toEqual(['software.kubernetes']);
    expect(skill(r, 'software.kubernetes')).toBeUndefined();
    expect(skill(r, 'software.kafka')?.importance).toBe('nice');
    expect(r.minYears).toBe(5);
    expect(r.education).toMatchObject({ level: 6, importance: 'must', field: 'Computer Science' });
    expect(r.languages).toEqual([{ code: 'en', name: 'English', level: 'C1', importance: 'must' }]);
    expect(r.location).toMatchObject({ city: 'Milan', country: 'IT', remote: false });
  });

  it('reads an Italian description with "richiesto" and "gradito"', () => {
    const r = parseJobDescription(
      [
        'Sviluppatore Java',
        '',
        'Requisiti',
        '- Almeno 3 anni di esperienza in Java',
        '- Conoscenza di SQL richiesta',
        '- Laurea in Informatica o titolo equivalente',
        '- Inglese fluente',
        '- Docker è gradito',
      ].join('\n'),
    );
    expect(r.occupation?.id).toBe('java-developer');
    expect(skill(r, 'software.java')).toMatchObject({ importance: 'must', minYears: 3 });
    expect(skill(r, 'software.sql')?.importance).toBe('must');
    expect(skill(r, 'software.docker')?.importance).toBe('nice');
    expect(r.minYears).toBe(3);
    expect(r.education).toMatchObject({ level: 6, importance: 'nice' });
    expect(r.languages[0]).toMatchObject({ code: 'en', importance: 'must' });
  });

  it('reads Spanish, French, German and Portuguese cue words for preferred skills', () => {
    const cases: Array<[string, string]> = [
      ['Desarrollador Java\n\nRequisitos imprescindibles:\n- Java\n- Kafka deseable', 'es'],
      ['Développeur Java\n\nProfil recherché :\n- Java\n- Kafka souhaité', 'fr'],
      ['Java-Entwickler (m/w/d)\n\nIhr Profil:\n- Java\n- Kafka wünschenswert', 'de'],
      ['Desenvolvedor Java\n\nRequisitos:\n- Java\n- Kafka é desejável', 'pt'],
    ];
    for (const [text, lang] of cases) {
      const r = parseJobDescription(text);
      expect(r.occupation?.id, lang).toBe('java-developer');
      expect(skill(r, 'software.java')?.importance, lang).toBe('must');
      expect(skill(r, 'software.kafka')?.importance, lang).toBe('nice');
    }
  });

  it('reads years written in words and as ranges, and "imprescindible"', () => {
    const r = parseJobDescription('Programador Python\n\n- Experiencia de tres años con Python imprescindible\n- 2-4 years of SQL');
    expect(skill(r, 'software.python')).toMatchObject({ importance: 'must', minYears: 3 });
    expect(skill(r, 'software.sql')?.minYears).toBe(2);
  });

  it('takes the lowest degree named and softens it with "or equivalent experience"', () => {
    const r = parseJobDescription('Analyst\n\nYou will need:\n• Associate or bachelor’s degree, or equivalent experience');
    expect(r.education).toMatchObject({ level: 5, importance: 'nice' });
  });

  it('does not read a school in the title as an education requirement, nor a language of the duties', () => {
    const r = parseJobDescription('Special Education Teacher (Middle School)\n\nDuties:\n- Co-teach English language arts');
    expect(r.education).toBeNull();
    expect(r.languages).toEqual([]);
  });

  it('finds the role sought in running text when there is no title line', () => {
    const r = parseJobDescription('We are looking for a Python developer to join our data team. You will build APIs.');
    expect(r.title).toBe('Python developer');
    expect(r.occupation?.id).toBe('python-developer');
  });

  it('adds the occupation core skills as implied nice-to-haves when the description names few skills', () => {
    const r = parseJobDescription('DevOps Engineer');
    const implied = r.skills.filter((s) => s.implied);
    expect(implied.length).toBeGreaterThan(3);
    expect(implied.every((s) => s.importance === 'nice')).toBe(true);
  });

  it('answers the skills asked apart from those assumed from the occupation', () => {
    const r = publicRequirements(parseJobDescription('Registered Nurse\n\nRequirements:\n- Wound care\n- Venepuncture'));
    expect(r.skills.map((s) => s.name)).toContain('Wound care');
    expect(r.skills.every((s) => !s.implied)).toBe(true);
    expect(r.impliedSkills.length).toBeGreaterThan(0);
    expect(r.impliedSkills.every((s) => s.implied && s.importance === 'nice')).toBe(true);
    expect(r.impliedSkills.some((s) => s.name === 'Wound care')).toBe(false);
  });

  it('reads remote work and a "City, ST" location', () => {
    expect(parseJobDescription('Accountant\nAcme – Boise, ID').location).toMatchObject({ city: 'Boise', country: 'US', remote: false });
    expect(parseJobDescription('Accountant\nFully remote, US').location).toMatchObject({ country: 'US', remote: true });
  });

  it('reads a level of education asked without a named degree, in each language', () => {
    const cases: Array<[string, number]> = [
      ['Data Analyst\n\nRequirements:\n- A degree in statistics or a related field', 6],
      ['Datenanalyst (m/w/d)\n\nIhr Profil:\n- Abgeschlossenes Studium der Informatik', 6],
      ['Analyste de données\n\nProfil recherché :\n- Formation Bac+5 en statistiques', 7],
      ['Analista de datos\n\nRequisitos:\n- Titulación universitaria en estadística', 6],
    ];
    for (const [text, level] of cases) expect(parseJobDescription(text).education?.level, text).toBe(level);
  });

  it('cuts German language compounds so each language stands alone', () => {
    const r = parseJobDescription('Buchhalter (m/w/d)\n\nIhr Profil:\n- Sehr gute Deutsch- und Englischkenntnisse');
    expect(r.languages.map((l) => l.code).sort()).toEqual(['de', 'en']);
  });

  it('keeps a preferred aside in parentheses from making the rest of the line optional', () => {
    const r = parseJobDescription('ERP Consultant\n\nRequirements:\n- Experience with ERP systems and Microsoft Excel (SAP ideally)');
    expect(skill(r, 'office.microsoft-excel')?.importance).toBe('must');
    expect(skill(r, 'software.sap')?.importance).toBe('nice');
  });

  it('bounds its input', () => {
    const r = parseJobDescription(`Java Developer\n${'Java '.repeat(20_000)}`);
    expect(r.title).toBe('Java Developer');
    expect(r.terms.length).toBeLessThanOrEqual(240);
  });
});
