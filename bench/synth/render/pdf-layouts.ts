/**
 * The PDF layouts, each drawn the way a family of real templates draws a CV: a Word-style single
 * column, LaTeX moderncv (date column) and awesome-cv (centred header, employer/place and
 * title/date rows), Canva-style sidebars left or right, a colour header band, Europass 2013
 * (label column and language grid), a German tabular Lebenslauf, a LinkedIn "Save to PDF"
 * export, and a compact CV whose headings sit in a left column beside their content.
 */
import { countryName } from '../geo.ts';
import type { Locale } from '../locale/locale-types.ts';
import type { Candidate, SectionKey } from '../model.ts';
import type { Rng } from '../random.ts';
import { companyText, formatDate, formatPeriod, fullName, headingText } from '../text.ts';
import { contactItems, itemText } from './contact.ts';
import { Flow, PdfCanvas } from './pdf-canvas.ts';
import { certificates, dateColumnEntry, type EntryStyle, heading, job, languages, type Look, school, schoolPeriod, skills } from './pdf-sections.ts';

type Layout = (cv: Candidate, loc: Locale, r: Rng, c: PdfCanvas) => void;

function lookOf(cv: Candidate, r: Rng, dateColumn = 0): Look {
  return { accent: cv.style.accent, body: r.pick([9, 9.5, 10, 10]), headingSize: r.pick([11, 12, 12.5, 13]), dateColumn };
}

/** Main sections in a plausible order: juniors often put education first. */
function mainOrder(cv: Candidate, r: Rng, include: SectionKey[]): SectionKey[] {
  const eduFirst = cv.jobs.length <= 2 && r.chance(0.4);
  const order: SectionKey[] = ['profile', ...(eduFirst ? (['education', 'experience'] as const) : (['experience', 'education'] as const)), 'certifications', 'skills', 'languages', 'interests'];
  return order.filter((k) => include.includes(k));
}

function writeSection(key: SectionKey, flow: Flow, cv: Candidate, loc: Locale, look: Look, r: Rng, entry: EntryStyle, narrow = false): void {
  switch (key) {
    case 'profile':
      if (!cv.summary) return;
      heading(flow, key, cv, look, r);
      flow.text(cv.summary, { size: look.body, after: 3, lineGap: 2 });
      return;
    case 'experience': {
      heading(flow, key, cv, look, r);
      const paragraph = r.chance(0.2);
      cv.jobs.forEach((j, k) => {
      job(flow, j, cv, loc, look, entry, k, paragraph);
    });
      return;
    }
    case 'education':
      heading(flow, key, cv, look, r);
      cv.schools.forEach((s, k) => {
      school(flow, s, cv, loc, look, entry, k);
    });
      return;
    case 'certifications':
      if (!cv.certificates.length) return;
      heading(flow, key, cv, look, r);
      certificates(flow, cv, loc, look, r);
      return;
    case 'skills':
      heading(flow, key, cv, look, r);
      skills(flow, cv, loc, look, narrow);
      return;
    case 'languages':
      heading(flow, key, cv, look, r);
      languages(flow, cv, loc, look, narrow);
      return;
    case 'interests':
      if (r.chance(0.5)) return;
      heading(flow, key, cv, look, r);
      flow.text(cv.interests.join(', '), { size: look.body, after: 2 });
      return;
    default:
      return;
  }
}

const classic: Layout = (cv, loc, r, c) => {
  const m = r.pick([45, 50, 56]);
  const w = c.width - 2 * m;
  const look = lookOf(cv, r, 95);
  const centred = r.chance(0.5);
  const align = centred ? 'center' : 'left';
  let y = 42;
  y += c.text(fullName(cv), m, y, { size: r.pick([22, 24, 26]), bold: r.chance(0.6), width: w, align, color: r.chance(0.5) ? look.accent : '111111' }) + 2;
  if (cv.headline) y += c.text(cv.headline, m, y, { size: 12, width: w, align, color: '444444' }) + 4;
  const items = contactItems(cv, loc, r.int(0, 9)).map((i) => ({ text: itemText(i, cv.style.contactLabels), url: i.url }));
  y += c.row(items, m, y, w, r.pick(['  |  ', '  •  ', ' · ', '   ']), { size: look.body - 0.5, color: '333333' }, align);
  if (r.chance(0.6)) c.rule(m, y + 4, m + w, '888888', 0.5);
  const flow = new Flow(c, m, w, y + 10, 45, 800);
  const entry = r.pick<EntryStyle>(['dateRight', 'dateRight', 'dateBelow', 'dateAbove']);
  for (const key of mainOrder(cv, r, ['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests'])) writeSection(key, flow, cv, loc, look, r, entry);
};

