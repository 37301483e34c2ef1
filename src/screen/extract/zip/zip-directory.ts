/**
 * Reads a zip file's central directory (names, sizes, offsets) without inflating anything.
 * Used to sniff DOCX at intake and to plan bounded extraction: the declared sizes are only a
 * hint (they can lie), so the inflater enforces the real limits.
 */

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate; anything else we do not read. */
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
  encrypted: boolean;
}

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
/** The end record sits in the last 22 bytes plus a comment of at most 65535. */
const EOCD_SEARCH = 22 + 0xffff;

/** Entries of the central directory, or null when the bytes are not a readable zip. Never throws. */
export function readZipDirectory(bytes: Uint8Array, maxEntries = 100_000): ZipEntry[] | null {
  try {
    return read(bytes, maxEntries);
  } catch {
    return null;
  }
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function read(bytes: Uint8Array, maxEntries: number): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(bytes, view);
  if (eocd < 0) return null;
  let count = view.getUint16(eocd + 10, true);
  let cdOffset = view.getUint32(eocd + 16, true);
  if (cdOffset === 0xffffffff || count === 0xffff) {
    const loc = eocd - 20;
    if (loc < 0 || view.getUint32(loc, true) !== ZIP64_LOCATOR_SIG) return null;
    const z64 = Number(view.getBigUint64(loc + 8, true));
    if (z64 + 56 > bytes.length || view.getUint32(z64, true) !== ZIP64_EOCD_SIG) return null;
    count = Number(view.getBigUint64(z64 + 32, true));
    cdOffset = Number(view.getBigUint64(z64 + 48, true));
  }
  if (count > maxEntries) return null;
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CDH_SIG) return null;
    const flags = view.getUint16(p + 8, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    if (p + 46 + nameLen > bytes.length) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen)),
      method: view.getUint16(p + 10, true),
      compressedSize: view.getUint32(p + 20, true),
      declaredSize: view.getUint32(p + 24, true),
      localHeaderOffset: view.getUint32(p + 42, true),
      encrypted: (flags & 1) === 1,
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

function findEocd(bytes: Uint8Array, view: DataView): number {
  const stop = Math.max(0, bytes.length - EOCD_SEARCH);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes[i] === 0x50 && view.getUint32(i, true) === EOCD_SIG) return i;
  }
  return -1;
}
