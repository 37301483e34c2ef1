import { LANGS, type Lang } from './data.ts';
import { p, pt, r, tab, tc, tr, tbl, probe } from './kit.ts';
const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const CEFR: Record<string, [string, string[], string, string]> = {
  en: ['Mother tongue(s)', ['Understanding', 'Speaking', 'Writing'], 'Other language(s)', 'English'],
  it: ['Lingua madre', ['Comprensione', 'Parlato', 'Produzione scritta'], 'Altre lingue', 'Italiano'],
  es: ['Lengua(s) materna(s)', ['Comprender', 'Hablar', 'Expresión escrita'], 'Otro(s) idioma(s)', 'Español'],
  fr: ['Langue(s) maternelle(s)', ['Comprendre', 'Parler', 'Écrire'], 'Autre(s) langue(s)', 'Français'],
  de: ['Muttersprache(n)', ['Verstehen', 'Sprechen', 'Schreiben'], 'Weitere Sprache(n)', 'Deutsch'],
  pt: ['Língua(s) materna(s)', ['Compreender', 'Falar', 'Escrever'], 'Outra(s) língua(s)', 'Português'],
};
const OTHER: Record<string, string> = { en: 'Spanish', it: 'Inglese', es: 'Inglés', fr: 'Anglais', de: 'Englisch', pt: 'Inglês' };
const sym = (ch: string) => `<w:r><w:sym w:font="Wingdings" w:char="${ch}"/></w:r>`;
const which = process.argv[2] ?? 'cefr';
for (const L of LANGS) {
  const [mt, cols, ol, native] = CEFR[L.lang]!;
  const top = [pt(L.name, { b: true, sz: 36 }), pt(L.headline, { sz: 24 })].join('');
  let body = '';
  if (which === 'cefr') {
    body = top + pt(`${L.email} | ${L.phone} | ${L.city}`) + pt(L.h.exp.toUpperCase(), H) + pt(L.jobs[0]!.title, B) + pt(L.jobs[0]!.employer) + pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`) +
      pt(L.h.langs.toUpperCase(), H) + tbl([2400, 2400, 2400, 2400], tr(tc(2400, pt(mt)), tc(7200, pt(native, B), { span: 3 })), tr(tc(2400, pt(ol)), ...cols.map((c) => tc(2400, pt(c.toUpperCase(), B)))), tr(tc(2400, pt(OTHER[L.lang]!, B)), tc(2400, pt('B2')), tc(2400, pt('B1')), tc(2400, pt('B2'))));
  } else {
    body = top + p([sym('F02A'), r(` ${L.email}`), tab, sym('F028'), r(` ${L.phone}`), tab, sym('F02B'), r(` ${L.city}`)]) + pt(L.h.exp.toUpperCase(), H) + pt(L.jobs[0]!.title, B) + pt(L.jobs[0]!.employer) + pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`);
  }
  const o = console.log; console.log = () => {};
  const prof = await probe(L.lang, { body });
  console.log = o;
  o(which, L.lang, prof.personal.emails.join(','), prof.personal.phones.map((x) => x.e164).join(','), prof.personal.location?.city, '|', prof.languages.map((l) => `${l.code}:${l.level}${l.native ? '*' : ''}`).join(' '), '|', prof.skills.map((s) => s.name).join(','));
}
