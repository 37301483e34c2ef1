import { LANGS, type Lang } from './data.ts';
import { p, pt, r, tc, tr, tbl, probe, emu } from './kit.ts';
const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const LONG: Record<string, [string, string]> = {
  en: ['Senior business intelligence and data warehouse analyst', 'Master of Science in Applied Statistics and Data Science'],
  it: ['Analista senior di business intelligence e data warehouse', 'Laurea magistrale in Statistica applicata e scienza dei dati'],
  es: ['Analista sénior de inteligencia de negocio y almacenes de datos', 'Máster universitario en Estadística aplicada y ciencia de datos'],
  fr: ['Analyste senior en informatique décisionnelle et entrepôts de données', 'Master en statistique appliquée et science des données'],
  de: ['Senior-Analystin für Business Intelligence und Data-Warehouse-Systeme', 'Master of Science Angewandte Statistik und Datenwissenschaft'],
  pt: ['Analista sénior de inteligência de negócio e armazéns de dados', 'Mestrado em Estatística aplicada e ciência de dados'],
};
const top = (L: Lang) => [pt(L.name, { b: true, sz: 36 }), pt(L.headline, { sz: 24 }), pt(`${L.email} | ${L.phone} | ${L.city}`)].join('');
// a heading in an anchored text box set in the left margin beside the body's first entry
const marginBox = (text: string) =>
  '<w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>' + emu(20) + '</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>' +
  `<wp:extent cx="${emu(120)}" cy="${emu(20)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${pt(text, H)}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`;
const which = process.argv[2] ?? 'longcell';
const ind = '<w:ind w:left="2400"/>';
for (const L of LANGS) {
  const [lt, ld] = LONG[L.lang]!;
  let body = '';
  if (which === 'longcell') {
    body = top(L) + pt(L.h.exp.toUpperCase(), H) + tbl([2000, 7600], tr(tc(2000, pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`)), tc(7600, pt(lt, B) + pt(`${L.jobs[0]!.employer}, ${L.jobs[0]!.city}`)))) +
      pt(L.h.edu.toUpperCase(), H) + tbl([2000, 7600], tr(tc(2000, pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`)), tc(7600, pt(ld, B) + pt(L.edus[0]!.school))));
  } else if (which === 'narrowcell') {
    body = top(L) + pt(L.h.exp.toUpperCase(), H) + tbl([2000, 4000], tr(tc(2000, pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`)), tc(4000, pt(lt, B) + pt(`${L.jobs[0]!.employer}, ${L.jobs[0]!.city}`)))) +
      pt(L.h.edu.toUpperCase(), H) + tbl([2000, 4000], tr(tc(2000, pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`)), tc(4000, pt(ld, B) + pt(L.edus[0]!.school))));
  } else if (which === 'marginbox1') {
    body = top(L) + p([marginBox(L.h.exp.toUpperCase()), r(L.jobs[0]!.title, B)], ind) + pt(`${L.jobs[0]!.employer}, ${L.jobs[0]!.city}`, {}, ind) + pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`, {}, ind) +
      pt(L.jobs[1]!.title, B, ind) + pt(`${L.jobs[1]!.employer}, ${L.jobs[1]!.city}`, {}, ind) + pt(`${L.jobs[1]!.from} – ${L.jobs[1]!.to}`, {}, ind) +
      pt(L.h.edu.toUpperCase(), H) + pt(L.edus[0]!.degree, B) + pt(L.edus[0]!.school) + pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`);
  } else if (which === 'marginbox') {
    body = top(L) + p([marginBox(L.h.exp.toUpperCase()), r(L.jobs[0]!.title, B)], ind) + pt(`${L.jobs[0]!.employer}, ${L.jobs[0]!.city}`, {}, ind) + pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`, {}, ind) +
      pt(L.jobs[1]!.title, B, ind) + pt(`${L.jobs[1]!.employer}, ${L.jobs[1]!.city}`, {}, ind) + pt(`${L.jobs[1]!.from} – ${L.jobs[1]!.to}`, {}, ind) +
      p([marginBox(L.h.edu.toUpperCase()), r(L.edus[0]!.degree, B)], ind) + pt(L.edus[0]!.school, {}, ind) + pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`, {}, ind);
  }
  const o = console.log;
  let out = '';
  console.log = (s: string) => { out += `${s}\n`; };
  const prof = await probe(`${which} ${L.lang}`, { body }, { lines: process.argv[3] === 'v' });
  console.log = o;
  if (process.argv[3] === 'v') o(out);
  o(which, L.lang, JSON.stringify(prof.workExperience.map((j) => [j.start, j.title, j.employer])), JSON.stringify(prof.education.map((e) => [e.degree, e.institution])));
}
