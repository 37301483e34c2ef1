/**
 * The DOCX layouts, built with the `docx` package the way Word templates are built: headings
 * as Heading styles or bold paragraphs with a bottom border, right tab stops for dates, bullet
 * numbering, tables for sidebars, label columns and Europass grids, the name and contact in the
 * page header, contact details in a floating text box, profile links as hyperlinks.
 */
import sharp from 'sharp';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  Textbox,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Locale } from '../locale/locale-types.ts';
import type { Candidate, Job, School, SectionKey } from '../model.ts';
import type { Rng } from '../random.ts';
import { companyText, formatDate, formatPeriod, fullName, headingText, joinedHeader } from '../text.ts';
import { contactItems, itemText, type ContactItem } from './contact.ts';
import { schoolPeriod } from './pdf-sections.ts';

type Block = Paragraph | Table;

interface Ctx {
  cv: Candidate;
  loc: Locale;
  r: Rng;
  /** Half-points. */
  size: number;
  font: string;
  useNumbering: boolean;
  headingStyle: 'heading' | 'border' | 'shaded';
}

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

function run(ctx: Ctx, text: string, o: { bold?: boolean; italic?: boolean; size?: number; color?: string } = {}): TextRun {
  return new TextRun({ text, bold: o.bold, italics: o.italic, size: o.size ?? ctx.size, color: o.color, font: ctx.font });
}

function para(ctx: Ctx, children: ParagraphChild[] | string, o: { align?: 'left' | 'center' | 'right'; after?: number; before?: number; tabRight?: boolean; indent?: number; hanging?: number } = {}): Paragraph {
  return new Paragraph({
    children: typeof children === 'string' ? [run(ctx, children)] : children,
    alignment: o.align === 'center' ? AlignmentType.CENTER : o.align === 'right' ? AlignmentType.RIGHT : undefined,
    spacing: { after: o.after ?? 60, before: o.before ?? 0 },
    tabStops: o.tabRight ? [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }] : undefined,
    indent: o.indent !== undefined ? { left: o.indent, hanging: o.hanging } : undefined,
  });
}

function linkRun(ctx: Ctx, item: ContactItem, labelled: boolean): ParagraphChild[] {
  const text = itemText(item, labelled);
  if (!item.url) return [run(ctx, text)];
  return [new ExternalHyperlink({ link: item.url, children: [new TextRun({ text, style: 'Hyperlink', size: ctx.size, font: ctx.font })] })];
}

function headingBlock(ctx: Ctx, key: SectionKey): Paragraph {
  const text = headingText(key, ctx.cv);
  if (ctx.headingStyle === 'heading') return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text, font: ctx.font })], spacing: { before: 240, after: 80 } });
  if (ctx.headingStyle === 'shaded') {
    return new Paragraph({
      children: [run(ctx, text, { bold: true, size: ctx.size + 4, color: 'FFFFFF' })],
      shading: { type: ShadingType.CLEAR, fill: ctx.cv.style.accent, color: 'auto' },
      spacing: { before: 240, after: 100 },
    });
  }
  return new Paragraph({
    children: [run(ctx, text, { bold: true, size: ctx.size + 4, color: ctx.cv.style.accent })],
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ctx.cv.style.accent, space: 2 } },
    spacing: { before: 240, after: 100 },
  });
}

function bullets(ctx: Ctx, lines: string[], indent = 0): Paragraph[] {
  return lines.map((line) =>
    ctx.useNumbering
      ? new Paragraph({ children: [run(ctx, line)], numbering: { reference: 'cv-bullets', level: 0 }, spacing: { after: 40 }, indent: indent ? { left: indent + 360, hanging: 260 } : undefined })
      : para(ctx, [run(ctx, `${ctx.cv.style.bullet} ${line}`)], { after: 40, indent: indent || 200 }),
  );
}

