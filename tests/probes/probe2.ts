import { LANGS, type Lang, type Job, type Edu } from './data.ts';
import { type Pkg, p, pt, r, tab, br, empty, tc, tr, tbl, dmlBox, probe } from './kit.ts';

const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const top = (L: Lang) => [pt(L.name, { b: true, sz: 36 }), pt(L.headline, { sz: 24 }), pt(`${L.email} | ${L.phone} | ${L.city}`)].join('');
const jobParas = (j: Job) => [pt(j.title, B), pt(`${j.employer}, ${j.city}`), pt(`${j.from} – ${j.to}`)].join('');
const eduParas = (e: Edu) => [pt(e.degree, B), pt(e.school), pt(`${e.from} – ${e.to}`)].join('');
const EP: Record<string, [string, string, string, string]> = {
  en: ['Dates', 'Occupation or position held', 'Name and address of employer', 'Main activities and responsibilities'],
  it: ['Date', 'Lavoro o posizione ricoperti', 'Nome e indirizzo del datore di lavoro', 'Principali attività e responsabilità'],
  es: ['Fechas', 'Profesión o cargo desempeñado', 'Nombre y dirección de la empresa o empleador', 'Funciones y responsabilidades principales'],
  fr: ['Dates', 'Fonction ou poste occupé', "Nom et adresse de l'employeur", 'Principales activités et responsabilités'],
  de: ['Zeitraum', 'Beruf oder Funktion', 'Name und Adresse des Arbeitgebers', 'Wichtigste Tätigkeiten und Zuständigkeiten'],
  pt: ['Datas', 'Função ou cargo ocupado', 'Nome e morada do empregador', 'Principais actividades e responsabilidades'],
};
const EPE: Record<string, [string, string]> = {
  en: ['Title of qualification awarded', 'Name and type of organisation providing education and training'],
  it: ['Titolo della qualifica rilasciata', "Nome e tipo d'organizzazione erogatrice dell'istruzione e formazione"],
  es: ['Cualificación obtenida', 'Nombre y tipo del centro de estudios'],
  fr: ['Intitulé du certificat ou diplôme délivré', "Nom et type de l'établissement d'enseignement ou de formation"],
  de: ['Bezeichnung der erworbenen Qualifikation', 'Name und Art der Bildungs- oder Ausbildungseinrichtung'],
  pt: ['Designação da qualificação atribuída', 'Nome e tipo da organização de ensino ou formação'],
};
const right = '<w:jc w:val="right"/>';
export const STRUCTS: Record<string, (L: Lang) => Pkg> = {
  // old Europass: labels right-aligned in the left column, values right
  europassOld: (L) => {
    const [d, o, n, a] = EP[L.lang]!;
    const [q, s] = EPE[L.lang]!;
    const lab = (t: string) => tc(3000, pt(t, {}, right));
    const head = (t: string) => tr(tc(3000, pt(t, H, right)), tc(6600, ''));
    return {
      body: top(L) + tbl([3000, 6600],
        head(L.h.exp),
        ...L.jobs.flatMap((j) => [tr(lab(d), tc(6600, pt(`${j.from} – ${j.to}`))), tr(lab(o), tc(6600, pt(j.title, B))), tr(lab(n), tc(6600, pt(`${j.employer}, ${j.city}`))), ...(process.env.DUTY ? [tr(lab(a), tc(6600, pt(L.bullet)))] : []), tr(tc(3000, ''), tc(6600, ''))]),
        head(L.h.edu),
        ...L.edus.flatMap((e) => [tr(lab(d), tc(6600, pt(`${e.from} – ${e.to}`))), tr(lab(q), tc(6600, pt(e.degree, B))), tr(lab(s), tc(6600, pt(e.school)))]),
        head(L.h.skills), tr(tc(3000, ''), tc(6600, pt(L.skills.join(', ')))),
        head(L.h.langs), ...L.languages.map((x) => tr(tc(3000, ''), tc(6600, pt(x)))),
      ),
    };
  },
  // three-column: heading | entry | dates right cell
  threeCol: (L) => ({
    body: top(L) + tbl([2200, 5400, 2000],
      tr(tc(2200, pt(L.h.exp, H)), tc(5400, jobParas2(L.jobs[0]!)), tc(2000, pt(`${L.jobs[0]!.from} – ${L.jobs[0]!.to}`, {}, right))),
      tr(tc(2200, ''), tc(5400, jobParas2(L.jobs[1]!)), tc(2000, pt(`${L.jobs[1]!.from} – ${L.jobs[1]!.to}`, {}, right))),
      tr(tc(2200, pt(L.h.edu, H)), tc(5400, pt(L.edus[0]!.degree, B) + pt(L.edus[0]!.school)), tc(2000, pt(`${L.edus[0]!.from} – ${L.edus[0]!.to}`, {}, right))),
      tr(tc(2200, pt(L.h.skills, H)), tc(7400, pt(L.skills.join(', ')), { span: 2 })),
      tr(tc(2200, pt(L.h.langs, H)), tc(7400, L.languages.map((x) => pt(x)).join(''), { span: 2 })),
    ),
  }),
  // heading as a shaded one-cell table
  shadedHeading: (L) => {
    const hb = (t: string) => tbl([9600], tr(tc(9600, pt(t.toUpperCase(), H), { shade: '1F3864' })));
    return { body: top(L) + hb(L.h.exp) + L.jobs.map(jobParas).join('') + hb(L.h.edu) + L.edus.map(eduParas).join('') + hb(L.h.skills) + pt(L.skills.join(', ')) + hb(L.h.langs) + L.languages.map((x) => pt(x)).join('') };
  },
  // letter-spaced heading written with spaces
  spacedHeading: (L) => {
    const sp = (t: string) => pt(t.toUpperCase().split('').join(' ').replace(/   /g, '   '), H);
    return { body: top(L) + sp(L.h.exp) + L.jobs.map(jobParas).join('') + sp(L.h.edu) + L.edus.map(eduParas).join('') + sp(L.h.skills) + pt(L.skills.join(', ')) + sp(L.h.langs) + L.languages.map((x) => pt(x)).join('') };
  },
  // contact in a 2-column table at top (name left, contact right)
  topTable: (L) => ({
    body: tbl([5000, 4600], tr(tc(5000, pt(L.name, { b: true, sz: 36 }) + pt(L.headline, { sz: 24 })), tc(4600, pt(L.email, {}, right) + pt(L.phone, {}, right) + pt(L.city, {}, right)))) +
      pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + pt(L.skills.join(', ')) + pt(L.h.langs.toUpperCase(), H) + L.languages.map((x) => pt(x)).join(''),
  }),
  // skills as a 2x2 grid table
  skillGrid: (L) => ({
    body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) +
      tbl([4800, 4800], tr(tc(4800, pt(`• ${L.skills[0]}`)), tc(4800, pt(`• ${L.skills[1]}`))), tr(tc(4800, pt(`• ${L.skills[2]}`)), tc(4800, pt(`• ${L.skills[3]}`)))) +
      pt(L.h.langs.toUpperCase(), H) + L.languages.map((x) => pt(x)).join(''),
  }),
  // sidebar via two text boxes side by side
  boxSidebar: (L) => {
    const left = [pt(L.h.contact.toUpperCase(), H), pt(L.email), pt(L.phone), pt(L.city), pt(L.h.skills.toUpperCase(), H), ...L.skills.map((s) => pt(s)), pt(L.h.langs.toUpperCase(), H), ...L.languages.map((x) => pt(x))].join('');
    const rightBox = [pt(L.h.exp.toUpperCase(), H), ...L.jobs.map(jobParas), pt(L.h.edu.toUpperCase(), H), ...L.edus.map(eduParas)].join('');
    return { body: pt(L.name, { b: true, sz: 36 }) + pt(L.headline, { sz: 24 }) + p([dmlBox(left, 30, 140, 170, 600), dmlBox(rightBox, 220, 140, 340, 600)]) };
  },
  // date + title on one line via tab, employer next line (dates left, tab to title)
  dateTabTitle: (L) => ({
    body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => p([r(`${j.from} – ${j.to}`), tab, r(j.title, B)], '<w:tabs><w:tab w:val="left" w:pos="2268"/></w:tabs>') + pt(`${j.employer}, ${j.city}`, {}, '<w:ind w:left="2268"/>')).join('') +
      pt(L.h.edu.toUpperCase(), H) + L.edus.map((e) => p([r(`${e.from} – ${e.to}`), tab, r(e.degree, B)], '<w:tabs><w:tab w:val="left" w:pos="2268"/></w:tabs>') + pt(e.school, {}, '<w:ind w:left="2268"/>')).join('') +
      pt(L.h.skills.toUpperCase(), H) + pt(L.skills.join(', ')) + pt(L.h.langs.toUpperCase(), H) + L.languages.map((x) => pt(x)).join(''),
  }),
  // vMerge date cell spanning 2 rows (title row, employer row)
  vMergeDates: (L) => ({
    body: top(L) + pt(L.h.exp.toUpperCase(), H) + tbl([2000, 7600], ...L.jobs.flatMap((j) => [tr(tc(2000, pt(`${j.from} – ${j.to}`), { vMerge: 'restart' }), tc(7600, pt(j.title, B))), tr(tc(2000, '', { vMerge: 'continue' }), tc(7600, pt(`${j.employer}, ${j.city}`)))])) +
      pt(L.h.edu.toUpperCase(), H) + tbl([2000, 7600], ...L.edus.flatMap((e) => [tr(tc(2000, pt(`${e.from} – ${e.to}`), { vMerge: 'restart' }), tc(7600, pt(e.degree, B))), tr(tc(2000, '', { vMerge: 'continue' }), tc(7600, pt(e.school)))])) +
      pt(L.h.skills.toUpperCase(), H) + pt(L.skills.join(', ')) + pt(L.h.langs.toUpperCase(), H) + L.languages.map((x) => pt(x)).join(''),
  }),
};
function jobParas2(j: Job) { return pt(j.title, B) + pt(`${j.employer}, ${j.city}`); }
void br; void eduParas;

