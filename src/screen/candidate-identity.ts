/**
 * Who a CV is about, as keys: two CVs sharing one key are one person. Strong keys only (a name
 * alone is not one: two people share names): an e-mail address, a phone number in E.164, the
 * full name with the date of birth, and the file's bytes. Keys are SHA-256 hashes of the
 * normalized value, so the table that holds them holds no readable personal data.
 */
import { createHash } from 'node:crypto';
import type { Profile } from './profile-schema.ts';

const hash = (kind: string, value: string) => createHash('sha256').update(`${kind}:${value}`).digest('hex');

/** Lower case, accents and punctuation off, words sorted: "Rossi, Anna" is "Anna Rossi". */
export function normalizedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

const E164 = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function fileKey(sha256: string): string {
  return hash('file', sha256);
}

/** The identity keys a profile gives (none when it names no e-mail, phone or name with birth date). */
export function profileKeys(profile: Profile): string[] {
  const keys = new Set<string>();
  for (const email of profile.personal.emails) {
    const e = email.trim().toLowerCase();
    if (EMAIL.test(e)) keys.add(hash('email', e));
  }
  for (const phone of profile.personal.phones) {
    if (phone.e164 && E164.test(phone.e164)) keys.add(hash('phone', phone.e164));
  }
  const name = profile.personal.fullName ? normalizedName(profile.personal.fullName) : '';
  const born = profile.personal.dateOfBirth;
  if (name.includes(' ') && born) keys.add(hash('name-born', `${name}|${born}`));
  return [...keys];
}