function jobBlocks(ctx: Ctx, j: Job, k: number): Paragraph[] {
  const { cv, loc } = ctx;
  const period = formatPeriod(j, cv, loc, k);
  const titleFirst = cv.style.order === 'titleFirst';
  const out: Paragraph[] = [];
  if (cv.style.joined) {
    out.push(para(ctx, [run(ctx, joinedHeader(j, cv, loc), { bold: true }), run(ctx, `\t${period}`)], { tabRight: true, before: 120 }));
  } else {
    const first = titleFirst ? j.title : companyText(j, cv);
    const second = titleFirst ? companyText(j, cv) : j.title;
    out.push(para(ctx, [run(ctx, first, { bold: true }), new TextRun({ text: '\t', size: ctx.size }), run(ctx, period, { italic: true })], { tabRight: true, before: 120, after: 20 }));
    const city = cv.style.companyCity === 'separate' && j.city ? j.city : null;
    out.push(para(ctx, city ? [run(ctx, second, { italic: true }), new TextRun({ text: '\t', size: ctx.size }), run(ctx, city, { italic: true })] : [run(ctx, second, { italic: true })], { tabRight: !!city, after: 40 }));
  }
  out.push(...bullets(ctx, j.bullets));
  return out;
}

function schoolBlocks(ctx: Ctx, s: School, k: number): Paragraph[] {
  const period = schoolPeriod(s, ctx.cv, ctx.loc, k);
  const inst = s.city ? `${s.institution}, ${s.city}` : s.institution;
  const out = [
    para(ctx, [run(ctx, s.degree, { bold: true }), new TextRun({ text: '\t', size: ctx.size }), run(ctx, period)], { tabRight: true, before: 100, after: 20 }),
    para(ctx, [run(ctx, inst, { italic: true })], { after: 40 }),
  ];
  if (s.grade) out.push(para(ctx, s.grade));
  return out;
}

function skillBlocks(ctx: Ctx): Block[] {
  const { cv, loc } = ctx;
  const out: Block[] = [];
  for (const g of cv.skills) {
    const names = g.items.map((i) => i.name);
    if (cv.style.skillsStyle === 'bullets') out.push(...bullets(ctx, names));
    else if (cv.style.skillsStyle === 'table' || cv.style.skillsStyle === 'ratings') {
      out.push(
        new Table({
          width: { size: 70, type: WidthType.PERCENTAGE },
          borders: NO_BORDERS,
          rows: g.items.map(
            (i) =>
              new TableRow({
                children: [
                  new TableCell({ children: [para(ctx, i.name)], width: { size: 3500, type: WidthType.DXA } }),
                  new TableCell({ children: [para(ctx, i.level ?? loc.skillLevels[1]!)], width: { size: 2500, type: WidthType.DXA } }),
                ],
              }),
          ),
        }),
      );
    } else out.push(para(ctx, g.label ? [run(ctx, `${g.label}: `, { bold: true }), run(ctx, names.join(', '))] : names.join(', ')));
  }
  return out;
}

function languageBlocks(ctx: Ctx): Block[] {
  const { cv } = ctx;
  if (cv.style.languagesStyle === 'inline') return [para(ctx, cv.languages.map((l) => (l.levelText ? `${l.name} (${l.levelText})` : l.name)).join(', '))];
  if (cv.style.languagesStyle === 'table' || cv.style.languagesStyle === 'grid') {
    return [
      new Table({
        width: { size: 60, type: WidthType.PERCENTAGE },
        borders: NO_BORDERS,
        rows: cv.languages.map(
          (l) =>
            new TableRow({
              children: [
                new TableCell({ children: [para(ctx, [run(ctx, l.name, { bold: true })])], width: { size: 2500, type: WidthType.DXA } }),
                new TableCell({ children: [para(ctx, l.levelText ?? '')], width: { size: 3000, type: WidthType.DXA } }),
              ],
            }),
        ),
      }),
    ];
  }
  return cv.languages.map((l) => para(ctx, l.levelText ? `${l.name}: ${l.levelText}` : l.name, { after: 20 }));
}

function certificateBlocks(ctx: Ctx): Paragraph[] {
  const { cv, loc } = ctx;
  return bullets(
    ctx,
    cv.certificates.map((c) => [c.name, c.issuer, c.date ? formatDate(c.date, cv, loc) : null].filter(Boolean).join(' – ')),
  );
}

