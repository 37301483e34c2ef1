/**
 * A thin drawing layer over pdfkit for the synthetic CV layouts: real TrueType fonts when the
 * machine has them (Liberation, DejaVu; pdfkit's built-in Helvetica/Times otherwise), wrapped
 * text that reports its height, rules, bands, rating dots, photo placeholders and link
 * annotations, and flows that continue on a new page when a column is full.
 */
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Candidate } from '../model.ts';
import type { Rng } from '../random.ts';

export interface TextOptions {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  light?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center' | 'justify';
  spacing?: number;
  link?: string;
  /** Line gap added by pdfkit between wrapped lines. */
  lineGap?: number;
}

const FONT_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/dejavu'];
const FAMILIES: Record<string, Record<'regular' | 'bold' | 'italic' | 'light', string>> = {
  'liberation-sans': { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf', italic: 'LiberationSans-Italic.ttf', light: 'LiberationSans-Regular.ttf' },
  'liberation-serif': { regular: 'LiberationSerif-Regular.ttf', bold: 'LiberationSerif-Bold.ttf', italic: 'LiberationSerif-Italic.ttf', light: 'LiberationSerif-Regular.ttf' },
  'dejavu-sans': { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf', light: 'DejaVuSans-ExtraLight.ttf' },
  'dejavu-condensed': { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf', italic: 'DejaVuSansCondensed-Oblique.ttf', light: 'DejaVuSans-ExtraLight.ttf' },
  'dejavu-serif': { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf', italic: 'DejaVuSerif-Italic.ttf', light: 'DejaVuSerif.ttf' },
};
const BUILTIN: Record<'sans' | 'serif', Record<'regular' | 'bold' | 'italic' | 'light', string>> = {
  sans: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', light: 'Helvetica' },
  serif: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic', light: 'Times-Roman' },
};

function findFont(file: string): string | null {
  for (const dir of FONT_DIRS) if (existsSync(`${dir}/${file}`)) return `${dir}/${file}`;
  return null;
}

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly width = 595.28;
  readonly height = 841.89;
  /** Whether real TrueType fonts are in use (bullets beyond WinAnsi need them). */
  readonly embedded: boolean;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;
  /** Called after a page is added (backgrounds of sidebars, running headers). */
  onNewPage: (() => void) | null = null;
  page = 1;

  constructor(cv: Candidate, r: Rng) {
    this.doc = new PDFDocument({ bufferPages: true, size: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 }, info: { Title: `CV ${cv.given} ${cv.family}`, Author: `${cv.given} ${cv.family}`, Creator: r.pick(['Microsoft® Word for Microsoft 365', 'LaTeX with hyperref', 'Canva', 'Google Docs Renderer', 'pdfTeX-1.40.25']) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
    const families = cv.style.font === 'serif' ? ['liberation-serif', 'dejavu-serif'] : ['liberation-sans', 'dejavu-sans', 'dejavu-condensed'];
    const family = FAMILIES[r.pick(families)]!;
    let embedded = true;
    for (const variant of ['regular', 'bold', 'italic', 'light'] as const) {
      const path = findFont(family[variant]);
      if (!path) embedded = false;
    }
    this.embedded = embedded;
    for (const variant of ['regular', 'bold', 'italic', 'light'] as const) {
      if (embedded) this.doc.registerFont(variant, findFont(family[variant])!);
      else this.doc.registerFont(variant, BUILTIN[cv.style.font][variant]);
    }
  }

  private font(o: TextOptions): void {
    this.doc.font(o.bold ? 'bold' : o.italic ? 'italic' : o.light ? 'light' : 'regular').fontSize(o.size ?? 10);
  }

  /** Text drawn at (x, y); returns its height. Without a width it stays on one line. */
  text(str: string, x: number, y: number, o: TextOptions = {}): number {
    const safe = this.embedded ? str : str.replace(/[▪◦►●○■]/g, '•');
    this.font(o);
    this.doc.fillColor(o.color ? `#${o.color}` : '#000000');
    const opts: PDFKit.Mixins.TextOptions = { lineBreak: o.width !== undefined, characterSpacing: o.spacing ?? 0, lineGap: o.lineGap ?? 1.5 };
    if (o.width !== undefined) opts.width = o.width;
    if (o.align) opts.align = o.align;
    if (o.link) opts.link = o.link;
    const h = o.width !== undefined ? this.doc.heightOfString(safe, opts) : (o.size ?? 10) * 1.2;
    this.doc.text(safe, x, y, opts);
    return h;
  }

  heightOf(str: string, width: number, o: TextOptions = {}): number {
    this.font(o);
    return this.doc.heightOfString(str, { width, lineGap: o.lineGap ?? 1.5, characterSpacing: o.spacing ?? 0 });
  }

  widthOf(str: string, o: TextOptions = {}): number {
    this.font(o);
    return this.doc.widthOfString(str, { characterSpacing: o.spacing ?? 0 });
  }

  rule(x1: number, y: number, x2: number, color = '999999', weight = 0.6): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(weight).strokeColor(`#${color}`).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, color: string): void {
    this.doc.save().rect(x, y, w, h).fill(`#${color}`).restore();
  }

  /** Rating dots ("●●●○○") drawn as shapes, as templates do: no text for the reader. */
  dots(x: number, y: number, filled: number, total: number, color: string): void {
    for (let i = 0; i < total; i++) {
      this.doc.save().circle(x + i * 9, y, 3).fill(i < filled ? `#${color}` : '#DDDDDD').restore();
    }
  }

  bar(x: number, y: number, w: number, share: number, color: string): void {
    this.rect(x, y, w, 3, 'E0E0E0');
    this.rect(x, y, w * share, 3, color);
  }

  /** A grey silhouette where the photo goes (an avatar placeholder, no face). */
  photoPlaceholder(x: number, y: number, size: number): void {
    this.doc.save().rect(x, y, size, size).fill('#D5D8DC').restore();
    this.doc.save().circle(x + size / 2, y + size * 0.38, size * 0.18).fill('#AEB6BF').restore();
    this.doc.save().ellipse(x + size / 2, y + size * 0.95, size * 0.34, size * 0.3).fill('#AEB6BF').restore();
  }

  /** Pieces of one line in different styles, left to right from x; returns the x after the last. */
  runs(x: number, y: number, parts: { text: string; o: TextOptions }[]): number {
    for (const p of parts) {
      if (!p.text) continue;
      this.text(p.text, x, y, { ...p.o, width: undefined });
      x += this.widthOf(p.text, p.o);
    }
    return x;
  }

  /**
   * Items in rows separated by `sep`, wrapped at `width`, each one carrying its link; aligned
   * left or centred. Returns the height used.
   */
  row(items: { text: string; url?: string }[], x: number, y: number, width: number, sep: string, o: TextOptions, align: 'left' | 'center' | 'right' = 'left'): number {
    const lines: { text: string; url?: string }[][] = [[]];
    let used = 0;
    const sepW = this.widthOf(sep, o);
    for (const item of items) {
      const w = this.widthOf(item.text, o);
      const line = lines[lines.length - 1]!;
      if (line.length && used + sepW + w > width) {
        lines.push([item]);
        used = w;
      } else {
        used += (line.length ? sepW : 0) + w;
        line.push(item);
      }
    }
    const lh = (o.size ?? 10) * 1.45;
    lines.forEach((line, k) => {
      const total = line.reduce((s, it, i) => s + this.widthOf(it.text, o) + (i ? sepW : 0), 0);
      let cx = align === 'center' ? x + (width - total) / 2 : align === 'right' ? x + width - total : x;
      line.forEach((it, i) => {
        if (i) {
          this.text(sep, cx, y + k * lh, { ...o, width: undefined, link: undefined });
          cx += sepW;
        }
        const w = this.widthOf(it.text, o);
        this.text(it.text, cx, y + k * lh, { ...o, width: undefined, link: it.url });
        cx += w;
      });
    });
    return lines.length * lh;
  }

  link(x: number, y: number, w: number, h: number, url: string): void {
    this.doc.link(x, y, w, h, url);
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    this.page++;
    this.onNewPage?.();
  }

  /** Draws running footers on every page once the page count is known (needs bufferPages). */
  footer: ((page: number, pages: number) => void) | null = null;

  finish(): Promise<Uint8Array> {
    if (this.footer) {
      const range = this.doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        this.doc.switchToPage(i);
        this.footer(i + 1, range.count);
      }
    }
    this.doc.end();
    return this.done;
  }
}

/** A column of content flowing down; a block that does not fit goes to the next page. */
export class Flow {
  constructor(
    readonly canvas: PdfCanvas,
    readonly x: number,
    readonly width: number,
    public y: number,
    readonly top = 50,
    readonly bottom = 800,
  ) {}

  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.canvas.addPage();
    this.y = this.top;
  }

  /** Wrapped text at the flow's x (plus indent); returns nothing, advances y. */
  text(str: string, o: TextOptions & { indent?: number; after?: number } = {}): void {
    const indent = o.indent ?? 0;
    const width = this.width - indent;
    const h = this.canvas.heightOf(str, width, o);
    this.ensure(h);
    this.canvas.text(str, this.x + indent, this.y, { ...o, width });
    this.y += h + (o.after ?? 1);
  }

  gap(h: number): void {
    this.y += h;
  }
}
