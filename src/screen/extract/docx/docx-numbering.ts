/**
 * numbering.xml: what a list paragraph looks like on paper — its indentation and its marker
 * ("•", "1.", "a)"). The marker is put in front of the text, as a PDF of the same document
 * would show it, so bullets read the same whatever the source format.
 */
import { child, childrenNamed, numberAttr, val, type XmlNode } from './docx-xml.ts';

export interface ListLevel {
  /** Points, when the level sets them. */
  left?: number;
  hanging?: number;
  marker: string;
}

interface LevelDef {
  format: string;
  text: string;
  start: number;
  left?: number;
  hanging?: number;
}

const TWIPS = 20;

export class DocxNumbering {
  private readonly levels = new Map<string, LevelDef[]>();
  private readonly counters = new Map<string, number[]>();

  constructor(numberingXml: XmlNode | undefined) {
    const root = child(numberingXml, 'numbering');
    const abstracts = new Map<string, LevelDef[]>();
    for (const abstract of childrenNamed(root, 'abstractNum')) {
      const defs: LevelDef[] = [];
      for (const lvl of childrenNamed(abstract, 'lvl')) {
        const ind = child(child(lvl, 'pPr'), 'ind');
        defs[Number(lvl.attrs.ilvl ?? 0)] = {
          format: val(lvl, 'numFmt') ?? 'bullet',
          text: val(lvl, 'lvlText') ?? '',
          start: numberAttr(val(lvl, 'start')) ?? 1,
          left: twips(ind?.attrs.left ?? ind?.attrs.start),
          hanging: twips(ind?.attrs.hanging),
        };
      }
      if (abstract.attrs.abstractNumId !== undefined) abstracts.set(abstract.attrs.abstractNumId, defs);
    }
    for (const num of childrenNamed(root, 'num')) {
      const defs = abstracts.get(val(num, 'abstractNumId') ?? '');
      if (defs && num.attrs.numId !== undefined) this.levels.set(num.attrs.numId, defs);
    }
  }

  /** The next item of list `numId` at `ilvl`: its marker (counters advance) and indentation. */
  next(numId: string, ilvl: number): ListLevel | undefined {
    // numId 0 means "numbering removed" on this paragraph.
    if (numId === '0') return undefined;
    const defs = this.levels.get(numId);
    const def = defs?.[ilvl];
    if (!defs || !def) return undefined;
    const counters = this.counters.get(numId) ?? [];
    counters[ilvl] = (counters[ilvl] ?? def.start - 1) + 1;
    counters.length = ilvl + 1; // deeper levels restart
    this.counters.set(numId, counters);
    return { left: def.left, hanging: def.hanging, marker: marker(def, defs, counters) };
  }
}

function marker(def: LevelDef, defs: LevelDef[], counters: number[]): string {
  if (def.format === 'bullet') return '•';
  if (def.format === 'none') return '';
  return def.text.replace(/%(\d)/g, (_, n: string) => {
    const level = Number(n) - 1;
    return formatNumber(counters[level] ?? defs[level]?.start ?? 1, defs[level]?.format ?? 'decimal');
  });
}

function formatNumber(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(n).toLowerCase();
    case 'upperLetter':
      return letters(n);
    case 'lowerRoman':
      return roman(n).toLowerCase();
    case 'upperRoman':
      return roman(n);
    default:
      return String(n);
  }
}

function letters(n: number): string {
  const letter = String.fromCharCode(65 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}

function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, symbol] of table) {
    while (n >= value) {
      out += symbol;
      n -= value;
    }
  }
  return out;
}

function twips(value: string | undefined): number | undefined {
  const n = numberAttr(value);
  return n === undefined ? undefined : n / TWIPS;
}
