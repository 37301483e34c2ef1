/**
 * The decision record of one search (EU AI Act Art. 12 logging): what was asked (the job
 * description's hash, its text only if the tenant keeps texts), what was understood, which engine,
 * knowledge base and weights decided, the filters, and the ranked candidates with their scores and
 * alignment. Never a name: candidates are their invocation ids.
 *
 * Records of a tenant form a hash chain: each body names the hash of the one before (`prevHash`)
 * and its own number (`seq`), and the hash is SHA-256 over the body's canonical JSON. Pure: the
 * functions here build bodies and check chains; decision-repository.ts stores them.
 */
import type { Alignment, ScoreComponents } from '../match/match-types.ts';
import { canonicalJson, sha256Hex } from './canonical-json.ts';

export const RECORD_VERSION = 1;

export interface ReviewCue {
  needed: boolean;
  reasons: string[];
}

export interface RankedEntry {
  rank: number;
  id: string;
  score: number;
  components: ScoreComponents;
  alignment: Alignment[];
  review: ReviewCue;
}

export interface DecisionContent {
  actor: { clientId: string; issuer: string | null };
  requestId: string | null;
  request: {
    method: string;
    blind: boolean;
    /** A person's CVs ranked as one entry (their newest). */
    collapsed?: boolean;
    filters: { country?: string | undefined; language?: string | undefined; minScore?: number | undefined; ids?: readonly string[] | undefined };
    page: { order: 'DESC' | 'ASC'; limit: number; offset: number };
  };
  job: { sha256: string; chars: number; language: string; text?: string };
  requirements: unknown;
  versions: { engine: string; features: string; knowledgeBase: string; weights: string };
  total: number;
  ranked: RankedEntry[];
}

export interface DecisionBody extends DecisionContent {
  v: number;
  decisionId: string;
  tenantId: string;
  seq: number;
  prevHash: string | null;
  createdAt: string;
}

export interface StoredDecision {
  id: string;
  tenantId: string;
  seq: number;
  /** Canonical JSON of the body, as hashed. */
  body: string;
  hash: string;
}

export function sealRecord(body: DecisionBody): { body: string; hash: string } {
  const text = canonicalJson(body);
  return { body: text, hash: sha256Hex(text) };
}

/** Where a chain check starts: the hash the first record must name (null for a chain's very first record). */
export interface ChainAnchor {
  seq: number;
  hash: string | null;
}

export type ChainCheck =
  | { ok: true; records: number; firstSeq: number | null; lastSeq: number | null; lastHash: string | null }
  | { ok: false; records: number; seq: number; decisionId: string | null; reason: string };

/**
 * Checks records of one tenant in order, one at a time (an export of any size streams through):
 * each body hashes to its stored hash, is canonical, names its own id, tenant and number, follows
 * the previous number, and names the previous hash. The first failing record is reported (every
 * later one depends on it).
 */
export class ChainChecker {
  private prev: ChainAnchor | null;
  private count = 0;
  private firstSeq: number | null = null;
  private failure: ChainCheck | null = null;

  constructor(anchor: ChainAnchor | null) {
    this.prev = anchor;
  }

  /** Starts the check at `r` taking its link to the record before on trust (an export that begins mid-chain). */
  anchorAt(r: StoredDecision): void {
    const body = JSON.parse(r.body) as DecisionBody;
    this.prev = { seq: r.seq - 1, hash: body.prevHash };
  }

  /** Checks the next record; false once the chain is broken (later records are not looked at). */
  add(r: StoredDecision): boolean {
    if (this.failure) return false;
    this.count++;
    const reason = this.problem(r);
    if (reason) {
      this.failure = { ok: false, records: this.count, seq: r.seq, decisionId: r.id, reason };
      return false;
    }
    this.firstSeq ??= r.seq;
    this.prev = { seq: r.seq, hash: r.hash };
    return true;
  }

  result(): ChainCheck {
    return this.failure ?? { ok: true, records: this.count, firstSeq: this.firstSeq, lastSeq: this.prev?.seq ?? null, lastHash: this.prev?.hash ?? null };
  }

  private problem(r: StoredDecision): string | null {
    if (sha256Hex(r.body) !== r.hash) return 'the record does not hash to its stored hash (changed after it was written)';
    let body: DecisionBody;
    try {
      body = JSON.parse(r.body) as DecisionBody;
    } catch {
      return 'the record is not JSON';
    }
    if (canonicalJson(body) !== r.body) return 'the record is not in canonical form';
    if (body.decisionId !== r.id || body.tenantId !== r.tenantId || body.seq !== r.seq) return 'the record names another id, tenant or number';
    const prev = this.prev;
    if (prev && r.seq !== prev.seq + 1) return `a record is missing before it (expected number ${prev.seq + 1})`;
    if (prev && body.prevHash !== prev.hash) return 'the record does not name the hash of the one before it';
    if (!prev && r.seq === 1 && body.prevHash !== null) return 'the first record names a previous one';
    return null;
  }
}

export function verifyChain(records: Iterable<StoredDecision>, anchor: ChainAnchor | null): ChainCheck {
  const checker = new ChainChecker(anchor);
  for (const r of records) if (!checker.add(r)) break;
  return checker.result();
}

/** One NDJSON line of an export: the stored hash and the body exactly as hashed. */
export function exportLine(r: StoredDecision): string {
  return `{"hash":${JSON.stringify(r.hash)},"record":${r.body}}`;
}

/** An export line read back (for `vitae admin decisions verify --file`). */
export function parseExportLine(line: string): StoredDecision {
  const m = /^\{"hash":"([0-9a-f]{64})","record":(\{.*\})\}$/.exec(line.trim());
  if (!m) throw new Error('not a decision export line');
  const body = JSON.parse(m[2]!) as DecisionBody;
  return { id: body.decisionId, tenantId: body.tenantId, seq: body.seq, body: m[2]!, hash: m[1]! };
}
