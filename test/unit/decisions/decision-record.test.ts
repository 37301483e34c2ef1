/**
 * The decision record's chain (src/decisions/decision-record.ts) on records the test builds:
 * canonical JSON, and a check that holds on an intact chain and names the first record that was
 * changed, removed, reordered or re-hashed.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from '../../../src/decisions/canonical-json.ts';
import { type DecisionBody, exportLine, parseExportLine, sealRecord, type StoredDecision, verifyChain } from '../../../src/decisions/decision-record.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';

function chain(n: number): StoredDecision[] {
  const out: StoredDecision[] = [];
  let prev: string | null = null;
  for (let seq = 1; seq <= n; seq++) {
    const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
    const body = {
      v: 1,
      decisionId: id,
      tenantId: TENANT,
      seq,
      prevHash: prev,
      createdAt: `2026-11-25T10:00:0${seq}.000Z`,
      total: 3,
      ranked: [{ rank: 1, id: 'x', score: 0.8125 }],
    } as unknown as DecisionBody;
    const sealed = sealRecord(body);
    out.push({ id, tenantId: TENANT, seq, ...sealed });
    prev = sealed.hash;
  }
  return out;
}

describe('canonical JSON', () => {
  it('sorts keys at every depth, drops undefined members, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: undefined, e: 'é' } })).toBe('{"a":{"d":[3,1],"e":"é"},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});

describe('verifyChain', () => {
  it('holds on an intact chain', () => {
    expect(verifyChain(chain(5), null)).toMatchObject({ ok: true, records: 5, firstSeq: 1, lastSeq: 5 });
  });

  it('names the first changed record', () => {
    const c = chain(5);
    c[2] = { ...c[2]!, body: c[2]!.body.replace('0.8125', '0.9125') };
    expect(verifyChain(c, null)).toMatchObject({ ok: false, seq: 3, decisionId: c[2]!.id });
  });

  it('catches a record changed and re-hashed: the next one no longer names it', () => {
    const c = chain(5);
    const body = c[1]!.body.replace('0.8125', '0.9125');
    c[1] = { ...c[1]!, body, hash: sha256Hex(body) };
    expect(verifyChain(c, null)).toMatchObject({ ok: false, seq: 3 });
  });

  it('catches a removed and a reordered record', () => {
    const removed = chain(5);
    removed.splice(2, 1);
    expect(verifyChain(removed, null)).toMatchObject({ ok: false, seq: 4 });
    const swapped = chain(5);
    [swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!];
    expect(verifyChain(swapped, null)).toMatchObject({ ok: false, seq: 3 });
  });

  it('starts after retention from the anchor of the last removed record', () => {
    const c = chain(5);
    expect(verifyChain(c.slice(2), { seq: 2, hash: c[1]!.hash })).toMatchObject({ ok: true, records: 3 });
    expect(verifyChain(c.slice(2), { seq: 2, hash: sha256Hex('other') })).toMatchObject({ ok: false, seq: 3 });
  });

  it('reads its own export lines back unchanged', () => {
    const c = chain(2);
    expect(c.map((r) => parseExportLine(exportLine(r)))).toEqual(c);
  });
});