const MODERNCV_SKILL_LABEL: Record<string, string> = { en: 'Expertise', it: 'Competenze', es: 'Competencias', fr: 'Savoir-faire', de: 'Fachwissen', pt: 'Competências' };

const moderncv: Layout = (cv, loc, r, c) => {
  const m = 40;
  const dateW = 95;
  const look = lookOf(cv, r, dateW);
  const accent = look.accent;
  // Name: first name light, family name regular, large; title below in grey.
  c.runs(m, 40, [
    { text: `${cv.given} `, o: { size: 28, light: true, color: '444444' } },
    { text: cv.family, o: { size: 28, color: accent } },
  ]);
  if (cv.headline) c.text(cv.headline, m, 76, { size: 13, italic: true, color: '777777' });
  // Contact block at the top right, right-aligned.
  let cy = 40;
  for (const item of contactItems(cv, loc, r.int(0, 9))) {
    cy += c.text(itemText(item, cv.style.contactLabels), 330, cy, { size: 8.5, width: 225, align: 'right', color: '555555', link: item.url });
  }
  const flow = new Flow(c, m, c.width - 2 * m, Math.max(105, cy + 10), 45, 800);
  const cvHeading = (key: SectionKey) => {
    flow.ensure(60);
    flow.gap(10);
    c.rect(m + 20, flow.y + 5, dateW - 20, 5, accent);
    c.text(headingText(key, { ...cv, style: { ...cv.style, headingCase: cv.style.headingCase === 'spaced' ? 'title' : cv.style.headingCase } }), m + dateW + 12, flow.y, { size: 14, color: accent });
    flow.gap(22);
  };
  if (cv.summary) {
    cvHeading('profile');
    dateColumnEntry(flow, '', [{ text: cv.summary, o: { size: look.body } }], [], cv, look);
  }
  cvHeading('experience');
  cv.jobs.forEach((j, k) => {
    const line = cv.style.order === 'titleFirst' ? `${j.title}, ${companyText(j, cv)}` : `${companyText(j, cv)}, ${j.title}`;
    dateColumnEntry(flow, formatPeriod(j, cv, loc, k), [{ text: line, o: { size: look.body + 0.5, bold: r.chance(0.5) } }], j.bullets, cv, look);
  });
  cvHeading('education');
  cv.schools.forEach((s, k) => {
    const lines = [{ text: s.degree, o: { size: look.body + 0.5, bold: true } }, { text: s.city ? `${s.institution}, ${s.city}` : s.institution, o: { size: look.body, italic: true } }];
    if (s.grade) lines.push({ text: s.grade, o: { size: look.body - 0.5, bold: false } });
    dateColumnEntry(flow, schoolPeriod(s, cv, loc, k), lines, [], cv, look);
  });
  if (cv.certificates.length) {
    cvHeading('certifications');
    for (const cert of cv.certificates) {
      dateColumnEntry(flow, cert.date ? formatDate(cert.date, cv, loc) : '', [{ text: cert.issuer ? `${cert.name}, ${cert.issuer}` : cert.name, o: { size: look.body } }], [], cv, look);
    }
  }
  cvHeading('skills');
  for (const group of cv.skills) {
    const label = group.label ?? MODERNCV_SKILL_LABEL[loc.lang]!;
    dateColumnEntry(flow, label, [{ text: group.items.map((i) => i.name).join(', '), o: { size: look.body } }], [], cv, look, { dateBold: true });
  }
  cvHeading('languages');
  for (const l of cv.languages) dateColumnEntry(flow, l.name, [{ text: l.levelText ?? '', o: { size: look.body, bold: true } }], [], cv, look, { dateBold: true });
};

