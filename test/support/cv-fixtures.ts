/**
 * CV files generated in code, in each of the five accepted formats, from one description of a
 * fictional candidate. Integration tests upload them; nothing here comes from real people.
 */
import { createCanvas } from '@napi-rs/canvas';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

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

export async function cvInFormat(format: 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg', cv: FixtureCv = SAMPLE_CV): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return cvPdf(cv);
    case 'docx':
      return cvDocx(cv);
    case 'txt':
      return cvText(cv);
    case 'png':
    case 'jpeg':
      return cvImage(format, cv);
  }
}
