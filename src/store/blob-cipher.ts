/**
 * Optional encryption at rest of stored files and photos (AES-256-GCM). With
 * VITAE_ENCRYPTION_KEY set, new content is sealed with the first key; every listed key can open
 * what it sealed, so rotation is: put the new key first, keep the old ones until re-encrypted.
 * A key id (first 8 hex chars of its SHA-256) is stored beside each blob.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SealedBlob {
  content: Uint8Array;
  keyId: string | null;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export class BlobCipher {
  private readonly keys: Map<string, Buffer>;
  private readonly current: { id: string; key: Buffer } | undefined;

  constructor(keys: Buffer[]) {
    this.keys = new Map(keys.map((k) => [keyIdOf(k), k]));
    this.current = keys[0] ? { id: keyIdOf(keys[0]), key: keys[0] } : undefined;
  }

  seal(plain: Uint8Array): SealedBlob {
    if (!this.current) return { content: plain, keyId: null };
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { content: Buffer.concat([iv, cipher.getAuthTag(), body]), keyId: this.current.id };
  }

  open(blob: SealedBlob): Uint8Array {
    if (!blob.keyId) return blob.content;
    const key = this.keys.get(blob.keyId);
    if (!key) throw new Error(`no key with id ${blob.keyId} in VITAE_ENCRYPTION_KEY: cannot decrypt stored content`);
    const buf = Buffer.from(blob.content);
    const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]);
  }
}