const awesome: Layout = (cv, loc, r, c) => {
  const m = 45;
  const w = c.width - 2 * m;
  const look = lookOf(cv, r);
  const accent = look.accent;
  const first = { text: `${cv.given} `, o: { size: 30, light: true, color: '5D5D5D' } };
  const last = { text: cv.family, o: { size: 30, bold: true, color: '333333' } };
  const total = c.widthOf(first.text, first.o) + c.widthOf(last.text, last.o);
  c.runs(m + (w - total) / 2, 38, [first, last]);
  let y = 80;
  if (cv.headline) y += c.text(cv.headline.toUpperCase(), m, y, { size: 8.5, color: accent, width: w, align: 'center', spacing: 1 }) + 4;
  const items = contactItems(cv, loc, r.int(0, 9)).map((i) => ({ text: itemText(i, false), url: i.url }));
  y += c.row(items, m, y, w, '  |  ', { size: 8, color: '5D5D5D' }, 'center') + 8;
  const flow = new Flow(c, m, w, y, 45, 800);
  const head = (key: SectionKey) => {
    flow.ensure(70);
    flow.gap(8);
    const text = headingText(key, { ...cv, style: { ...cv.style, headingCase: 'title' } });
    const end = c.runs(m, flow.y, [
      { text: text.slice(0, 3), o: { size: 16, bold: true, color: accent } },
      { text: text.slice(3), o: { size: 16, bold: true, color: '333333' } },
    ]);
    c.rule(end + 6, flow.y + 11, m + w, 'B0B0B0', 0.8);
    flow.gap(26);
  };
  const pair = (leftA: string, rightA: string, leftB: string, rightB: string) => {
    flow.ensure(40);
    c.text(leftA, m, flow.y, { size: 11, bold: true, color: '333333' });
    c.text(rightA, m + w - 200, flow.y + 1, { size: 9, italic: true, color: accent, width: 200, align: 'right' });
    flow.gap(14);
    c.text(leftB.toUpperCase(), m, flow.y, { size: 8, color: '5D5D5D', spacing: 0.5 });
    c.text(rightB, m + w - 200, flow.y, { size: 8, italic: true, color: '7A7A7A', width: 200, align: 'right' });
    flow.gap(13);
  };
  if (cv.summary) {
    head('profile');
    flow.text(cv.summary, { size: 9, color: '5D5D5D', after: 4 });
  }
  head('experience');
  cv.jobs.forEach((j, k) => {
    pair(j.company, j.city ?? '', j.title, formatPeriod(j, cv, loc, k));
    for (const b of j.bullets) flow.text(`•  ${b}`, { size: 9, color: '5D5D5D', indent: 8, after: 1 });
    flow.gap(4);
  });
  head('education');
  cv.schools.forEach((s, k) => {
    pair(s.institution, s.city ?? '', s.degree, schoolPeriod(s, cv, loc, k));
    flow.gap(2);
  });
  head('skills');
  for (const group of cv.skills) {
    const label = group.label ?? '';
    flow.ensure(30);
    if (label) c.text(label, m, flow.y, { size: 9, bold: true, width: 90, align: 'right', color: '333333' });
    flow.text(group.items.map((i) => i.name).join(', '), { size: 9, indent: label ? 100 : 0, color: '5D5D5D', after: 3 });
  }
  if (cv.certificates.length) {
    head('certifications');
    cv.certificates.forEach((cert) => {
      flow.ensure(20);
      c.text(cert.name, m, flow.y, { size: 9.5, bold: true, color: '333333' });
      if (cert.date) c.text(formatDate(cert.date, cv, loc), m + w - 150, flow.y, { size: 8, italic: true, color: '7A7A7A', width: 150, align: 'right' });
      flow.gap(13);
      if (cert.issuer) flow.text(cert.issuer, { size: 8.5, color: '5D5D5D', after: 3 });
    });
  }
  head('languages');
  languages(flow, cv, loc, look, false);
};

