/**
 * Reads the lexicon data files shipped under ./dataset (not "data/": that name is git-ignored). Files are read once, synchronously, on first
 * use: they are part of the program, and every engine call needs them.
 */
import { readFileSync } from 'node:fs';

const DATA_DIR = new URL('./dataset/', import.meta.url);

export function readLexiconJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, DATA_DIR), 'utf8')) as T;
}

/** Lines of a text data file without comments (#) and blank lines. */
export function readLexiconLines(name: string): string[] {
  return readFileSync(new URL(name, DATA_DIR), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'));
}
