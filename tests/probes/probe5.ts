import { LANGS, type Lang, type Job, type Edu } from './data.ts';
import { type Pkg, p, pt, r, tab, tc, tr, tbl, probe } from './kit.ts';
const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const top = (L: Lang) => [pt(L.name, { b: true, sz: 36 }), pt(L.headline, { sz: 24 }), pt(`${L.email} | ${L.phone} | ${L.city}`)].join('');
const jobParas = (j: Job) => [pt(j.title, B), pt(`${j.employer}, ${j.city}`), pt(`${j.from} – ${j.to}`)].join('');
const eduParas = (e: Edu) => [pt(e.degree, B), pt(e.school), pt(`${e.from} – ${e.to}`)].join('');
const rest = (L: Lang) => pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + pt(L.skills.join(', ')) + pt(L.h.langs.toUpperCase(), H) + L.languages.map((x) => pt(x)).join('');
const S: Record<string, (L: Lang) => Pkg> = {
  headerTable: (L) => ({
    header: tbl([5000, 4600], tr(tc(5000, pt(L.name, { b: true, sz: 32 }) + pt(L.headline)), tc(4600, pt(L.email, {}, '<w:jc w:val="right"/>') + pt(L.phone, {}, '<w:jc w:val="right"/>') + pt(L.city, {}, '<w:jc w:val="right"/>')))),
    body: pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + rest(L),
  }),
  oneHeadCell: (L) => ({
    body: top(L) + tbl([2400, 7200], tr(tc(2400, pt(L.h.exp, H)), tc(7200, L.jobs.map(jobParas).join('')))) + rest(L),
  }),
  rightTabInCell: (L) => ({
    body: top(L) + tbl([2400, 7200],
      tr(tc(2400, pt(L.h.exp, H)), tc(7200, L.jobs.map((j) => p([r(j.title, B), tab, r(`${j.from} – ${j.to}`)], '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>') + pt(`${j.employer}, ${j.city}`)).join(''))),
      tr(tc(2400, pt(L.h.edu, H)), tc(7200, L.edus.map((e) => p([r(e.degree, B), tab, r(`${e.from} – ${e.to}`)], '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>') + pt(e.school)).join(''))),
      tr(tc(2400, pt(L.h.skills, H)), tc(7200, pt(L.skills.join(', ')))),
      tr(tc(2400, pt(L.h.langs, H)), tc(7200, L.languages.map((x) => pt(x)).join(''))),
    ),
  }),
  labelSkills: (L) => ({
    body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) +
      tbl([2400, 7200], tr(tc(2400, pt('Software', B)), tc(7200, pt(`${L.skills[0]}, ${L.skills[1]}`))), tr(tc(2400, pt('BI', B)), tc(7200, pt(`${L.skills[2]}, ${L.skills[3]}`)))) +
      pt(L.h.langs.toUpperCase(), H) + L.languages.map((x) => pt(x)).join(''),
  }),
};
function norm(s: string | null | undefined) { return (s ?? '').toLowerCase().normalize('NFC').trim(); }
const [, , which = 'all', langArg = 'all', verbose = ''] = process.argv;
for (const name of which === 'all' ? Object.keys(S) : which.split(',')) {
  const fails: string[] = [];
  for (const L of LANGS.filter((l) => langArg === 'all' || langArg.split(',').includes(l.lang))) {
    const o = console.log; let printed = ''; console.log = (s: string) => { printed += `${s}\n`; };
    const prof = await probe(`${name} ${L.lang}`, S[name]!(L), { lines: verbose === 'v' });
    console.log = o;
    const miss: string[] = [];
    if (norm(prof.personal.fullName) !== norm(L.name)) miss.push(`name=${prof.personal.fullName}`);
    if (!prof.personal.emails.includes(L.email)) miss.push('email');
    if (prof.personal.phones.length !== 1) miss.push('phones');
    if (norm(prof.personal.location?.city) !== norm(L.city.split(',')[0])) miss.push(`city=${prof.personal.location?.city}`);
    if (prof.workExperience.length !== 2) miss.push(`jobs=${prof.workExperience.length}`);
    L.jobs.forEach((j, k) => { const g = prof.workExperience[k]; if (g && (norm(g.title) !== norm(j.title) || !norm(g.employer).startsWith(norm(j.employer)))) miss.push(`job${k}=${g.title}|${g.employer}`); });
    if (prof.education.length !== 1 || norm(prof.education[0]!.degree) !== norm(L.edus[0]!.degree) || norm(prof.education[0]!.institution) !== norm(L.edus[0]!.school)) miss.push(`edu=${prof.education.map((e) => `${e.degree}|${e.institution}`).join(';')}`);
    const sk = prof.skills.map((s) => s.name.toLowerCase());
    const ms = L.skills.filter((s) => !sk.some((n) => n.includes(s.toLowerCase())));
    if (ms.length) miss.push(`skills-missing=${ms.join(',')}`);
    if (prof.languages.length !== 2) miss.push(`langs=${prof.languages.map((l) => l.code).join(',')}`);
    if (miss.length) fails.push(`  ${L.lang}: ${miss.join('; ')}`);
    if (verbose) o(printed);
  }
  console.log(`${fails.length ? 'FAIL' : 'ok  '} ${name}${fails.length ? `\n${fails.join('\n')}` : ''}`);
}