function sidebar(side: 'left' | 'right'): Layout {
  return (cv, loc, r, c) => {
    const sw = r.pick([170, 185, 200]);
    const dark = r.chance(0.5);
    const bg = dark ? cv.style.accent : r.pick(['F2F2F2', 'EAF0F6', 'F5F0E8']);
    const ink = dark ? 'FFFFFF' : '333333';
    const sx = side === 'left' ? 0 : c.width - sw;
    const drawBg = () => c.rect(sx, 0, sw, c.height, bg);
    drawBg();
    c.onNewPage = drawBg;
    const look = lookOf(cv, r);
    const sideLook: Look = { ...look, accent: dark ? 'FFFFFF' : cv.style.accent, body: look.body - 0.5 };
    const side_ = new Flow(c, sx + 18, sw - 36, 40, 40, 810);
    const mainX = side === 'left' ? sw + 25 : 40;
    const mainW = c.width - sw - 65;
    const main = new Flow(c, mainX, mainW, 45, 45, 800);
    const nameInSide = r.chance(0.35);
    if (cv.photoPlaceholder) {
      c.photoPlaceholder(side_.x + (side_.width - 100) / 2, side_.y, 100);
      side_.gap(115);
    }
    if (nameInSide) {
      side_.text(cv.given, { size: 20, bold: true, color: ink, after: 0 });
      side_.text(cv.family, { size: 20, bold: true, color: ink, after: 4 });
      if (cv.headline) side_.text(cv.headline, { size: 10, color: ink, after: 8 });
    } else {
      main.text(fullName(cv), { size: r.pick([24, 26, 28]), bold: true, color: r.chance(0.5) ? cv.style.accent : '222222', after: 2 });
      if (cv.headline) main.text(cv.headline, { size: 12.5, color: '555555', after: 6 });
    }
    const sideHeading = (key: SectionKey) => {
      side_.gap(10);
      side_.text(headingText(key, cv), { size: 11, bold: true, color: ink, after: 1 });
      c.rule(side_.x, side_.y + 1, side_.x + side_.width, dark ? 'FFFFFF' : cv.style.accent, 0.6);
      side_.gap(6);
    };
    sideHeading('contact');
    for (const item of contactItems(cv, loc, r.int(0, 9), r.chance(0.4))) {
      if (cv.style.contactLabels) side_.text(item.label, { size: sideLook.body - 0.5, bold: true, color: ink, after: 0 });
      side_.text(item.text, { size: sideLook.body, color: ink, link: item.url, after: 4 });
    }
    sideHeading('skills');
    skills(side_, { ...cv, style: { ...cv.style, skillsStyle: cv.style.skillsStyle === 'table' ? 'bullets' : cv.style.skillsStyle } }, loc, { ...sideLook }, true);
    sideHeading('languages');
    languages(side_, cv, loc, sideLook, true);
    const certsInSide = cv.certificates.length > 0 && r.chance(0.4);
    if (certsInSide) {
      sideHeading('certifications');
      for (const cert of cv.certificates) side_.text(cert.name, { size: sideLook.body, color: ink, after: 3 });
    }
    if (r.chance(0.5)) {
      sideHeading('interests');
      for (const i of cv.interests) side_.text(i, { size: sideLook.body, color: ink, after: 1 });
    }
    // The side column is drawn before the main one continues onto page 2.
    const entry = r.pick<EntryStyle>(['dateRight', 'dateBelow', 'dateAbove']);
    const keys = mainOrder(cv, r, ['profile', 'experience', 'education', ...(certsInSide ? [] : (['certifications'] as const))]);
    for (const key of keys) writeSection(key, main, cv, loc, look, r, entry);
  };
}

const band: Layout = (cv, loc, r, c) => {
  const h = r.pick([115, 130, 140]);
  c.rect(0, 0, c.width, h, cv.style.accent);
  c.text(fullName(cv), 45, 38, { size: 26, bold: true, color: 'FFFFFF' });
  if (cv.headline) c.text(cv.headline, 45, 74, { size: 13, color: 'FFFFFF' });
  if (cv.photoPlaceholder) c.photoPlaceholder(c.width - 45 - (h - 30), 15, h - 30);
  const look = lookOf(cv, r, 95);
  const items = contactItems(cv, loc, r.int(0, 9)).map((i) => ({ text: itemText(i, cv.style.contactLabels), url: i.url }));
  const used = c.row(items, 45, h + 12, c.width - 90, '   |   ', { size: 8.5, color: '444444' });
  const flow = new Flow(c, 45, c.width - 90, h + 18 + used, 45, 800);
  const entry = r.pick<EntryStyle>(['dateRight', 'inline', 'dateBelow']);
  for (const key of mainOrder(cv, r, ['profile', 'experience', 'education', 'certifications', 'skills', 'languages', 'interests'])) writeSection(key, flow, cv, loc, look, r, entry);
};

const EUROPASS_POSITION: Record<string, string> = { en: 'POSITION', it: 'POSIZIONE RICOPERTA', es: 'PUESTO ACTUAL', fr: 'POSTE OCCUPÉ', de: 'BERUFSBEZEICHNUNG', pt: 'CARGO ATUAL' };

