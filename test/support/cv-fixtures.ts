/**
 * CV files generated in code, in each of the nine accepted formats, from one description of a
 * fictional candidate. Integration tests upload them; nothing here comes from real people.
 */
import { createCanvas } from '@napi-rs/canvas';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { writeDoc } from './doc-writer.ts';

export type FixtureFormat = 'pdf' | 'docx' | 'doc' | 'rtf' | 'odt' | 'html' | 'txt' | 'png' | 'jpeg';

export interface FixtureCv {
  name: string;
  title: string;
  email: string;
  phone: string;
  city: string;
  summary: string;
  experience: { title: string; employer: string; period: string; bullets: string[] }[];
  education: { degree: string; institution: string; period: string }[];
  skills: string[];
  languages: string[];
}

export const SAMPLE_CV: FixtureCv = {
  name: 'Marta Vellani',
  title: 'Senior Backend Engineer',
  email: 'marta.vellani@example.com',
  phone: '+39 347 123 4567',
  city: 'Milan, Italy',
  summary: 'Backend engineer with eight years of experience building payment and logistics platforms.',
  experience: [
    {
      title: 'Senior Backend Engineer',
      employer: 'Nordline Logistics S.p.A.',
      period: '03/2019 - Present',
      bullets: ['Designed event-driven services in Java and Kotlin on Kubernetes', 'Led a team of five engineers'],
    },
    {
      title: 'Software Developer',
      employer: 'Pagamenti Veloci S.r.l.',
      period: '09/2015 - 02/2019',
      bullets: ['Built REST APIs with Spring Boot and PostgreSQL', 'Introduced CI/CD with Jenkins'],
    },
  ],
  education: [{ degree: 'Master of Science in Computer Engineering', institution: 'Politecnico di Milano', period: '2013 - 2015' }],
  skills: ['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'Kubernetes', 'Docker'],
  languages: ['Italian: native', 'English: C1'],
};

/** The CV as plain lines, in reading order: the text every format renders. */
export function cvLines(cv: FixtureCv = SAMPLE_CV): string[] {
  return [
    cv.name,
    cv.title,
    `${cv.email} | ${cv.phone} | ${cv.city}`,
    '',
    'SUMMARY',
    cv.summary,
    '',
    'WORK EXPERIENCE',
    ...cv.experience.flatMap((e) => [`${e.title} - ${e.employer}`, e.period, ...e.bullets.map((b) => `- ${b}`), '']),
    'EDUCATION',
    ...cv.education.flatMap((e) => [e.degree, `${e.institution}, ${e.period}`, '']),
    'SKILLS',
    cv.skills.join(', '),
    '',
    'LANGUAGES',
    ...cv.languages,
  ];
}

export function cvText(cv: FixtureCv = SAMPLE_CV): Buffer {
  return Buffer.from(`${cvLines(cv).join('\n')}\n`, 'utf8');
}

export function cvPdf(cv: FixtureCv = SAMPLE_CV): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'CV' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text(cv.name);
    doc.font('Helvetica').fontSize(13).text(cv.title);
    doc.fontSize(10).text(`${cv.email} | ${cv.phone} | ${cv.city}`).moveDown();
    const heading = (t: string) => doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(t).font('Helvetica').fontSize(10);
    heading('SUMMARY');
    doc.text(cv.summary);
    heading('WORK EXPERIENCE');
    for (const e of cv.experience) {
      doc.font('Helvetica-Bold').text(`${e.title} - ${e.employer}`).font('Helvetica').text(e.period);
      for (const b of e.bullets) doc.text(`• ${b}`);
      doc.moveDown(0.5);
    }
    heading('EDUCATION');
    for (const e of cv.education) doc.font('Helvetica-Bold').text(e.degree).font('Helvetica').text(`${e.institution}, ${e.period}`);
    heading('SKILLS');
    doc.text(cv.skills.join(', '));
    heading('LANGUAGES');
    for (const l of cv.languages) doc.text(l);
    doc.end();
  });
}

