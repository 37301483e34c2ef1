/**
 * RTF tokenizer (RTF 1.9.1 §"RTF syntax"): groups, control words with their optional numeric
 * parameter, control symbols, hex bytes (\'hh) and text. Works on the file as latin1 so every
 * byte is one character; \binN payloads are skipped here, never decoded. Never recurses.
 */

export type RtfToken =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'word'; word: string; param: number | undefined }
  | { type: 'symbol'; char: string }
  | { type: 'byte'; value: number }
  | { type: 'text'; text: string };

/** Control words are at most 32 letters, parameters at most 10 digits (the spec's bounds). */
const MAX_WORD = 32;
const MAX_PARAM_DIGITS = 10;

export function* rtfTokens(source: string): Generator<RtfToken> {
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i]!;
    if (c === '{') {
      i++;
      yield { type: 'open' };
    } else if (c === '}') {
      i++;
      yield { type: 'close' };
    } else if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) return;
      if (isLetter(next)) {
        let j = i + 1;
        while (j < n && j - i - 1 < MAX_WORD && isLetter(source[j]!)) j++;
        const word = source.slice(i + 1, j);
        let k = j;
        if (source[k] === '-') k++;
        while (k < n && k - j < MAX_PARAM_DIGITS && source[k]! >= '0' && source[k]! <= '9') k++;
        const digits = source.slice(j, k);
        const param = digits === '' || digits === '-' ? undefined : Number.parseInt(digits, 10);
        if (digits === '-') k = j;
        // A space after a control word is its delimiter, not text.
        i = source[k] === ' ' ? k + 1 : k;
        if (word === 'bin' && param !== undefined && param > 0) {
          i = Math.min(n, i + param);
          continue;
        }
        yield { type: 'word', word, param };
      } else if (next === "'") {
        const value = Number.parseInt(source.slice(i + 2, i + 4), 16);
        i += 4;
        if (Number.isFinite(value)) yield { type: 'byte', value };
      } else if (next === '\r' || next === '\n') {
        // A backslash before a line ending is \par.
        i += 2;
        yield { type: 'word', word: 'par', param: undefined };
      } else {
        i += 2;
        yield { type: 'symbol', char: next };
      }
    } else if (c === '\r' || c === '\n') {
      // Line endings in RTF are for the file's editor, never text.
      i++;
    } else {
      let j = i + 1;
      while (j < n && !'{}\\\r\n'.includes(source[j]!)) j++;
      yield { type: 'text', text: source.slice(i, j) };
      i = j;
    }
  }
}

function isLetter(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
