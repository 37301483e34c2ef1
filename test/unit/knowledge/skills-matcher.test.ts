import { describe, expect, it } from 'vitest';
import { loadSkillCatalog } from '../../../src/knowledge/skills/skill-catalog.ts';
import {
  findSkills,
  lookupSkill,
  relatedSkills,
  skillById,
  skillLabels,
} from '../../../src/knowledge/skills/skill-knowledge.ts';
import type { SkillMatchContext } from '../../../src/knowledge/skills/skill-types.ts';

// The shipped data only, whatever extension a developer imported locally.
const catalog = loadSkillCatalog({ extensionPaths: [] });
const ids = (text: string, context: SkillMatchContext = {}) => findSkills(text, context, catalog).map((m) => m.id);
const lookup = (item: string) => lookupSkill(item, catalog)?.id ?? null;

describe('findSkills: aliases and spellings', () => {
  it.each([
    ['JS', 'software.javascript'],
    ['ECMAScript', 'software.javascript'],
    ['k8s', 'software.kubernetes'],
    ['K8s', 'software.kubernetes'],
    ['MS Excel', 'office.microsoft-excel'],
    ['Excel avanzato', 'office.microsoft-excel'],
    ['Power Point', 'office.microsoft-powerpoint'],
    ['ReactJS', 'software.react'],
    ['React.js', 'software.react'],
    ['NodeJS', 'software.nodejs'],
    ['Node JS', 'software.nodejs'],
    ['Golang', 'software.go'],
    ['Postgres', 'software.postgresql'],
    ['front-end development', 'software.frontend-development'],
    ['frontend development', 'software.frontend-development'],
  ])('"%s" is %s', (written, id) => {
    expect(ids(`Experience with ${written} in production.`)).toContain(id);
  });

  it('reports the text as written with its offsets', () => {
    const text = 'Tools: ReactJS and k8s.';
    const [react, kube] = findSkills(text, {}, catalog);
    expect(react).toMatchObject({ id: 'software.react', name: 'React', asWritten: 'ReactJS' });
    expect(text.slice(react!.start, react!.end)).toBe('ReactJS');
    expect(kube).toMatchObject({ id: 'software.kubernetes', asWritten: 'k8s' });
  });

  it('takes the longest match', () => {
    expect(ids('Spring Boot microservices')).toEqual(['software.spring-boot', 'software.microservices']);
    expect(ids('Microsoft SQL Server')).toEqual(['software.sql-server']);
    expect(ids('Apache Spark jobs')).toEqual(['data.apache-spark']);
  });

  it('folds English plurals of several-word names', () => {
    expect(ids('prepared financial statement and bank reconciliations')).toEqual([
      'finance.financial-statements',
      'finance.reconciliations',
    ]);
  });
});

describe('findSkills: C++, C#, .NET, Node.js, CI/CD', () => {
  it('recognizes names made of punctuation', () => {
    expect(ids('C++, C#, .NET, Node.js and CI/CD pipelines')).toEqual([
      'software.cpp',
      'software.csharp',
      'software.dotnet',
      'software.nodejs',
      'software.ci-cd',
    ]);
  });

  it('keeps ASP.NET, Objective-C and T-SQL whole', () => {
    expect(ids('ASP.NET Core, Objective-C and T-SQL')).toEqual(['software.aspnet', 'software.objective-c', 'software.tsql']);
  });

  it('splits "C/C++" and "Java/Python" into both names', () => {
    expect(ids('C/C++ and Java/Python', { inSkillsSection: true })).toEqual([
      'software.c',
      'software.cpp',
      'software.java',
      'software.python',
    ]);
  });
});