function sectionBlocks(ctx: Ctx, key: SectionKey): Block[] {
  const { cv } = ctx;
  switch (key) {
    case 'profile':
      return cv.summary ? [headingBlock(ctx, key), para(ctx, cv.summary)] : [];
    case 'experience':
      return [headingBlock(ctx, key), ...cv.jobs.flatMap((j, k) => jobBlocks(ctx, j, k))];
    case 'education':
      return [headingBlock(ctx, key), ...cv.schools.flatMap((s, k) => schoolBlocks(ctx, s, k))];
    case 'certifications':
      return cv.certificates.length ? [headingBlock(ctx, key), ...certificateBlocks(ctx)] : [];
    case 'skills':
      return [headingBlock(ctx, key), ...skillBlocks(ctx)];
    case 'languages':
      return [headingBlock(ctx, key), ...languageBlocks(ctx)];
    case 'interests':
      return ctx.r.chance(0.5) ? [headingBlock(ctx, key), para(ctx, cv.interests.join(', '))] : [];
    default:
      return [];
  }
}

async function placeholderPng(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300"><rect width="240" height="300" fill="#D5D8DC"/><circle cx="120" cy="115" r="52" fill="#AEB6BF"/><ellipse cx="120" cy="290" rx="95" ry="85" fill="#AEB6BF"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function nameBlocks(ctx: Ctx, align: 'left' | 'center'): Paragraph[] {
  const { cv } = ctx;
  const out = [
    ctx.r.chance(0.5)
      ? new Paragraph({ heading: HeadingLevel.TITLE, alignment: align === 'center' ? AlignmentType.CENTER : undefined, children: [new TextRun({ text: fullName(cv), font: ctx.font })] })
      : para(ctx, [run(ctx, fullName(cv), { bold: true, size: 44, color: cv.style.accent })], { align, after: 40 }),
  ];
  if (cv.headline) out.push(para(ctx, [run(ctx, cv.headline, { size: ctx.size + 6, color: '555555' })], { align, after: 80 }));
  return out;
}

function contactLine(ctx: Ctx, items: ContactItem[], align: 'left' | 'center'): Paragraph {
  const children: ParagraphChild[] = [];
  const sep = ctx.r.pick([' | ', ' • ', ' · ']);
  items.forEach((item, i) => {
    if (i) children.push(run(ctx, sep));
    children.push(...linkRun(ctx, item, ctx.cv.style.contactLabels));
  });
  return para(ctx, children, { align, after: 120 });
}

function order(ctx: Ctx, keys: SectionKey[]): SectionKey[] {
  const eduFirst = ctx.cv.jobs.length <= 2 && ctx.r.chance(0.4);
  const all: SectionKey[] = ['profile', ...(eduFirst ? (['education', 'experience'] as const) : (['experience', 'education'] as const)), 'certifications', 'skills', 'languages', 'interests'];
  return all.filter((k) => keys.includes(k));
}

async function wordClassic(ctx: Ctx): Promise<{ children: Block[]; header?: Header }> {
  const { cv, loc, r } = ctx;
  const align = r.chance(0.4) ? 'center' : 'left';
  const children: Block[] = [...nameBlocks(ctx, align)];
  const items = contactItems(cv, loc, r.int(0, 9));
  if (r.chance(0.25)) {
    // Contact details in a floating text box at the top right, as some Word templates do.
    children.unshift(
      new Paragraph({
        children: [
          new Textbox({
            style: { width: '2.4in', height: '1.3in', position: 'absolute', left: '4.3in', top: '0.1in' },
            children: items.map((it) => new Paragraph({ children: linkRun(ctx, it, cv.style.contactLabels) })),
          }),
        ],
      }),
    );
  } else children.push(contactLine(ctx, items, align));
  for (const key of order(ctx, ['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests'])) children.push(...sectionBlocks(ctx, key));
  return { children };
}

