/**
 * DOCX files generated for the extraction tests: one through the `docx` package (styles,
 * headings, bold, a table, header and footer, a VML text box, pictures) and hand-written OOXML
 * for what the package cannot produce (a DrawingML text box with its VML fallback).
 */
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
  WidthType,
} from 'docx';
import { strToU8, zipSync } from 'fflate';
import { logoPng, photoJpeg } from './pdf-fixtures.ts';

export async function cvDocx(): Promise<Buffer> {
  const photo = await photoJpeg(240, 300);
  const icon = await logoPng(16, 16);
  const doc = new Document({
    styles: { default: { document: { run: { size: 22 } } } },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph({ children: [new TextRun('Curriculum Vitae — Luca Bianchi')] })] }) },
        footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('luca.bianchi@example.it')] })] }) },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Luca Bianchi')] }),
          new Paragraph({
            children: [
              new ImageRun({ type: 'jpg', data: photo, transformation: { width: 120, height: 150 } }),
              new ImageRun({ type: 'png', data: icon, transformation: { width: 12, height: 12 } }),
            ],
          }),
          new Paragraph({ children: [new TextRun({ text: 'Data Engineer', bold: true, size: 28 }), new TextRun(' based in Torino')] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Esperienza')] }),
          new Paragraph({ text: 'Built data pipelines in Python and Spark', bullet: { level: 0 } }),
          new Table({
            width: { size: 9000, type: WidthType.DXA },
            columnWidths: [3000, 6000],
            rows: [
              new TableRow({
                children: [
                  new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph('2019 - 2023')] }),
                  new TableCell({ width: { size: 6000, type: WidthType.DXA }, children: [new Paragraph({ children: [new TextRun({ text: 'Acme S.p.A.', bold: true })] })] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph('2016 - 2019')] }),
                  new TableCell({ width: { size: 6000, type: WidthType.DXA }, children: [new Paragraph('Beta S.r.l.')] }),
                ],
              }),
            ],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Competenze')] }),
          new Textbox({
            style: { width: '2in', height: '1in', position: 'absolute', left: '4.5in', top: '1in' },
            children: [new Paragraph({ children: [new TextRun({ text: 'Lingue: italiano, inglese', bold: true })] })],
          }),
          new Paragraph('SQL, Airflow, Kafka'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A minimal package around a body XML, written by hand (zip via fflate). */
export function handmadeDocx(bodyXml: string, extra: Record<string, string> = {}): Uint8Array {
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
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
        'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
        'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml">' +
        `<w:body>${bodyXml}</w:body></w:document>`,
    ),
  };
  for (const [name, content] of Object.entries(extra)) files[name] = strToU8(content);
  return zipSync(files);
}

/** A paragraph with a DrawingML text box, anchored to the page, with Word's VML fallback copy. */
export function textboxParagraph(text: string, xPt: number, yPt: number): string {
  const emu = (pt: number) => Math.round(pt * 12700);
  const content = `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
  return (
    '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor>' +
    `<wp:positionH relativeFrom="page"><wp:posOffset>${emu(xPt)}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="page"><wp:posOffset>${emu(yPt)}</wp:posOffset></wp:positionV>` +
    `<wp:extent cx="${emu(150)}" cy="${emu(60)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx>${content}</wps:txbx></wps:wsp></a:graphicData></a:graphic>` +
    '</wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape style="position:absolute;width:150pt;height:60pt">' +
    `<v:textbox>${content}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`
  );
}

/** One run of a handmade DOCX body: `text` in `halfPoints` (Word's w:sz, 20 = 10 pt), bold or not. */
export function docxRun(text: string, bold = false, halfPoints = 20): string {
  return `<w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${halfPoints}"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
}

/** A table cell `twips` wide (w:tcW) holding `content` (paragraphs or a nested table). */
export function docxCell(twips: number, content: string): string {
  return `<w:tc><w:tcPr><w:tcW w:w="${twips}" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
}

/** A paragraph of one run. */
export function docxPara(text: string, bold = false, halfPoints = 20): string {
  return `<w:p>${docxRun(text, bold, halfPoints)}</w:p>`;
}

const emu = (pt: number) => Math.round(pt * 12700);

/** A section's name in a text box anchored in the left margin beside the paragraph it sits in. */
export function docxMarginBox(text: string): string {
  return (
    `<w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>${emu(20)}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="${emu(110)}" cy="${emu(24)}"/>` +
    `<a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${docxPara(text, true, 26)}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`
  );
}

/** A paragraph indented to the right of a margin box. */
export function docxIndented(text: string, bold = false): string {
  return `<w:p><w:pPr><w:ind w:left="2400"/></w:pPr>${docxRun(text, bold)}</w:p>`;
}