const europass: Layout = (cv, loc, r, c) => {
  const e = loc.europass;
  const labelW = 150;
  const x0 = 28;
  const accent = '1F4E79';
  const look: Look = { accent, body: 9, headingSize: 9, dateColumn: labelW };
  c.text('europass', x0, 28, { size: 15, italic: true, color: accent, width: labelW, align: 'right' });
  c.text('Curriculum Vitae', x0, 52, { size: 9, color: accent, width: labelW, align: 'right' });
  c.text(fullName(cv), x0 + labelW + 14, 48, { size: 15, color: '1F1F1F' });
  const flow = new Flow(c, x0, c.width - 2 * x0, 80, 40, 805);
  const label = (text: string, o: { caps?: boolean } = {}) => {
    flow.ensure(40);
    c.text(o.caps ? text.toUpperCase() : text, flow.x, flow.y, { size: o.caps ? 8.5 : 9, color: accent, width: labelW, align: 'right' });
  };
  const block = (title: string) => {
    flow.ensure(50);
    flow.gap(8);
    label(title, { caps: true });
    c.rule(flow.x + labelW + 14, flow.y + 5, flow.x + flow.width, accent, 0.6);
    flow.gap(16);
  };
  block(e.personal);
  const rightX = flow.x + labelW + 14;
  const rightW = flow.width - labelW - 14;
  flow.y += c.text(fullName(cv), rightX, flow.y, { size: 11, color: '1F1F1F' }) + 2;
  for (const item of contactItems(cv, loc, r.int(0, 9))) {
    flow.y += c.text(item.kind === 'link' && item.text === item.label ? item.label : item.text, rightX, flow.y, { size: 9, width: rightW, link: item.url }) + 1;
  }
  const personal = [cv.birth ? `${loc.labels.birth[0]} ${cv.birth}` : null, cv.nationality ? `${loc.labels.nationality[0]} ${cv.nationality}` : null].filter(Boolean);
  if (personal.length) flow.y += c.text(personal.join(' | '), rightX, flow.y, { size: 8.5, color: '555555', width: rightW }) + 1;
  if (cv.headline) {
    flow.gap(10);
    label(EUROPASS_POSITION[loc.lang]!, { caps: true });
    flow.y += c.text(cv.headline, rightX, flow.y, { size: 11, color: accent, width: rightW }) + 4;
  }
  block(e.work);
  cv.jobs.forEach((j, k) => {
    const lines = [
      { text: j.title, o: { size: 10.5, color: accent } },
      { text: j.city ? `${j.company}, ${j.city}` : j.company, o: { size: 9 } },
    ];
    dateColumnEntry(flow, formatPeriod(j, cv, loc, k), lines, j.bullets, cv, look, { dateColor: accent });
  });
  block(e.education);
  cv.schools.forEach((s, k) => {
    const lines = [
      { text: s.degree, o: { size: 10.5, color: accent } },
      { text: s.city ? `${s.institution}, ${s.city}` : s.institution, o: { size: 9 } },
    ];
    dateColumnEntry(flow, schoolPeriod(s, cv, loc, k), lines, [], cv, look, { dateColor: accent });
  });
  block(e.skills);
  const natives = cv.languages.filter((l) => l.level === 'native');
  const others = cv.languages.filter((l) => l.level !== 'native');
  label(e.motherTongue);
  flow.y += c.text(natives.map((l) => l.name).join(', '), rightX, flow.y, { size: 9, width: rightW }) + 8;
  if (others.length) {
    label(e.otherLanguages);
    if (others.some((l) => l.grid)) {
      const cols = [rightX, rightX + 80, rightX + 80 + (rightW - 80) / 5, rightX + 80 + (2 * (rightW - 80)) / 5, rightX + 80 + (3 * (rightW - 80)) / 5, rightX + 80 + (4 * (rightW - 80)) / 5];
      const cw = (rightW - 80) / 5;
      c.text(e.understanding, cols[1]!, flow.y, { size: 7.5, color: accent, width: 2 * cw, align: 'center' });
      c.text(e.speaking, cols[3]!, flow.y, { size: 7.5, color: accent, width: 2 * cw, align: 'center' });
      c.text(e.writing, cols[5]!, flow.y, { size: 7.5, color: accent, width: cw, align: 'center' });
      flow.gap(11);
      [e.listening, e.reading, e.interaction, e.production, ''].forEach((t, i) => {
      c.text(t, cols[i + 1]!, flow.y, { size: 7, color: accent, width: cw, align: 'center' });
    });
      flow.gap(18);
      for (const l of others) {
        c.text(l.name, cols[0]!, flow.y, { size: 9 });
        (l.grid ?? [l.levelText ?? '', '', '', '', '']).forEach((g, i) => {
      c.text(g, cols[i + 1]!, flow.y, { size: 9, width: cw, align: 'center' });
    });
        flow.gap(14);
      }
    } else {
      for (const l of others) flow.y += c.text(`${l.name} – ${l.levelText ?? ''}`, rightX, flow.y, { size: 9, width: rightW }) + 1;
    }
    flow.gap(6);
  }
  label(e.digital);
  flow.y += c.text(cv.skills.flatMap((g) => g.items.map((i) => i.name)).join(', '), rightX, flow.y, { size: 9, width: rightW }) + 8;
  if (cv.certificates.length) {
    block(headingText('certifications', { ...cv, style: { ...cv.style, headingCase: 'upper' } }));
    for (const cert of cv.certificates) {
      dateColumnEntry(flow, cert.date ? formatDate(cert.date, cv, loc) : '', [{ text: cert.issuer ? `${cert.name} – ${cert.issuer}` : cert.name, o: { size: 9 } }], [], cv, look, { dateColor: accent });
    }
  }
  label(e.driving);
  flow.y += c.text('B', rightX, flow.y, { size: 9 }) + 4;
};