async function wordTableSidebar(ctx: Ctx): Promise<{ children: Block[] }> {
  const { cv, loc, r } = ctx;
  const side: Block[] = [];
  if (cv.photoPlaceholder) side.push(new Paragraph({ children: [new ImageRun({ type: 'png', data: await placeholderPng(), transformation: { width: 110, height: 137 } })] }));
  side.push(headingBlock({ ...ctx, headingStyle: 'border' }, 'contact'));
  for (const it of contactItems(cv, loc, r.int(0, 9), r.chance(0.4))) side.push(para(ctx, linkRun(ctx, it, cv.style.contactLabels), { after: 80 }));
  side.push(headingBlock({ ...ctx, headingStyle: 'border' }, 'skills'));
  side.push(...(cv.style.skillsStyle === 'comma' ? [para(ctx, cv.skills.flatMap((g) => g.items.map((i) => i.name)).join(', '))] : bullets(ctx, cv.skills.flatMap((g) => g.items.map((i) => i.name)))));
  side.push(headingBlock({ ...ctx, headingStyle: 'border' }, 'languages'));
  for (const l of cv.languages) side.push(para(ctx, [run(ctx, l.name, { bold: true }), run(ctx, l.levelText ? ` – ${l.levelText}` : '')], { after: 40 }));
  const main: Block[] = [...nameBlocks(ctx, 'left')];
  for (const key of order(ctx, ['profile', 'experience', 'education', 'certifications'])) main.push(...sectionBlocks(ctx, key));
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: [3200, 6400],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({ children: side as Paragraph[], width: { size: 3200, type: WidthType.DXA }, shading: { type: ShadingType.CLEAR, fill: 'EDEFF2', color: 'auto' } }),
          new TableCell({ children: main as Paragraph[], width: { size: 6400, type: WidthType.DXA } }),
        ],
      }),
    ],
  });
  return { children: [table] };
}

function labelRow(ctx: Ctx, label: string, content: Block[], o: { labelColor?: string; caps?: boolean } = {}): TableRow {
  return new TableRow({
    children: [
      new TableCell({ width: { size: 2600, type: WidthType.DXA }, children: [para(ctx, [run(ctx, o.caps ? label.toUpperCase() : label, { size: ctx.size - 2, color: o.labelColor ?? '1F4E79' })], { align: 'right' })] }),
      new TableCell({ width: { size: 7000, type: WidthType.DXA }, children: content.length ? (content as Paragraph[]) : [para(ctx, '')] }),
    ],
  });
}

