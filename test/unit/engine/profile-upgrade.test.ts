import { describe, expect, it } from 'vitest';
import { PROFILE_VERSION, emptyProfile, ProfileSchema } from '../../../src/screen/profile-schema.ts';
import { ProfileUpgradeError, upgradeProfile } from '../../../src/screen/profile-upgrade.ts';

const META = { language: 'en', fileType: 'pdf' as const, pages: 1, ocrUsed: false, parserVersion: '0.1.0', timingsMs: {}, confidence: {} };

/** A profile as version 1 stored it: no profileVersion, and an early result without a photo group. */
function versionOne(): Record<string, unknown> {
  const p = JSON.parse(JSON.stringify(emptyProfile(META))) as Record<string, unknown> & { meta: Record<string, unknown> };
  delete p.meta.profileVersion;
  delete p.photo;
  delete p.certifications;
  p.personal = { ...(p.personal as object), fullName: 'Ada Example', emails: ['ada@example.org'] };
  return p;
}

describe('upgradeProfile', () => {
  it('brings a version-1 profile to the current version, keeping what it held', () => {
    const upgraded = upgradeProfile(versionOne());
    expect(upgraded.meta.profileVersion).toBe(PROFILE_VERSION);
    expect(upgraded.photo).toEqual({ found: false });
    expect(upgraded.certifications).toEqual([]);
    expect(upgraded.personal.fullName).toBe('Ada Example');
    expect(ProfileSchema.safeParse(upgraded).success).toBe(true);
  });

  it('reads the JSON text a database driver may hand back, and leaves the stored value untouched', () => {
    const stored = versionOne();
    expect(upgradeProfile(JSON.stringify(stored)).meta.profileVersion).toBe(PROFILE_VERSION);
    upgradeProfile(stored);
    expect((stored.meta as Record<string, unknown>).profileVersion).toBeUndefined();
  });

  it('passes a current profile through unchanged', () => {
    const current = emptyProfile(META);
    expect(upgradeProfile(current)).toEqual(current);
  });

  it('refuses what it cannot make a profile of, with a reason', () => {
    expect(() => upgradeProfile(null)).toThrow(ProfileUpgradeError);
    expect(() => upgradeProfile({ personal: {} })).toThrow(/not a profile/);
    const future = { ...emptyProfile(META), meta: { ...emptyProfile(META).meta, profileVersion: PROFILE_VERSION + 1 } };
    expect(() => upgradeProfile(future)).toThrow(/newer than this Vitae/);
    const broken = versionOne();
    broken.skills = 'many';
    expect(() => upgradeProfile(broken)).toThrow(/does not fit/);
  });

  it('has a step from every earlier version', () => {
    for (let v = 1; v < PROFILE_VERSION; v++) {
      const p = versionOne();
      (p.meta as Record<string, unknown>).profileVersion = v === 1 ? undefined : v;
      expect(upgradeProfile(p).meta.profileVersion).toBe(PROFILE_VERSION);
    }
  });
});
