/**
 * Failed authentication, limited: every failure costs us a verification (a signature, a scrypt
 * hash, often a database read), so an address sending invalid tokens or wrong secrets is slowed
 * down before it costs more, and a client id whose secret is being guessed is locked out.
 *
 * - Per address: more than `perAddressPerMinute` failures (bearer tokens and client secrets
 *   alike) in the last minute, and further requests from it that need authentication get 429
 *   with Retry-After until the oldest failure leaves the window. Valid requests from that address
 *   wait too: that is the price of not verifying what an attacker sends.
 * - Per client id at the token endpoint: after `lockAfter` failures in a row, each further
 *   attempt is refused for a lock-out that doubles with every failure (1 s, 2 s, 4 s … up to
 *   15 minutes); a success ends it.
 *
 * Counters live in each process's memory, like the request rate limit: with N API processes an
 * address may fail N times as often. The maps are bounded (oldest keys dropped first).
 */
export interface FailedAuthPolicy {
  /** 0 turns the guard off: no per-address limit and no lock-out. */
  perAddressPerMinute: number;
  lockAfter: number;
  lockBaseMs: number;
  lockMaxMs: number;
}

export const DEFAULT_LOCKOUT = { lockAfter: 5, lockBaseMs: 1_000, lockMaxMs: 15 * 60_000 };

const WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

interface ClientState {
  failures: number;
  lockedUntil: number;
}

export class FailedAuthGuard {
  private readonly byAddress = new Map<string, number[]>();
  private readonly byClient = new Map<string, ClientState>();

  constructor(
    private readonly policy: FailedAuthPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds this address must wait before its next authenticated request (0 = go on). */
  addressWait(address: string): number {
    if (this.policy.perAddressPerMinute <= 0) return 0;
    const times = this.recent(address);
    if (times.length < this.policy.perAddressPerMinute) return 0;
    return times[times.length - this.policy.perAddressPerMinute]! + WINDOW_MS - this.now();
  }

  /** Milliseconds this client id is locked out of the token endpoint (0 = not locked). */
  clientWait(clientId: string): number {
    const state = this.byClient.get(clientId);
    return state ? Math.max(0, state.lockedUntil - this.now()) : 0;
  }

  addressFailed(address: string): void {
    if (this.policy.perAddressPerMinute <= 0) return;
    const times = this.recent(address);
    times.push(this.now());
    if (times.length > this.policy.perAddressPerMinute * 2) times.splice(0, times.length - this.policy.perAddressPerMinute * 2);
    this.byAddress.delete(address);
    this.byAddress.set(address, times);
    bound(this.byAddress);
  }

  clientFailed(clientId: string): void {
    if (this.policy.perAddressPerMinute <= 0) return;
    const state = this.byClient.get(clientId) ?? { failures: 0, lockedUntil: 0 };
    state.failures++;
    if (state.failures >= this.policy.lockAfter) {
      const lock = Math.min(this.policy.lockMaxMs, this.policy.lockBaseMs * 2 ** (state.failures - this.policy.lockAfter));
      state.lockedUntil = this.now() + lock;
    }
    this.byClient.delete(clientId);
    this.byClient.set(clientId, state);
    bound(this.byClient);
  }

  clientSucceeded(clientId: string): void {
    this.byClient.delete(clientId);
  }

  private recent(address: string): number[] {
    const since = this.now() - WINDOW_MS;
    const times = (this.byAddress.get(address) ?? []).filter((t) => t > since);
    return times;
  }
}

function bound<V>(map: Map<string, V>): void {
  while (map.size > MAX_KEYS) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
