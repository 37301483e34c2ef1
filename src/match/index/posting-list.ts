/**
 * A growable posting list in typed arrays: document slots plus small integer columns (term
 * frequency, months, a weight ×100…). Typed arrays keep 100,000 profiles' postings compact and
 * fast to scan; a removed document stays until the index compacts (its slot is dead).
 */
export type ColumnKind = 'u8' | 'u16';

export type Column = Uint8Array | Uint16Array;

function makeColumn(kind: ColumnKind, size: number): Column {
  return kind === 'u8' ? new Uint8Array(size) : new Uint16Array(size);
}

export class PostingList {
  docs: Int32Array;
  cols: Column[];
  length = 0;
  /**
   * Live entries counted at `countedEpoch` over the first `countedLength` entries (kept by the
   * index: entries appended since are live; a removal anywhere changes the epoch).
   */
  live = 0;
  countedLength = 0;
  countedEpoch = -1;

  constructor(
    private readonly kinds: readonly ColumnKind[],
    capacity = 4,
  ) {
    this.docs = new Int32Array(capacity);
    this.cols = kinds.map((k) => makeColumn(k, capacity));
  }

  /** A list over arrays it takes as they are (a snapshot's views); the first push beyond them copies. */
  static over(kinds: readonly ColumnKind[], docs: Int32Array, cols: Column[]): PostingList {
    const list = new PostingList(kinds, 0);
    list.docs = docs;
    list.cols = cols;
    list.length = docs.length;
    return list;
  }

  push(doc: number, values: readonly number[]): void {
    if (this.length === this.docs.length) this.resize(Math.max(4, this.length * 2));
    this.docs[this.length] = doc;
    for (let c = 0; c < this.cols.length; c++) this.cols[c]![this.length] = values[c] ?? 0;
    this.length++;
  }

  private resize(capacity: number): void {
    const docs = new Int32Array(capacity);
    docs.set(this.docs.subarray(0, this.length));
    this.docs = docs;
    this.cols = this.cols.map((col, c) => {
      const next = makeColumn(this.kinds[c]!, capacity);
      next.set(col.subarray(0, this.length));
      return next;
    });
  }

  /** Keeps the entries of live documents, renumbered through `remap` (−1 = dead), in slot order. */
  compact(remap: Int32Array): void {
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      const to = remap[this.docs[i]!]!;
      if (to < 0) continue;
      this.docs[n] = to;
      for (const col of this.cols) col[n] = col[i]!;
      n++;
    }
    this.length = n;
    if (n < this.docs.length / 4 && this.docs.length > 16) this.resize(Math.max(4, n));
  }

  bytes(): number {
    return this.docs.byteLength + this.cols.reduce((s, c) => s + c.byteLength, 0);
  }
}

/** Every list of a map end to end: what an index snapshot stores (index-snapshot.ts). */
export interface PackedPostings {
  keys: string[];
  lengths: Uint32Array;
  docs: Int32Array;
  cols: Column[];
}

/** Name → posting list, created on first use. */
export class PostingMap {
  readonly lists = new Map<string, PostingList>();
  constructor(readonly kinds: readonly ColumnKind[]) {}

  pack(): PackedPostings {
    const keys = [...this.lists.keys()];
    const lengths = new Uint32Array(keys.length);
    let total = 0;
    keys.forEach((k, i) => {
      lengths[i] = this.lists.get(k)!.length;
      total += lengths[i]!;
    });
    const docs = new Int32Array(total);
    const cols = this.kinds.map((k) => makeColumn(k, total));
    let at = 0;
    for (const key of keys) {
      const list = this.lists.get(key)!;
      docs.set(list.docs.subarray(0, list.length), at);
      list.cols.forEach((col, c) => {
        cols[c]!.set(col.subarray(0, list.length), at);
      });
      at += list.length;
    }
    return { keys, lengths, docs, cols };
  }

  /** Replaces the lists by views over packed arrays (no copy). */
  unpack(packed: PackedPostings): void {
    this.lists.clear();
    let at = 0;
    packed.keys.forEach((key, i) => {
      const end = at + packed.lengths[i]!;
      this.lists.set(key, PostingList.over(this.kinds, packed.docs.subarray(at, end), packed.cols.map((c) => c.subarray(at, end))));
      at = end;
    });
  }

  add(key: string, doc: number, values: readonly number[]): void {
    let list = this.lists.get(key);
    if (!list) {
      list = new PostingList(this.kinds);
      this.lists.set(key, list);
    }
    list.push(doc, values);
  }

  get(key: string): PostingList | undefined {
    return this.lists.get(key);
  }

  compact(remap: Int32Array): void {
    for (const [key, list] of this.lists) {
      list.compact(remap);
      if (list.length === 0) this.lists.delete(key);
    }
  }

  bytes(): number {
    let n = 0;
    for (const [key, list] of this.lists) n += list.bytes() + key.length * 2 + 64;
    return n;
  }
}
