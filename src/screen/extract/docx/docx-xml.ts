/**
 * XML of a DOCX part as an ordered tree (fast-xml-parser, order preserved, namespace prefixes
 * removed so "w:p" is "p" whatever prefix a producer chose). Safety: a part with a DOCTYPE is
 * refused (OOXML never has one, and it is the door to entity expansion and external entities,
 * which are never resolved anyway), nesting is bounded.
 */
import { XMLParser } from 'fast-xml-parser';
import { ExtractionError } from '../document.ts';

/** One element: its local name, attributes (local names) and children in document order. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Text content, for the text pseudo-node (name "#text"). */
  text?: string;
}

/** Real documents nest about 40 deep (tables in tables); far beyond is an attack or junk. */
const MAX_DEPTH = 512;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are decoded by us (decodeEntities): the parser's own entity handling triples the
  // parse time, and OOXML only ever uses the five XML entities and character references.
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
});

type RawNode = Record<string, unknown> & { ':@'?: Record<string, string> };

export function parseXml(xml: string, partName: string): XmlNode {
  if (/<!DOCTYPE/i.test(xml.slice(0, 4096)) || /<!ENTITY/i.test(xml)) {
    throw new ExtractionError('unreadable_file', `${partName} declares a DOCTYPE, which Office documents never do`);
  }
  let raw: RawNode[];
  try {
    raw = parser.parse(xml) as RawNode[];
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    if (/nested|depth|stack/i.test(message) || err instanceof RangeError) {
      throw new ExtractionError('file_too_complex', `${partName} nests too deeply`);
    }
    throw Object.assign(new ExtractionError('unreadable_file', `the DOCX part ${partName} is not well-formed XML`), { cause: err });
  }
  return { name: '#document', attrs: {}, children: convert(raw) };
}

function convert(nodes: RawNode[]): XmlNode[] {
  const out: XmlNode[] = [];
  for (const node of nodes) {
    for (const key of Object.keys(node)) {
      if (key === ':@') continue;
      const value = node[key];
      if (key === '#text') out.push({ name: '#text', attrs: {}, children: [], text: decodeEntities(String(value)) });
      else out.push({ name: key, attrs: decodeAttrs(node[':@']), children: Array.isArray(value) ? convert(value as RawNode[]) : [] });
    }
  }
  return out;
}

const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, named?: string, dec?: string, hex?: string) => {
    if (named) return NAMED[named]!;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function decodeAttrs(attrs: Record<string, string> | undefined): Record<string, string> {
  if (!attrs) return {};
  for (const key of Object.keys(attrs)) if (attrs[key]!.includes('&')) attrs[key] = decodeEntities(attrs[key]!);
  return attrs;
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** First descendant with this name, depth-first in document order. */
export function descendant(node: XmlNode | undefined, name: string): XmlNode | undefined {
  if (!node) return undefined;
  for (const c of node.children) {
    if (c.name === name) return c;
    const found = descendant(c, name);
    if (found) return found;
  }
  return undefined;
}

/** Concatenated text of all text nodes below. */
export function textOf(node: XmlNode): string {
  if (node.text !== undefined) return node.text;
  return node.children.map(textOf).join('');
}

/** w:val-style attribute of a child element, e.g. val(pPr, 'pStyle'). */
export function val(node: XmlNode | undefined, childName: string): string | undefined {
  return child(node, childName)?.attrs.val;
}

/** OOXML on/off properties: present without val, or val true/1/on, means on. */
export function toggle(node: XmlNode | undefined, childName: string): boolean | undefined {
  const c = child(node, childName);
  if (!c) return undefined;
  const v = c.attrs.val;
  return v === undefined || v === 'true' || v === '1' || v === 'on';
}

export function numberAttr(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}