async function wordEuropass(ctx: Ctx): Promise<{ children: Block[] }> {
  const { cv, loc, r } = ctx;
  const e = loc.europass;
  const rows: TableRow[] = [];
  rows.push(labelRow(ctx, 'Curriculum Vitae', [para(ctx, [run(ctx, `${cv.given} ${cv.family}`, { size: 30 })])]));
  rows.push(labelRow(ctx, e.personal, [para(ctx, [run(ctx, `${cv.given} ${cv.family}`, { size: 24 })])], { caps: true }));
  for (const it of contactItems(cv, loc, r.int(0, 9), true)) rows.push(labelRow(ctx, '', [para(ctx, linkRun(ctx, it, r.chance(0.5)))]));
  const headRow = (title: string) => rows.push(labelRow(ctx, title, [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '1F4E79', space: 1 } }, children: [] })], { caps: true }));
  headRow(e.work);
  cv.jobs.forEach((j, k) => {
    rows.push(labelRow(ctx, formatPeriod(j, cv, loc, k), [para(ctx, [run(ctx, j.title, { color: '1F4E79', size: ctx.size + 2 })]), para(ctx, j.city ? `${j.company}, ${j.city}` : j.company), ...bullets(ctx, j.bullets)]));
  });
  headRow(e.education);
  cv.schools.forEach((s, k) => {
    rows.push(labelRow(ctx, schoolPeriod(s, cv, loc, k), [para(ctx, [run(ctx, s.degree, { color: '1F4E79', size: ctx.size + 2 })]), para(ctx, s.city ? `${s.institution}, ${s.city}` : s.institution)]));
  });
  headRow(e.skills);
  const natives = cv.languages.filter((l) => l.level === 'native');
  const others = cv.languages.filter((l) => l.level !== 'native');
  rows.push(labelRow(ctx, e.motherTongue, [para(ctx, natives.map((l) => l.name).join(', '))]));
  if (others.length) {
    const grid = others.some((l) => l.grid);
    const cell = (t: string, bold = false) => new TableCell({ children: [para(ctx, [run(ctx, t, { size: ctx.size - 2, bold })], { align: 'center' })] });
    const inner = grid
      ? new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ children: [cell(''), cell(e.understanding), cell(''), cell(e.speaking), cell(''), cell(e.writing)] }),
            new TableRow({ children: [cell(''), cell(e.listening), cell(e.reading), cell(e.interaction), cell(e.production), cell('')] }),
            ...others.map((l) => new TableRow({ children: [cell(l.name, true), ...(l.grid ?? [l.levelText ?? '', '', '', '', '']).map((g) => cell(g))] })),
          ],
        })
      : null;
    rows.push(labelRow(ctx, e.otherLanguages, inner ? [inner as unknown as Paragraph] : others.map((l) => para(ctx, `${l.name} – ${l.levelText ?? ''}`))));
  }
  rows.push(labelRow(ctx, e.digital, [para(ctx, cv.skills.flatMap((g) => g.items.map((i) => i.name)).join(', '))]));
  if (cv.certificates.length) {
    headRow(headingText('certifications', { ...cv, style: { ...cv.style, headingCase: 'upper' } }));
    for (const c of cv.certificates) rows.push(labelRow(ctx, c.date ? formatDate(c.date, cv, loc) : '', [para(ctx, c.issuer ? `${c.name} – ${c.issuer}` : c.name)]));
  }
  rows.push(labelRow(ctx, e.driving, [para(ctx, 'B')]));
  return { children: [new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, columnWidths: [2600, 7000], borders: NO_BORDERS, rows })] };
}

async function wordHeader(ctx: Ctx): Promise<{ children: Block[]; header: Header }> {
  const { cv, loc, r } = ctx;
  const items = contactItems(cv, loc, r.int(0, 9));
  const header = new Header({
    children: [
      para(ctx, [run(ctx, fullName(cv), { bold: true, size: 32, color: cv.style.accent })], { after: 20 }),
      ...(cv.headline ? [para(ctx, [run(ctx, cv.headline, { size: ctx.size + 2 })], { after: 20 })] : []),
      contactLine({ ...ctx, size: ctx.size - 2 }, items, 'left'),
    ],
  });
  const children: Block[] = [];
  // Dates in a left column made with a tab and a hanging indent.
  const tabbed = (date: string, first: ParagraphChild[], rest: string[]) => [
    new Paragraph({ children: [run(ctx, date), new TextRun({ text: '\t', size: ctx.size }), ...first], tabStops: [{ type: TabStopType.LEFT, position: 2200 }], indent: { left: 2200, hanging: 2200 }, spacing: { before: 100, after: 20 } }),
    ...rest.map((t) => new Paragraph({ children: [run(ctx, t)], indent: { left: 2200 }, spacing: { after: 20 } })),
  ];
  for (const key of order(ctx, ['profile', 'experience', 'education', 'certifications', 'skills', 'languages'])) {
    if (key === 'experience') {
      children.push(headingBlock(ctx, key));
      cv.jobs.forEach((j, k) => {
        children.push(...tabbed(formatPeriod(j, cv, loc, k), [run(ctx, j.title, { bold: true })], [companyText(j, cv)]));
        children.push(...bullets(ctx, j.bullets, 2200));
      });
    } else if (key === 'education') {
      children.push(headingBlock(ctx, key));
      cv.schools.forEach((s, k) => {
      children.push(...tabbed(schoolPeriod(s, cv, loc, k), [run(ctx, s.degree, { bold: true })], [s.city ? `${s.institution}, ${s.city}` : s.institution]));
    });
    } else children.push(...sectionBlocks(ctx, key));
  }
  return { children, header };
}

