/**
 * A strict reader of the Compound File Binary format ([MS-CFB]), the container of Word 97–2003
 * files: header, DIFAT, FAT, directory, mini stream. Every sector chain is followed with a
 * visited set and bounds checks, so a crafted file with a looping or out-of-range chain fails
 * with `unreadable_file` instead of looping (the readers on npm follow chains unguarded).
 */
import { ExtractionError } from '../document.ts';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_DIFAT_ENTRIES = 109;
const ENTRY_SIZE = 128;
const NO_STREAM = -1;
const STREAM = 2;
const ROOT = 5;

interface DirEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

/** Only the Word signature and its own layout are cheap to check at intake (format-sniff). */
export function hasCfbSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && SIGNATURE.every((b, i) => bytes[i] === b);
}

export class CompoundFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniCutoff: number;
  private readonly fat: Int32Array;
  private readonly entries: DirEntry[];
  private miniFat: Int32Array | undefined;
  private miniStream: Uint8Array | undefined;

  constructor(private readonly bytes: Uint8Array) {
    if (!hasCfbSignature(bytes)) throw damaged('it is not an OLE compound file');
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const sectorShift = this.view.getUint16(0x1e, true);
    const miniShift = this.view.getUint16(0x20, true);
    if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6) throw damaged('its sector sizes are invalid');
    this.sectorSize = 1 << sectorShift;
    this.miniSectorSize = 1 << miniShift;
    this.miniCutoff = this.view.getUint32(0x38, true);
    this.fat = this.readFat();
    this.entries = this.readDirectory();
  }

  /** A stream directly under the root storage, or undefined when there is none. */
  stream(name: string): Uint8Array | undefined {
    const root = this.entries[0];
    if (!root || root.type !== ROOT) throw damaged('it has no root storage');
    const entry = this.children(root).find((e) => e.type === STREAM && e.name === name);
    if (!entry) return undefined;
    if (entry.size < this.miniCutoff) return this.readMini(entry);
    return this.readChain(entry.start, this.fat, this.sectorSize, (id) => this.sectorOffset(id), entry.size);
  }

  private readFat(): Int32Array {
    const fatSectors = this.view.getUint32(0x2c, true);
    const maxSectors = Math.ceil(this.bytes.length / this.sectorSize);
    if (fatSectors > maxSectors) throw damaged('its allocation table is larger than the file');
    const ids: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES && ids.length < fatSectors; i++) ids.push(this.view.getInt32(0x4c + i * 4, true));
    let difat = this.view.getInt32(0x44, true);
    const seen = new Set<number>();
    while (ids.length < fatSectors && difat >= 0) {
      if (seen.has(difat)) throw damaged('its DIFAT chain loops');
      seen.add(difat);
      const at = this.sectorOffset(difat);
      const perSector = this.sectorSize / 4 - 1;
      if (at + this.sectorSize > this.bytes.length) throw damaged('its DIFAT is truncated');
      for (let i = 0; i < perSector && ids.length < fatSectors; i++) ids.push(this.view.getInt32(at + i * 4, true));
      difat = this.view.getInt32(at + perSector * 4, true);
    }
    if (ids.length < fatSectors) throw damaged('its DIFAT is incomplete');
    const fat = new Int32Array(ids.length * (this.sectorSize / 4));
    ids.forEach((id, i) => {
      const at = this.sectorOffset(id);
      // A short last sector (a file cut by its writer) reads as free entries past the end.
      for (let k = 0; k < this.sectorSize / 4; k++) fat[i * (this.sectorSize / 4) + k] = at + k * 4 + 4 <= this.bytes.length ? this.view.getInt32(at + k * 4, true) : -1;
    });
    return fat;
  }

  private readDirectory(): DirEntry[] {
    const start = this.view.getInt32(0x30, true);
    const data = this.readChain(start, this.fat, this.sectorSize, (id) => this.sectorOffset(id));
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const entries: DirEntry[] = [];
    for (let at = 0; at + ENTRY_SIZE <= data.length; at += ENTRY_SIZE) {
      const nameBytes = Math.min(64, view.getUint16(at + 64, true));
      entries.push({
        name: Buffer.from(data.subarray(at, at + Math.max(0, nameBytes - 2))).toString('utf16le'),
        type: data[at + 66]!,
        left: view.getInt32(at + 68, true),
        right: view.getInt32(at + 72, true),
        child: view.getInt32(at + 76, true),
        start: view.getInt32(at + 116, true),
        size: view.getUint32(at + 120, true),
      });
    }
    return entries;
  }

  /** The children of a storage: its red-black tree walked with a visited set. */
  private children(storage: DirEntry): DirEntry[] {
    const out: DirEntry[] = [];
    const seen = new Set<number>();
    const pending = [storage.child];
    while (pending.length) {
      const id = pending.pop()!;
      if (id === NO_STREAM || id < 0) continue;
      if (seen.has(id) || id >= this.entries.length) throw damaged('its directory tree is broken');
      seen.add(id);
      const entry = this.entries[id]!;
      out.push(entry);
      pending.push(entry.left, entry.right);
    }
    return out;
  }

  private readMini(entry: DirEntry): Uint8Array {
    if (!this.miniFat || !this.miniStream) {
      const root = this.entries[0]!;
      const miniFatStart = this.view.getInt32(0x3c, true);
      const raw = miniFatStart < 0 ? new Uint8Array(0) : this.readChain(miniFatStart, this.fat, this.sectorSize, (id) => this.sectorOffset(id));
      this.miniFat = new Int32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + (raw.byteLength & ~3)));
      this.miniStream = root.start < 0 ? new Uint8Array(0) : this.readChain(root.start, this.fat, this.sectorSize, (id) => this.sectorOffset(id), root.size);
    }
    const stream = this.miniStream;
    return this.readChain(entry.start, this.miniFat, this.miniSectorSize, (id) => {
      const at = id * this.miniSectorSize;
      if (at + this.miniSectorSize > stream.length) throw damaged('a stream points past the mini stream');
      return at;
    }, entry.size, stream);
  }

  /** The bytes of a chain (cut to `size` when given); throws on loops, bad ids and truncation. */
  private readChain(start: number, table: Int32Array, unit: number, offset: (id: number) => number, size?: number, source = this.bytes): Uint8Array {
    const parts: Uint8Array[] = [];
    const seen = new Set<number>();
    let total = 0;
    for (let id = start; id >= 0; id = table[id]!) {
      if (id >= table.length || seen.has(id)) throw damaged('a sector chain loops or leaves the file');
      seen.add(id);
      const at = offset(id);
      parts.push(source.subarray(at, at + unit));
      total += unit;
      if (size !== undefined && total >= size) break;
    }
    const data = Buffer.concat(parts);
    if (size !== undefined && data.length < size) throw damaged('a stream is truncated');
    return size === undefined ? data : data.subarray(0, size);
  }

  private sectorOffset(id: number): number {
    const at = (id + 1) * this.sectorSize;
    if (id < 0 || at >= this.bytes.length) throw damaged('a sector lies past the end of the file (truncated?)');
    return at;
  }
}

function damaged(why: string): ExtractionError {
  return new ExtractionError('unreadable_file', `the DOC file is damaged: ${why}`);
}
