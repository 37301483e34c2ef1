import { LANGS } from './data.ts';
import { p, pt, r, br, tc, tr, tbl, probe } from './kit.ts';
const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
for (const L of LANGS) {
  const side = p([r(L.h.contact.toUpperCase(), H), br, r(L.email), br, r(L.phone), br, r(L.city), br, br, r(L.h.skills.toUpperCase(), H), br, ...L.skills.flatMap((s) => [r(s), br]), br, r(L.h.langs.toUpperCase(), H), br, r(L.languages[0]!), br, r(L.languages[1]!)]);
  const main = pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => pt(j.title, B) + pt(`${j.employer}, ${j.city}`) + pt(`${j.from} – ${j.to}`)).join('') + pt(L.h.edu.toUpperCase(), H) + pt(L.edus[0]!.degree, B) + pt(L.edus[0]!.school) + pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`);
  const body = pt(L.name, { b: true, sz: 36 }) + pt(L.headline, { sz: 24 }) + tbl([3000, 6600], tr(tc(3000, side), tc(6600, main)));
  const o = console.log; console.log = () => {};
  const prof = await probe(L.lang, { body });
  console.log = o;
  o(L.lang, prof.personal.emails.join(','), prof.personal.phones.length, prof.personal.location?.city, JSON.stringify(prof.workExperience.map((j) => [j.title, j.employer])), JSON.stringify(prof.education.map((e) => [e.degree, e.institution])), prof.skills.map((s) => s.name).join(','), prof.languages.map((l) => l.code).join(','));
}