async function wordTabular(ctx: Ctx): Promise<{ children: Block[] }> {
  const { cv, loc, r } = ctx;
  const children: Block[] = [para(ctx, [run(ctx, r.pick(['Lebenslauf', 'Curriculum Vitae', 'CV']), { bold: true, size: 36 })], { after: 200 })];
  const table = (rows: [string, Block[]][]) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      columnWidths: [2500, 7100],
      borders: NO_BORDERS,
      rows: rows.map(
        ([label, content]) =>
          new TableRow({
            children: [
              new TableCell({ width: { size: 2500, type: WidthType.DXA }, children: [para(ctx, label)] }),
              new TableCell({ width: { size: 7100, type: WidthType.DXA }, children: content as Paragraph[] }),
            ],
          }),
      ),
    });
  children.push(headingBlock(ctx, 'personal'));
  children.push(table([[{ en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', de: 'Name', pt: 'Nome' }[loc.lang], [para(ctx, `${cv.given} ${cv.family}`)]], ...contactItems(cv, loc, r.int(0, 9), true).map((it): [string, Block[]] => [it.label, [para(ctx, linkRun(ctx, it, false))]])]));
  children.push(headingBlock(ctx, 'experience'));
  children.push(table(cv.jobs.map((j, k) => [formatPeriod(j, cv, loc, k), [para(ctx, [run(ctx, j.title, { bold: true })]), para(ctx, j.city ? `${j.company}, ${j.city}` : j.company), ...bullets(ctx, j.bullets)]])));
  children.push(headingBlock(ctx, 'education'));
  children.push(table(cv.schools.map((s, k) => [schoolPeriod(s, cv, loc, k), [para(ctx, [run(ctx, s.degree, { bold: true })]), para(ctx, s.city ? `${s.institution}, ${s.city}` : s.institution)]])));
  if (cv.certificates.length) {
    children.push(headingBlock(ctx, 'certifications'));
    children.push(table(cv.certificates.map((c) => [c.date ? formatDate(c.date, cv, loc) : '', [para(ctx, c.issuer ? `${c.name}, ${c.issuer}` : c.name)]])));
  }
  children.push(headingBlock(ctx, 'skills'));
  children.push(
    table([
      ...cv.skills.map((g): [string, Block[]] => [g.label ?? 'IT', [para(ctx, g.items.map((i) => i.name).join(', '))]]),
      [cv.style.headings.languages, [para(ctx, cv.languages.map((l) => (l.levelText ? `${l.name} (${l.levelText})` : l.name)).join(', '))]],
    ]),
  );
  return { children };
}

const LAYOUTS: Record<string, (ctx: Ctx) => Promise<{ children: Block[]; header?: Header }>> = {
  'word-classic': wordClassic,
  'word-table-sidebar': wordTableSidebar,
  'word-europass': wordEuropass,
  'word-header': wordHeader,
  'word-tabular': wordTabular,
};

export async function renderDocx(cv: Candidate, loc: Locale, r: Rng): Promise<Uint8Array> {
  const ctx: Ctx = {
    cv,
    loc,
    r,
    size: r.pick([19, 20, 21, 22]),
    font: cv.style.font === 'serif' ? r.pick(['Cambria', 'Georgia', 'Times New Roman']) : r.pick(['Calibri', 'Arial', 'Aptos', 'Helvetica']),
    useNumbering: r.chance(0.6),
    headingStyle: r.weighted([['heading', 3], ['border', 3], ['shaded', 1]]),
  };
  const layout = LAYOUTS[cv.style.layout];
  if (!layout) throw new Error(`no DOCX layout ${cv.style.layout}`);
  const { children, header } = await layout(ctx);
  const doc = new Document({
    creator: `${cv.given} ${cv.family}`,
    styles: { default: { document: { run: { size: ctx.size, font: ctx.font } } } },
    numbering: {
      config: [
        {
          reference: 'cv-bullets',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: cv.style.bullet === '-' ? '–' : '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, headers: header ? { default: header } : undefined, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
