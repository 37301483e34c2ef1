/**
 * The keys that sign our tokens (EdDSA over Ed25519, `kid` = the JWK thumbprint), kept in the
 * database so every process of a deployment signs and verifies with the same set. The first
 * start generates one; `keys rotate` adds a newer one (which takes over signing in every process
 * within REFRESH_MS) and retires the others, which keep verifying until their tokens expire.
 * Private keys are sealed with the master key (VITAE_ENCRYPTION_KEY, or the key the service keeps in
 * its data folder); keys stored in clear by earlier releases still load.
 */
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose';
import type { BlobCipher } from '../store/blob-cipher.ts';
import type { Database, Queryable } from '../store/database.ts';
import { resealWithRing } from '../store/ring-reseal.ts';

export const SIGNING_ALG = 'EdDSA';
/** How long a process keeps signing with the key it loaded before asking which is newest. */
const REFRESH_MS = 60_000;
// Arbitrary constant naming "the Vitae signing-key lock" among advisory locks.
const KEY_LOCK = 774_211_902;
// Longer than the longest VITAE_TOKEN_TTL (7 days): no token of a key retired this long ago is valid.
const DELETE_RETIRED_AFTER = "interval '8 days'";

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface KeyInfo {
  kid: string;
  alg: string;
  createdAt: Date;
  retiredAt: Date | null;
}

interface KeyRow {
  kid: string;
  alg: string;
  public_jwk: JWK | string;
  private_key: Uint8Array;
  private_key_key_id: string | null;
  created_at: Date | string;
  retired_at: Date | string | null;
}

const jwkOf = (v: JWK | string): JWK => (typeof v === 'string' ? (JSON.parse(v) as JWK) : v);

export class SigningKeys {
  private current: { key: SigningKey; loadedAt: number } | undefined;
  private loading: Promise<SigningKey> | undefined;
  private readonly publicKeys = new Map<string, CryptoKey>();

  constructor(
    private readonly db: Database,
    private readonly cipher: BlobCipher,
  ) {}

  /** The key new tokens are signed with; creates the first one on an empty database. */
  async signingKey(): Promise<SigningKey> {
    if (this.current && Date.now() - this.current.loadedAt < REFRESH_MS) return this.current.key;
    // Concurrent callers share one load rather than each querying (and maybe generating).
    this.loading ??= this.loadSigningKey().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** The public key of `kid`, or null when no such key exists (any more). Public keys never change. */
  async verificationKey(kid: string): Promise<CryptoKey | null> {
    const cached = this.publicKeys.get(kid);
    if (cached) return cached;
    const r = await this.db.query<Pick<KeyRow, 'public_jwk' | 'alg'>>('SELECT public_jwk, alg FROM signing_keys WHERE kid = $1', [kid]);
    const row = r.rows[0];
    if (!row) return null;
    const key = (await importJWK(jwkOf(row.public_jwk), row.alg)) as CryptoKey;
    this.publicKeys.set(kid, key);
    return key;
  }

  /** The public keys that may still verify a valid token, for /.well-known/jwks.json. */
  async jwks(): Promise<{ keys: (JWK & { kid: string; kty: string })[] }> {
    const r = await this.db.query<Pick<KeyRow, 'kid' | 'alg' | 'public_jwk'>>(
      'SELECT kid, alg, public_jwk FROM signing_keys ORDER BY created_at DESC, kid',
    );
    return {
      keys: r.rows.map((row) => {
        const jwk = jwkOf(row.public_jwk);
        return { ...jwk, kty: String(jwk.kty), kid: row.kid, alg: row.alg, use: 'sig' };
      }),
    };
  }

  async list(): Promise<KeyInfo[]> {
    const r = await this.db.query<KeyRow>('SELECT kid, alg, created_at, retired_at FROM signing_keys ORDER BY created_at DESC, kid');
    return r.rows.map(toInfo);
  }

  /**
   * Seals with the master key's sealing key the private keys stored in clear by an earlier release
   * or sealed with an older master key (after a rotation). Returns how many.
   */
  sealStored(): Promise<number> {
    return resealWithRing(this.db, this.cipher, { table: 'signing_keys', id: 'kid', content: 'private_key', keyId: 'private_key_key_id' });
  }

  /** Adds a new signing key and retires the others (they keep verifying until their tokens expire). */
  async rotate(): Promise<KeyInfo> {
    const generated = await generate(this.cipher);
    const info = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
      const row = await insertKey(tx, generated);
      await tx.query('UPDATE signing_keys SET retired_at = now() WHERE retired_at IS NULL AND kid <> $1', [row.kid]);
      await tx.query(`DELETE FROM signing_keys WHERE retired_at < now() - ${DELETE_RETIRED_AFTER}`);
      return toInfo(row);
    });
    this.current = undefined;
    return info;
  }

  private async loadSigningKey(): Promise<SigningKey> {
    let row = await newestKey(this.db);
    if (!row) {
      const generated = await generate(this.cipher);
      // Under the lock, so processes starting together on one PostgreSQL agree on one first key.
      row = await this.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
        return (await newestKey(tx)) ?? (await insertKey(tx, generated));
      });
    }
    const pem = Buffer.from(this.cipher.open({ content: row.private_key, keyId: row.private_key_key_id })).toString('utf8');
    const key = { kid: row.kid, privateKey: (await importPKCS8(pem, row.alg)) as CryptoKey };
    this.current = { key, loadedAt: Date.now() };
    return key;
  }
}

const toInfo = (r: Pick<KeyRow, 'kid' | 'alg' | 'created_at' | 'retired_at'>): KeyInfo => ({
  kid: r.kid,
  alg: r.alg,
  createdAt: new Date(r.created_at),
  retiredAt: r.retired_at ? new Date(r.retired_at) : null,
});

interface GeneratedKey {
  kid: string;
  publicJwk: JWK;
  sealed: { content: Uint8Array; keyId: string | null };
}

async function generate(cipher: BlobCipher): Promise<GeneratedKey> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const pem = await exportPKCS8(privateKey);
  return { kid, publicJwk, sealed: cipher.seal(Buffer.from(pem, 'utf8')) };
}

async function newestKey(db: Queryable): Promise<KeyRow | undefined> {
  const r = await db.query<KeyRow>(
    'SELECT * FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1',
  );
  return r.rows[0];
}

async function insertKey(db: Queryable, key: GeneratedKey): Promise<KeyRow> {
  const r = await db.query<KeyRow>(
    `INSERT INTO signing_keys (kid, alg, public_jwk, private_key, private_key_key_id)
     VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING *`,
    [key.kid, SIGNING_ALG, JSON.stringify(key.publicJwk), key.sealed.content, key.sealed.keyId],
  );
  return r.rows[0]!;
}
