/**
 * The k first items of a stream under an ordering, in O(n log k): a heap whose root is the worst
 * item kept, so most items are refused with one comparison. Used to cut a page out of 100,000
 * scored candidates without sorting them all.
 */
export class TopK {
  private readonly heap: number[] = [];

  /** `before(a, b)`: a comes first. Must be a strict total order. */
  constructor(
    private readonly k: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {}

  push(item: number): void {
    const heap = this.heap;
    if (this.k === 0) return;
    if (heap.length < this.k) {
      heap.push(item);
      this.siftUp(heap.length - 1);
    } else if (this.before(item, heap[0]!)) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /** The items kept, first first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : 1));
  }

  /** Heap order: the worst kept item at the root. */
  private worse(a: number, b: number): boolean {
    return this.before(b, a);
  }

  private siftUp(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(heap[i]!, heap[p]!)) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  }

  private siftDown(i: number): void {
    const heap = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && this.worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && this.worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) break;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  }
}
