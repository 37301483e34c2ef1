/**
 * The master key ring (AES-256-GCM): VITAE_ENCRYPTION_KEY's keys, or the key the service
 * generated in its data folder (master-key.ts). The first key seals; every key of the ring opens
 * what it sealed, so rotation is: put the new key first, keep the old ones until nothing sealed
 * with them remains. A key id (first 8 hex chars of its SHA-256) is stored beside each sealed value.
 *
 * The ring seals small secrets directly (token signing keys, webhook secrets) and wraps the data
 * keys of data-keys.ts, which seal every CV's content. Content sealed directly with the ring by
 * releases before data keys existed (files and photos, `key_id` = a ring key id) still opens.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SealedBlob {
  content: Uint8Array;
  keyId: string | null;
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export class BlobCipher {
  private readonly keys: Map<string, Buffer>;
  private readonly current: { id: string; key: Buffer } | undefined;

  constructor(keys: Buffer[]) {
    this.keys = new Map(keys.map((k) => [keyIdOf(k), k]));
    this.current = keys[0] ? { id: keyIdOf(keys[0]), key: keys[0] } : undefined;
  }

  /** The id of the key that seals, or null for an empty ring (content then stays in clear). */
  get currentId(): string | null {
    return this.current?.id ?? null;
  }

  /** The ids of every key of the ring. */
  ids(): string[] {
    return [...this.keys.keys()];
  }

  /** Whether the ring holds the key with this id. */
  has(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  seal(plain: Uint8Array, aad?: string): SealedBlob {
    if (!this.current) return { content: plain, keyId: null };
    return { content: gcmSeal(this.current.key, plain, aad), keyId: this.current.id };
  }

  open(blob: SealedBlob, aad?: string): Uint8Array {
    if (!blob.keyId) return blob.content;
    const key = this.keys.get(blob.keyId);
    if (!key) throw new Error(`no key with id ${blob.keyId} in VITAE_ENCRYPTION_KEY: cannot decrypt stored content`);
    return gcmOpen(key, blob.content, aad);
  }
}

/** iv (12) | tag (16) | ciphertext, with `aad` (when given) bound to it. */
export function gcmSeal(key: Buffer, plain: Uint8Array, aad?: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The inverse of gcmSeal; throws when the key, the AAD or any byte is not the one sealed. */
export function gcmOpen(key: Buffer, sealed: Uint8Array, aad?: string): Buffer {
  const buf = Buffer.isBuffer(sealed) ? sealed : Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (buf.length < 28) throw new Error('sealed content is cut short');
  const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(buf.subarray(12, 28));
  const body = decipher.update(buf.subarray(28));
  const tail = decipher.final();
  return tail.length ? Buffer.concat([body, tail]) : body;
}
