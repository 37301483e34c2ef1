/**
 * Links a CV carries only as hyperlinks (a word or an icon linking to the profile): PDF link
 * annotations and DOCX hyperlinks, on generated files.
 */
import { Document as DocxDocument, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractAndRun, pdf } from './generated-files.ts';

const profileOf = extractAndRun;

function linkedPdf(): Promise<Uint8Array> {
  return pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Jane Doe', 50, 50, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text('jane.doe@example.com  |  +44 20 7946 0000  |  ', 50, 80, { lineBreak: false, continued: true });
    doc.text('LinkedIn', { link: 'https://www.linkedin.com/in/jane-doe-42?originalSubdomain=uk', continued: true });
    doc.text('  |  ', { continued: true });
    doc.text('Portfolio', { link: 'https://janedoe.dev/' });
    doc.font('Helvetica-Bold').fontSize(13).text('Experience', 50, 130, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(10).text('Software Engineer - Acme Ltd', 50, 152, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text('Jan 2020 - Present', 50, 166, { lineBreak: false });
    doc.text('Maintained the ', 50, 180, { lineBreak: false, continued: true });
    doc.text('open-source deployment tool', { link: 'https://github.com/acme/deploy-tool', continued: true });
    doc.text(' used by forty teams.');
  });
}

describe('links carried as hyperlinks', () => {
  it('reads a PDF’s link annotations on the candidate’s lines, profiles without their query, and leaves project links out', async () => {
    const { document, profile } = await profileOf(await linkedPdf());
    expect(document.pages[0]?.links?.map((l) => l.url)).toContain('https://janedoe.dev/');
    expect(profile.personal.links).toEqual([
      { type: 'linkedin', url: 'https://www.linkedin.com/in/jane-doe-42' },
      { type: 'website', url: 'https://janedoe.dev/' },
    ]);
  });

  it('reads DOCX hyperlinks with the box of the text they cover', async () => {
    const doc = new DocxDocument({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Jane Doe', bold: true, size: 40 })] }),
            new Paragraph({
              children: [
                new TextRun('jane.doe@example.com · '),
                new ExternalHyperlink({ link: 'https://github.com/janedoe', children: [new TextRun({ text: 'GitHub', style: 'Hyperlink' })] }),
              ],
            }),
            new Paragraph({ children: [new TextRun({ text: 'Experience', bold: true, size: 28 })] }),
            new Paragraph({ children: [new TextRun('Software Engineer - Acme Ltd, 2020 - Present')] }),
          ],
        },
      ],
    });
    const { document, profile } = await profileOf(new Uint8Array(await Packer.toBuffer(doc)));
    const link = document.pages[0]?.links?.[0];
    expect(link?.url).toBe('https://github.com/janedoe');
    const line = document.pages[0]!.lines.find((r) => r.text.includes('GitHub'))!;
    expect(link!.y).toBeCloseTo(line.y, 1);
    expect(profile.personal.links).toEqual([{ type: 'github', url: 'https://github.com/janedoe' }]);
  });
});
