/**
 * Generated fixtures for the photo step: images (a synthetic face, logos, icons, a QR-like code,
 * signatures, shapes, a placeholder silhouette, a group photo), CV files that embed them (PDF via
 * pdfkit, DOCX via docx, a JPG page via canvas) and Document-model builders for unit tests.
 * Nothing here is copied from anywhere: every pixel is drawn by this file or face-drawing.ts.
 */
import { createCanvas } from '@napi-rs/canvas';
import { AlignmentType, Document as DocxDocument, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Document, ImageAsset, PlacedImage, SourceFormat } from '../../src/screen/extract/document.ts';
import { odtPackage } from './cv-fixtures.ts';
import { addGrain, drawGroupPhoto, drawPortrait, type FaceLook, LOOKS, seededRandom } from './face-drawing.ts';

// ---------------------------------------------------------------------------------------------
// Images

/** A head-and-shoulders photo of a synthetic person, as a JPEG. */
export async function facePhotoJpeg(
  opts: { width?: number; height?: number; seed?: number; look?: FaceLook } = {},
): Promise<Buffer> {
  const canvas = drawPortrait(opts.width ?? 300, opts.height ?? 400, { seed: opts.seed, look: opts.look });
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 90 }).toBuffer();
}

/**
 * The same photo stored sideways with an EXIF orientation tag (6: rotate 90° clockwise to view),
 * as cameras and phones write it.
 */
export async function sidewaysFacePhotoJpeg(): Promise<Buffer> {
  const upright = await facePhotoJpeg({ width: 300, height: 400, seed: 3 });
  const stored = await sharp(upright).rotate(-90).jpeg({ quality: 90 }).toBuffer();
  return sharp(stored).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
}

export async function groupPhotoJpeg(): Promise<Buffer> {
  return sharp(drawGroupPhoto(600, 400).toBuffer('image/png')).jpeg({ quality: 90 }).toBuffer();
}

/** One clear face with a much smaller one in the background (a passer-by). */
export async function photoWithBystanderJpeg(): Promise<Buffer> {
  const main = drawPortrait(360, 480, { seed: 11, look: LOOKS[1] });
  const small = drawPortrait(60, 80, { seed: 12, look: LOOKS[0] });
  const g = main.getContext('2d');
  g.drawImage(small, 10, 12);
  return sharp(main.toBuffer('image/png')).jpeg({ quality: 90 }).toBuffer();
}

/** A company logo: an emblem and a word mark in two flat colours. */
export function logoPng(width = 320, height = 120): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#1f5fa8';
  g.beginPath();
  g.arc(height / 2, height / 2, height * 0.38, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.beginPath();
  g.moveTo(height * 0.32, height * 0.68);
  g.lineTo(height * 0.5, height * 0.3);
  g.lineTo(height * 0.68, height * 0.68);
  g.closePath();
  g.fill();
  g.fillStyle = '#1f5fa8';
  g.font = `bold ${Math.round(height * 0.34)}px DejaVu Sans`;
  g.fillText('NORTHWIND', height * 1.0, height * 0.62);
  return canvas.toBuffer('image/png');
}

/** A square logo (emblem only), the shape a headshot usually has. */
export function squareLogoPng(side = 200): Buffer {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f4f4';
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#c0392b';
  g.beginPath();
  g.arc(side / 2, side / 2, side * 0.42, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = `bold ${Math.round(side * 0.36)}px DejaVu Sans`;
  g.fillText('AU', side * 0.24, side * 0.63);
  return canvas.toBuffer('image/png');
}

/** A contact icon (a phone handset) as CVs put beside a phone number. */
export function iconPng(side = 64): Buffer {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#2c3e50';
  g.beginPath();
  g.arc(side / 2, side / 2, side / 2, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#ffffff';
  g.lineWidth = side * 0.12;
  g.lineCap = 'round';
  g.beginPath();
  g.arc(side * 0.45, side * 0.55, side * 0.22, Math.PI * 0.6, Math.PI * 1.5);
  g.stroke();
  return canvas.toBuffer('image/png');
}

/** A QR-code-like pattern: finder squares and random modules, black on white. */
export function qrLikePng(modulePx = 8, seed = 5): Buffer {
  const n = 25;
  const quiet = 4;
  const side = (n + 2 * quiet) * modulePx;
  const random = seededRandom(seed);
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#000000';
  const cell = (x: number, y: number) => g.fillRect((x + quiet) * modulePx, (y + quiet) * modulePx, modulePx, modulePx);
  const finder = (ox: number, oy: number) => {
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 7; x++) {
        const ring = x === 0 || y === 0 || x === 6 || y === 6;
        const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
        if (ring || core) cell(ox + x, oy + y);
      }
    }
  };
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (!inFinder && random() < 0.5) cell(x, y);
    }
  }
  return canvas.toBuffer('image/png');
}

