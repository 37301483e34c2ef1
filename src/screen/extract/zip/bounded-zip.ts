/**
 * Reads entries of a zip file within a budget: a maximum number of entries and a maximum total
 * of decompressed bytes, enforced by the inflater itself (a zip bomb stops at the budget, its
 * declared sizes are never trusted). Only the entries asked for are inflated.
 */
import { inflateRawSync } from 'node:zlib';
import { ExtractionError } from '../document.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';

const LOCAL_HEADER_SIG = 0x04034b50;

export interface ZipBudget {
  maxTotalBytes: number;
  maxEntries: number;
}

export class BoundedZip {
  private readonly entries = new Map<string, ZipEntry>();
  private spent = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly budget: ZipBudget,
  ) {
    const directory = readZipDirectory(bytes, Number.MAX_SAFE_INTEGER);
    if (!directory) throw new ExtractionError('unreadable_file', 'the zip directory cannot be read');
    if (directory.length > budget.maxEntries) {
      throw new ExtractionError('file_too_complex', `the file holds ${directory.length} zip entries; the limit is ${budget.maxEntries}`);
    }
    for (const entry of directory) this.entries.set(entry.name, entry);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry's bytes, or undefined when absent. Throws ExtractionError past the budget. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.encrypted) throw new ExtractionError('unreadable_file', `zip entry ${name} is encrypted`);
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const at = entry.localHeaderOffset;
    if (at + 30 > this.bytes.length || view.getUint32(at, true) !== LOCAL_HEADER_SIG) {
      throw new ExtractionError('unreadable_file', `zip entry ${name} is damaged`);
    }
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw new ExtractionError('unreadable_file', `zip entry ${name} is truncated`);
    const remaining = this.budget.maxTotalBytes - this.spent;
    const compressed = this.bytes.subarray(start, end);
    let data: Uint8Array;
    if (entry.method === 0) {
      if (compressed.length > remaining) throw this.overBudget();
      data = compressed;
    } else if (entry.method === 8) {
      try {
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, remaining) });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw this.overBudget();
        throw new ExtractionError('unreadable_file', `zip entry ${name} cannot be inflated: ${(err as Error).message}`);
      }
    } else {
      throw new ExtractionError('unreadable_file', `zip entry ${name} uses compression method ${entry.method}`);
    }
    this.spent += data.length;
    return data;
  }

  readText(name: string): string | undefined {
    const data = this.read(name);
    return data ? new TextDecoder('utf-8').decode(data) : undefined;
  }

  private overBudget(): ExtractionError {
    return new ExtractionError('file_too_complex', `the document decompresses to more than ${this.budget.maxTotalBytes} bytes`);
  }
}
