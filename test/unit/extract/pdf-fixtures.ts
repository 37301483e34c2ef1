/**
 * PDFs generated for the extraction tests: a two-column CV in several fonts with an embedded
 * JPEG photo and a PNG logo, an encrypted one, and page images drawn with @napi-rs/canvas.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

export interface PdfOptions {
  userPassword?: string;
  ownerPassword?: string;
  permissions?: PDFKit.DocumentPermissions;
  images?: boolean;
  pages?: number;
}

export const LEFT_COLUMN = ['CONTACT', 'anna.berg@example.org', '+49 30 1234567', 'SKILLS', 'TypeScript', 'PostgreSQL'];
export const RIGHT_COLUMN = ['EXPERIENCE', 'Lead Developer at Nordwind GmbH', '2019 - present', 'EDUCATION', 'M.Sc. Informatik, TU Berlin'];

/** A photo-like JPEG (a gradient: real JPEG data, not a flat colour) of the given size. */
export async function photoJpeg(width = 240, height = 300): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export async function logoPng(width = 120, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

export async function cvPdf(options: PdfOptions = {}): Promise<Buffer> {
  const photo = options.images ? await photoJpeg() : undefined;
  const logo = options.images ? await logoPng() : undefined;
  const icon = options.images ? await logoPng(16, 16) : undefined;
  return render(options, (doc, pageIndex) => {
    if (pageIndex > 0) {
      doc.font('Times-Roman').fontSize(11).text(`Page ${pageIndex + 1} of the CV, more experience follows here.`, 50, 80);
      return;
    }
    doc.font('Helvetica-Bold').fontSize(24).text('Anna Berg', 50, 50);
    doc.font('Helvetica-Oblique').fontSize(12).text('Senior Software Engineer', 50, 82);
    if (photo) doc.image(photo, 460, 40, { width: 90, height: 112 });
    if (logo) doc.image(logo, 330, 50, { width: 80, height: 40 });
    if (icon) doc.image(icon, 50, 110, { width: 8, height: 8 });
    LEFT_COLUMN.forEach((line, i) => {
      const heading = line === line.toUpperCase() && /^[A-Z]+$/.test(line);
      doc.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(heading ? 13 : 10).text(line, 50, 180 + i * 22);
    });
    RIGHT_COLUMN.forEach((line, i) => {
      const heading = /^[A-Z]+$/.test(line);
      doc.font(heading ? 'Times-Bold' : 'Times-Roman').fontSize(heading ? 13 : 11).text(line, 260, 180 + i * 22);
    });
    doc.font('Courier').fontSize(9).text('github.com/annaberg', 50, 420);
  });
}

/** A page that carries only vector shapes: no text layer at all. */
export async function shapesOnlyPdf(): Promise<Buffer> {
  return render({}, (doc) => {
    doc.rect(50, 50, 200, 100).fill('#3366cc');
  });
}

/** A PDF whose single page is an image (a scan) of the given PNG/JPEG bytes. */
export async function scannedPdf(page: Buffer, widthPt = 595, heightPt = 842): Promise<Buffer> {
  return render({}, (doc) => {
    doc.image(page, 0, 0, { width: widthPt, height: heightPt });
  });
}

/** Page 1 typed text, page 2 a scan (the given picture): a PDF both read and OCR'd. */
export async function mixedPdf(scan: Buffer): Promise<Buffer> {
  return render({ pages: 2 }, (doc, pageIndex) => {
    if (pageIndex === 0) doc.font('Helvetica').fontSize(12).text('Cover letter typed on page one of this application.', 50, 80);
    else doc.image(scan, 0, 0, { width: 595, height: 842 });
  });
}

function render(options: PdfOptions, draw: (doc: PDFKit.PDFDocument, pageIndex: number) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      userPassword: options.userPassword,
      ownerPassword: options.ownerPassword,
      permissions: options.permissions,
      pdfVersion: options.userPassword || options.ownerPassword ? '1.7' : undefined,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 0; i < (options.pages ?? 1); i++) {
      doc.addPage({ size: 'A4', margin: 0 });
      draw(doc, i);
    }
    doc.end();
  });
}

/**
 * Accents drawn as glyphs of their own, as LaTeX's 7-bit fonts and some other producers draw
 * them: each piece is a text object of its own, the accent set over its letter by position.
 * `accentFirst` pieces are [before, accent, letter and after]: the accent is drawn before its
 * letter (TeX's \accent); the others [before and letter, accent, after]: drawn after it.
 */
export async function accentGlyphPdf(lines: { pieces: [string, string, string]; accentFirst: boolean }[]): Promise<Buffer> {
  return render({}, (doc) => {
    doc.font('Times-Roman').fontSize(12);
    lines.forEach(({ pieces: [before, accent, after], accentFirst }, i) => {
      const y = 100 + i * 30;
      const x0 = 50;
      const width = (s: string) => doc.widthOfString(s);
      if (accentFirst) {
        // The accent centred over the letter that follows it, then the pen back to that letter.
        const letter = after.charAt(0);
        const accentX = x0 + width(before) + (width(letter) - width(accent)) / 2;
        doc.text(before, x0, y, { lineBreak: false });
        doc.text(accent, accentX, y, { lineBreak: false });
        doc.text(after, x0 + width(before), y, { lineBreak: false });
      } else {
        const letter = before.charAt(before.length - 1);
        const letterX = x0 + width(before) - width(letter);
        doc.text(before, x0, y, { lineBreak: false });
        doc.text(accent, letterX + (width(letter) - width(accent)) / 2, y, { lineBreak: false });
        doc.text(after, x0 + width(before), y, { lineBreak: false });
      }
    });
  });
}
