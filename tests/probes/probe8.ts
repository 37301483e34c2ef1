import { LANGS } from './data.ts';
import { p, pt, r, vmlBox, dmlBox, probe } from './kit.ts';
const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const which = process.argv[2] ?? 'hdrbox';
for (const L of LANGS) {
  const contact = [pt(L.email), pt(L.phone), pt(L.city)].join('');
  const rest = pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => pt(j.title, B) + pt(j.employer) + pt(`${j.from} – ${j.to}`)).join('') + pt(L.h.edu.toUpperCase(), H) + pt(L.edus[0]!.degree, B) + pt(L.edus[0]!.school) + pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`);
  let pkg;
  if (which === 'hdrbox') pkg = { header: p([r(L.name, { b: true, sz: 32 }), vmlBox(contact, 380, 20, 180, 60)]), body: pt(L.headline, { sz: 24 }) + rest };
  else if (which === 'hdrdml') pkg = { header: p([r(L.name, { b: true, sz: 32 }), dmlBox(contact, 380, 20, 180, 60)]), body: pt(L.headline, { sz: 24 }) + rest };
  else pkg = { body: pt(L.name, { b: true, sz: 36 }) + `<w:p><w:pPr><w:framePr w:w="3000" w:hAnchor="page" w:vAnchor="page" w:x="8000" w:y="800"/></w:pPr>${r(L.email)}${'<w:r><w:br/></w:r>'}${r(L.phone)}${'<w:r><w:br/></w:r>'}${r(L.city)}</w:p>` + pt(L.headline, { sz: 24 }) + rest };
  const o = console.log; console.log = () => {};
  const prof = await probe(L.lang, pkg);
  console.log = o;
  o(which, L.lang, prof.personal.fullName, prof.personal.emails.join(','), prof.personal.phones.map((x) => x.e164).join(','), prof.personal.location?.city, prof.jobProfile.title, prof.workExperience.length, prof.education.length);
}
