/**
 * Hostile and broken files, generated in code: truncated and mutated PDFs, zip bombs, XML entity
 * expansion, deeply nested XML, oversized image headers, polyglots. Deterministic (seeded), so a
 * failure reproduces.
 */
import { crc32 as zlibCrc32, deflateRawSync, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { cvDoc, cvDocx, cvOdt, cvPdf, cvRtf, odtPackage } from './cv-fixtures.ts';

export interface HostileFile {
  name: string;
  bytes: Uint8Array;
}

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), Buffer.from(data)]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A PNG whose header claims width × height, with a tiny valid IDAT (decoders stop early or fail). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A baseline JPEG header (SOI, SOF0) claiming width × height, then garbage. */
export function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), sof, Buffer.alloc(512, 0x55)]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export function docxWith(documentXml: Uint8Array, extra: Record<string, Uint8Array> = {}): Uint8Array {
  return deflatedZip({ '[Content_Types].xml': strToU8(CONTENT_TYPES), '_rels/.rels': strToU8(RELS), 'word/document.xml': documentXml, ...extra });
}

/**
 * A plain zip archive, every entry deflated (level 9) by Node's zlib: fflate's zipSync took 4.4 s
 * of CPU for the 300 MB bomb below, zlib 0.6 s, for the same kind of archive.
 */
export function deflatedZip(entries: Record<string, Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const crc = zlibCrc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // version made by
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(0x00210000, 12);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  const count = Object.keys(entries).length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

export async function hostileFiles(): Promise<HostileFile[]> {
  const out: HostileFile[] = [];
  const pdf = await cvPdf();
  const docx = await cvDocx();
  const random = rng(20261121);

  for (const frac of [0.05, 0.3, 0.6, 0.9]) out.push({ name: `pdf truncated at ${frac * 100}%`, bytes: pdf.subarray(0, Math.floor(pdf.length * frac)) });
  for (let m = 0; m < 6; m++) {
    const bytes = Buffer.from(pdf);
    const flips = 5 + Math.floor(random() * 60);
    for (let i = 0; i < flips; i++) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
    out.push({ name: `pdf mutated #${m} (${flips} bytes)`, bytes });
  }
  out.push({ name: 'pdf header then junk', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 4000 }, () => Math.floor(random() * 256)))]) });
  out.push({ name: 'docx truncated', bytes: docx.subarray(0, Math.floor(docx.length / 2)) });

  // Zip bomb: 300 MB of one repeated character inside word/document.xml compresses to ~300 KB.
  const bombText = Buffer.alloc(300 * 1024 * 1024, 0x61);
  const bomb = Buffer.concat([Buffer.from(`<w:document ${W}><w:body><w:p><w:r><w:t>`), bombText, Buffer.from('</w:t></w:r></w:p></w:body></w:document>')]);
  out.push({ name: 'docx zip bomb (300 MB document.xml)', bytes: docxWith(bomb) });

  // Memory bomb under the unzip budget: ~60 MB of tiny paragraphs (each a node tree when parsed).
  const tiny = `<w:p><w:r><w:t>a</w:t></w:r></w:p>`;
  const paragraphs = Buffer.from(tiny.repeat(Math.ceil((60 * 1024 * 1024) / tiny.length)));
  const memoryBomb = Buffer.concat([Buffer.from(`<w:document ${W}><w:body>`), paragraphs, Buffer.from('</w:body></w:document>')]);
  out.push({ name: 'docx memory bomb (60 MB of tiny paragraphs)', bytes: docxWith(memoryBomb) });

  const many: Record<string, Uint8Array> = {};
  for (let i = 0; i < 30_000; i++) many[`word/media/x${i}.bin`] = new Uint8Array(0);
  out.push({ name: 'docx with 30,000 entries', bytes: docxWith(strToU8(`<w:document ${W}><w:body/></w:document>`), many) });

  const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>
