import { type WordToken, wordTokens } from '../text/word-tokens.ts';
/**
 * A trie over folded word sequences: finds every lexicon phrase in a token stream, longest match
 * first at each position, in time linear in the text. All multi-word lexicons go through it.
 */

interface TrieNode<V> {
  next: Map<string, TrieNode<V>>;
  value?: V;
}

export interface PhraseMatch<V> {
  value: V;
  /** WordToken indexes [first, last + 1). */
  from: number;
  to: number;
  /** Character offsets in the original text. */
  start: number;
  end: number;
}

export class PhraseIndex<V> {
  private readonly root: TrieNode<V> = { next: new Map() };

  /** Adds a phrase (any text: it is tokenized and folded); the first value added for a phrase stays. */
  add(phrase: string, value: V): void {
    const words = wordTokens(phrase).map((t) => t.text);
    if (words.length === 0) return;
    let node = this.root;
    for (const w of words) {
      let child = node.next.get(w);
      if (!child) {
        child = { next: new Map() };
        node.next.set(w, child);
      }
      node = child;
    }
    if (node.value === undefined) node.value = value;
  }

  /** Longest phrase starting at token `from`, or null. */
  matchAt(tokens: WordToken[], from: number): PhraseMatch<V> | null {
    let node: TrieNode<V> | undefined = this.root;
    let best: PhraseMatch<V> | null = null;
    for (let i = from; i < tokens.length && node; i++) {
      node = node.next.get(tokens[i]!.text);
      if (node?.value !== undefined) {
        best = { value: node.value, from, to: i + 1, start: tokens[from]!.start, end: tokens[i]!.end };
      }
    }
    return best;
  }

  /** Non-overlapping matches, scanning left to right and taking the longest at each position. */
  findAll(tokens: WordToken[]): PhraseMatch<V>[] {
    const out: PhraseMatch<V>[] = [];
    for (let i = 0; i < tokens.length; ) {
      const m = this.matchAt(tokens, i);
      if (m) {
        out.push(m);
        i = m.to;
      } else i++;
    }
    return out;
  }

  /** Value when the whole token list is exactly one phrase. */
  exact(tokens: WordToken[]): V | undefined {
    const m = this.matchAt(tokens, 0);
    return m && m.to === tokens.length ? m.value : undefined;
  }
}
