/**
 * The text of one header piece: an institution's acronym kept with its name, the job's length and
 * stray punctuation taken off.
 */
import { organizationCues } from '../../knowledge/lexicons/organizations.ts';
import { fold } from '../../knowledge/text/fold.ts';

/**
 * "Universidade do Estado do Rio de Janeiro - UERJ": an institution's acronym after a dash is part
 * of its name, not another piece (a job title or a place).
 */
export function withAcronyms(cells: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const cell of cells) {
    const text = cell ?? '';
    const prev = out[out.length - 1];
    // A note in brackets after the acronym ("UFF (CAPES 6)", "PoliMi (Italy)") stays out of the name.
    const acronym = /^\s*([\p{Lu}\d][\p{Lu}\d&./-]{1,11})(?:\s*\([^)]*\))?\s*$/u.exec(text)?.[1];
    if (prev && acronym && /\p{Lu}{2}/u.test(acronym) && organizationCues(prev).institutionWord) {
      out[out.length - 1] = `${prev} - ${acronym}`;
      continue;
    }
    out.push(text);
  }
  return out;
}

// "1 year 9 months", "4 anni 3 mesi", "2 Jahre 3 Monate", "1 ano e 1 mês": a job's length (LinkedIn
// exports print it on its own line), never a title, an employer or a place. Tested on folded text.
export const DURATION_ONLY =
  /^(?:(?:\d+|un|una|uno|um|uma|one|ein|eine|einen)\s*(?:years?|yrs?|anni|anno|años|año|ans?|jahre?|anos?|months?|mos?|mesi|mese|meses|mes|mois|monate?|monat)\.?\s*(?:,|e|y|et|und|and)?\s*){1,2}$/iu;

export function tidy(text: string): string {
  // "Northwind Traders (3 years)": the job's length in brackets is no part of the name.
  const bracket = /\s*\(([^()]*)\)\s*$/u.exec(text);
  if (bracket && bracket.index > 0 && DURATION_ONLY.test(fold(bracket[1]!))) text = text.slice(0, bracket.index);
  return text
    .replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/gu, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
