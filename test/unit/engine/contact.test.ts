import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { findEmails, findLinks, repairUrl } from '../../../src/screen/entities/contact-links.ts';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { inferPhoneRegion, inferPhoneRegions } from '../../../src/screen/entities/phone-region.ts';
import { documentOf } from './synthetic-document.ts';

const linesOf = (...texts: string[]) => buildLayout(documentOf(texts)).lines;
const e164 = (texts: string[], region: string | null) => findPhones(linesOf(...texts), region).map((p) => p.e164);

describe('phones', () => {
  it('normalizes to E.164 with the region the CV implies when no prefix is written', () => {
    expect(e164(['Tel. 347 998 1122'], 'IT')).toEqual(['+393479981122']);
    expect(e164(['Téléphone : 06 12 34 56 78'], 'FR')).toEqual(['+33612345678']);
    expect(e164(['Móvil: 612 345 678'], 'ES')).toEqual(['+34612345678']);
    expect(e164(['Handy: 0171 2345678'], 'DE')).toEqual(['+491712345678']);
    expect(e164(['Telemóvel: 912 345 678'], 'PT')).toEqual(['+351912345678']);
    expect(e164(['Mobile: 0412 345 678'], 'AU')).toEqual(['+61412345678']);
  });

  it('keeps an international prefix whatever the region', () => {
    expect(e164(['(+39) 3458711808'], 'DE')).toEqual(['+393458711808']);
    expect(e164(['+44 7700 900417 · +34 612 345 678'], null)).toEqual(['+447700900417', '+34612345678']);
    expect(e164(['0049 30 1234567'], null)).toEqual(['+49301234567']);
  });

  it('refuses dates, year ranges and address numbers', () => {
    expect(e164(['01/10/2018 – 31/08/2019'], 'DE')).toEqual([]);
    expect(e164(['2014 - 2018 Bachelor'], 'IT')).toEqual([]);
    expect(e164(['Musterstraße 52 - 11111 Berlin'], 'DE')).toEqual([]);
  });

  it('infers the region from the location, then from +prefixed numbers, the e-mail domain, the language', () => {
    const lines = linesOf('Jane Doe', 'jane@example.it');
    expect(inferPhoneRegion(lines, 'ES', [], null)).toBe('ES');
    expect(inferPhoneRegion(linesOf('Mobile +49 171 2345678'), null, [], 'en')).toBe('DE');
    expect(inferPhoneRegion(lines, null, ['jane@example.it'], null)).toBe('IT');
    expect(inferPhoneRegion(linesOf('Jane Doe'), null, ['jane@example.com'], 'pt')).toBe('PT');
  });
});

describe('phones of countries the CV language does not name first', () => {
  // The region the whole CV implies, as the engine infers it (no address written).
  const read = (texts: string[], language: string) => {
    const lines = linesOf(...texts);
    return findPhones(lines, inferPhoneRegions(lines, null, [], language)).map((p) => [p.e164, p.country]);
  };

  it('reads a number invalid in the language country in another country of that language', () => {
    expect(read(['Ana Souza', 'Celular: (21) 98376-0332'], 'pt')).toEqual([['+5521983760332', 'BR']]);
    expect(read(['Luis Pérez', '095-887-7987'], 'es')).toEqual([['+593958877987', 'EC']]);
  });

  it('prefers the country of the places the CV names', () => {
    expect(read(['Marc Tremblay', '514-396-2210', 'Université de Montréal — Montréal'], 'fr')).toEqual([['+15143962210', 'CA']]);
    expect(read(['Julia Gómez', 'Teléfono: 261 4123456', 'Universidad de Buenos Aires, Buenos Aires'], 'es')).toEqual([['+542614123456', 'AR']]);
  });

  it('does not read a number written without the leading 0 of the language country there', () => {
    expect(read(['Awa Diop', 'Tél. 77 123 45 67', 'Université Cheikh Anta Diop, Dakar, Sénégal'], 'fr')).toEqual([['+221771234567', 'SN']]);
    expect(read(['Claire Martin', 'Tél. 06 12 34 56 78', 'Stage à Genève, Suisse'], 'fr')).toEqual([['+33612345678', 'FR']]);
    expect(read(['Paolo Neri', 'Cell. 347 998 1122', 'Tirocinio a Lugano, Svizzera'], 'it')).toEqual([['+393479981122', 'IT']]);
  });

  it('reads no grade, North American placeholder or home-grouped number in another country', () => {
    expect(findPhones(linesOf('Jeanne Roy', 'Téléphone : 07.26.63.35.04', 'Tours'), { region: 'FR', guessed: false, fallbacks: ['MA'] }).map((p) => p.e164)).toEqual(['+33726633504']);
    expect(read(['GPA 3.1/4 (7.75/10)', 'Universidad de Sevilla, Sevilla'], 'es')).toEqual([]);
    expect(read(['Voto 58.4 (2014)', 'Università di Trento, Trento'], 'it')).toEqual([]);
    expect(read(['(123) 456-7890', 'Intern, Acme — London, UK'], 'en')).toEqual([]);
  });

  it('leaves identity and tax numbers alone', () => {
    expect(read(['DNI: 26417026', 'Teléfono: 261 4123456', 'Mendoza, Argentina'], 'es')).toEqual([['+542614123456', 'AR']]);
    expect(read(['CPF: 123.456.789-09'], 'pt')).toEqual([]);
    expect(read(['Codice fiscale 12345678901'], 'it')).toEqual([]);
  });
});

