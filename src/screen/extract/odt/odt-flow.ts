/**
 * OpenDocument text (content.xml, and the master page's header and footer from styles.xml)
 * → FlowDocument: paragraphs and headings (text:p, text:h) with their styles, lists with the
 * markers their list style gives, tables cell by cell, sections, and text frames (read as text
 * boxes after the body). Notes, annotations and tracked deletions are not read.
 */
import { emptyFlow, type FlowBlock, type FlowDocument, type FlowParagraph, type FlowPiece, type FlowStyle, paragraph, pushText, trimParagraph } from '../flow/flow-model.ts';
import { child, childrenNamed, numberAttr, type XmlNode } from '../docx/docx-xml.ts';
import type { OdtStyles } from './odt-styles.ts';

const MAX_NESTING = 24;
/** Elements whose text is not the page's text. */
const SKIPPED = new Set(['note', 'annotation', 'tracked-changes', 'sequence-decls', 'variable-decls', 'user-field-decls', 'forms', 'bookmark', 'bookmark-start', 'bookmark-end', 'soft-page-break']);

interface ListContext {
  style: string | undefined;
  level: number;
  counters: number[];
}

export function odtToFlow(content: XmlNode, styles: OdtStyles, masterPage: XmlNode | undefined): FlowDocument {
  const reader = new OdtFlowReader(styles);
  const flow = emptyFlow();
  const text = child(child(child(content, 'document-content'), 'body'), 'text');
  flow.body = reader.blocks(text?.children ?? [], undefined, 0);
  flow.header = reader.blocks(child(masterPage, 'header')?.children ?? [], undefined, 0);
  flow.footer = reader.blocks(child(masterPage, 'footer')?.children ?? [], undefined, 0);
  flow.textboxes = reader.textboxes;
  return flow;
}

class OdtFlowReader {
  readonly textboxes: FlowBlock[][] = [];

  constructor(private readonly styles: OdtStyles) {}

  blocks(nodes: readonly XmlNode[], list: ListContext | undefined, depth: number): FlowBlock[] {
    const out: FlowBlock[] = [];
    if (depth > MAX_NESTING) return out;
    for (const node of nodes) {
      switch (node.name) {
        case 'p':
        case 'h':
          out.push(this.paragraph(node));
          break;
        case 'list':
          out.push(...this.list(node, list, depth));
          break;
        case 'table':
          out.push(this.table(node, depth));
          break;
        case 'frame': {
          const image = frameImage(node);
          if (image) out.push(paragraph([image]));
          else this.frame(node, depth);
          break;
        }
        case '#text':
          break;
        default:
          // Sections, indexes and other containers: their block content, in order.
          if (!SKIPPED.has(node.name)) out.push(...this.blocks(node.children, list, depth + 1));
      }
    }
    return out;
  }

  private paragraph(node: XmlNode): FlowParagraph {
    const styleName = node.attrs['style-name'];
    const p = paragraph();
    const level = node.name === 'h' ? (numberAttr(node.attrs['outline-level']) ?? 1) : this.styles.headingLevel(styleName);
    if (level !== undefined) p.heading = Math.max(1, Math.min(level, 6));
    const align = this.styles.align(styleName);
    if (align && align !== 'left') p.align = align;
    this.inline(node.children, this.styles.text(styleName), undefined, p, 0);
    trimParagraph(p);
    return p;
  }

  private inline(nodes: readonly XmlNode[], style: FlowStyle, link: string | undefined, p: FlowParagraph, depth: number): void {
    if (depth > MAX_NESTING) return;
    for (const node of nodes) {
      switch (node.name) {
        case '#text':
          pushText(p, (node.text ?? '').replace(/[ \t\r\n]+/g, ' '), style, link);
          break;
        case 's':
          pushText(p, ' '.repeat(Math.max(1, Math.min(numberAttr(node.attrs.c) ?? 1, 100))), style, link);
          break;
        case 'tab':
          p.pieces.push({ type: 'tab' });
          break;
        case 'line-break':
          p.pieces.push({ type: 'break' });
          break;
        case 'span':
          this.inline(node.children, { ...style, ...this.styles.text(node.attrs['style-name']) }, link, p, depth + 1);
          break;
        case 'a': {
          const href = node.attrs.href ?? '';
          this.inline(node.children, style, /^(?:https?:\/\/|mailto:)/i.test(href) ? href : link, p, depth + 1);
          break;
        }
        case 'frame': {
          const image = frameImage(node);
          if (image) p.pieces.push(image);
          else this.frame(node, depth);
          break;
        }
        default:
          if (!SKIPPED.has(node.name)) this.inline(node.children, style, link, p, depth + 1);
      }
    }
  }

  /** An item's first paragraph carries the marker; nested lists go one level down. */
  private list(node: XmlNode, outer: ListContext | undefined, depth: number): FlowBlock[] {
    const context: ListContext = {
      style: node.attrs['style-name'] ?? outer?.style,
      level: outer ? outer.level + 1 : 0,
      counters: outer?.counters ?? [],
    };
    context.counters[context.level] = 0;
    const out: FlowBlock[] = [];
    for (const item of node.children) {
      if (item.name !== 'list-item' && item.name !== 'list-header') continue;
      let first = item.name === 'list-item';
      for (const block of this.blocks(item.children, context, depth + 1)) {
        if (first && block.type === 'paragraph' && !block.list) {
          context.counters[context.level] = (context.counters[context.level] ?? 0) + 1;
          block.list = { marker: this.styles.marker(context.style, context.level + 1, context.counters[context.level]!), level: context.level };
          first = false;
        } else if (block.type === 'paragraph' && !block.list) {
          block.indent = (block.indent ?? 0) + (context.level + 1) * 18;
        }
        out.push(block);
      }
    }
    return out;
  }

  private table(node: XmlNode, depth: number): FlowBlock {
    const rows: FlowBlock[][][] = [];
    const collect = (container: XmlNode) => {
      for (const c of container.children) {
        if (c.name === 'table-row') rows.push(childrenNamed(c, 'table-cell').map((cell) => this.blocks(cell.children, undefined, depth + 1)));
        else if (c.name === 'table-header-rows' || c.name === 'table-rows' || c.name === 'table-row-group') collect(c);
      }
    };
    collect(node);
    return { type: 'table', rows };
  }

  private frame(node: XmlNode, depth: number): void {
    const box = child(node, 'text-box');
    if (!box) return;
    const blocks = this.blocks(box.children, undefined, depth + 1);
    if (blocks.length) this.textboxes.push(blocks);
  }
}

/** A frame holding a picture of the package (Pictures/…) with its drawn size in points. */
function frameImage(frame: XmlNode): FlowPiece | undefined {
  const image = child(frame, 'image');
  const href = image?.attrs.href;
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  const width = length(frame.attrs.width);
  const height = length(frame.attrs.height);
  if (!width || !height) return undefined;
  return { type: 'image', ref: href.replace(/^\.\//, ''), width, height };
}

const POINTS_PER_UNIT: Record<string, number> = { pt: 1, pc: 12, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75 };

/** An ODF length ("4cm", "1.5in", "113.4pt") in points. */
function length(value: string | undefined): number | undefined {
  const m = /^([\d.]+)(pt|pc|in|cm|mm|px)$/.exec(value ?? '');
  const points = m ? Number.parseFloat(m[1]!) * POINTS_PER_UNIT[m[2]!]! : Number.NaN;
  return Number.isFinite(points) && points > 0 && points < 5000 ? Math.round(points * 100) / 100 : undefined;
}
