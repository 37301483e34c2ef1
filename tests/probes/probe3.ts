import { LANGS } from './data.ts';
import { p, pt, r, fldSimple, complexField, probe } from './kit.ts';
const url = 'https://www.linkedin.com/in/example-person';
const gh = 'https://github.com/example-person';
const which = process.argv[2] ?? 'complex';
for (const L of LANGS) {
  const link = (u: string, text: string) =>
    which === 'rel' ? `<w:hyperlink r:id="${u === url ? 'rIdL' : 'rIdG'}">${r(text)}</w:hyperlink>` : which === 'simple' ? fldSimple(`HYPERLINK "${u}"`, r(text)) : complexField(`HYPERLINK "${u}" \\o "tip"`, r(text));
  const body = pt(L.name, { b: true, sz: 36 }) + pt(L.headline) + p([r(`${L.email} | ${L.phone} | `), link(url, 'LinkedIn'), r(' | '), link(gh, 'GitHub')]) +
    pt(L.h.exp.toUpperCase(), { b: true, sz: 26 }) + pt(L.jobs[0]!.title, { b: true }) + pt(L.jobs[0]!.employer) + pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`);
  const prof = await (async () => { const o = console.log; console.log = () => {}; try { return await probe(L.lang, { body, rels: [{ id: 'rIdL', url }, { id: 'rIdG', url: gh }] }); } finally { console.log = o; } })();
  console.log(which, L.lang, prof.personal.links.map((l) => l.url).join(' '));
}