function drawSignatureStrokes(g: ReturnType<ReturnType<typeof createCanvas>['getContext']>, w: number, h: number): void {
  g.strokeStyle = '#1a237e';
  g.lineWidth = 3;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(w * 0.08, h * 0.65);
  g.bezierCurveTo(w * 0.15, h * 0.1, w * 0.25, h * 0.1, w * 0.22, h * 0.7);
  g.bezierCurveTo(w * 0.3, h * 0.3, w * 0.4, h * 0.3, w * 0.42, h * 0.6);
  g.bezierCurveTo(w * 0.5, h * 0.2, w * 0.58, h * 0.8, w * 0.66, h * 0.45);
  g.bezierCurveTo(w * 0.72, h * 0.2, w * 0.8, h * 0.7, w * 0.92, h * 0.5);
  g.stroke();
  g.beginPath();
  g.moveTo(w * 0.1, h * 0.82);
  g.quadraticCurveTo(w * 0.5, h * 0.7, w * 0.9, h * 0.8);
  g.stroke();
}

/** A clean, vector-like signature: ink strokes on white. */
export function signaturePng(width = 300, height = 160): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  drawSignatureStrokes(g, width, height);
  return canvas.toBuffer('image/png');
}

/** A scanned signature: the same strokes on grainy, slightly tinted paper, as a JPEG. */
export async function scannedSignatureJpeg(width = 320, height = 170): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#efeae0';
  g.fillRect(0, 0, width, height);
  drawSignatureStrokes(g, width, height);
  addGrain(canvas, seededRandom(9), 14);
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 80 }).toBuffer();
}

/** A decorative shape: concentric rings and a wave, in brand colours. */
export function shapePng(side = 180): Buffer {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, side, side);
  for (const [r, c] of [
    [0.45, '#f39c12'],
    [0.33, '#ffffff'],
    [0.22, '#16a085'],
  ] as const) {
    g.fillStyle = c;
    g.beginPath();
    g.arc(side / 2, side / 2, side * r, 0, Math.PI * 2);
    g.fill();
  }
  return canvas.toBuffer('image/png');
}

/** The "no photo yet" placeholder of CV templates: a grey silhouette on a gradient. */
export function silhouettePng(side = 200): Buffer {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  const bg = g.createLinearGradient(0, 0, side, side);
  bg.addColorStop(0, '#e9eef5');
  bg.addColorStop(1, '#8ea5c4');
  g.fillStyle = bg as unknown as string;
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#4d5560';
  g.beginPath();
  g.arc(side / 2, side * 0.4, side * 0.18, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.ellipse(side / 2, side * 1.0, side * 0.36, side * 0.36, 0, 0, Math.PI * 2);
  g.fill();
  return canvas.toBuffer('image/png');
}

/** A smiley: a drawn face (circle, dots, arc), which is not a photograph. */
export function smileyPng(side = 160): Buffer {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#f7c600';
  g.beginPath();
  g.arc(side / 2, side / 2, side * 0.45, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#3b2a00';
  for (const dx of [-0.15, 0.15]) {
    g.beginPath();
    g.ellipse(side * (0.5 + dx), side * 0.4, side * 0.04, side * 0.07, 0, 0, Math.PI * 2);
    g.fill();
  }
  g.strokeStyle = '#3b2a00';
  g.lineWidth = side * 0.04;
  g.beginPath();
  g.arc(side / 2, side * 0.52, side * 0.22, Math.PI * 0.15, Math.PI * 0.85);
  g.stroke();
  return canvas.toBuffer('image/png');
}

// ---------------------------------------------------------------------------------------------
// CV files

const CV_LINES = [
  'PROFILE',
  'Software engineer with eight years of experience in backend services and data pipelines.',
  'EXPERIENCE',
  'Senior Software Engineer, Northwind Traders, Berlin (03/2019 - present)',
  'Built the order processing platform in TypeScript and PostgreSQL.',
  'Software Engineer, Contoso Ltd, Munich (01/2015 - 02/2019)',
  'EDUCATION',
  'M.Sc. Computer Science, Technical University of Munich (2013 - 2015)',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Docker, Kubernetes',
  'LANGUAGES',
  'German (native), English (C1)',
];

function pdfToBuffer(build: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

function writeCvText(doc: PDFKit.PDFDocument, top: number): void {
  doc.fontSize(22).font('Helvetica-Bold').text('Alex Example', 50, 60);
  doc.fontSize(10).font('Helvetica').text('alex.example@example.com  |  +49 30 1234567  |  Berlin, Germany', 50, 92);
  let y = top;
  for (const line of CV_LINES) {
    const heading = line === line.toUpperCase();
    doc.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(heading ? 13 : 10).text(line, 50, y, { width: 495 });
    y += heading ? 24 : 18;
  }
}

/**
 * A one-page PDF CV: a company logo (PNG, Flate stream) at the top left and the candidate's photo
 * (JPEG, DCT stream) at the top right, 85 × 113 pt, as CV templates place them.
 */
export async function cvPdfWithFaceAndLogo(): Promise<Buffer> {
  const face = await facePhotoJpeg({ width: 300, height: 400, seed: 21 });
  const logo = logoPng();
  return pdfToBuffer((doc) => {
    doc.image(logo, 50, 20, { width: 96 });
    doc.image(face, 460, 40, { width: 85 });
    writeCvText(doc, 170);
  });
}

/** A one-page PDF CV with a logo and contact icons but no photo. */
export async function cvPdfWithLogoOnly(): Promise<Buffer> {
  const logo = logoPng();
  const icon = iconPng();
  return pdfToBuffer((doc) => {
    doc.image(logo, 430, 30, { width: 115 });
    doc.image(icon, 50, 110, { width: 10 });
    writeCvText(doc, 170);
  });
}

function docxParagraphs(): Paragraph[] {
  return CV_LINES.map((line) =>
    line === line.toUpperCase()
      ? new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(line)] })
      : new Paragraph({ children: [new TextRun(line)] }),
  );
}