function norm(s: string | null | undefined) { return (s ?? '').toLowerCase().normalize('NFC').trim(); }
const [, , which = 'all', langArg = 'all', verbose = ''] = process.argv;
const names = which === 'all' ? Object.keys(STRUCTS) : which.split(',');
for (const name of names) {
  const fails: string[] = [];
  for (const L of LANGS.filter((l) => langArg === 'all' || langArg.split(',').includes(l.lang))) {
    const origLog = console.log;
    let printed = '';
    console.log = (s: string) => { printed += `${s}\n`; };
    const prof = await probe(`${name} ${L.lang}`, STRUCTS[name]!(L), { lines: verbose === 'v' });
    console.log = origLog;
    const miss: string[] = [];
    if (norm(prof.personal.fullName) !== norm(L.name)) miss.push(`name=${prof.personal.fullName}`);
    if (!prof.personal.emails.includes(L.email)) miss.push(`email`);
    if (prof.personal.phones.length !== 1) miss.push(`phones=${prof.personal.phones.map((x) => x.raw).join(',')}`);
    if (norm(prof.personal.location?.city) !== norm(L.city.split(',')[0])) miss.push(`city=${prof.personal.location?.city}`);
    const jobs = prof.workExperience;
    if (jobs.length !== L.jobs.length) miss.push(`jobs=${jobs.length}`);
    L.jobs.forEach((j, k) => {
      const got = jobs[k];
      if (!got) return;
      if (norm(got.title) !== norm(j.title)) miss.push(`job${k}.title=${got.title}`);
      if (!norm(got.employer).startsWith(norm(j.employer))) miss.push(`job${k}.employer=${got.employer}`);
      if (got.start !== `${j.from.slice(3)}-${j.from.slice(0, 2)}`) miss.push(`job${k}.start=${got.start}`);
    });
    const edu = prof.education;
    if (edu.length !== L.edus.length) miss.push(`edu=${edu.length}:${edu.map((e) => e.degree).join('|')}`);
    L.edus.forEach((e, k) => {
      const got = edu[k];
      if (!got) return;
      if (norm(got.degree) !== norm(e.degree)) miss.push(`edu${k}.degree=${got.degree}`);
      if (norm(got.institution) !== norm(e.school)) miss.push(`edu${k}.inst=${got.institution}`);
      if (got.end !== e.to) miss.push(`edu${k}.end=${got.end}`);
    });
    const sk = [...new Set(prof.skills.map((s) => s.name.toLowerCase()))];
    const missingSkills = L.skills.filter((s) => !sk.some((n) => n.includes(s.toLowerCase())));
    if (missingSkills.length) miss.push(`skills-missing=${missingSkills.join(',')}`);
    if (prof.languages.length !== 2) miss.push(`langs=${prof.languages.map((l) => l.code).join(',')}`);
    if (miss.length) fails.push(`  ${L.lang}: ${miss.join('; ')}`);
    if (verbose === 'v' || verbose === 'p') origLog(printed);
  }
  console.log(`${fails.length ? 'FAIL' : 'ok  '} ${name}${fails.length ? `\n${fails.join('\n')}` : ''}`);
}
