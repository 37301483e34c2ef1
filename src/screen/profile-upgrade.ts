/**
 * Stored profiles are upgraded when read: a profile written by an earlier version of Vitae is
 * brought, step by step, to the shape of PROFILE_VERSION before anyone sees it, so changing the
 * profile never turns old results into errors. Each step takes a profile of version N to N + 1
 * and must not need anything the stored JSON lacks (a new field gets its "not found" value).
 */
import { PROFILE_VERSION, type Profile, ProfileSchema } from './profile-schema.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Steps by the version they start from. */
const STEPS: Record<number, (p: Json) => void> = {
  // Version 1 (before 2026-11-25) had no profileVersion, and some early results no photo,
  // certifications or languages groups.
  1: (p) => {
    // Only what is absent is filled: a value of the wrong kind is an error, not a default.
    p.photo ??= { found: false };
    for (const group of ['certifications', 'languages', 'skills', 'education', 'workExperience'] as const) p[group] ??= [];
  },
};

export class ProfileUpgradeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfileUpgradeError';
  }
}

/** The stored JSON of a profile, of any version, as a profile of the current version. */
export function upgradeProfile(stored: unknown): Profile {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : structuredClone(stored);
  if (!isObject(value) || !isObject(value.meta)) throw new ProfileUpgradeError('a stored profile is not a profile object');
  const from = typeof value.meta.profileVersion === 'number' ? value.meta.profileVersion : 1;
  if (from > PROFILE_VERSION) throw new ProfileUpgradeError(`a stored profile has version ${from}, newer than this Vitae (${PROFILE_VERSION})`);
  for (let v = from; v < PROFILE_VERSION; v++) {
    const step = STEPS[v];
    if (!step) throw new ProfileUpgradeError(`no upgrade step from profile version ${v}`);
    step(value);
    (value.meta as Json).profileVersion = v + 1;
  }
  const checked = ProfileSchema.safeParse(value);
  if (!checked.success) {
    const where = checked.error.issues.slice(0, 5).map((i) => i.path.join('.')).join(', ');
    throw new ProfileUpgradeError(`a stored profile of version ${from} does not fit version ${PROFILE_VERSION} (${where})`);
  }
  return checked.data;
}
