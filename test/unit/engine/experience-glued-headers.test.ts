/**
 * Entry headers of flow documents and of CVs that glue employer and role:
 * - one DOCX paragraph the page wraps over two lines above the date is one header line, so the
 *   entry keeps its whole header (the layout learned from the first entry counts lines);
 * - "Centro Tecnológico PC Home-Vendedor": an employer of several words and a role glued by a
 *   hyphen are two pieces; compounds ("Co-Founder", "Full-Stack Developer", "Senior Java-Entwickler",
 *   "Technischer SAP-Berater") stay whole.
 */
import { describe, expect, it } from 'vitest';
import type { Document, TextRun } from '../../../src/screen/extract/document.ts';
import { extractExperience } from '../../../src/screen/entities/experience.ts';
import { splitPieces } from '../../../src/screen/entities/header-pieces.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';

/** A DOCX-like page: each item is one paragraph, given as the lines the page wrapped it into. */
function flowDocument(paragraphs: { lines: string[]; bold?: boolean; size?: number }[]): Document {
  const runs: TextRun[] = [];
  let y = 40;
  paragraphs.forEach((p, paragraph) => {
    const size = p.size ?? 10;
    for (const text of p.lines) {
      y += size * 1.25;
      runs.push({ text, x: 50, y: y - size, w: text.length * size * 0.5, h: size, fontSize: size, bold: p.bold ?? false, block: { kind: 'paragraph', paragraph } });
    }
  });
  return { format: 'docx', source: 'text', pages: [{ number: 1, width: 595, height: 842, lines: runs, images: [] }], images: [], meta: { pageCount: 1, ocrUsed: false, warnings: [], timings: {} } };
}

const cases: Array<[string, string, [string, string, string, string, string]]> = [
  ['es', 'Experiencia Laboral', ['Centro Tecnológico PC Home', 'Vendedor', 'Técnico en reparación de equipos', 'informáticos y de impresoras', '13 de febrero 2023 – 27 de agosto 2023']],
  ['en', 'Work Experience', ['Harbour Computer Centre', 'Cashier', 'Technician for the repair of computer', 'equipment and printers', 'February 2023 – August 2023']],
  ['it', 'Esperienza Lavorativa', ['Centro Informatico Rossi', 'Commesso', 'Tecnico per la riparazione di computer', 'portatili e stampanti', 'febbraio 2023 – agosto 2023']],
  ['fr', 'Expérience Professionnelle', ['Centre Informatique Martin', 'Vendeur', 'Technicien en réparation de matériel', 'informatique et imprimantes', 'février 2023 – août 2023']],
  ['de', 'Berufserfahrung', ['Computerzentrum Muster GmbH', 'Verkäufer', 'Techniker für die Reparatur von Computern', 'und Druckern', 'Februar 2023 – August 2023']],
  ['pt', 'Experiência Profissional', ['Centro de Informática Silva', 'Vendedor', 'Técnico de manutenção de computadores', 'e impressoras', 'fevereiro 2023 – agosto 2023']],
];

describe('experience: two roles at one employer glued by hyphens in a flow document', () => {
  for (const [lang, heading, [org, role1, role2a, role2b, dates]] of cases) {
    it(`reads both roles, the wrapped header whole, each with its employer (${lang})`, () => {
      const doc = flowDocument([
        { lines: ['Ana Exemplo'], bold: true, size: 20 },
        { lines: [heading], bold: true, size: 13 },
        { lines: [`${org}-${role1}`], bold: true },
        { lines: [dates] },
        { lines: ['Venta de periféricos y equipos informáticos como portátiles e impresoras a clientes.'] },
        { lines: [`${org}-${role2a}`, role2b], bold: true },
        { lines: [dates] },
        { lines: ['Reparación de equipos informáticos e impresoras para clientes particulares.'] },
      ]);
      const got = extractExperience(buildLayout(doc).sections).map((e) => [e.title, e.employer]);
      expect(got).toEqual([
        [role1, org],
        [`${role2a} ${role2b}`, org],
      ]);
    });
  }
});

describe('header pieces: an employer and a role glued by a hyphen', () => {
  const line = { text: '', bold: false, x: 0, w: 100, fontSize: 10, segments: [] } as unknown as Parameters<typeof splitPieces>[1];
  const pieces = (text: string) => splitPieces([{ line, text }], line).map((p) => p.text);
  it('cuts where a role noun opens the part after the hyphen, in each language', () => {
    expect(pieces('Centro Tecnológico PC Home-Vendedor')).toEqual(['Centro Tecnológico PC Home', 'Vendedor']);
    expect(pieces('Trasporti Rossi S.r.l.-Magazziniere')).toEqual(['Trasporti Rossi S.r.l.', 'Magazziniere']);
    expect(pieces('Muster Logistik GmbH-Lagerist')).toEqual(['Muster Logistik GmbH', 'Lagerist']);
    expect(pieces('Expresso Costa-Motorista')).toEqual(['Expresso Costa', 'Motorista']);
    expect(pieces('Harbour Freight-Driver')).toEqual(['Harbour Freight', 'Driver']);
  });
  it('keeps compounds and roles with a hyphen whole', () => {
    for (const t of ['Co-Founder', 'Full-Stack Developer', 'Senior Full-Stack Developer', 'Hewlett-Packard Enterprise', 'Sales Manager-Retail Operation']) expect(pieces(t)).toEqual([t]);
  });
  it('keeps a title whole when a seniority word opens it or the hyphen joins a German compound', () => {
    for (const t of ['Senior Java-Entwickler', 'Junior SAP-Berater', 'Technischer SAP-Berater', 'Leitender IT-Projektleiter', 'Senior Java-Developer', 'Junior Front-Office Receptionist', 'Sviluppatore Senior Java-Developer'])
      expect(pieces(t)).toEqual([t]);
    expect(pieces('Muster Software GmbH-Entwickler')).toEqual(['Muster Software GmbH', 'Entwickler']);
  });
});
