import { LANGS } from './data.ts';
import { p, pt, r, tab, probe } from './kit.ts';
const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const which = process.argv[2] ?? 'tabs';
for (const L of LANGS) {
  const top = [pt(L.name, { b: true, sz: 36 }), pt(L.headline, { sz: 24 }), pt(`${L.email} | ${L.phone} | ${L.city}`)].join('');
  let body = top + pt(L.h.exp.toUpperCase(), H);
  for (const j of L.jobs) {
    if (which === 'tabs') body += p([r(j.title, B), tab, tab, r(j.employer), tab, tab, r(`${j.from} – ${j.to}`)]) + pt(L.bullet);
    else if (which === 'pipes') body += p([r(`${j.title} | ${j.employer} | ${j.from} – ${j.to}`, B)]) + pt(L.bullet);
    else if (which === 'datefirst') body += p([r(`${j.from} – ${j.to}`), tab, r(`${j.title}, ${j.employer}`, B)]) + pt(L.bullet, {}, '<w:ind w:left="1440"/>');
    else if (which === 'at') body += p([r(`${j.title} – ${j.employer}`, B)]) + p([r(`${j.city}`, { i: true }), tab, r(`${j.from} – ${j.to}`, { i: true })], '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>') + pt(L.bullet);
  }
  body += pt(L.h.edu.toUpperCase(), H) + pt(L.edus[0]!.degree, B) + pt(`${L.edus[0]!.school}, ${L.edus[0]!.from} – ${L.edus[0]!.to}`);
  const o = console.log; console.log = () => {};
  const prof = await probe(L.lang, { body });
  console.log = o;
  o(which, L.lang, JSON.stringify(prof.workExperience.map((j) => [j.start, j.end, j.title, j.employer])), JSON.stringify(prof.education.map((e) => [e.degree, e.institution, e.end])));
}