async function docxToBuffer(children: Paragraph[]): Promise<Buffer> {
  const doc = new DocxDocument({ sections: [{ children }] });
  return Packer.toBuffer(doc);
}

/**
 * A DOCX CV: the logo inline in the first paragraph, the photo floating at the top right
 * (anchored to the name paragraph), then the CV text.
 */
export async function cvDocxWithFaceAndLogo(): Promise<Buffer> {
  const face = await facePhotoJpeg({ width: 300, height: 400, seed: 22, look: LOOKS[2] });
  const logo = logoPng();
  return docxToBuffer([
    new Paragraph({
      children: [new ImageRun({ type: 'png', data: logo, transformation: { width: 128, height: 48 } })],
    }),
    new Paragraph({
      alignment: AlignmentType.LEFT,
      children: [
        new TextRun({ text: 'Alex Example', bold: true, size: 44 }),
        new ImageRun({
          type: 'jpg',
          data: face,
          transformation: { width: 113, height: 151 },
          floating: {
            horizontalPosition: { offset: 5_000_000 },
            verticalPosition: { offset: 600_000 },
          },
        }),
      ],
    }),
    new Paragraph({ children: [new TextRun('alex.example@example.com | +49 30 1234567 | Berlin, Germany')] }),
    ...docxParagraphs(),
  ]);
}

/** An ODT CV with a logo on top and the face photo in a frame beside the name. */
export async function cvOdtWithFaceAndLogo(): Promise<Buffer> {
  const face = await facePhotoJpeg({ width: 300, height: 400, seed: 22, look: LOOKS[2] });
  const frame = (name: string, href: string, w: string, h: string) =>
    `<draw:frame draw:name="${name}" text:anchor-type="as-char" svg:width="${w}" svg:height="${h}"><draw:image xlink:href="${href}" xlink:type="simple"/></draw:frame>`;
  const x = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const lines = CV_LINES.map((line) =>
    line === line.toUpperCase() ? `<text:h text:outline-level="2">${x(line)}</text:h>` : `<text:p>${x(line)}</text:p>`,
  ).join('');
  const content =
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink">' +
    `<office:body><office:text><text:p>${frame('Logo', 'Pictures/logo.png', '4.5cm', '1.7cm')}</text:p>` +
    `<text:p>Alex Example ${frame('Photo', 'Pictures/face.jpg', '4cm', '5.3cm')}</text:p>` +
    `<text:p>alex.example@example.com | +49 30 1234567 | Berlin, Germany</text:p>${lines}</office:text></office:body></office:document-content>`;
  return Buffer.from(odtPackage({ 'content.xml': content, 'Pictures/face.jpg': face, 'Pictures/logo.png': logoPng() }));
}

