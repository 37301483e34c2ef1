/**
 * Postings whose scrape lost the line breaks: lines glued to each other ("…MarketDedicado",
 * "…obra.Requisitos:", "Requisiti:- esperienza…- patentino"), or joined by spaces around bullets.
 * The breaks are put back where the glue shows them, and names written with an inner capital stay whole.
 */
import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../../../src/match/job/job-understanding.ts';
import { restoreScrapedLines } from '../../../src/match/job/scraped-lines.ts';
import { publicRequirements } from '../../../src/match/match-response.ts';

const read = (text: string) => publicRequirements(parseJobDescription(text));
const glue = (lines: string[]) => lines.join('');
const spaced = (lines: string[]) => lines.join(' ');

const postings: Array<{ lang: string; lines: string[]; asked: string; offered: RegExp }> = [
  {
    lang: 'it',
    lines: [
      'Magazziniere carrellista - Bergamo',
      "Per importante azienda cliente operante nel settore della logistica conto terzi ricerchiamo un magazziniere carrellista da inserire nel reparto spedizioni del magazzino centrale.",
      'Requisiti:',
      '- esperienza di almeno 2 anni nella mansione',
      '- patentino del muletto in corso di validità',
      '- conoscenza dei sistemi WMS',
      'Si offre:',
      '- contratto a tempo determinato, buoni pasto, teambuilding',
    ],
    asked: 'Warehouse management',
    offered: /buoni pasto|teambuilding/i,
  },
  {
    lang: 'es',
    lines: [
      'Técnico contable - Zaragoza',
      'Somos un grupo alimentario con más de cuarenta años de historia y presencia en toda España, y buscamos un técnico contable para nuestro departamento financiero.',
      'Requisitos',
      '• Experiencia mínima de 3 años en contabilidad',
      '• Conocimientos de SAP FI',
      '• Excel avanzado',
      'Ofrecemos',
      '• Seguro médico, horario flexible y teambuilding',
    ],
    asked: 'SAP',
    offered: /seguro|teambuilding/i,
  },
  {
    lang: 'en',
    lines: [
      'Backend Engineer - Remote',
      'We are a payments company helping forty thousand small businesses across Europe get paid faster, and we are growing our platform team this year.',
      "What you'll bring",
      '• 4+ years building backend services',
      '• Strong PostgreSQL',
      '• Experience with Kafka',
      'Benefits',
      '• Equity, pension and teambuilding',
    ],
    asked: 'PostgreSQL',
    offered: /pension|teambuilding/i,
  },
  {
    lang: 'de',
    lines: [
      'Sachbearbeiter Einkauf (m/w/d) - Hannover',
      'Die Nordwerk Antriebstechnik GmbH entwickelt und fertigt seit über sechzig Jahren Getriebe für Windkraftanlagen und sucht Verstärkung für den Einkauf.',
      'Ihr Profil',
      '- Abgeschlossene kaufmännische Ausbildung',
      '- Sicherer Umgang mit SAP MM',
      '- Gute Englischkenntnisse',
      'Wir bieten',
      '- Betriebliche Altersvorsorge, Kantine und Teambuilding',
    ],
    asked: 'SAP',
    offered: /Altersvorsorge|Kantine|teambuilding/i,
  },
];

describe('a posting whose lines were glued together reads as the posting with its lines', () => {
  for (const { lang, lines, asked, offered } of postings) {
    it(`finds what is asked and leaves the offer (${lang})`, () => {
      for (const text of [glue(lines), spaced(lines)]) {
        const skills = read(text).skills;
        const names = skills.map((s) => `${s.canonical ?? s.name} ${s.name}`).join(' | ');
        expect(names, `${lang}: ${text.slice(0, 40)}`).toMatch(new RegExp(asked, 'i'));
        expect(skills.filter((s) => !s.implied).map((s) => s.name).join(' | '), lang).not.toMatch(offered);
      }
    });
  }
});

describe('names written with an inner capital stay whole', () => {
  const long = 'x '.repeat(120);
  it('keeps a name of the knowledge base, a name written twice, a hashtag and a line’s first word', () => {
    const text = `AvanCarte – wir sind ein Verlag. ${long} Wir nutzen JavaScript und PowerPoint. SumUp zahlt pünktlich, SumUp wächst. #TuMejorVersión`;
    const out = restoreScrapedLines(text);
    for (const name of ['AvanCarte', 'JavaScript', 'PowerPoint', 'SumUp', '#TuMejorVersión']) expect(out).toContain(name);
  });
  it('keeps a short name before a dash ("JobRad- Kantine") whole', () => {
    expect(restoreScrapedLines(`${long}Wir bieten:- Altersvorsorge und JobRad- Kantine`)).toContain('JobRad');
  });
  it('leaves a posting that has its own lines as it is', () => {
    const text = 'Lagerist\n\nKontakt: Herr Max Muster • Musterstraße 16 • 28207 Bremen\nKranken- und Altenpflege';
    expect(restoreScrapedLines(text)).toBe(text);
  });
});
