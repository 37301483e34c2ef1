/**
 * Plain-text CVs: one written by hand in a text editor (headings underlined with "=" or "-",
 * aligned columns made of spaces), and a job-board text export (one field per line, "to
 * Present" dates, a skills list with years).
 */
import type { Locale } from '../locale/locale-types.ts';
import type { Candidate } from '../model.ts';
import type { Rng } from '../random.ts';
import { companyText, formatDate, formatPeriod, fullName, headingText } from '../text.ts';
import { contactItems, itemText } from './contact.ts';
import { schoolPeriod } from './pdf-sections.ts';

function plain(cv: Candidate, loc: Locale, r: Rng): string {
  const out: string[] = [];
  const underline = r.pick(['=', '-', '']);
  const head = (key: Parameters<typeof headingText>[0]) => {
    const text = headingText(key, { ...cv, style: { ...cv.style, headingCase: cv.style.headingCase === 'spaced' ? 'upper' : cv.style.headingCase } });
    out.push('', text);
    if (underline) out.push(underline.repeat(text.length));
    else out.push('');
  };
  out.push(fullName(cv));
  if (cv.headline) out.push(cv.headline);
  out.push('');
  const labelled = cv.style.contactLabels;
  for (const it of contactItems(cv, loc, r.int(0, 9), r.chance(0.3))) out.push(itemText(it, labelled));
  if (cv.summary) {
    head('profile');
    out.push(cv.summary);
  }
  head('experience');
  const columns = r.chance(0.35);
  cv.jobs.forEach((j, k) => {
    const period = formatPeriod(j, cv, loc, k);
    if (columns) {
      out.push(`${period.padEnd(26)}${j.title}`);
      out.push(`${''.padEnd(26)}${companyText(j, cv)}`);
      for (const b of j.bullets) out.push(`${''.padEnd(26)}${cv.style.bullet === '•' ? '-' : cv.style.bullet} ${b}`);
    } else {
      out.push(cv.style.order === 'titleFirst' ? `${j.title} - ${companyText(j, cv)}` : `${companyText(j, cv)} - ${j.title}`);
      out.push(period);
      for (const b of j.bullets) out.push(`  * ${b}`);
    }
    out.push('');
  });
  head('education');
  cv.schools.forEach((s, k) => {
    const period = schoolPeriod(s, cv, loc, k);
    if (columns) {
      out.push(`${period.padEnd(26)}${s.degree}`);
      out.push(`${''.padEnd(26)}${s.city ? `${s.institution}, ${s.city}` : s.institution}`);
    } else {
      out.push(s.degree);
      out.push(`${s.institution}${s.city ? `, ${s.city}` : ''} (${period})`);
    }
    out.push('');
  });
  if (cv.certificates.length) {
    head('certifications');
    for (const c of cv.certificates) out.push(`- ${[c.name, c.issuer, c.date ? formatDate(c.date, cv, loc) : null].filter(Boolean).join(', ')}`);
  }
  head('skills');
  for (const g of cv.skills) out.push(g.label ? `${g.label}: ${g.items.map((i) => i.name).join(', ')}` : g.items.map((i) => i.name).join(', '));
  head('languages');
  for (const l of cv.languages) out.push(l.levelText ? `${l.name}: ${l.levelText}` : l.name);
  return `${out.join('\n')}\n`;
}

const BOARD: Record<string, Record<string, string>> = {
  work: { en: 'Work Experience', it: 'Esperienza lavorativa', es: 'Experiencia laboral', fr: 'Expérience professionnelle', de: 'Berufserfahrung', pt: 'Experiência profissional' },
  edu: { en: 'Education', it: 'Istruzione', es: 'Formación', fr: 'Formation', de: 'Ausbildung', pt: 'Formação' },
  skills: { en: 'Skills', it: 'Competenze', es: 'Aptitudes', fr: 'Compétences', de: 'Kenntnisse', pt: 'Competências' },
  langs: { en: 'Languages', it: 'Lingue', es: 'Idiomas', fr: 'Langues', de: 'Sprachen', pt: 'Idiomas' },
  certs: { en: 'Certifications and Licenses', it: 'Certificazioni e licenze', es: 'Certificaciones y licencias', fr: 'Certifications et licences', de: 'Zertifikate und Lizenzen', pt: 'Certificações e licenças' },
  links: { en: 'Links', it: 'Link', es: 'Enlaces', fr: 'Liens', de: 'Links', pt: 'Links' },
  summary: { en: 'Summary', it: 'Riepilogo', es: 'Resumen', fr: 'Résumé', de: 'Zusammenfassung', pt: 'Resumo' },
};

function board(cv: Candidate, loc: Locale, r: Rng): string {
  const t = (k: string) => BOARD[k]![loc.lang]!;
  const out: string[] = [`${cv.given} ${cv.family}`];
  if (cv.headline) out.push(cv.headline);
  out.push(cv.address.printed, cv.email, cv.phone.printed, '');
  if (cv.summary) out.push(t('summary'), '', cv.summary, '');
  out.push(t('work'), '');
  cv.jobs.forEach((j, k) => {
    out.push(j.title, j.city ? `${j.company} - ${j.city}` : j.company, formatPeriod(j, cv, loc, k));
    for (const b of j.bullets) out.push(`• ${b}`);
    out.push('');
  });
  out.push(t('edu'), '');
  cv.schools.forEach((s, k) => {
    out.push(s.degree, s.city ? `${s.institution} - ${s.city}` : s.institution, schoolPeriod(s, cv, loc, k), '');
  });
  out.push(t('skills'), '');
  for (const g of cv.skills) for (const i of g.items) out.push(`• ${i.name}${r.chance(0.4) ? ` (${r.int(1, 8)} ${loc.yearsWord[1]})` : ''}`);
  out.push('', t('langs'), '');
  for (const l of cv.languages) out.push(l.levelText ? `${l.name} - ${l.levelText}` : l.name);
  if (cv.certificates.length) {
    out.push('', t('certs'), '');
    for (const c of cv.certificates) out.push(c.name, ...(c.date ? [formatDate(c.date, cv, loc)] : []), '');
  }
  if (cv.links.length) {
    out.push('', t('links'), '');
    for (const l of cv.links) out.push(l.url);
  }
  return `${out.join('\n')}\n`;
}

export function renderTxt(cv: Candidate, loc: Locale, r: Rng): Uint8Array {
  const text = cv.style.layout === 'text-board' ? board(cv, loc, r) : plain(cv, loc, r);
  return new TextEncoder().encode(r.chance(0.3) ? text.replace(/\n/g, '\r\n') : text);
}
