/**
 * styles.xml: document defaults and paragraph/character styles with their `basedOn` chains,
 * resolved to what the extractor needs — font size, bold, italic, font name, heading level,
 * list membership.
 *
 * Headings are recognised by the built-in style names ("heading 1", "Title"), which Word keeps
 * in English whatever the UI language (the style *ids* are localized: "Titolo1", "berschrift1"),
 * and by an outline level, which any custom heading style may carry.
 */
import { child, childrenNamed, numberAttr, toggle, val, type XmlNode } from './docx-xml.ts';

export interface RunFormat {
  /** Points. */
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
  hidden?: boolean;
  fontName?: string;
}

export interface ParagraphStyle {
  run: RunFormat;
  /** 1-based heading level, when the style is a heading or the Title. */
  headingLevel?: number;
  /** The style puts paragraphs in a numbered or bulleted list (numbering.xml ids). */
  list?: { numId: string; ilvl: number };
}

interface StyleDef {
  type: string;
  name: string;
  basedOn?: string;
  run: RunFormat;
  outlineLevel?: number;
  list?: { numId: string; ilvl: number };
}

/** Word's own default when nothing sets a size: 10 pt (w:sz 20). */
const SPEC_DEFAULT_FONT_SIZE = 10;

export class DocxStyles {
  readonly defaults: RunFormat;
  private readonly defs = new Map<string, StyleDef>();
  private readonly defaultParagraphStyle: string | undefined;
  private readonly cache = new Map<string, ParagraphStyle>();

  constructor(stylesXml: XmlNode | undefined) {
    const root = child(stylesXml, 'styles');
    const rPrDefault = child(child(child(root, 'docDefaults'), 'rPrDefault'), 'rPr');
    this.defaults = { fontSize: SPEC_DEFAULT_FONT_SIZE, bold: false, italic: false, ...runFormat(rPrDefault) };
    let defaultParagraph: string | undefined;
    for (const style of childrenNamed(root, 'style')) {
      const id = style.attrs.styleId;
      if (!id) continue;
      const pPr = child(style, 'pPr');
      this.defs.set(id, {
        type: style.attrs.type ?? 'paragraph',
        name: (val(style, 'name') ?? id).toLowerCase(),
        basedOn: val(style, 'basedOn'),
        run: runFormat(child(style, 'rPr')),
        outlineLevel: numberAttr(val(pPr, 'outlineLvl')),
        list: numberingOf(child(pPr, 'numPr')),
      });
      if (style.attrs.type === 'paragraph' && (style.attrs.default === '1' || style.attrs.default === 'true')) defaultParagraph = id;
    }
    this.defaultParagraphStyle = defaultParagraph;
  }

  /** The paragraph style (or the document's default paragraph style), resolved. */
  paragraph(styleId: string | undefined): ParagraphStyle {
    const id = styleId ?? this.defaultParagraphStyle ?? '';
    const cached = this.cache.get(id);
    if (cached) return cached;
    const chain = this.chain(id);
    const run: RunFormat = { ...this.defaults };
    let headingLevel: number | undefined;
    let list: ParagraphStyle['list'];
    // From the root ancestor down: nearer styles override.
    for (const def of chain.reverse()) {
      Object.assign(run, definedOnly(def.run));
      if (def.outlineLevel !== undefined && def.outlineLevel < 9) headingLevel = def.outlineLevel + 1;
      list = def.list ?? list;
    }
    const named = headingFromName(this.defs.get(id)?.name ?? '');
    const resolved: ParagraphStyle = { run, headingLevel: named ?? headingLevel, list };
    this.cache.set(id, resolved);
    return resolved;
  }

  /** A character style's run properties (without defaults), resolved through basedOn. */
  character(styleId: string | undefined): RunFormat {
    if (!styleId) return {};
    const run: RunFormat = {};
    for (const def of this.chain(styleId).reverse()) Object.assign(run, definedOnly(def.run));
    return run;
  }

  private chain(id: string): StyleDef[] {
    const chain: StyleDef[] = [];
    const seen = new Set<string>();
    let current: string | undefined = id;
    while (current && !seen.has(current) && chain.length < 20) {
      seen.add(current);
      const def = this.defs.get(current);
      if (!def) break;
      chain.push(def);
      current = def.basedOn;
    }
    return chain;
  }
}

/** Run properties written directly on a run, a style or the defaults. */
export function runFormat(rPr: XmlNode | undefined): RunFormat {
  if (!rPr) return {};
  const format: RunFormat = {};
  const halfPoints = numberAttr(val(rPr, 'sz'));
  if (halfPoints !== undefined && halfPoints > 0) format.fontSize = halfPoints / 2;
  const bold = toggle(rPr, 'b');
  if (bold !== undefined) format.bold = bold;
  const italic = toggle(rPr, 'i');
  if (italic !== undefined) format.italic = italic;
  const hidden = toggle(rPr, 'vanish');
  if (hidden !== undefined) format.hidden = hidden;
  const fonts = child(rPr, 'rFonts');
  const font = fonts?.attrs.ascii ?? fonts?.attrs.hAnsi;
  if (font) format.fontName = font;
  return format;
}

export function definedOnly(format: RunFormat): RunFormat {
  const out: RunFormat = {};
  for (const [k, v] of Object.entries(format)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

function numberingOf(numPr: XmlNode | undefined): { numId: string; ilvl: number } | undefined {
  const numId = val(numPr, 'numId');
  return numId === undefined ? undefined : { numId, ilvl: numberAttr(val(numPr, 'ilvl')) ?? 0 };
}

function headingFromName(name: string): number | undefined {
  if (name === 'title') return 1;
  const m = /^heading\s*(\d)$/.exec(name);
  return m ? Number(m[1]) : undefined;
}
