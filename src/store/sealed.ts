/**
 * Content sealed with a data key (data-keys.ts): a format byte (1), then AES-256-GCM's iv, tag and
 * ciphertext, bound to `aad` — what the content is and whose (`profile:<invocation id>`), so that
 * sealed values cannot be swapped between rows or columns unnoticed.
 */
import { gcmOpen, gcmSeal } from './blob-cipher.ts';

const FORMAT = 1;

export function sealWith(key: Buffer, plain: Uint8Array, aad: string): Buffer {
  return Buffer.concat([Buffer.of(FORMAT), gcmSeal(key, plain, aad)]);
}

export function openWith(key: Buffer, sealed: Uint8Array, aad: string): Buffer {
  const buf = Buffer.isBuffer(sealed) ? sealed : Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (buf[0] !== FORMAT) throw new Error(`sealed content of format ${buf[0]} is not one this release reads`);
  return gcmOpen(key, buf.subarray(1), aad);
}

export function sealJson(key: Buffer, value: unknown, aad: string): Buffer {
  return sealWith(key, Buffer.from(JSON.stringify(value), 'utf8'), aad);
}

export function openJson<T>(key: Buffer, sealed: Uint8Array, aad: string): T {
  return JSON.parse(openWith(key, sealed, aad).toString('utf8')) as T;
}