<w:document ${W}><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`;
  out.push({ name: 'docx billion laughs', bytes: docxWith(strToU8(laughs)) });

  const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document ${W}><w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>`;
  out.push({ name: 'docx external entity', bytes: docxWith(strToU8(xxe)) });

  const depth = 200_000;
  out.push({ name: `docx ${depth}-deep XML`, bytes: docxWith(strToU8(`<w:document ${W}><w:body>${'<w:p>'.repeat(depth)}${'</w:p>'.repeat(depth)}</w:body></w:document>`)) });

  out.push({ name: 'png claiming 20000×20000', bytes: pngClaiming(20_000, 20_000) });
  out.push({ name: 'png claiming 65535×65535', bytes: pngClaiming(65_535, 65_535) });
  out.push({ name: 'jpeg claiming 30000×30000', bytes: jpegClaiming(30_000, 30_000) });

  const zipTail = zipSync({ 'evil.sh': strToU8('#!/bin/sh\necho pwned\n') });
  out.push({ name: 'polyglot: png header + zip', bytes: Buffer.concat([pngClaiming(10, 10).subarray(0, 33), Buffer.from(zipTail)]) });
  out.push({ name: 'polyglot: pdf header + zip body', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n'), Buffer.from(zipTail)]) });
  out.push({ name: 'polyglot: zip (docx-like) + pdf', bytes: Buffer.concat([Buffer.from(docxWith(strToU8(`<w:document ${W}><w:body/></w:document>`))), pdf.subarray(0, 2000)]) });
  out.push({ name: 'random bytes', bytes: Buffer.from(Array.from({ length: 50_000 }, () => Math.floor(random() * 256))) });
  out.push({ name: 'nul bytes', bytes: Buffer.alloc(20_000) });
  out.push(...flowFormatHostileFiles());
  return out;
}

/** Broken and hostile files of the formats read since 2026-11-25: DOC, RTF, ODT, HTML. */
export function flowFormatHostileFiles(): HostileFile[] {
  const doc = cvDoc();
  const rtf = cvRtf();
  const odt = cvOdt();
  // 60 MB of blanks inside content.xml (over the 50 MB the hostile-input server allows) compresses to ~60 KB.
  const content = Buffer.concat([
    Buffer.from('<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>Anna</text:p>'),
    Buffer.alloc(60 * 1024 * 1024, 0x20),
    Buffer.from('</office:text></office:body></office:document-content>'),
  ]);
  return [
    { name: 'doc truncated', bytes: doc.subarray(0, Math.floor(doc.length / 2)) },
    { name: 'doc with a looping sector chain', bytes: docWithLoopingChain(doc) },
    { name: 'doc header then junk', bytes: Buffer.concat([doc.subarray(0, 512), Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) & 0xff))]) },
    { name: 'rtf truncated', bytes: rtf.subarray(0, Math.floor(rtf.length / 2)) },
    { name: 'rtf 100,000-deep groups', bytes: Buffer.from(`{\\rtf1 ${'{'.repeat(100_000)}Anna${'}'.repeat(100_000)}}`) },
    { name: 'odt zip bomb (60 MB content.xml)', bytes: odtPackage({ 'content.xml': content }) },
    { name: 'odt truncated', bytes: odt.subarray(0, Math.floor(odt.length / 2)) },
    { name: 'html 50,000-deep elements', bytes: Buffer.from(`<html><body>${'<div>'.repeat(50_000)}Anna${'</div>'.repeat(50_000)}</body></html>`) },
    { name: 'html with only a script', bytes: Buffer.from('<!DOCTYPE html><html><head><script>document.write("Anna Rossi, engineer")</script></head><body></body></html>') },
  ];
}

/**
 * The .doc with its directory's sector chain turned into a two-sector loop (A → B → A): a
 * reader that follows chains without a visited set never ends.
 */
export function docWithLoopingChain(doc: Uint8Array): Buffer {
  const out = Buffer.from(doc);
  const dirStart = out.readInt32LE(0x30);
  const fatSector = out.readInt32LE(0x4c);
  const fatAt = (fatSector + 1) * 512;
  const other = dirStart === 0 ? 1 : 0;
  out.writeInt32LE(other, fatAt + dirStart * 4);
  out.writeInt32LE(dirStart, fatAt + other * 4);
  return out;
}
