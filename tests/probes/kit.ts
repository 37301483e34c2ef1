/** Hand-written DOCX probes: builders for the OOXML structures real CVs use. */
import { strToU8, zipSync } from 'fflate';
import { runEngine } from '../../src/screen/engine.ts';
import { extractDocument } from '../../src/screen/extract/extract-document.ts';
import { buildLayout } from '../../src/screen/layout/layout.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NS =
  `xmlns:w="${W}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

export interface Pkg {
  body: string;
  styles?: string;
  numbering?: string;
  header?: string;
  footer?: string;
  rels?: { id: string; url: string }[];
}

export function docx(p: Pkg): Uint8Array {
  const rels: string[] = [];
  let sect = '';
  if (p.header) {
    rels.push('<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>');
    sect += '<w:headerReference w:type="default" r:id="rIdH"/>';
  }
  if (p.footer) {
    rels.push('<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>');
    sect += '<w:footerReference w:type="default" r:id="rIdF"/>';
  }
  for (const r of p.rels ?? []) rels.push(`<Relationship Id="${r.id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${r.url}" TargetMode="External"/>`);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${NS}><w:body>${p.body}<w:sectPr>${sect}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567"/></w:sectPr></w:body></w:document>`,
    ),
  };
  if (p.styles) files['word/styles.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:styles ${NS}>${p.styles}</w:styles>`);
  if (p.numbering) files['word/numbering.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:numbering ${NS}>${p.numbering}</w:numbering>`);
  if (p.header) files['word/header1.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:hdr ${NS}>${p.header}</w:hdr>`);
  if (p.footer) files['word/footer1.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:ftr ${NS}>${p.footer}</w:ftr>`);
  return zipSync(files);
}

export interface RunOpts {
  b?: boolean;
  i?: boolean;
  sz?: number;
  caps?: boolean;
  smallCaps?: boolean;
  color?: string;
}
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const r = (text: string, o: RunOpts = {}) =>
  `<w:r><w:rPr>${o.b ? '<w:b/>' : ''}${o.i ? '<w:i/>' : ''}${o.caps ? '<w:caps/>' : ''}${o.smallCaps ? '<w:smallCaps/>' : ''}<w:sz w:val="${o.sz ?? 20}"/></w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
export const tab = '<w:r><w:tab/></w:r>';
export const br = '<w:r><w:br/></w:r>';
export const p = (runs: string | string[], pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${Array.isArray(runs) ? runs.join('') : runs}</w:p>`;
export const pt = (text: string, o: RunOpts = {}, pPr = '') => p(r(text, o), pPr);
export const empty = '<w:p/>';
export interface CellOpts {
  span?: number;
  vMerge?: 'restart' | 'continue';
  shade?: string;
}
export const tc = (twips: number, content: string, o: CellOpts = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${twips}" w:type="dxa"/>${o.span ? `<w:gridSpan w:val="${o.span}"/>` : ''}${o.vMerge ? `<w:vMerge${o.vMerge === 'restart' ? ' w:val="restart"' : ''}/>` : ''}${o.shade ? `<w:shd w:val="clear" w:fill="${o.shade}"/>` : ''}</w:tcPr>${content || '<w:p/>'}</w:tc>`;
export const tr = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
export const tbl = (grid: number[], ...rows: string[]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid>${grid.map((g) => `<w:gridCol w:w="${g}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`;

export const emu = (pt: number) => Math.round(pt * 12700);
/** DrawingML text box anchored to the page with VML fallback. */
export function dmlBox(content: string, xPt: number, yPt: number, wPt = 150, hPt = 60, vml = true): string {
  const inner = `<w:txbxContent>${content}</w:txbxContent>`;
  return (
    '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor>' +
    `<wp:positionH relativeFrom="page"><wp:posOffset>${emu(xPt)}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="page"><wp:posOffset>${emu(yPt)}</wp:posOffset></wp:positionV>` +
    `<wp:extent cx="${emu(wPt)}" cy="${emu(hPt)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx>${inner}</wps:txbx></wps:wsp></a:graphicData></a:graphic>` +
    `</wp:anchor></w:drawing></mc:Choice>${vml ? `<mc:Fallback><w:pict><v:shape style="position:absolute;margin-left:${xPt}pt;margin-top:${yPt}pt;width:${wPt}pt;height:${hPt}pt;mso-position-horizontal-relative:page;mso-position-vertical-relative:page">` + `<v:textbox>${inner}</v:textbox></v:shape></w:pict></mc:Fallback>` : ''}</mc:AlternateContent></w:r>`
  );
}
/** VML-only text box. */
export function vmlBox(content: string, xPt: number, yPt: number, wPt = 150, hPt = 60): string {
  return `<w:r><w:pict><v:shape style="position:absolute;margin-left:${xPt}pt;margin-top:${yPt}pt;width:${wPt}pt;height:${hPt}pt;mso-position-horizontal-relative:page;mso-position-vertical-relative:page"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
}
export const sdt = (content: string) => `<w:sdt><w:sdtPr><w:alias w:val="x"/></w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
export const fldSimple = (instr: string, runs: string) => `<w:fldSimple w:instr=" ${esc(instr).replace(/"/g, "&quot;")} ">${runs}</w:fldSimple>`;
export const complexField = (instr: string, runs: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${esc(instr)} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${runs}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

const limits = { maxPages: 5, maxPixels: 40_000_000, maxDocxUnzippedBytes: 20 << 20 };

export async function probe(name: string, pkg: Pkg, opts: { lines?: boolean } = {}) {
  const doc = await extractDocument(docx(pkg), { limits });
  const profile = runEngine(doc, { referenceDate: new Date(Date.UTC(2026, 5, 1)) });
  const layout = buildLayout(doc);
  const out: string[] = [`### ${name}`];
  if (opts.lines) for (const l of layout.lines) out.push(`  | ${l.text}`);
  out.push(`  sections: ${layout.sections.map((s) => `${s.kind}(${s.heading ?? ''})`).join(' ')}`);
  const pr = profile.personal;
  out.push(`  name=${pr.fullName} emails=${pr.emails.join(',')} phones=${pr.phones.map((x) => x.e164 ?? x.raw).join(',')} loc=${pr.location?.city ?? ''}/${pr.location?.country ?? ''} links=${pr.links.map((l) => l.url).join(',')}`);
  out.push(`  title=${profile.jobProfile.title} headline=${profile.jobProfile.headline}`);
  for (const j of profile.workExperience) out.push(`  EXP ${j.start}..${j.end}${j.current ? '(cur)' : ''} | ${j.title} | ${j.employer} | ${j.location ?? ''}`);
  for (const e of profile.education) out.push(`  EDU ${e.start}..${e.end} | ${e.degree} | ${e.institution} | isced=${e.isced}`);
  out.push(`  skills: ${profile.skills.map((s) => s.name).join(', ')}`);
  out.push(`  langs: ${profile.languages.map((l) => `${l.code}:${l.level ?? ''}${l.native ? '*' : ''}`).join(' ')}`);
  out.push(`  certs: ${profile.certifications.map((c) => c.name).join(' ; ')}`);
  console.log(out.join('\n'));
  return profile;
}
