/**
 * Classes of requirement reading found on postings written for the purpose (eighth pass), per
 * language and board shape: plus-words and employer headings in the wordings boards use.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const asked = (text: string) => read(text).skills.filter((s) => !s.implied);

describe('plus-words of the six languages in the wordings boards use', () => {
  const lines: Array<[string, string]> = [
    ['en', 'Experience with data cabling would be highly regarded'],
    ['en', 'Experience with Salesforce will be favourably considered'],
    ['en', 'Familiarity with Docker is a big advantage'],
    ['pt', 'Conhecimentos de SAP serão valorizados'],
    ['es', 'Se tendrá en cuenta experiencia con SAP'],
    ['es', 'Experiencia con SAP será tenida en cuenta'],
    ['es', 'Conocimientos de SAP (no excluyente)'],
    ['fr', 'La maîtrise de SAP est un vrai atout'],
    ['de', 'Kenntnisse in SAP wären toll'],
    ['de', 'Optimal wären Kenntnisse in SAP'],
    ['de', 'Kenntnisse in SAP runden dein Profil ab'],
    ['it', 'La conoscenza di SAP rappresenta un valore aggiunto'],
  ];
  it('reads the item as nice, the other items as must', () => {
    for (const [lang, line] of lines) {
      const skills = asked(`Analyst\n\nRequirements:\n- Excel\n- ${line}\n\nLocation: Rome`);
      const names = skills.map((s) => `${s.name}:${s.importance}`).join(' | ');
      expect(skills.find((s) => s.name === 'Excel')?.importance, `${lang}: ${names}`).toBe('must');
      const other = skills.filter((s) => s.name !== 'Excel');
      expect(other.length, `${lang}: ${names}`).toBeGreaterThan(0);
      expect(other.every((s) => s.importance === 'nice'), `${lang}: ${names}`).toBe(true);
    }
    // "imposta sul valore aggiunto" is the value-added tax, no plus-word.
    const skills = asked('Contabile\n\nRequisiti:\n- Esperienza negli adempimenti in materia di imposta sul valore aggiunto');
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.every((s) => s.importance === 'must')).toBe(true);
  });
});

describe('headings about what the employer offers, in the wordings boards use', () => {
  const cases: Array<[string, string]> = [
    ['de', 'Pflegefachkraft (m/w/d)\n\nIhr Profil:\n- Examen als Pflegefachkraft\n\nWas wir Ihnen bieten:\nBetriebliche Altersvorsorge\nFort- und Weiterbildungen'],
    ['fr', 'Développeur Python H/F\n\nProfil recherché :\n- Maîtrise de Python\n\nPourquoi nous rejoindre ?\nMutuelle prise en charge à 100 %\nFormations Kubernetes'],
    ['fr', 'Comptable H/F\n\nProfil :\n- Maîtrise de Sage\n\nCe que nous vous proposons\nTickets restaurant\nFormation Excel'],
    ['es', 'Desarrollador Java\n\nRequisitos:\n- Java\n\n¿Por qué trabajar con nosotros?\nFormación en Kubernetes\nSeguro médico'],
    ['pt', 'Desenvolvedor Java\n\nRequisitos:\n- Java\n\nPor que trabalhar conosco?\nCursos de Kubernetes\nPlano de saúde'],
    ['en', 'Java Developer\n\nRequirements:\n- Java\n\nWhy you\'ll love working here\nKubernetes training budget\nPrivate health insurance'],
  ];
  it('asks nothing of what the offer lists', () => {
    for (const [lang, text] of cases) {
      const names = asked(text).map((s) => s.name);
      expect(names.length, `${lang}: ${names.join(' | ')}`).toBe(1);
    }
  });
});

describe('a number-of-years word beside a course of study is its length, no experience asked', () => {
  const cases: Array<[string, string, number | null]> = [
    ['it', 'Impiegato contabile\n\nRequisiti:\n- Laurea triennale in Economia\n- Conoscenza di Excel', null],
    ['it', 'Ingegnere\n\nRequisiti:\n- Laurea magistrale o triennale in Ingegneria\n- Conoscenza di AutoCAD', null],
    ['it', 'Operatore\n\nRequisiti:\n- Diploma triennale di qualifica professionale\n- Patente B', null],
    ['de', 'Kaufmann (m/w/d)\n\nIhr Profil:\n- Abgeschlossene dreijährige kaufmännische Ausbildung\n- Gute Kenntnisse in MS Office', null],
    ['de', 'Elektroniker (m/w/d)\n\nIhr Profil:\n- Abgeschlossene 3-jährige Ausbildung zum Elektroniker\n- Führerschein Klasse B', null],
    ['it', 'Impiegato\n\nRequisiti:\n- Laurea triennale e esperienza biennale nel ruolo', 2],
    ['de', 'Kaufmann (m/w/d)\n\nIhr Profil:\n- Ausbildung und zweijährige Berufserfahrung', 2],
  ];
  it('reads the years of experience only', () => {
    for (const [lang, text, years] of cases) expect(read(text).minYears, `${lang}: ${text}`).toBe(years);
  });
});

describe('what the employer gives, written among the requirements, asks nothing', () => {
  const cases: Array<[string, string]> = [
    ['de', 'Für diese Position gilt ein kollektivvertragliches Mindestgehalt von EUR 3.200 brutto'],
    ['it', 'Inquadramento CCNL Commercio, tredicesima e quattordicesima'],
    ['fr', '13e mois et RTT'],
    ['pt', 'Gympass e plano odontológico'],
    ['en', 'Private health insurance and pension scheme'],
    ['es', 'Seguro de salud y retribución flexible'],
  ];
  it('keeps only the skill asked', () => {
    for (const [lang, line] of cases) {
      const names = asked(`Accountant\n\nRequirements:\n- Excel\n- ${line}`).map((s) => s.name);
      expect(names, `${lang}: ${names.join(' | ')}`).toEqual(['Excel']);
    }
  });
});

describe('a social post: pictographs lead its items, hashtags and calls to apply close it', () => {
  const cases: Array<[string, string, string[]]> = [
    ['en', "🚀 We're hiring! 🚀\n\nWe're looking for a Product Designer.\n\nYou have:\n✅ Expert Figma skills\n✅ A strong portfolio\n\nInterested? DM me or apply via the link below 👇\n#hiring #design #ux", ['Figma', 'A strong portfolio']],
    ['it', '📢 Stiamo assumendo!\n\nCerchiamo un Data Analyst.\n\nRequisiti:\n🔹 Ottima conoscenza di SQL\n🔹 Conoscenza di Python\n\nInteressato? Invia il tuo CV in DM 📩\n#lavoro #dati', ['SQL', 'Python']],
    ['es', '¡Estamos contratando! 🎉\n\nBuscamos Data Analyst.\n\nRequisitos:\n👉 Dominio de SQL\n👉 Conocimientos de Python\n\n¿Interesado? Envíanos tu CV por mensaje privado\n#empleo #datos', ['SQL', 'Python']],
    ['fr', '🔥 On recrute !\n\nNous cherchons un Data Analyst.\n\nProfil :\n✔️ Maîtrise de SQL\n✔️ Connaissance de Python\n\nPostulez via le lien en commentaire 👇\n#recrutement #data', ['SQL', 'Python']],
    ['de', '📣 Wir stellen ein!\n\nWir suchen einen Data Analyst.\n\nDein Profil:\n✅ Sehr gute SQL-Kenntnisse\n✅ Erfahrung mit Python\n\nJetzt bewerben über den Link 👇\n#hiring #jobs', ['SQL', 'Python']],
    ['pt', '🚀 Estamos contratando!\n\nProcuramos um Data Analyst.\n\nRequisitos:\n✅ Domínio de SQL\n✅ Conhecimento de Python\n\nCandidate-se pelo link 👇\n#vagas #dados', ['SQL', 'Python']],
  ];
  it('asks what the items name, not the hashtags or the call to apply', () => {
    for (const [lang, text, expected] of cases) {
      const names = asked(text).map((s) => s.name);
      expect(names, `${lang}: ${names.join(' | ')}`).toEqual(expected);
    }
  });
});

describe('a short line about the place or mode of work, after the requirements, is the location', () => {
  const cases: Array<[string, string, string | null, string]> = [
    ['es', 'Trabajo 100% remoto desde España.', null, 'ES'],
    ['pt', 'Trabalho remoto em todo o Brasil', null, 'BR'],
    ['fr', 'Télétravail complet depuis la France', null, 'FR'],
    ['it', 'Posto di lavoro a Bologna', 'Bologna', 'IT'],
    ['pt', 'Localidade: Lisboa', 'Lisboa', 'PT'],
    ['en', 'Remote (Portugal)', null, 'PT'],
  ];
  it('reads the place, and asks nothing of it', () => {
    for (const [lang, line, city, country] of cases) {
      const r = read(`Accountant\n\nRequirements:\n- Excel\n\n${line}\n`);
      const names = r.skills.filter((s) => !s.implied).map((s) => s.name);
      expect(names, `${lang}: ${names.join(' | ')}`).toEqual(['Excel']);
      expect(r.location?.country, `${lang}: ${line}`).toBe(country);
      expect(r.location?.city ?? null, `${lang}: ${line}`).toBe(city);
    }
    // Experience of working remotely stays a requirement.
    const names = asked('Support Agent\n\nRequirements:\n- Excel\n- Experience working in a remote team').map((s) => s.name);
    expect(names.length).toBe(2);
  });
});

describe('a line closed by a gender ending is not continued by the next one', () => {
  const cases: Array<[string, string, string]> = [
    ['de', 'Pflegefachkraft (m/w/d)\n\nIhr Profil:\nAusbildung als Altenpfleger/in oder Gesundheits- und Krankenpfleger/in\nFreude an der Arbeit mit älteren Menschen', 'Freude an der Arbeit mit älteren Menschen'],
    ['it', 'Contabile\n\nRequisiti:\nEsperienza come impiegato/a\nOttima conoscenza di Excel', 'Excel'],
    ['es', 'Contable\n\nRequisitos:\nExperiencia como contable o técnico/a\nManejo avanzado de Excel', 'Excel'],
  ];
  it('reads the next line as an item of its own', () => {
    for (const [lang, text, item] of cases) {
      const names = asked(text).map((s) => s.name);
      expect(names, `${lang}: ${names.join(' | ')}`).toContain(item);
    }
  });
});
