/**
 * Section writers shared by the PDF layouts: headings in the CV's decoration, experience and
 * education entries in the arrangements real templates use (dates right of the title, below it,
 * in a left date column, inline), skills, languages, certificates. Each writes into a Flow.
 */
import type { Locale } from '../locale/locale-types.ts';
import type { Candidate, Job, School, SectionKey } from '../model.ts';
import type { Rng } from '../random.ts';
import { companyText, formatDate, formatPeriod, formatRange, headingText, joinedHeader, ratingWord } from '../text.ts';
import type { Flow, TextOptions } from './pdf-canvas.ts';

export interface Look {
  accent: string;
  body: number;
  headingSize: number;
  /** Width of a left date/label column when the layout has one. */
  dateColumn: number;
}

export function heading(flow: Flow, key: SectionKey, cv: Candidate, look: Look, r: Rng, o: { color?: string; inColumn?: boolean } = {}): void {
  const text = headingText(key, cv);
  const c = flow.canvas;
  const size = cv.style.headingCase === 'small' ? look.headingSize - 1 : look.headingSize;
  flow.ensure(size * 3 + 40);
  flow.gap(size * 0.9);
  const decor = cv.style.headingDecor;
  const spacing = cv.style.headingCase === 'upper' && r.chance(0.3) ? 1.5 : 0;
  if (decor === 'band') {
    c.rect(flow.x - 4, flow.y - 2, flow.width + 8, size + 7, look.accent);
    c.text(text, flow.x + 2, flow.y + 1.5, { size, bold: true, color: 'FFFFFF', spacing });
    flow.y += size + 12;
    return;
  }
  if (decor === 'bar') {
    c.rect(flow.x, flow.y, 4, size + 2, look.accent);
    c.text(text, flow.x + 10, flow.y, { size, bold: true, color: o.color ?? look.accent, spacing });
    flow.y += size + 9;
    return;
  }
  c.text(text, flow.x, flow.y, { size, bold: true, color: o.color ?? (r.chance(0.5) ? look.accent : '222222'), spacing });
  flow.y += size * 1.35;
  if (decor === 'rule') {
    c.rule(flow.x, flow.y, flow.x + flow.width, look.accent, 0.8);
    flow.y += 6;
  } else flow.y += 3;
}

export type EntryStyle = 'dateRight' | 'dateBelow' | 'dateAbove' | 'inline';

function description(flow: Flow, lines: string[], cv: Candidate, look: Look, indent = 0, asParagraph = false): void {
  if (!lines.length) return;
  if (asParagraph) {
    flow.text(`${lines.join('. ')}.`, { size: look.body, indent, color: '333333', after: 2 });
    return;
  }
  const c = flow.canvas;
  for (const line of lines) {
    const h = c.heightOf(line, flow.width - indent - 12, { size: look.body });
    flow.ensure(h);
    c.text(cv.style.bullet, flow.x + indent + 2, flow.y, { size: look.body, color: look.accent });
    c.text(line, flow.x + indent + 12, flow.y, { size: look.body, width: flow.width - indent - 12, color: '333333' });
    flow.y += h + 1.5;
  }
}

/** One job in the given arrangement. */
export function job(flow: Flow, j: Job, cv: Candidate, loc: Locale, look: Look, style: EntryStyle, k: number, paragraph: boolean): void {
  const c = flow.canvas;
  const period = formatPeriod(j, cv, loc, k);
  const body = look.body;
  flow.ensure(body * 5);
  const titleFirst = cv.style.order === 'titleFirst';
  const first = cv.style.joined ? joinedHeader(j, cv, loc) : titleFirst ? j.title : companyText(j, cv);
  const second = cv.style.joined ? null : titleFirst ? companyText(j, cv) : j.title;
  const city = cv.style.companyCity === 'separate' ? j.city : null;
  switch (style) {
    case 'dateRight': {
      const dw = c.widthOf(period, { size: body, italic: true }) + 4;
      const h = c.heightOf(first, flow.width - dw - 10, { size: body + 1, bold: true });
      c.text(first, flow.x, flow.y, { size: body + 1, bold: true, width: flow.width - dw - 10 });
      c.text(period, flow.x + flow.width - dw, flow.y + 1, { size: body, italic: true, color: '555555', width: dw, align: 'right' });
      flow.y += h + 1;
      if (second) {
        c.text(second, flow.x, flow.y, { size: body, italic: true, color: '333333' });
        if (city) c.text(city, flow.x + flow.width - 150, flow.y, { size: body, italic: true, color: '777777', width: 150, align: 'right' });
        flow.y += body * 1.35;
      } else if (city) {
        c.text(city, flow.x, flow.y, { size: body, italic: true, color: '777777' });
        flow.y += body * 1.35;
      }
      break;
    }
    case 'dateBelow':
      flow.text(first, { size: body + 1, bold: true, after: 0.5 });
      if (second) flow.text(city ? `${second} · ${city}` : second, { size: body, color: look.accent, after: 0.5 });
      else if (city) flow.text(city, { size: body, color: '777777', after: 0.5 });
      flow.text(period, { size: body - 0.5, italic: true, color: '666666', after: 2 });
      break;
    case 'dateAbove':
      flow.text(period.toUpperCase(), { size: body - 1, color: look.accent, bold: true, after: 1 });
      flow.text(first, { size: body + 1, bold: true, after: 0.5 });
      if (second) flow.text(city ? `${second} | ${city}` : second, { size: body, italic: true, after: 2 });
      break;
    case 'inline': {
      const dw = look.dateColumn || 95;
      c.text(period, flow.x, flow.y, { size: body, bold: true, width: dw - 6 });
      const text = second ? `${first} — ${second}${city ? `, ${city}` : ''}` : `${first}${city ? `, ${city}` : ''}`;
      const h = c.heightOf(text, flow.width - dw, { size: body });
      c.text(text, flow.x + dw, flow.y, { size: body, width: flow.width - dw });
      flow.y += Math.max(h, body * 1.3) + 1;
      description(flow, j.bullets, cv, look, dw, paragraph);
      flow.gap(5);
      return;
    }
  }
  description(flow, j.bullets, cv, look, 0, paragraph);
  flow.gap(6);
}

