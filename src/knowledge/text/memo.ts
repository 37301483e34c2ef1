/**
 * Memoization of the engine's pure functions.
 *
 * `memoByText` memoizes pure text → value functions of the engine (lexicon and knowledge-base lookups on
 * header pieces and list items, which repeat within a CV and across CVs). Bounded: the cache is
 * dropped when it grows past `max` entries, so a long-running worker keeps a small footprint.
 */
export function memoByText<T>(fn: (text: string) => T, max = 8192): (text: string) => T {
  let cache = new Map<string, T>();
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    const value = fn(text);
    if (cache.size >= max) cache = new Map();
    cache.set(text, value);
    return value;
  };
}

/** Memoizes a loader so each data file is parsed once per process. */
export function once<T>(load: () => T): () => T {
  let value: T | undefined;
  let loaded = false;
  return () => {
    if (!loaded) {
      value = load();
      loaded = true;
    }
    return value as T;
  };
}
