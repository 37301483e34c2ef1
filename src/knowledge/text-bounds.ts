/**
 * The longest line any reader of text gives its patterns. Text a client sends (a text-file CV, a
 * job description scraped without line breaks) can hold lines of tens of thousands of characters;
 * the readers' regular expressions are cheap only on lines of a text's usual length, and the
 * regex-safety test tries each of them at this size. Longer lines are wrapped, as an editor shows
 * them, at the last space before the limit (cut hard where there is none).
 */
export const MAX_LINE_CHARS = 1_000;

/** `line` in pieces of at most `max` characters, cut at the last space before the limit. */
export function wrapLine(line: string, max = MAX_LINE_CHARS): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > max / 2 ? space : max;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** Every line of `text` wrapped at `max` characters; lines already short are left as they are. */
export function wrapLongLines(text: string, max = MAX_LINE_CHARS): string {
  if (text.length <= max) return text;
  return text
    .split('\n')
    .map((line) => (line.length > max ? wrapLine(line, max).join('\n') : line))
    .join('\n');
}