describe('findSkills: word boundaries', () => {
  it('does not find Java inside JavaScript', () => {
    expect(ids('JavaScript developer')).toEqual(['software.javascript']);
  });

  it('does not find R or C inside words or compounds', () => {
    expect(ids('Reporting to the C-level, R&D budget, C-suite', { inSkillsSection: false })).not.toContain('software.c');
    expect(ids('Reporting to the C-level, R&D budget')).not.toContain('software.r');
    expect(ids('Director of R&D and C-level relations', { nearbySkillCount: 10 })).not.toContain('software.c');
  });

  it('does not read skills inside URLs or e-mail addresses', () => {
    expect(ids('github.com/anna/react-app, anna@python.org')).toEqual([]);
  });

  it('requires capitals where a short name is a common word', () => {
    // Italian "ai" (to the) is not AI.
    expect(ids('Ho presentato i risultati ai clienti')).not.toContain('data.artificial-intelligence');
    expect(ids('AI and machine learning')).toContain('data.artificial-intelligence');
  });
});

describe('findSkills: ambiguous names need context', () => {
  it('rejects them in running text without support', () => {
    expect(ids('I like to go to the beach and react quickly')).toEqual([]);
    expect(ids('Let us Go and see the Spring collection')).toEqual([]);
    expect(ids('Ruby and Julia came to the party')).toEqual([]);
    expect(ids('Worked as a Chef in a busy restaurant')).not.toContain('software.chef');
  });

  it('accepts them in a skills section', () => {
    expect(ids('Go', { inSkillsSection: true })).toEqual(['software.go']);
    expect(ids('R', { inSkillsSection: true })).toEqual(['software.r']);
    expect(ids('Excel', { inSkillsSection: true })).toEqual(['office.microsoft-excel']);
  });

  it('accepts them next to other skills of the same kind', () => {
    expect(ids('Languages: Python, R, SQL, Go')).toEqual(['software.python', 'software.r', 'software.sql', 'software.go']);
    expect(ids('Configuration with Ansible, Chef and Puppet')).toEqual([
      'software.ansible',
      'software.chef',
      'software.puppet',
    ]);
    expect(ids('Worked with Word, Excel and PowerPoint daily')).toEqual([
      'office.microsoft-word',
      'office.microsoft-excel',
      'office.microsoft-powerpoint',
    ]);
  });

  it('does not let a skill of another field vouch for them', () => {
    // A chef in a kitchen is not Chef the configuration tool, however much food safety is around.
    expect(ids('HACCP food safety, Chef and menu planning')).not.toContain('software.chef');
  });

  it('accepts a list item when the caller saw enough skills around', () => {
    expect(ids('Go', { nearbySkillCount: 3 })).toEqual(['software.go']);
    expect(ids('Go', { nearbySkillCount: 1 })).toEqual([]);
    // Lower-case prose is not a list item written as a name.
    expect(ids('we go there', { nearbySkillCount: 5 })).toEqual([]);
  });

  it('gives ambiguous matches a lower confidence', () => {
    const [python, r] = findSkills('Python, R', {}, catalog);
    expect(python!.confidence).toBeGreaterThan(r!.confidence);
  });
});

describe('findSkills: multilingual labels', () => {
  it.each([
    ['gestione progetti', 'business.project-management', 'it'],
    ['gestión de proyectos', 'business.project-management', 'es'],
    ['gestion de projet', 'business.project-management', 'fr'],
    ['Projektmanagement', 'business.project-management', 'de'],
    ['gestão de projetos', 'business.project-management', 'pt'],
    ['contabilità', 'finance.accounting', 'it'],
    ['contabilidad', 'finance.accounting', 'es'],
    ['comptabilité', 'finance.accounting', 'fr'],
    ['Buchhaltung', 'finance.accounting', 'de'],
    ['contabilidade', 'finance.accounting', 'pt'],
    ['lavoro di squadra', 'soft.teamwork', 'it'],
    ['trabajo en equipo', 'soft.teamwork', 'es'],
  ])('"%s" is %s (%s)', (written, id, lang) => {
    const [match] = findSkills(written, {}, catalog);
    expect(match).toMatchObject({ id, lang });
  });

  it('matches labels written without accents or in capitals', () => {
    expect(ids('GESTAO DE PROJETOS')).toEqual(['business.project-management']);
    expect(ids('contabilita generale')).toEqual(['finance.accounting']);
  });

  it('exposes the labels of a skill per language', () => {
    const labels = skillLabels('business.project-management', catalog);
    expect(labels.en?.[0]).toBe('Project management');
    expect(labels.it).toContain('gestione progetti');
    expect(labels.de).toContain('Projektmanagement');
    expect(labels.pt).toContain('gestão de projetos');
  });
});

