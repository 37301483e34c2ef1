/**
 * Drawings of a DOCX run — DrawingML (`w:drawing` with `wp:inline` / `wp:anchor`) and legacy
 * VML (`w:pict`) — reduced to what the layout needs: size, where an anchored object sits, the
 * image it shows (relationship id) or the text box content it holds.
 *
 * Word writes a text box twice: as DrawingML inside `mc:Choice` and again as VML inside
 * `mc:Fallback`. Callers pick one branch of mc:AlternateContent (see pickAlternate), so each
 * box is read once.
 */
import { child, descendant, numberAttr, type XmlNode } from './docx-xml.ts';

export const EMU_PER_POINT = 12700;

export interface Anchor {
  /** What the offsets are relative to, as Word names it (page, margin, column, paragraph…). */
  fromH: string;
  fromV: string;
  /** Offsets in points; undefined when the object is aligned (left/center/right) instead. */
  x?: number;
  y?: number;
  alignH?: string;
}

export interface Drawing {
  /** Points. */
  width: number;
  height: number;
  anchor?: Anchor;
  /** Relationship id of the picture shown, if it is a picture. */
  imageRel?: string;
  /** The w:txbxContent of a text box, if it is one. */
  textbox?: XmlNode;
}

/** A w:drawing element → its drawing, or undefined when it shows neither picture nor text. */
export function readDrawing(drawing: XmlNode): Drawing | undefined {
  const frame = child(drawing, 'inline') ?? child(drawing, 'anchor');
  if (!frame) return undefined;
  const extent = child(frame, 'extent');
  const width = (numberAttr(extent?.attrs.cx) ?? 0) / EMU_PER_POINT;
  const height = (numberAttr(extent?.attrs.cy) ?? 0) / EMU_PER_POINT;
  // A picture inside a text box belongs to the box's content, not to the box.
  const textbox = descendant(frame, 'txbxContent');
  const imageRel = textbox ? undefined : descendant(frame, 'blip')?.attrs.embed;
  if (!imageRel && !textbox) return undefined;
  return { width, height, anchor: frame.name === 'anchor' ? readAnchor(frame) : undefined, imageRel, textbox };
}

function readAnchor(frame: XmlNode): Anchor {
  const h = child(frame, 'positionH');
  const v = child(frame, 'positionV');
  const offset = (node: XmlNode | undefined) => {
    const text = child(node, 'posOffset')?.children[0]?.text;
    const n = numberAttr(text);
    return n === undefined ? undefined : n / EMU_PER_POINT;
  };
  return {
    fromH: h?.attrs.relativeFrom ?? 'column',
    fromV: v?.attrs.relativeFrom ?? 'paragraph',
    x: offset(h),
    y: offset(v),
    alignH: child(h, 'align')?.children[0]?.text,
  };
}

/**
 * A VML picture or text box (w:pict), used by older documents. Its CSS-like style carries the
 * size and, for absolutely positioned shapes, the offsets.
 */
export function readVml(pict: XmlNode): Drawing | undefined {
  const shape = descendant(pict, 'shape') ?? descendant(pict, 'rect');
  if (!shape) return undefined;
  const style = parseStyle(shape.attrs.style ?? '');
  const textbox = descendant(shape, 'txbxContent');
  const imageRel = textbox ? undefined : descendant(shape, 'imagedata')?.attrs.id;
  if (!imageRel && !textbox) return undefined;
  const absolute = style.position === 'absolute';
  return {
    width: cssLength(style.width) ?? 0,
    height: cssLength(style.height) ?? 0,
    anchor: absolute
      ? {
          fromH: style['mso-position-horizontal-relative'] ?? 'column',
          fromV: style['mso-position-vertical-relative'] ?? 'paragraph',
          x: cssLength(style['margin-left']) ?? cssLength(style.left),
          y: cssLength(style['margin-top']) ?? cssLength(style.top),
        }
      : undefined,
    imageRel,
    textbox,
  };
}

/** mc:AlternateContent: the first mc:Choice if there is one, else the mc:Fallback. */
export function pickAlternate(node: XmlNode): XmlNode | undefined {
  return child(node, 'Choice') ?? child(node, 'Fallback');
}

function parseStyle(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of style.split(';')) {
    const i = part.indexOf(':');
    if (i > 0) out[part.slice(0, i).trim().toLowerCase()] = part.slice(i + 1).trim();
  }
  return out;
}

const CSS_UNITS: Record<string, number> = { pt: 1, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75, pc: 12, emu: 1 / EMU_PER_POINT };

function cssLength(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^(-?[\d.]+)\s*([a-z]*)$/i.exec(value.trim());
  if (!m) return undefined;
  const n = Number.parseFloat(m[1]!);
  const unit = m[2]?.toLowerCase() || 'px';
  const factor = CSS_UNITS[unit];
  return factor === undefined || !Number.isFinite(n) ? undefined : n * factor;
}
