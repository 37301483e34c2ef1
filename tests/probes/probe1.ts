import { LANGS, type Lang, type Job, type Edu } from './data.ts';
import { type Pkg, p, pt, r, tab, br, empty, tc, tr, tbl, dmlBox, vmlBox, sdt, fldSimple, complexField, probe, esc } from './kit.ts';

const B = { b: true, sz: 22 };
const H = { b: true, sz: 26 };
const jobParas = (j: Job) => [pt(j.title, B), pt(`${j.employer}, ${j.city}`), pt(`${j.from} – ${j.to}`)].join('');
const eduParas = (e: Edu) => [pt(e.degree, B), pt(e.school), pt(`${e.from} – ${e.to}`)].join('');
const top = (L: Lang) => [pt(L.name, { b: true, sz: 36 }), pt(L.headline, { sz: 24 }), pt(`${L.email} | ${L.phone} | ${L.city}`)].join('');
const skillsParas = (L: Lang) => pt(L.skills.join(', '));
const langParas = (L: Lang) => L.languages.map((x) => pt(x)).join('');

export const STRUCTS: Record<string, (L: Lang) => Pkg> = {
  // A: section heading in left cell, entries in right cell
  headLeft: (L) => ({
    body: top(L) + tbl([2400, 7200],
      tr(tc(2400, pt(L.h.exp.toUpperCase(), H)), tc(7200, L.jobs.map(jobParas).join(empty))),
      tr(tc(2400, pt(L.h.edu.toUpperCase(), H)), tc(7200, L.edus.map(eduParas).join(''))),
      tr(tc(2400, pt(L.h.skills.toUpperCase(), H)), tc(7200, skillsParas(L))),
      tr(tc(2400, pt(L.h.langs.toUpperCase(), H)), tc(7200, langParas(L))),
    ),
  }),
  // A2: heading left cell, each entry its own row (heading cell vMerge)
  headLeftVMerge: (L) => ({
    body: top(L) + tbl([2400, 7200],
      tr(tc(2400, pt(L.h.exp, H), { vMerge: 'restart' }), tc(7200, jobParas(L.jobs[0]!))),
      tr(tc(2400, '', { vMerge: 'continue' }), tc(7200, jobParas(L.jobs[1]!))),
      tr(tc(2400, pt(L.h.edu, H)), tc(7200, eduParas(L.edus[0]!))),
      tr(tc(2400, pt(L.h.skills, H)), tc(7200, skillsParas(L))),
      tr(tc(2400, pt(L.h.langs, H)), tc(7200, langParas(L))),
    ),
  }),
  // B: date column left / entry right, heading row spanning both columns
  dateLeft: (L) => ({
    body: top(L) + tbl([2000, 7600],
      tr(tc(9600, pt(L.h.exp.toUpperCase(), H), { span: 2 })),
      ...L.jobs.map((j) => tr(tc(2000, pt(`${j.from} – ${j.to}`)), tc(7600, [pt(j.title, B), pt(`${j.employer}, ${j.city}`), pt(L.bullet)].join('')))),
      tr(tc(9600, pt(L.h.edu.toUpperCase(), H), { span: 2 })),
      ...L.edus.map((e) => tr(tc(2000, pt(`${e.from} – ${e.to}`)), tc(7600, [pt(e.degree, B), pt(e.school)].join('')))),
      tr(tc(9600, pt(L.h.skills.toUpperCase(), H), { span: 2 })),
      tr(tc(9600, skillsParas(L), { span: 2 })),
      tr(tc(9600, pt(L.h.langs.toUpperCase(), H), { span: 2 })),
      tr(tc(9600, langParas(L), { span: 2 })),
    ),
  }),
  // B2: date left, heading in its own text paragraphs between tables
  dateLeftTables: (L) => ({
    body: top(L) + pt(L.h.exp.toUpperCase(), H) +
      tbl([2000, 7600], ...L.jobs.map((j) => tr(tc(2000, pt(`${j.from} – ${j.to}`)), tc(7600, [pt(j.title, B), pt(`${j.employer}, ${j.city}`)].join(''))))) +
      pt(L.h.edu.toUpperCase(), H) +
      tbl([2000, 7600], ...L.edus.map((e) => tr(tc(2000, pt(`${e.from} – ${e.to}`)), tc(7600, [pt(e.degree, B), pt(e.school)].join(''))))) +
      pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  // D: nested tables: outer heading|content, content holds a dates|entry table
  nested: (L) => ({
    body: top(L) + tbl([2400, 7200],
      tr(tc(2400, pt(L.h.exp, H)), tc(7200, tbl([1800, 5200], ...L.jobs.map((j) => tr(tc(1800, pt(`${j.from} – ${j.to}`)), tc(5200, [pt(j.title, B), pt(j.employer)].join('')))))+ '<w:p/>')),
      tr(tc(2400, pt(L.h.edu, H)), tc(7200, tbl([1800, 5200], ...L.edus.map((e) => tr(tc(1800, pt(`${e.from} – ${e.to}`)), tc(5200, [pt(e.degree, B), pt(e.school)].join('')))))+ '<w:p/>')),
      tr(tc(2400, pt(L.h.skills, H)), tc(7200, skillsParas(L))),
    ),
  }),
  nestedSidebar: (L) => ({
    body: tbl([3000, 6600],
      tr(
        tc(3000, [pt(L.name, { b: true, sz: 32 }), pt(L.headline), empty, pt(L.h.contact.toUpperCase(), H), pt(L.email), pt(L.phone), pt(L.city), empty, pt(L.h.skills.toUpperCase(), H), ...L.skills.map((s) => pt(s)), empty, pt(L.h.langs.toUpperCase(), H), langParas(L)].join(''), { shade: 'DDDDDD' }),
        tc(6600, pt(L.h.exp.toUpperCase(), H) + tbl([1800, 4600], ...L.jobs.map((j) => tr(tc(1800, pt(`${j.from} – ${j.to}`)), tc(4600, [pt(j.title, B), pt(`${j.employer}, ${j.city}`), pt(L.bullet)].join(''))))) +
          pt(L.h.edu.toUpperCase(), H) + tbl([1800, 4600], ...L.edus.map((e) => tr(tc(1800, pt(`${e.from} – ${e.to}`)), tc(4600, [pt(e.degree, B), pt(e.school)].join('')))))),
      ),
    ),
  }),
  nestedPlain: (L) => ({
    body: top(L) + tbl([9600], tr(tc(9600, pt(L.h.exp.toUpperCase(), H) + tbl([1800, 7600], ...L.jobs.map((j) => tr(tc(1800, pt(`${j.from} – ${j.to}`)), tc(7600, [pt(j.title, B), pt(`${j.employer}, ${j.city}`), pt(L.bullet)].join(''))))) +
      pt(L.h.edu.toUpperCase(), H) + tbl([1800, 7600], ...L.edus.map((e) => tr(tc(1800, pt(`${e.from} – ${e.to}`)), tc(7600, [pt(e.degree, B), pt(e.school)].join(''))))) + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L)))),
  }),
  // E: sidebar table: left contact/skills/langs, right experience/education
  sidebar: (L) => ({
    body: tbl([3200, 6400],
      tr(
        tc(3200, [pt(L.name, { b: true, sz: 32 }), pt(L.headline), empty, pt(L.h.contact.toUpperCase(), H), pt(L.email), pt(L.phone), pt(L.city), empty, pt(L.h.skills.toUpperCase(), H), ...L.skills.map((s) => pt(s)), empty, pt(L.h.langs.toUpperCase(), H), langParas(L)].join(''), { shade: 'DDDDDD' }),
        tc(6400, [pt(L.h.exp.toUpperCase(), H), ...L.jobs.map(jobParas), pt(L.h.edu.toUpperCase(), H), ...L.edus.map(eduParas)].join('')),
      ),
    ),
  }),
  // F: contact in DrawingML text box at top right; headings in text boxes
  boxContact: (L) => ({
    body: p([r(L.name, { b: true, sz: 36 }), dmlBox([pt(L.email), pt(L.phone), pt(L.city)].join(''), 380, 40, 180, 60)]) + pt(L.headline, { sz: 24 }) + empty + empty + empty +
      pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  vmlContact: (L) => ({
    body: p([r(L.name, { b: true, sz: 36 }), vmlBox([pt(L.email), pt(L.phone), pt(L.city)].join(''), 380, 40, 180, 60)]) + pt(L.headline, { sz: 24 }) + empty + empty + empty +
      pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  // F2: headings in inline-anchored text boxes (relative to paragraph)
  boxHeadings: (L) => {
    const hb = (t: string) => p(`<w:r><w:drawing><wp:inline><wp:extent cx="${Math.round(200 * 12700)}" cy="${Math.round(24 * 12700)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${pt(t, H)}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`);
    return { body: top(L) + hb(L.h.exp.toUpperCase()) + L.jobs.map(jobParas).join('') + hb(L.h.edu.toUpperCase()) + L.edus.map(eduParas).join('') + hb(L.h.skills.toUpperCase()) + skillsParas(L) + hb(L.h.langs.toUpperCase()) + langParas(L) };
  },
  // G: content controls + fields
  fields: (L) => ({
    rels: [{ id: 'rIdL', url: 'https://www.linkedin.com/in/example-person' }],
    body: sdt(pt(L.name, { b: true, sz: 36 })) + p(sdt(r(L.headline, { sz: 24 }))) +
      p([complexField(`HYPERLINK "mailto:${L.email}"`, r(L.email)), r(' | '), fldSimple(`HYPERLINK "tel:${L.phone.replace(/ /g, '')}"`, r(L.phone)), r(' | '), complexField('HYPERLINK "https://www.linkedin.com/in/example-person"', r('LinkedIn')), r(' | '), r(L.city)]) +
      sdt(pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('')) + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  // H: soft line breaks inside an entry
  softBreaks: (L) => ({
    body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => p([r(j.title, B), br, r(`${j.employer}, ${j.city}`), br, r(`${j.from} – ${j.to}`), br, r(L.bullet)])).join('') +
      pt(L.h.edu.toUpperCase(), H) + L.edus.map((e) => p([r(e.degree, B), br, r(e.school), br, r(`${e.from} – ${e.to}`)])).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  // I: right-aligned date tab
  rightTab: (L) => {
    const pp = '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>';
    return {
      body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => p([r(j.title, B), tab, r(`${j.from} – ${j.to}`)], pp) + p([r(j.employer, { i: true }), tab, r(j.city)], pp) + pt(L.bullet)).join('') +
        pt(L.h.edu.toUpperCase(), H) + L.edus.map((e) => p([r(e.degree, B), tab, r(`${e.from} – ${e.to}`)], pp) + pt(e.school, { i: true })).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
    };
  },
  // I2: employer first, then title, right-aligned date tab, title with comma
  rightTabEmployer: (L) => {
    const pp = '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>';
    return {
      body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => p([r(`${j.employer}, ${j.city}`, B), tab, r(`${j.from} – ${j.to}`, B)], pp) + pt(j.title, { i: true }) + pt(L.bullet)).join('') +
        pt(L.h.edu.toUpperCase(), H) + L.edus.map((e) => p([r(e.school, B), tab, r(`${e.from} – ${e.to}`, B)], pp) + pt(e.degree, { i: true })).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
    };
  },
  // J: numbering lists for bullets and skills
  numbered: (L) => {
    const num = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:ind w:left="720" w:hanging="360"/>';
    return {
      numbering: '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>',
      body: top(L) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map((j) => jobParas(j) + pt(L.bullet, {}, num)).join('') +
        pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + L.skills.map((s) => pt(s, {}, num)).join('') + pt(L.h.langs.toUpperCase(), H) + L.languages.map((s) => pt(s, {}, num)).join(''),
    };
  },
  // K: header with name and contact
  headerContact: (L) => ({
    header: pt(L.name, { b: true, sz: 32 }) + pt(`${L.email} · ${L.phone} · ${L.city}`),
    body: pt(L.headline, { sz: 24 }) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  footerContact: (L) => ({
    footer: pt(`${L.email} · ${L.phone} · ${L.city}`),
    body: pt(L.name, { b: true, sz: 36 }) + pt(L.headline, { sz: 24 }) + pt(L.h.exp.toUpperCase(), H) + L.jobs.map(jobParas).join('') + pt(L.h.edu.toUpperCase(), H) + L.edus.map(eduParas).join('') + pt(L.h.skills.toUpperCase(), H) + skillsParas(L) + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  // L: empty paragraphs as spacing everywhere
  spacing: (L) => ({
    body: top(L) + empty + empty + pt(L.h.exp.toUpperCase(), H) + empty + L.jobs.map((j) => jobParas(j) + empty + empty).join('') + empty + pt(L.h.edu.toUpperCase(), H) + empty + L.edus.map(eduParas).join('') + empty + pt(L.h.skills.toUpperCase(), H) + empty + skillsParas(L) + empty + pt(L.h.langs.toUpperCase(), H) + langParas(L),
  }),
  // M: caps headings (text lower case, w:caps)
  caps: (L) => ({
    body: top(L) + pt(L.h.exp, { ...H, caps: true }) + L.jobs.map(jobParas).join('') + pt(L.h.edu, { ...H, caps: true }) + L.edus.map(eduParas).join('') + pt(L.h.skills, { ...H, caps: true }) + skillsParas(L) + pt(L.h.langs, { ...H, caps: true }) + langParas(L),
  }),
  // M2: caps via style
  capsStyle: (L) => ({
    styles: '<w:style w:type="paragraph" w:styleId="SectionTitle"><w:name w:val="Section Title"/><w:rPr><w:b/><w:caps/><w:sz w:val="26"/></w:rPr></w:style>',
    body: top(L) + pt(L.h.exp.toLowerCase(), {}, '<w:pStyle w:val="SectionTitle"/>').replace(/<w:b\/>|<w:sz w:val="20"\/>/g, '') + L.jobs.map(jobParas).join('') + pt(L.h.edu.toLowerCase(), {}, '<w:pStyle w:val="SectionTitle"/>').replace(/<w:sz w:val="20"\/>/g, '') + L.edus.map(eduParas).join('') + pt(L.h.skills.toLowerCase(), {}, '<w:pStyle w:val="SectionTitle"/>').replace(/<w:sz w:val="20"\/>/g, '') + skillsParas(L) + pt(L.h.langs.toLowerCase(), {}, '<w:pStyle w:val="SectionTitle"/>').replace(/<w:sz w:val="20"\/>/g, '') + langParas(L),
  }),
};

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
    if (norm(prof.personal.location?.city) !== norm(L.city.split(',')[0]) && !name.startsWith('nested') && !name.startsWith('fields')) miss.push(`city=${prof.personal.location?.city}`);
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
    const sk = new Set(prof.skills.map((s) => s.name.toLowerCase()));
    const missingSkills = L.skills.filter((s) => ![...sk].some((n) => n.includes(s.toLowerCase())));
    if (missingSkills.length) miss.push(`skills-missing=${missingSkills.join(',')}`);
    if (prof.languages.length !== 2) miss.push(`langs=${prof.languages.map((l) => l.code).join(',')}`);
    if (miss.length) fails.push(`  ${L.lang}: ${miss.join('; ')}`);
    if (verbose === 'v' || verbose === 'p') origLog(printed);
  }
  console.log(`${fails.length ? 'FAIL' : 'ok  '} ${name}${fails.length ? `\n${fails.join('\n')}` : ''}`);
}