describe('lookupSkill: items of a skills list', () => {
  it.each([
    ['JS', 'software.javascript'],
    ['k8s', 'software.kubernetes'],
    ['Excel avanzato', 'office.microsoft-excel'],
    ['Advanced Excel', 'office.microsoft-excel'],
    ['Power Point', 'office.microsoft-powerpoint'],
    ['Kenntnisse in SAP', 'software.sap'],
    ['Conocimientos de Python (avanzado)', 'software.python'],
    ['Go', 'software.go'],
    ['Spring', 'software.spring'],
  ])('"%s" is %s', (item, id) => {
    expect(lookup(item)).toBe(id);
  });

  it('answers null for an item that is not mostly a known skill', () => {
    expect(lookup('Passion for underwater basket weaving and Python')).toBeNull();
    expect(lookup('Xyzzy framework')).toBeNull();
  });

  it('keeps the item as written and lowers confidence for extra words', () => {
    const exact = lookupSkill('Python', catalog)!;
    const extra = lookupSkill('Python scripting for automation', catalog);
    expect(exact.asWritten).toBe('Python');
    if (extra) expect(extra.confidence).toBeLessThan(exact.confidence);
  });
});

describe('skillById and relatedSkills', () => {
  it('describes a skill', () => {
    expect(skillById('software.javascript', catalog)).toMatchObject({ name: 'JavaScript', domain: 'software', soft: false });
    expect(skillById('soft.communication', catalog)?.soft).toBe(true);
    expect(skillById('software.go', catalog)?.ambiguous).toBe(true);
    expect(skillById('no.such-skill', catalog)).toBeUndefined();
  });

  it('links related skills both ways with their relation', () => {
    const react = relatedSkills('software.react', {}, catalog);
    expect(react.map((r) => r.id)).toContain('software.javascript');
    const js = relatedSkills('software.javascript', {}, catalog);
    expect(js.find((r) => r.id === 'software.react')?.kind).toBe('related');
    expect(relatedSkills('software.postgresql', {}, catalog).map((r) => r.id)).toContain('software.sql');
    expect(relatedSkills('software.kubernetes', {}, catalog).map((r) => r.id)).toContain('software.docker');
    const ifrs = relatedSkills('finance.ifrs', {}, catalog);
    expect(ifrs.find((r) => r.id === 'finance.accounting')?.kind).toBe('broader');
    const accounting = relatedSkills('finance.accounting', { kinds: ['narrower'] }, catalog);
    expect(accounting.map((r) => r.id)).toContain('finance.ifrs');
  });

  it('follows a second hop when asked', () => {
    const one = relatedSkills('software.nextjs', {}, catalog).map((r) => r.id);
    const two = relatedSkills('software.nextjs', { depth: 2 }, catalog);
    expect(one).not.toContain('software.javascript');
    expect(two.find((r) => r.id === 'software.javascript')?.distance).toBe(2);
  });
});

describe('findSkills: layout noise', () => {
  it('does not read letter-spaced headings as one-letter languages', () => {
    expect(ids('C O M P É T E N C E S\nJavaScript, TypeScript')).toEqual(['software.javascript', 'software.typescript']);
    expect(ids('C E R T I F I C A T I O N S', { inSkillsSection: true })).toEqual([]);
  });

  it('needs capitals or context for short all-capital names written otherwise', () => {
    // Italian "dei" (of the) is not DEI; written in capitals it is.
    expect(ids('Gestione dei fornitori e dei costi')).not.toContain('hr.diversity-inclusion');
    expect(ids('Led the DEI council')).toContain('hr.diversity-inclusion');
  });

  it('folds singular and plural only for English forms', () => {
    // Italian "procedure" is not the Portuguese/English label "procedures" of stored procedures.
    expect(ids('Procedure HACCP e gestione ordini')).not.toContain('software.stored-procedures');
  });
});