const DOC_TITLE: Record<string, string[]> = { en: ['Curriculum Vitae', 'CV', 'Résumé'], it: ['Curriculum Vitae', 'CURRICULUM VITAE'], es: ['Currículum Vitae', 'CURRÍCULUM'], fr: ['Curriculum Vitae', 'CV'], de: ['Lebenslauf', 'LEBENSLAUF', 'Tabellarischer Lebenslauf'], pt: ['Curriculum Vitae', 'Currículo'] };
const NAME_LABEL: Record<string, string> = { en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', de: 'Name', pt: 'Nome' };

const tabular: Layout = (cv, loc, r, c) => {
  const m = 55;
  const labelW = 125;
  const look: Look = { accent: cv.style.accent, body: 10, headingSize: 12.5, dateColumn: labelW };
  c.text(r.pick(DOC_TITLE[loc.lang]!), m, 45, { size: 20, bold: true });
  if (cv.photoPlaceholder || r.chance(0.2)) c.photoPlaceholder(c.width - m - 95, 40, 95);
  const flow = new Flow(c, m, c.width - 2 * m, 85, 50, 790);
  const head = (key: SectionKey) => {
    flow.ensure(60);
    flow.gap(14);
    c.text(headingText(key, { ...cv, style: { ...cv.style, headingCase: cv.style.headingCase === 'spaced' ? 'title' : cv.style.headingCase } }), m, flow.y, { size: 12.5, bold: true, color: r.chance(0.5) ? cv.style.accent : '000000' });
    flow.gap(16);
    c.rule(m, flow.y, m + flow.width, '000000', 0.5);
    flow.gap(7);
  };
  const row = (label: string, value: string, o: { bold?: boolean; link?: string } = {}) => {
    const h = c.heightOf(value, flow.width - labelW - 10, { size: 10 });
    flow.ensure(h);
    c.text(label, m, flow.y, { size: 10, width: labelW - 5 });
    c.text(value, m + labelW + 10, flow.y, { size: 10, bold: o.bold, width: flow.width - labelW - 10, link: o.link });
    flow.y += h + 3;
  };
  head('personal');
  row(NAME_LABEL[loc.lang]!, `${cv.given} ${cv.family}`);
  for (const item of contactItems(cv, loc, r.int(0, 9), true)) row(item.label, item.text, { link: item.url });
  head('experience');
  cv.jobs.forEach((j, k) => {
    const lines = [
      { text: j.title, o: { size: 10, bold: true } },
      { text: j.city ? `${j.company}, ${j.city}` : j.company, o: { size: 10 } },
    ];
    dateColumnEntry(flow, formatPeriod(j, cv, loc, k), lines, j.bullets, cv, look, { dateAlign: 'left', dateColor: '000000' });
  });
  head('education');
  cv.schools.forEach((s, k) => {
    const lines = [
      { text: s.degree, o: { size: 10, bold: true } },
      { text: s.city ? `${s.institution}, ${s.city}` : s.institution, o: { size: 10 } },
    ];
    if (s.grade) lines.push({ text: s.grade, o: { size: 9.5, bold: false } });
    dateColumnEntry(flow, schoolPeriod(s, cv, loc, k), lines, [], cv, look, { dateAlign: 'left', dateColor: '000000' });
  });
  if (cv.certificates.length) {
    head('certifications');
    for (const cert of cv.certificates) dateColumnEntry(flow, cert.date ? formatDate(cert.date, cv, loc) : '', [{ text: cert.issuer ? `${cert.name}, ${cert.issuer}` : cert.name, o: { size: 10 } }], [], cv, look, { dateAlign: 'left', dateColor: '000000' });
  }
  head('skills');
  for (const group of cv.skills) row(group.label ?? cv.style.headings.skills, group.items.map((i) => (i.level ? `${i.name} (${i.level})` : i.name)).join(', '));
  row(cv.style.headings.languages, cv.languages.map((l) => (l.levelText ? `${l.name} (${l.levelText})` : l.name)).join(', '));
  flow.gap(30);
  flow.ensure(40);
  c.text(`${cv.address.city}, ${r.int(1, 28)}.0${r.int(1, 5)}.2025`, m, flow.y, { size: 10 });
  c.text(`${cv.given} ${cv.family}`, m + 300, flow.y, { size: 10, italic: true });
};

const LINKEDIN: Record<string, Record<string, string>> = {
  contact: { en: 'Contact', it: 'Contatto', es: 'Contactar', fr: 'Coordonnées', de: 'Kontakt', pt: 'Contato' },
  top: { en: 'Top Skills', it: 'Competenze principali', es: 'Aptitudes principales', fr: 'Principales compétences', de: 'Top-Kenntnisse', pt: 'Principais competências' },
  summary: { en: 'Summary', it: 'Riepilogo', es: 'Extracto', fr: 'Résumé', de: 'Zusammenfassung', pt: 'Resumo' },
  experience: { en: 'Experience', it: 'Esperienza', es: 'Experiencia', fr: 'Expérience', de: 'Berufserfahrung', pt: 'Experiência' },
  education: { en: 'Education', it: 'Formazione', es: 'Educación', fr: 'Formation', de: 'Ausbildung', pt: 'Formação acadêmica' },
  languages: { en: 'Languages', it: 'Lingue', es: 'Idiomas', fr: 'Langues', de: 'Sprachen', pt: 'Idiomas' },
  certifications: { en: 'Certifications', it: 'Certificazioni', es: 'Certificaciones', fr: 'Certifications', de: 'Zertifizierungen', pt: 'Certificações' },
  page: { en: 'Page', it: 'Pagina', es: 'Página', fr: 'Page', de: 'Seite', pt: 'Página' },
  of: { en: 'of', it: 'di', es: 'de', fr: 'sur', de: 'von', pt: 'de' },
  mobile: { en: 'Mobile', it: 'Cellulare', es: 'Móvil', fr: 'Mobile', de: 'Mobil', pt: 'Celular' },
};

function duration(months: number, loc: Locale): string {
  const y = Math.floor(months / 12);
  const mo = months % 12;
  const parts: string[] = [];
  if (y) parts.push(`${y} ${y === 1 ? loc.yearsWord[0] : loc.yearsWord[1]}`);
  if (mo) parts.push(`${mo} ${mo === 1 ? loc.monthsWord[0] : loc.monthsWord[1]}`);
  return parts.join(' ');
}

const linkedin: Layout = (cv, loc, _r, c) => {
  const sw = 190;
  const drawBg = () => c.rect(0, 0, sw, c.height, 'F3F2EF');
  drawBg();
  c.onNewPage = drawBg;
  const t = (k: string) => LINKEDIN[k]![loc.lang]!;
  const side = new Flow(c, 22, sw - 40, 40, 40, 800);
  const main = new Flow(c, sw + 25, c.width - sw - 55, 40, 40, 790);
  side.text(t('contact'), { size: 13, color: '000000', after: 6 });
  side.text(`${cv.phone.printed} (${t('mobile')})`, { size: 9.5, after: 3 });
  side.text(cv.email, { size: 9.5, after: 3, link: `mailto:${cv.email}` });
  for (const l of cv.links) {
    const shown = l.kind === 'linkedin' ? `${l.url.replace('https://', '')} (LinkedIn)` : `${l.url.replace('https://', '')} (${l.kind === 'github' ? 'Personal' : 'Portfolio'})`;
    side.text(shown, { size: 9.5, after: 3, link: l.url });
  }
  side.gap(10);
  side.text(t('top'), { size: 13, after: 4 });
  for (const s of cv.skills.flatMap((g) => g.items).slice(0, 3)) side.text(s.name, { size: 9.5, after: 2 });
  side.gap(10);
  side.text(t('languages'), { size: 13, after: 4 });
  for (const l of cv.languages) side.text(l.levelText ? `${l.name} (${l.levelText})` : l.name, { size: 9.5, after: 2 });
  if (cv.certificates.length) {
    side.gap(10);
    side.text(t('certifications'), { size: 13, after: 4 });
    for (const cert of cv.certificates) side.text(cert.name, { size: 9.5, after: 3 });
  }
  main.text(`${cv.given} ${cv.family}`, { size: 26, after: 2 });
  if (cv.headline) main.text(cv.headline, { size: 12, after: 3 });
  main.text(`${cv.address.city}, ${countryName(cv.address.country, loc.lang)}`, { size: 10, color: '666666', after: 12 });
  if (cv.summary) {
    main.text(t('summary'), { size: 15, after: 4 });
    main.text(cv.summary, { size: 10, after: 10 });
  }
  main.text(t('experience'), { size: 15, after: 6 });
  cv.jobs.forEach((j, k) => {
    main.ensure(60);
    main.text(j.company, { size: 12, after: 1 });
    main.text(j.title, { size: 11, bold: true, after: 1 });
    const months = (j.end ? j.end.year * 12 + j.end.month : 2025 * 12 + 6) - (j.start.year * 12 + j.start.month) + 1;
    main.text(`${formatPeriod(j, cv, loc, k)} (${duration(months, loc)})`, { size: 9.5, color: '666666', after: 1 });
    if (j.city) main.text(`${j.city}, ${countryName(cv.country, loc.lang)}`, { size: 9.5, color: '666666', after: 2 });
    for (const b of j.bullets) main.text(b, { size: 10, after: 1 });
    main.gap(8);
  });
  main.text(t('education'), { size: 15, after: 6 });
  cv.schools.forEach((s, k) => {
    main.ensure(40);
    main.text(s.institution, { size: 12, after: 1 });
    const period = schoolPeriod(s, cv, loc, k);
    main.text(period ? `${s.degree} · (${period})` : s.degree, { size: 10, after: 8 });
  });
  c.footer = (page, pages) => c.text(`${t('page')} ${page} ${t('of')} ${pages}`, 0, 815, { size: 8, color: '999999', width: c.width, align: 'center' });
};

const compact: Layout = (cv, loc, r, c) => {
  const m = 40;
  const hw = 105;
  const look: Look = { ...lookOf(cv, r), dateColumn: 0 };
  let y = 40;
  y += c.text(fullName(cv), m, y, { size: 22, bold: true, color: cv.style.accent });
  if (cv.headline) y += c.text(cv.headline, m, y + 2, { size: 11.5, color: '555555' }) + 4;
  const items = contactItems(cv, loc, r.int(0, 9)).map((i) => ({ text: itemText(i, cv.style.contactLabels), url: i.url }));
  y += c.row(items, m, y + 4, c.width - 2 * m, ' • ', { size: 8.5, color: '333333' }) + 10;
  const flow = new Flow(c, m + hw + 10, c.width - 2 * m - hw - 10, y, 45, 800);
  const entry = r.pick<EntryStyle>(['dateRight', 'dateBelow']);
  const sideHeading = (key: SectionKey) => {
    flow.ensure(50);
    flow.gap(8);
    c.rule(m, flow.y - 4, c.width - m, 'CCCCCC', 0.5);
    // The heading shares its row with the section's first line, in a column of its own.
    c.text(headingText(key, cv), m, flow.y, { size: 9.5, bold: true, color: cv.style.accent, width: hw, align: r.chance(0.7) ? 'left' : 'right' });
  };
  for (const key of mainOrder(cv, r, ['profile', 'experience', 'education', 'certifications', 'skills', 'languages'])) {
    if (key === 'profile' && !cv.summary) continue;
    if (key === 'certifications' && !cv.certificates.length) continue;
    sideHeading(key);
    if (key === 'profile') flow.text(cv.summary!, { size: look.body, after: 3 });
    else if (key === 'experience') cv.jobs.forEach((j, k) => {
      job(flow, j, cv, loc, look, entry, k, false);
    });
    else if (key === 'education') cv.schools.forEach((s, k) => {
      school(flow, s, cv, loc, look, entry, k);
    });
    else if (key === 'certifications') certificates(flow, cv, loc, look, r);
    else if (key === 'skills') skills(flow, cv, loc, look, false);
    else if (key === 'languages') languages(flow, cv, loc, look, false);
    flow.gap(4);
  }
};

export const PDF_LAYOUTS: Record<string, Layout> = {
  classic,
  moderncv,
  awesome,
  'sidebar-left': sidebar('left'),
  'sidebar-right': sidebar('right'),
  band,
  europass,
  tabular,
  linkedin,
  compact,
};

export async function renderPdf(cv: Candidate, loc: Locale, r: Rng): Promise<Uint8Array> {
  const c = new PdfCanvas(cv, r);
  const layout = PDF_LAYOUTS[cv.style.layout];
  if (!layout) throw new Error(`no PDF layout ${cv.style.layout}`);
  layout(cv, loc, r, c);
  return c.finish();
}
