/**
 * A seeded random source for the synthetic CV generator: the same seed gives the same CVs, so
 * runs compare. xorshift32; good enough for picking among templates, not for anything secret.
 */
export class Rng {
  private x: number;

  constructor(seed: number) {
    this.x = seed >>> 0 || 0x9e3779b9;
    // Mix small seeds so seeds 1, 2, 3 do not start alike.
    for (let i = 0; i < 8; i++) this.next();
  }

  next(): number {
    let x = this.x;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.x = x >>> 0;
    return this.x / 2 ** 32;
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (!list.length) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** `n` distinct items (fewer when the list is shorter). */
  sample<T>(list: readonly T[], n: number): T[] {
    return this.shuffle(list).slice(0, Math.max(0, n));
  }

  /** A child source, so adding draws to one part of a CV does not change every later CV. */
  fork(salt: number): Rng {
    return new Rng(Math.floor(this.next() * 2 ** 32) ^ Math.imul(salt, 0x85ebca6b));
  }
}
