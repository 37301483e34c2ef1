/**
 * Small secrets sealed with the master key ring directly (token signing keys, webhook secrets):
 * sealed again with the ring's sealing key when stored in clear by an earlier release or sealed
 * with an older key of the ring (after a rotation), so that the old key can be dropped. Each
 * module names its own table; rows sealed with a key this process does not hold are left alone.
 */
import type { BlobCipher } from './blob-cipher.ts';
import type { Database } from './database.ts';

export interface RingSealedColumns {
  table: string;
  id: string;
  content: string;
  keyId: string;
}

const BATCH = 200;

export async function resealWithRing(db: Database, ring: BlobCipher, t: RingSealedColumns): Promise<number> {
  const current = ring.currentId;
  if (!current) return 0;
  let total = 0;
  let after = '';
  for (;;) {
    const page = await db.transaction(async (tx) => {
      const r = await tx.query<{ id: string; content: Uint8Array; key_id: string | null }>(
        `SELECT ${t.id}::text AS id, ${t.content} AS content, ${t.keyId} AS key_id FROM ${t.table}
         WHERE ${t.keyId} IS DISTINCT FROM $1 AND ${t.id}::text > $2 ORDER BY ${t.id}::text LIMIT $3 FOR UPDATE SKIP LOCKED`,
        [current, after, BATCH],
      );
      for (const row of r.rows) {
        if (row.key_id && !ring.has(row.key_id)) continue;
        const sealed = ring.seal(ring.open({ content: new Uint8Array(row.content), keyId: row.key_id }));
        await tx.query(`UPDATE ${t.table} SET ${t.content} = $2, ${t.keyId} = $3 WHERE ${t.id}::text = $1`, [row.id, sealed.content, sealed.keyId]);
        total++;
      }
      return r.rows;
    });
    if (page.length < BATCH) return total;
    after = page[page.length - 1]!.id;
  }
}