/** Date in a left column (moderncv, Europass, tabular CVs), content at the right. */
export function dateColumnEntry(
  flow: Flow,
  date: string,
  lines: { text: string; o: TextOptions }[],
  bullets: string[],
  cv: Candidate,
  look: Look,
  o: { dateAlign?: 'left' | 'right'; dateColor?: string; dateBold?: boolean } = {},
): void {
  const c = flow.canvas;
  const dw = look.dateColumn;
  const content = flow.width - dw - 12;
  let need = 0;
  for (const l of lines) need += c.heightOf(l.text, content, l.o);
  flow.ensure(need + look.body * 2);
  c.text(date, flow.x, flow.y, { size: look.body - 0.5, width: dw, align: o.dateAlign ?? 'right', color: o.dateColor ?? '444444', bold: o.dateBold });
  for (const l of lines) {
    const h = c.heightOf(l.text, content, l.o);
    c.text(l.text, flow.x + dw + 12, flow.y, { ...l.o, width: content });
    flow.y += h + 1;
  }
  for (const b of bullets) {
    const h = c.heightOf(b, content - 12, { size: look.body });
    flow.ensure(h);
    c.text(cv.style.bullet, flow.x + dw + 14, flow.y, { size: look.body });
    c.text(b, flow.x + dw + 26, flow.y, { size: look.body, width: content - 12, color: '333333' });
    flow.y += h + 1;
  }
  flow.gap(6);
}

/** A school's period (years or months as the CV prints them). */
export function schoolPeriod(s: School, cv: Candidate, loc: Locale, k: number): string {
  const view = s.yearsOnly ? { ...cv, style: { ...cv.style, dateStyle: 'yyyy' as const, sinceForm: false, wordRange: false } } : cv;
  if (!s.end) return '';
  if (s.endOnly || !s.start) return formatDate(s.end, view, loc);
  return formatRange(s.start, s.end, view, loc, k);
}

export function school(flow: Flow, s: School, cv: Candidate, loc: Locale, look: Look, style: EntryStyle, k: number): void {
  const c = flow.canvas;
  const period = schoolPeriod(s, cv, loc, k);
  const body = look.body;
  const inst = s.city && cv.style.companyCity !== 'none' ? `${s.institution}, ${s.city}` : s.institution;
  const degreeFirst = cv.style.order === 'titleFirst' || style === 'inline';
  const first = degreeFirst ? s.degree : inst;
  const second = degreeFirst ? inst : s.degree;
  flow.ensure(body * 4);
  if (style === 'inline') {
    const dw = look.dateColumn || 95;
    c.text(period, flow.x, flow.y, { size: body, bold: true, width: dw - 6 });
    const text = `${first}, ${second}`;
    const h = c.heightOf(text, flow.width - dw, { size: body });
    c.text(text, flow.x + dw, flow.y, { size: body, width: flow.width - dw });
    flow.y += h + 2;
  } else if (style === 'dateRight') {
    const dw = c.widthOf(period, { size: body, italic: true }) + 4;
    const h = c.heightOf(first, flow.width - dw - 10, { size: body + 1, bold: true });
    c.text(first, flow.x, flow.y, { size: body + 1, bold: true, width: flow.width - dw - 10 });
    c.text(period, flow.x + flow.width - dw, flow.y + 1, { size: body, italic: true, color: '555555', width: dw, align: 'right' });
    flow.y += h + 1;
    flow.text(second, { size: body, italic: true, after: 1 });
  } else if (style === 'dateAbove') {
    flow.text(period, { size: body - 1, color: look.accent, bold: true, after: 1 });
    flow.text(first, { size: body + 1, bold: true, after: 0.5 });
    flow.text(second, { size: body, after: 1 });
  } else {
    flow.text(first, { size: body + 1, bold: true, after: 0.5 });
    flow.text(second, { size: body, color: look.accent, after: 0.5 });
    flow.text(period, { size: body - 0.5, italic: true, color: '666666', after: 1 });
  }
  if (s.grade) flow.text(s.grade, { size: body - 0.5, color: '555555', indent: style === 'inline' ? look.dateColumn || 95 : 0, after: 1 });
  flow.gap(5);
}