describe('e-mails and links', () => {
  it('finds e-mails and profile links in any line, typed by host', () => {
    const lines = linesOf('jane.doe@example.com | linkedin.com/in/jane-doe | github.com/janedoe', 'Portfolio: https://janedoe.dev');
    expect(findEmails(lines)).toEqual(['jane.doe@example.com']);
    expect(findLinks(lines).map((l) => [l.type, l.url])).toEqual([
      ['linkedin', 'https://linkedin.com/in/jane-doe'],
      ['github', 'https://github.com/janedoe'],
      ['website', 'https://janedoe.dev'],
    ]);
  });

  it('does not take technology names for web sites', () => {
    expect(findLinks(linesOf('Skills: Node.js, Vue.js, ASP.NET, Express.js'))).toEqual([]);
  });

  it('joins a URL cut at the end of a line', () => {
    const links = findLinks(linesOf('https://example.github.io/my-', 'portfolio/'));
    expect(links.map((l) => l.url)).toEqual(['https://example.github.io/my-portfolio/']);
  });
});

describe('links that are not the candidate\'s, and malformed ones', () => {
  it('leaves out the sites of the template the CV was made with', () => {
    expect(findLinks(linesOf('© Unione europea, 2002-2024 | europass.cedefop.europa.eu'))).toEqual([]);
    expect(findLinks(linesOf('https://europass.cedefop.europa.eu/fr/resources/european-language-levels-cefr'))).toEqual([]);
  });

  it('does not glue a URL ending in a slash to the label on the next line', () => {
    const links = findLinks(linesOf('marta-lenz.github.io/site/', 'Informatikstudentin (B.Sc.)'));
    expect(links.map((l) => l.url)).toEqual(['https://marta-lenz.github.io/site/']);
  });

  it('repairs hyperlink targets as files carry them', () => {
    expect(repairUrl('http://https//www.linkedin.com/in/jo-vidal')).toBe('https://www.linkedin.com/in/jo-vidal');
    expect(repairUrl('https://jo-vidal.github.io/web/github.com/jo-vidal')).toBe('https://github.com/jo-vidal');
    expect(repairUrl('https://medium.com/@@jovidal')).toBe('https://medium.com/@jovidal');
  });

  it('takes a plain site in an experience or education entry for the employer\'s or school\'s', () => {
    const lines = linesOf('Jo Vidal · jovidal.dev', '2019 – 2023 Universidade Nova · https://www.unova.example.pt/');
    expect(findLinks(lines, new Set([lines[1]!])).map((l) => l.url)).toEqual(['https://jovidal.dev']);
  });
});

describe('profile handles', () => {
  it('builds an Instagram profile from its label and handle', () => {
    expect(findLinks(linesOf('Instagram: nutri_lola')).map((l) => l.url)).toEqual(['https://www.instagram.com/nutri_lola']);
  });

  it('builds a profile URL from a platform label and a handle', () => {
    const links = findLinks(linesOf('LinkedIn: @maria-rossi · GitHub: mrossi'));
    expect(links.map((l) => l.url)).toEqual(['https://www.linkedin.com/in/maria-rossi', 'https://github.com/mrossi']);
  });

  it('prefers a written URL to a handle', () => {
    expect(findLinks(linesOf('github.com/mrossi-dev', 'GitHub: @mrossi')).map((l) => l.url)).toEqual(['https://github.com/mrossi-dev']);
  });
});
