/**
 * Classes of contact blocks, each in several languages: the address after a label in the words of
 * each language (a town the gazetteer lacks included), an address wrapped over two lines, the place
 * on the phone-and-e-mail line before a school's town, the last digits of a phone that are no
 * postcode, the country of the places a CV names when it gives no address, and phone labels as
 * OCR reads them.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { findPhones } from '../../../src/screen/entities/contact-phones.ts';
import { findLinks } from '../../../src/screen/entities/contact-links.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const profileOf = (texts: (LineSpec | string)[]) => runEngine(documentOf(texts), { referenceDate: new Date(Date.UTC(2025, 5, 1)) });
const locate = (texts: (LineSpec | string)[]) => profileOf(texts).personal.location;
const name = (text: string): LineSpec => ({ text, size: 22, bold: true });

describe('the address after a label, in the words of each language', () => {
  it.each([
    ['en', 'Based in Leeds', 'Leeds'],
    ['en', 'Lives in: Harrowgate Hill', 'Harrowgate Hill'],
    ['es', 'Vivo en: Ciudad Ventura, Chihuahua', 'Ciudad Ventura'],
    ['es', 'Resido en Villanubla', 'Villanubla'],
    ['it', 'Residente a Casalfiore', 'Casalfiore'],
    ['fr', 'Habite à Villefranche-sur-Loire', 'Villefranche-sur-Loire'],
    ['de', 'Wohnhaft in Erzdorf', 'Erzdorf'],
    ['pt', 'Moro em Pedra Alta', 'Pedra Alta'],
  ])('%s: %s → %s', (_lang, line, city) => {
    expect(locate([name('Alex Morgan'), line, 'alex.morgan@example.org'])?.city).toBe(city);
  });

  it('reads no town from a label word that opens other text', () => {
    expect(locate([name('Alex Morgan'), 'Location-based services for retailers'])?.city ?? null).toBeNull();
  });
});

describe('an address wrapped over two lines', () => {
  it.each([
    [['Purok Dos, Barangay Maligaya, Sampaloc,', 'Quezon Province, Philippines'], 'PH'],
    [['Calle Luna 4, Barrio Alto,', 'Villaverde, España'], 'ES'],
  ])('%j reads the town before region and country', (address, country) => {
    const location = locate([name('Alex Morgan'), { text: 'Address', bold: true }, ...address, 'alex.morgan@example.org']);
    expect(location?.country).toBe(country);
    expect(location?.city).not.toMatch(/Province|España/);
  });
});

describe("the place on the phone and e-mail line is the candidate's", () => {
  it.each([
    ['Final-year student | Computer Science | State Technical University, Kota', '+91 98290 12345 | priya.n@example.com | 12, Malviya Nagar, Jaipur', 'Jaipur'],
    ['Laureando in Ingegneria | Politecnico di Milano, Milano', '+39 347 123 4567 | luca.r@example.it | Torino', 'Torino'],
    ['Estudiante de Derecho | Universidad de Sevilla, Sevilla', '+34 612 345 678 | ana.g@example.es | Málaga', 'Málaga'],
  ])('%s / %s → %s', (school, contact, city) => {
    expect(locate([name('Alex Morgan'), school, contact])?.city).toBe(city);
  });
});

describe('the last digits of a phone number are no postcode', () => {
  it('does not join a phone line to the label below it as an address', () => {
    const location = locate([
      name('Alex Tan'),
      { text: 'Personal Particulars', bold: true, size: 12, gap: 8 },
      'Address : 261B Sengkang East Way',
      'Singapore',
      'Contact (Mobile) : 8128 8877',
      'Contact (email) : alex.tan@example.com',
    ]);
    expect(location?.city).toBe('Singapore');
  });
});

describe('the country of the places a CV names, when it gives no address', () => {
  it.each([
    ['it', ['Esperienze', '2019 - 2022  Allenatore, Atletica Bologna, Bologna', 'Formazione', '2013  Laurea, Università di Parma, Parma'], 'IT'],
    ['en', ['Experience', '2018 - 2023  Clerk, City Office, Chicago', 'Education', '2014 - 2018  BA, University of Texas, Austin, TX'], 'US'],
    ['es', ['Experiencia', '2018 - 2023  Cajera, Mercado Central, Madrid', 'Formación', '2014 - 2018  Grado, Universidad de Sevilla, Sevilla'], 'ES'],
  ])('%s: the country named most', (_lang, lines, country) => {
    expect(locate([name('Alex Morgan'), 'alex.morgan@example.org', ...lines])?.country).toBe(country);
  });

  it('says nothing when the places are split between countries', () => {
    const location = locate([name('Alex Morgan'), 'alex.morgan@example.org', 'Experience', '2018 - 2023  Clerk, Acme, Madrid', '2014 - 2018  Clerk, Acme, Chicago']);
    expect(location?.country ?? null).toBeNull();
  });
});

describe('phone labels in each language, as OCR reads them', () => {
  const phones = (texts: string[], region: string | null) => findPhones(buildLayout(documentOf(texts)).lines, region).map((p) => p.e164);

  it.each([
    ['en', 'Contact No. — 9717587428', 'IN', '+919717587428'],
    ['es', 'Cel: 656 4 36 84 31', 'MX', '+526564368431'],
    ['pt', 'Telemóvel: 912 345 678', 'PT', '+351912345678'],
    ['de', 'Mobil - 0171 2345678', 'DE', '+491712345678'],
    ['fr', 'Tél. : 06 12 34 56 78', 'FR', '+33612345678'],
    ['it', 'Cellulare: 347 123 4567', 'IT', '+393471234567'],
  ])('%s: %s', (_lang, line, region, e164) => {
    expect(phones([line], region)).toEqual([e164]);
  });

  it('reads the region of an unprefixed number from the town the CV gives', () => {
    const profile = profileOf([name('Bhawna Rao'), 'Delhi', 'E-mail ID — bhawna.rao@example.com', 'Contact No. — 9717587428']);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual(['+919717587428']);
    expect(profile.personal.location?.country).toBe('IN');
  });
});

describe('several numbers on one line', () => {
  const phones = (texts: string[], region: string | null) => findPhones(buildLayout(documentOf(texts)).lines, region).map((p) => p.e164);

  it.each([
    ['de', 'Tel: 0171 2345678 / 030 1234567', 'DE', ['+491712345678', '+49301234567']],
    ['it', 'Cell. 347 123 4567 / 06 1234 5678', 'IT', ['+393471234567', '+390612345678']],
    ['es', 'Móvil: 612 345 678 / 91 123 45 67', 'ES', ['+34612345678', '+34911234567']],
  ])('%s: %s', (_lang, line, region, e164) => {
    expect(phones([line], region)).toEqual(e164);
  });

  it('keeps a slash inside one number', () => {
    expect(phones(['Tel. 0171/2345678'], 'DE')).toEqual(['+491712345678']);
    expect(phones(['Cell. 347/1234567'], 'IT')).toEqual(['+393471234567']);
  });
});

describe('the country of an unprefixed number is the one of the address the CV gives', () => {
  it.each([
    ['en', 'Lagos, Nigeria', '0803 123 4567', '+2348031234567'],
    ['en', 'Manila, Philippines', '0917 123 4567', '+639171234567'],
    ['es', 'Bogotá, Colombia', 'Celular: 310 123 4567', '+573101234567'],
    ['fr', 'Casablanca, Maroc', 'Tél: 06 12 34 56 78', '+212612345678'],
    ['pt', 'Luanda, Angola', 'Tel: 923 456 789', '+244923456789'],
    ['de', 'Zürich', '079 123 45 67', '+41791234567'],
    ['it', 'Lugano, Svizzera', 'Cellulare: 079 123 45 67', '+41791234567'],
  ])('%s: %s / %s', (_lang, address, phone, e164) => {
    const profile = profileOf([name('Alex Morgan'), address, phone]);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual([e164]);
  });
});

describe('digits of a web address are no phone', () => {
  it('reads no number from a URL path', () => {
    const lines = buildLayout(documentOf(['https://portfolio.example.com/u3237312409/1948210/6/'])).lines;
    expect(findPhones(lines, 'BR')).toEqual([]);
  });
});

describe('links run into the next label, and redirect wrappers', () => {
  const links = (text: string) => findLinks(buildLayout(documentOf([text])).lines).map((l) => l.url);

  it.each([
    ['en', 'linkedin.com/in/jane-doeGitHub: janedoe', 'https://linkedin.com/in/jane-doe'],
    ['pt', 'www.janedoe.devTelefone: (11) 94468-1895', 'https://www.janedoe.dev'],
    ['de', 'xing.com/profile/Jane_DoeHandy: 0171 2345678', 'https://xing.com/profile/Jane_Doe'],
    ['es', 'github.com/janedoeTeléfono: 612 345 678', 'https://github.com/janedoe'],
  ])('%s: %s', (_lang, text, url) => {
    expect(links(text)[0]).toBe(url);
  });

  it('keeps a project path whose last word looks like a label', () => {
    expect(links('github.com/jane/SmartPhone')).toEqual(['https://github.com/jane/SmartPhone']);
    expect(links('https://janedoe.dev/Portfolio')).toEqual(['https://janedoe.dev/Portfolio']);
  });

  it('reads the address a redirect wrapper carries', () => {
    expect(links('https://example-cv-builder.eu/redirect?url=https%3A%2F%2Fgithub.com%2Fjanedoe')).toEqual(['https://github.com/janedoe']);
    expect(links('https://www.google.com/url?q=https://janedoe.dev&sa=D')).toEqual(['https://janedoe.dev']);
  });
});

describe("numbers of other people are not the candidate's", () => {
  const heading = (text: string): LineSpec => ({ text, size: 14, bold: true });
  it.each([
    ['en', 'References', 'John Carter, Head of Sales, Acme Ltd', 'Phone: +44 20 7946 0321', '+44 7700 900123'],
    ['it', 'Referenze', 'Dott. Marco Bianchi, Responsabile HR', 'Tel. +39 02 4567 8910', '+39 347 123 4567'],
    ['es', 'Referencias', 'Ana López, Directora, Grupo Norte', 'Teléfono: +34 915 123 456', '+34 612 345 678'],
    ['de', 'Referenzen', 'Dr. Klaus Weber, Abteilungsleiter', 'Telefon: +49 30 1234567', '+49 171 2345678'],
    ['fr', 'Références', 'Mme Claire Dubois, Directrice RH', 'Tél. : +33 1 42 68 53 00', '+33 6 12 34 56 78'],
    ['pt', 'Referências', 'Sr. João Silva, Gerente, Grupo Sul', 'Telefone: +351 213 456 789', '+351 912 345 678'],
  ])("%s: a referee's number stays out", (_lang, refs, referee, refPhone, own) => {
    const profile = profileOf([
      name('Alex Morgan'),
      `alex.morgan@example.org · ${own}`,
      heading('Experience'),
      'Sales Manager, Northwind Ltd',
      '2019 - 2023',
      heading(refs),
      referee,
      refPhone,
    ]);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual([own.replace(/\s/g, '')]);
  });

  it("keeps an employer's switchboard in an entry out, and still finds a phone written only at the end", () => {
    const profile = profileOf([
      name('Alex Morgan'),
      'alex.morgan@example.org',
      heading('Experience'),
      'Sales Manager, Northwind Ltd, tel. +44 20 7946 0999',
      '2019 - 2023',
      heading('Personal details'),
      'Mobile: +44 7700 900456',
    ]);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual(['+447700900456']);
  });
});

describe('the contact line at the foot of the CV', () => {
  it.each([
    ['en', 'Projects', 'Inventory app for a local bakery'],
    ['de', 'Projekte', 'Ansible-Rollen für das Monitoring'],
    ['it', 'Progetti', 'Gestionale per una biblioteca civica'],
  ])('%s: the e-mail line under the last section carries the phone', (_lang, heading, project) => {
    const profile = profileOf([
      name('Alex Morgan'),
      { text: heading, size: 14, bold: true },
      project,
      'alex.morgan@example.org • +49 171 2345678',
    ]);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual(['+491712345678']);
  });
});

describe('a stated nationality reads the national numbers of a CV with no address', () => {
  it.each([
    ['Nationality: Indian', 'Mobile Number: 9876543210', '+919876543210'],
    ['Nationality : Nigerian', 'Phone: 0803 123 4567', '+2348031234567'],
    ['Citizenship: Filipino', 'Mobile: 0917 123 4567', '+639171234567'],
    ['Nationality: Kenyan', 'Tel: 0712 345678', '+254712345678'],
  ])('%s', (nationality, phone, e164) => {
    const profile = profileOf([name('Alex Morgan'), 'alex.morgan@example.org', phone, 'Personal details', nationality]);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual([e164]);
  });
});

describe('an English CV with no address reads national numbers in the country its places name', () => {
  it.each([
    ['☎ 07911 123456 ✉ alex.morgan@example.org', '2019 - 2022 Sales Assistant, Harbour Shop Ltd, London', '+447911123456'],
    ['T: 07911 123456', '2019 - 2022 Barista, Corner Café, Manchester, United Kingdom', '+447911123456'],
    ['98765 43210', '2018 - 2021 Analyst, Tata Consultancy Services, Pune, India', '+919876543210'],
  ])('%s', (phone, job, e164) => {
    const profile = profileOf([name('Alex Morgan'), phone, { text: 'EXPERIENCE', bold: true }, job]);
    expect(profile.personal.phones.map((p) => p.e164)).toEqual([e164]);
  });

  it('reads no bare national number outside the contact block', () => {
    const profile = profileOf([name('Alex Morgan'), 'alex.morgan@example.org', { text: 'EXPERIENCE', bold: true }, '2019 - 2022 Sales Assistant, Harbour Shop Ltd, London', 'Handled account 07911 123456 and returns.']);
    expect(profile.personal.phones).toEqual([]);
  });

  // '07911 123456' alone is British by its writing (contact-shapes.test.ts); '0712 345678' is written
  // alike in Kenya and Uganda.
  it('reads no national number when neither a place nor its writing tells the country', () => {
    const profile = profileOf([name('Alex Morgan'), '0712 345678', { text: 'EXPERIENCE', bold: true }, '2019 - 2022 Sales Assistant, Harbour Shop Ltd']);
    expect(profile.personal.phones).toEqual([]);
  });
});

describe('a town of the longer GeoNames list where the address is written', () => {
  it.each([
    ['de', ['Alex Morgan', 'Ringstraße 4, Maintal', 'alex.morgan@example.org · +49 171 2345678'], 'Maintal', 'DE'],
    ['it', ['Alex Morgan', 'Casalecchio di Reno (BO)', 'alex.morgan@example.org · +39 347 123 4567'], 'Casalecchio di Reno', 'IT'],
    ['es', ['Alex Morgan', 'alex.morgan@example.org', 'Alcobendas', '+34 612 345 678'], 'Alcobendas', 'ES'],
    ['es', ['Alex Morgan', 'Consultorio: Rivadavia 53, piso 9', 'Bahía Blanca', 'alex.morgan@example.org'], 'Bahía Blanca', 'AR'],
    ['fr', ['Alex Morgan', 'Adresse 12 Rue Ben Alaya El Kef', 'alex.morgan@example.org · +216 52 029 819'], 'El Kef', 'TN'],
  ])('%s: %j', (_lang, [who, ...lines], city, country) => {
    const location = locate([name(who!), ...lines]);
    expect([location?.city, location?.country]).toEqual([city, country]);
  });

  it('takes no town from another country than the phone says, nor from a sentence', () => {
    expect(locate([name('Alex Morgan'), 'Maintal', 'alex.morgan@example.org · +39 347 123 4567'])?.city ?? null).toBeNull();
    expect(locate([name('Alex Morgan'), 'alex.morgan@example.org', 'I led the Maintal branch for three years and grew its sales.'])?.city ?? null).toBeNull();
  });
});

describe("links of the candidate's work are no profile links", () => {
  it.each([
    ['Projects', 'Route planner — github.com/alexmorgan/route-planner · demo https://route-planner.vercel.app'],
    ['Publications', 'Morgan A. (2020). Deep nets for maps. https://doi.org/10.1000/xyz123'],
    ['Certifications', 'AWS Certified Developer – https://www.credly.com/badges/abc-123'],
    ['Progetti', 'Gestionale magazzino — https://gitlab.com/alexmorgan/magazzino'],
  ])('%s: %s', (heading, line) => {
    const profile = profileOf([name('Alex Morgan'), 'alex.morgan@example.org · linkedin.com/in/alexmorgan', { text: heading, bold: true, size: 13 }, line]);
    expect(profile.personal.links.map((l) => l.url)).toEqual(['https://linkedin.com/in/alexmorgan']);
  });

  it('keeps the links under a heading that names them ("Portfolio e LinkedIn")', () => {
    const profile = profileOf([name('Alex Morgan'), 'alex.morgan@example.org', { text: 'Portfólio e LinkedIn', bold: true, size: 13 }, 'https://readymag.com/u123/4567/']);
    expect(profile.personal.links.map((l) => l.url)).toEqual(['https://readymag.com/u123/4567/']);
  });

  it('keeps the site on a contact footer printed inside a project list', () => {
    const profile = profileOf([name('Alex Morgan'), { text: 'Projects', bold: true, size: 13 }, 'Scripts for the home lab', 'alex.morgan@example.org • +49 171 2345678', 'https://www.alexmorgan.org | GitHub']);
    expect(profile.personal.links.map((l) => l.url)).toEqual(['https://www.alexmorgan.org']);
  });

  it('keeps a profile written in a project list', () => {
    const profile = profileOf([name('Alex Morgan'), 'alex.morgan@example.org', { text: 'Projects', bold: true, size: 13 }, 'All my projects: github.com/alexmorgan']);
    expect(profile.personal.links.map((l) => l.url)).toEqual(['https://github.com/alexmorgan']);
  });
});
