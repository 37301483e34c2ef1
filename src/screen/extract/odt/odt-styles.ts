/**
 * ODF styles as far as the flow needs them: bold, italic and size from text properties,
 * alignment, which paragraph styles are headings (an outline level, or "Title"), and the
 * markers of list styles. Named styles (styles.xml) and automatic ones (content.xml) share one
 * table; a style inherits from its parent (style:parent-style-name).
 */
import type { FlowStyle } from '../flow/flow-model.ts';
import { child, childrenNamed, numberAttr, type XmlNode } from '../docx/docx-xml.ts';

interface StyleDef {
  name: string;
  parent?: string;
  text: FlowStyle;
  align?: 'left' | 'center' | 'right';
  outline?: number;
}

interface ListLevel {
  bullet?: string;
  format?: string;
  prefix: string;
  suffix: string;
}

/** Parents are followed this far: a loop (a style its own ancestor) stops here. */
const MAX_INHERITANCE = 10;

export class OdtStyles {
  private readonly styles = new Map<string, StyleDef>();
  private readonly lists = new Map<string, Map<number, ListLevel>>();

  /** Reads the style elements of an office:styles or office:automatic-styles element. */
  add(container: XmlNode | undefined): void {
    for (const node of container?.children ?? []) {
      if (node.name === 'style' && node.attrs.name) this.styles.set(node.attrs.name, readStyle(node));
      else if (node.name === 'list-style' && node.attrs.name) this.lists.set(node.attrs.name, readListStyle(node));
    }
  }

  text(name: string | undefined): FlowStyle {
    const chain = this.chain(name);
    return Object.assign({}, ...chain.reverse().map((s) => s.text)) as FlowStyle;
  }

  align(name: string | undefined): StyleDef['align'] {
    return this.chain(name).find((s) => s.align)?.align;
  }

  headingLevel(name: string | undefined): number | undefined {
    // An outline level, or LibreOffice's and Word's "Title", anywhere up the chain.
    for (const style of this.chain(name)) {
      if (style.outline !== undefined) return style.outline;
      if (/^title$/i.test(style.name)) return 1;
    }
    return undefined;
  }

  /** The marker of item `n` (1-based) at `level` (1-based) of a list style. */
  marker(listStyle: string | undefined, level: number, n: number): string {
    const def = listStyle ? this.lists.get(listStyle)?.get(level) : undefined;
    if (!def || def.bullet !== undefined) return def?.bullet && /[\p{L}\p{N}]/u.test(def.bullet) ? def.bullet : '•';
    if (!def.format) return '•';
    return `${def.prefix}${formatNumber(n, def.format)}${def.suffix}`;
  }

  private chain(name: string | undefined): StyleDef[] {
    const out: StyleDef[] = [];
    let current = name;
    while (current && out.length < MAX_INHERITANCE) {
      const def = this.styles.get(current);
      if (!def) break;
      out.push(def);
      current = def.parent;
    }
    return out;
  }
}

function readStyle(node: XmlNode): StyleDef {
  const props = child(node, 'text-properties');
  const para = child(node, 'paragraph-properties');
  const text: FlowStyle = {};
  const weight = props?.attrs['font-weight'];
  if (weight) text.bold = weight === 'bold' || Number(weight) >= 600;
  const fontStyle = props?.attrs['font-style'];
  if (fontStyle) text.italic = fontStyle === 'italic' || fontStyle === 'oblique';
  const size = /^([\d.]+)pt$/.exec(props?.attrs['font-size'] ?? '')?.[1];
  if (size && Number(size) >= 4 && Number(size) <= 96) text.fontSize = Number(size);
  const def: StyleDef = { name: node.attrs.name ?? '', text };
  if (node.attrs['parent-style-name']) def.parent = node.attrs['parent-style-name'];
  const align = para?.attrs['text-align'];
  if (align === 'center') def.align = 'center';
  else if (align === 'end' || align === 'right') def.align = 'right';
  else if (align) def.align = 'left';
  const outline = numberAttr(node.attrs['default-outline-level']);
  if (outline !== undefined && outline >= 1 && outline <= 10) def.outline = outline;
  return def;
}

function readListStyle(node: XmlNode): Map<number, ListLevel> {
  const levels = new Map<number, ListLevel>();
  for (const level of [...childrenNamed(node, 'list-level-style-bullet'), ...childrenNamed(node, 'list-level-style-number')]) {
    const n = numberAttr(level.attrs.level) ?? 1;
    levels.set(n, {
      bullet: level.name === 'list-level-style-bullet' ? (level.attrs['bullet-char'] ?? '•') : undefined,
      format: level.attrs['num-format'],
      prefix: level.attrs['num-prefix'] ?? '',
      suffix: level.attrs['num-suffix'] ?? '',
    });
  }
  return levels;
}

function formatNumber(n: number, format: string): string {
  if (format === 'a' || format === 'A') {
    const letter = String.fromCharCode(97 + ((n - 1) % 26));
    return format === 'A' ? letter.toUpperCase() : letter;
  }
  if (format === 'i' || format === 'I') {
    const roman = toRoman(n);
    return format === 'I' ? roman.toUpperCase() : roman;
  }
  return String(n);
}

function toRoman(n: number): string {
  const table: [number, string][] = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let out = '';
  let rest = Math.max(1, Math.min(n, 3999));
  for (const [value, numeral] of table) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}