/** A DOCX CV with only a logo. */
export async function cvDocxWithLogoOnly(): Promise<Buffer> {
  return docxToBuffer([
    new Paragraph({
      children: [new ImageRun({ type: 'png', data: logoPng(), transformation: { width: 128, height: 48 } })],
    }),
    new Paragraph({ children: [new TextRun({ text: 'Alex Example', bold: true, size: 44 })] }),
    ...docxParagraphs(),
  ]);
}

/**
 * A CV page as a photo or scan would give it (A4 at 100 dpi, JPEG): text lines and the
 * candidate's photo at the top right. Without `withPhoto`, text only.
 */
export async function cvJpgPage(
  opts: { withPhoto?: boolean; format?: 'jpeg' | 'png'; /** A tight headshot with text set close around it. */ textBesidePhoto?: boolean } = {},
): Promise<Buffer> {
  const width = 827;
  const height = 1169;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#111111';
  g.font = 'bold 34px DejaVu Sans';
  g.fillText('Alex Example', 60, 100);
  g.font = '15px DejaVu Sans';
  g.fillText('alex.example@example.com | +49 30 1234567 | Berlin', 60, 135);
  let y = 220;
  for (const line of CV_LINES) {
    const heading = line === line.toUpperCase();
    g.font = heading ? 'bold 19px DejaVu Sans' : '14px DejaVu Sans';
    g.fillText(line, 60, y);
    y += heading ? 36 : 28;
  }
  if (opts.textBesidePhoto) {
    // A tightly cropped headshot (120 × 150) with contact details set close to its left edge and
    // under it: a portrait framed on the face alone would run into that text.
    const photo = drawPortrait(300, 400, { seed: 31, look: LOOKS[0] });
    g.drawImage(photo, 70, 60, 160, 200, 640, 60, 120, 150);
    g.fillStyle = '#111111';
    g.font = '15px DejaVu Sans';
    for (let i = 0; i < 3; i++) g.fillText('Street 12, 10115 Berlin +49'.slice(0, 23 + i), 420, 162 + i * 24);
    g.fillText('Driving licence B, born 1990', 560, 230);
  } else if (opts.withPhoto !== false) {
    const photo = drawPortrait(150, 200, { seed: 31, look: LOOKS[1] });
    g.drawImage(photo, 620, 50);
  }
  const png = canvas.toBuffer('image/png');
  return opts.format === 'png' ? png : sharp(png).jpeg({ quality: 88 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Document-model builders (unit tests of the photo step, independent of the extractors)

export async function imageAsset(ref: string, bytes: Buffer, isPageImage = false): Promise<ImageAsset> {
  const meta = await sharp(bytes).metadata();
  return {
    ref,
    mediaType: meta.format === 'jpeg' ? 'image/jpeg' : 'image/png',
    bytes: new Uint8Array(bytes),
    // The pixel size as stored; the photo step applies the orientation itself.
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    isPageImage: isPageImage || undefined,
  };
}

/** An A4 (points) document whose pages hold the given image placements. */
export function documentWithImages(
  images: ImageAsset[],
  placements: (PlacedImage & { page?: number })[],
  format: SourceFormat = 'pdf',
): Document {
  const pageCount = Math.max(1, ...placements.map((p) => p.page ?? 1));
  return {
    format,
    source: 'text',
    pages: Array.from({ length: pageCount }, (_, i) => ({
      number: i + 1,
      width: 595,
      height: 842,
      lines: [],
      images: placements.filter((p) => (p.page ?? 1) === i + 1).map(({ ref, x, y, w, h }) => ({ ref, x, y, w, h })),
    })),
    images,
    meta: { pageCount, ocrUsed: false, warnings: [], timings: {} },
  };
}

/** A one-page image CV (JPG/PNG) as the image extractor models it: the page is the image. */
export async function pageImageDocument(bytes: Buffer, format: 'jpeg' | 'png' = 'jpeg'): Promise<Document> {
  const asset = await imageAsset('page-1', bytes, true);
  return {
    format,
    source: 'ocr',
    pages: [{ number: 1, width: asset.width, height: asset.height, lines: [], images: [{ ref: 'page-1', x: 0, y: 0, w: asset.width, h: asset.height }] }],
    images: [asset],
    meta: { pageCount: 1, ocrUsed: true, warnings: [], timings: {} },
  };
}
