/**
 * Towns (dataset/towns.tsv, from GeoNames): the smaller places a job description names as its
 * place of work ("Maintal", "Casalecchio di Reno"), with their country. Kept apart from the
 * places index (places.ts), which reads CVs too: a town is looked up only where a place is
 * expected (a location label, the header lines of a posting, "based in …").
 */
import { readLexiconLines } from './lexicon-files.ts';
import { PhraseIndex } from './phrase-index.ts';
import { once } from '../text/memo.ts';

export interface TownHit {
  name: string;
  country: string;
  population: number;
}

export const townIndex = once(() => {
  const index = new PhraseIndex<TownHit>();
  for (const line of readLexiconLines('towns.tsv')) {
    const [name, country, population] = line.split('\t');
    if (!name || !country) continue;
    // A name shared by several towns keeps one (the data file keeps only it: the nearer country list first, then the most populous).
    index.add(name, { name, country, population: Number(population) || 0 });
  }
  return index;
});