export function skills(flow: Flow, cv: Candidate, loc: Locale, look: Look, narrow: boolean): void {
  const c = flow.canvas;
  const style = cv.style.skillsStyle;
  for (const group of cv.skills) {
    const names = group.items.map((i) => i.name);
    if (style === 'comma' || (style === 'groups' && !narrow)) {
      flow.text(group.label ? `${group.label}: ${names.join(', ')}` : names.join(', '), { size: look.body, after: 3 });
    } else if (style === 'groups') {
      if (group.label) flow.text(group.label, { size: look.body, bold: true, after: 1 });
      flow.text(names.join(', '), { size: look.body, after: 3 });
    } else if (style === 'bullets') {
      if (!narrow && names.length > 5) {
        // Two lists side by side, as many templates set a long skills list.
        const half = Math.ceil(names.length / 2);
        const startY = flow.y;
        flow.ensure(half * (look.body * 1.4));
        names.forEach((n, i) => {
          const col = i < half ? 0 : 1;
          const row = i < half ? i : i - half;
          c.text(`${cv.style.bullet} ${n}`, flow.x + col * (flow.width / 2), startY + row * look.body * 1.4, { size: look.body });
        });
        flow.y = startY + half * look.body * 1.4 + 2;
      } else for (const n of names) flow.text(`${cv.style.bullet} ${n}`, { size: look.body, after: 1 });
    } else {
      // Ratings and tables: the level drawn (dots, bars) or written beside the name.
      for (const item of group.items) {
        flow.ensure(look.body * 2);
        if (style === 'ratings' && item.rating !== null) {
          c.text(item.name, flow.x, flow.y, { size: look.body });
          if (narrow) {
            flow.y += look.body * 1.3;
            c.bar(flow.x, flow.y, flow.width - 10, item.rating / 5, look.accent);
            flow.y += 7;
          } else {
            c.dots(flow.x + Math.min(180, flow.width - 50), flow.y + look.body * 0.55, item.rating, 5, look.accent);
            flow.y += look.body * 1.45;
          }
        } else {
          c.text(item.name, flow.x, flow.y, { size: look.body });
          const word = item.rating !== null ? ratingWord(item.rating, loc) : '';
          c.text(word, flow.x + (narrow ? flow.width - 70 : Math.min(200, flow.width - 80)), flow.y, { size: look.body - 0.5, color: '666666' });
          flow.y += look.body * 1.45;
        }
      }
    }
  }
}

export function languages(flow: Flow, cv: Candidate, loc: Locale, look: Look, narrow: boolean): void {
  const c = flow.canvas;
  const style = cv.style.languagesStyle === 'grid' ? 'table' : cv.style.languagesStyle;
  if (style === 'inline' && !narrow) {
    flow.text(cv.languages.map((l) => (l.levelText ? `${l.name} (${l.levelText})` : l.name)).join(', '), { size: look.body, after: 3 });
    return;
  }
  for (const l of cv.languages) {
    flow.ensure(look.body * 2.5);
    if (style === 'table' && !narrow) {
      c.text(l.name, flow.x, flow.y, { size: look.body, bold: true });
      c.text(l.levelText ?? '', flow.x + 130, flow.y, { size: look.body });
      flow.y += look.body * 1.45;
    } else if (narrow) {
      c.text(l.name, flow.x, flow.y, { size: look.body, bold: true });
      flow.y += look.body * 1.3;
      if (l.levelText) {
        c.text(l.levelText, flow.x, flow.y, { size: look.body - 0.5, color: '555555', width: flow.width });
        flow.y += look.body * 1.35;
      }
      flow.gap(2);
    } else {
      flow.text(l.levelText ? `${l.name}: ${l.levelText}` : l.name, { size: look.body, after: 1 });
    }
  }
  void loc;
}

export function certificates(flow: Flow, cv: Candidate, loc: Locale, look: Look, r: Rng): void {
  for (const cert of cv.certificates) {
    const date = cert.date ? formatDate(cert.date, cv.style.dateStyle === 'yyyy' ? cv : cv, loc) : null;
    const form = r.int(0, 2);
    const text =
      form === 0
        ? [cert.name, cert.issuer, date].filter(Boolean).join(' – ')
        : form === 1
          ? `${cert.name}${cert.issuer ? ` (${cert.issuer})` : ''}${date ? `, ${date}` : ''}`
          : `${date ? `${date}  ` : ''}${cert.name}${cert.issuer ? ` – ${cert.issuer}` : ''}`;
    flow.text(`${cv.style.bullet} ${text}`, { size: look.body, after: 1.5 });
  }
}