export async function cvDocx(cv: FixtureCv = SAMPLE_CV): Promise<Buffer> {
  const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const h = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const doc = new DocxDocument({
    sections: [
      {
        children: [
          new Paragraph({ text: cv.name, heading: HeadingLevel.TITLE }),
          p(cv.title),
          p(`${cv.email} | ${cv.phone} | ${cv.city}`),
          h('Summary'),
          p(cv.summary),
          h('Work experience'),
          ...cv.experience.flatMap((e) => [p(`${e.title} - ${e.employer}`, true), p(e.period), ...e.bullets.map((b) => p(`• ${b}`))]),
          h('Education'),
          ...cv.education.flatMap((e) => [p(e.degree, true), p(`${e.institution}, ${e.period}`)]),
          h('Skills'),
          p(cv.skills.join(', ')),
          h('Languages'),
          ...cv.languages.map((l) => p(l)),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The CV drawn as a page image (for OCR), as PNG or JPEG. */
export async function cvImage(kind: 'png' | 'jpeg', cv: FixtureCv = SAMPLE_CV): Promise<Buffer> {
  const lines = cvLines(cv);
  const width = 1240;
  const lineHeight = 34;
  const canvas = createCanvas(width, 120 + lines.length * lineHeight);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  lines.forEach((line, i) => {
    const isHeading = i === 0 || /^[A-Z ]{5,}$/.test(line);
    g.font = `${isHeading ? 'bold ' : ''}${i === 0 ? 34 : 24}px sans-serif`;
    g.fillText(line, 80, 80 + i * lineHeight);
  });
  return kind === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 92);
}

/** Word 97–2003 binary: paragraphs, bullets as text, and the education as a two-cell table row. */
export function cvDoc(cv: FixtureCv = SAMPLE_CV): Buffer {
  return writeDoc([
    cv.name,
    cv.title,
    `${cv.email} | ${cv.phone} | ${cv.city}`,
    '',
    'SUMMARY',
    cv.summary,
    '',
    'WORK EXPERIENCE',
    ...cv.experience.flatMap((e) => [`${e.title} - ${e.employer}`, e.period, ...e.bullets.map((b) => `• ${b}`), '']),
    'EDUCATION',
    { table: cv.education.map((e) => [e.period, `${e.degree}\v${e.institution}`]) },
    '',
    'SKILLS',
    cv.skills.join(', '),
    '',
    'LANGUAGES',
    ...cv.languages,
  ]);
}

/** RTF as Word writes it: a font table, a style sheet with a heading style, bullets as \listtext. */
export function cvRtf(cv: FixtureCv = SAMPLE_CV): Buffer {
  const esc = (t: string) => t.replace(/[\\{}]/g, (c) => `\\${c}`).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0)}?`);
  const p = (t: string, bold = false) => `\\pard\\plain\\fs22 ${bold ? '\\b ' : ''}${esc(t)}${bold ? '\\b0' : ''}\\par\n`;
  const h = (t: string) => `\\pard\\plain\\s1\\fs28\\b ${esc(t)}\\par\n`;
  const li = (t: string) => `{\\listtext\\f1 \\'b7\\tab}\\pard\\plain\\ls1\\ilvl0\\fi-360\\li720\\fs22 ${esc(t)}\\par\n`;
  const body = [
    `\\pard\\plain\\s1\\qc\\fs40\\b ${esc(cv.name)}\\par\n`,
    p(cv.title, true),
    `\\pard\\plain\\fs22 {\\field{\\*\\fldinst HYPERLINK "mailto:${cv.email}"}{\\fldrslt ${esc(cv.email)}}} | ${esc(cv.phone)} | ${esc(cv.city)}\\par\n`,
    h('Summary'),
    p(cv.summary),
    h('Work experience'),
    ...cv.experience.flatMap((e) => [p(`${e.title} - ${e.employer}`, true), p(e.period), ...e.bullets.map(li)]),
    h('Education'),
    ...cv.education.map((e) => `\\trowd\\cellx2000\\cellx9000\\pard\\plain\\intbl\\fs22 ${esc(e.period)}\\cell ${esc(e.degree)}\\line ${esc(e.institution)}\\cell\\row\n`),
    `\\pard\\par\n`,
    h('Skills'),
    p(cv.skills.join(', ')),
    h('Languages'),
    ...cv.languages.map((l) => p(l)),
  ];
  const rtf = [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0',
    '{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}{\\f1\\fnil\\fcharset2 Symbol;}}',
    '{\\colortbl;\\red0\\green0\\blue0;}',
    '{\\stylesheet{\\fs22 Normal;}{\\s1\\outlinelevel0\\fs28\\b heading 1;}}',
    '{\\*\\generator Vitae tests;}{\\info{\\title Curriculum}}',
    ...body,
    '}',
  ].join('\n');
  return Buffer.from(rtf, 'latin1');
}

/** OpenDocument text: headings, a bold automatic style, a bulleted list, a table, a header. */
export function cvOdt(cv: FixtureCv = SAMPLE_CV): Buffer {
  const x = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const ns =
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3"';
  const p = (t: string, style = 'Standard') => `<text:p text:style-name="${style}">${x(t)}</text:p>`;
  const h = (t: string, level = 1) => `<text:h text:style-name="Heading_20_${level}" text:outline-level="${level}">${x(t)}</text:h>`;
  const body = [
    `<text:p text:style-name="Title">${x(cv.name)}</text:p>`,
    `<text:p text:style-name="Standard"><text:span text:style-name="T1">${x(cv.title)}</text:span></text:p>`,
    `<text:p text:style-name="Standard"><text:a xlink:type="simple" xlink:href="mailto:${cv.email}">${x(cv.email)}</text:a> | ${x(cv.phone)} | ${x(cv.city)}</text:p>`,
    h('Summary'),
    p(cv.summary),
    h('Work experience'),
    ...cv.experience.flatMap((e) => [
      p(`${e.title} - ${e.employer}`, 'P1'),
      p(e.period),
      `<text:list text:style-name="L1">${e.bullets.map((b) => `<text:list-item>${p(b)}</text:list-item>`).join('')}</text:list>`,
    ]),
    h('Education'),
    `<table:table table:name="Education"><table:table-column table:number-columns-repeated="2"/>${cv.education
      .map((e) => `<table:table-row><table:table-cell>${p(e.period)}</table:table-cell><table:table-cell>${p(e.degree, 'P1')}${p(e.institution)}</table:table-cell></table:table-row>`)
      .join('')}</table:table>`,
    h('Skills'),
    p(cv.skills.join(', ')),
    h('Languages'),
    ...cv.languages.map((l) => p(l)),
  ].join('');
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ns}><office:automatic-styles>` +
    '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold" fo:font-size="13pt"/></style:style>' +
    '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-weight="bold"/></style:style>' +
    '<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/></text:list-style>' +
    `</office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  const styles =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${ns}><office:styles>` +
    '<style:style style:name="Standard" style:family="paragraph"><style:text-properties fo:font-size="11pt"/></style:style>' +
    '<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="22pt" fo:font-weight="bold"/></style:style>' +
    '<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:default-outline-level="1"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>' +
    '</office:styles><office:master-styles><style:master-page style:name="Standard"><style:header><text:p>Curriculum vitae</text:p></style:header></style:master-page></office:master-styles></office:document-styles>';
  return Buffer.from(odtPackage({ 'content.xml': content, 'styles.xml': styles }));
}

/** An ODT package: the mimetype entry first and stored, as the standard asks. */
export function odtPackage(parts: Record<string, string | Uint8Array>, mimetype = 'application/vnd.oasis.opendocument.text'): Uint8Array {
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    `<manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = { mimetype: [strToU8(mimetype), { level: 0 }] };
  for (const [name, xml] of Object.entries(parts)) files[name] = typeof xml === 'string' ? strToU8(xml) : xml;
  files['META-INF/manifest.xml'] = strToU8(manifest);
  return zipSync(files);
}

/** A web page as people save or write it: a head with a script and a style, a table, lists. */
export function cvHtml(cv: FixtureCv = SAMPLE_CV): Buffer {
  const x = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>CV of someone else</title>
<style>body { font-family: Arial } .secret { display: none }</style>
<script>document.write("Injected Text From Script"); fetch("https://example.invalid/track");</script>
<link rel="stylesheet" href="https://example.invalid/cv.css"></head>
<body>
<h1>${x(cv.name)}</h1>
<p><strong>${x(cv.title)}</strong></p>
<p><a href="mailto:${cv.email}">${x(cv.email)}</a> | ${x(cv.phone)} | ${x(cv.city)}</p>
<div class="secret" style="display:none">Hidden Keyword Stuffing</div>
<h2>Summary</h2>
<p>${x(cv.summary)}</p>
<h2>Work experience</h2>
${cv.experience.map((e) => `<p><b>${x(`${e.title} - ${e.employer}`)}</b><br>${x(e.period)}</p>\n<ul>${e.bullets.map((b) => `<li>${x(b)}</li>`).join('')}</ul>`).join('\n')}
<h2>Education</h2>
<table><tbody>${cv.education.map((e) => `<tr><td>${x(e.period)}</td><td><b>${x(e.degree)}</b><br>${x(e.institution)}</td></tr>`).join('')}</tbody></table>
<h2>Skills</h2>
<p>${x(cv.skills.join(', '))}</p>
<h2>Languages</h2>
${cv.languages.map((l) => `<p>${x(l)}</p>`).join('\n')}
<img src="https://example.invalid/photo.jpg" alt="">
</body></html>
`;
  return Buffer.from(html, 'utf8');
}

export async function cvInFormat(format: FixtureFormat, cv: FixtureCv = SAMPLE_CV): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return cvPdf(cv);
    case 'docx':
      return cvDocx(cv);
    case 'doc':
      return cvDoc(cv);
    case 'rtf':
      return cvRtf(cv);
    case 'odt':
      return cvOdt(cv);
    case 'html':
      return cvHtml(cv);
    case 'txt':
      return cvText(cv);
    case 'png':
    case 'jpeg':
      return cvImage(format, cv);
  }
}
