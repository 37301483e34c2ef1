/**
 * ScreenEvents.warm hands the warm-up's sample profile to every listener that warms; Match's
 * listener derives the profile's features (loading its knowledge) and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { matchScreenListener } from '../../../src/match/match-module.ts';
import { emptyProfile, type Profile } from '../../../src/screen/profile-schema.ts';
import { ScreenEvents } from '../../../src/screen/screen-events.ts';
import type { DataKeys } from '../../../src/store/data-keys.ts';

function sample(): Profile {
  const profile = emptyProfile({ language: 'en', fileType: 'pdf', pages: 1, ocrUsed: false, parserVersion: 'test', timingsMs: {}, confidence: {} });
  profile.personal.fullName = 'Alex Sample';
  profile.jobProfile.title = 'Software Engineer';
  return profile;
}

describe('warming what follows a pipeline run', () => {
  it('calls each listener that warms, with the profile, and skips the others', () => {
    const events = new ScreenEvents();
    const seen: Profile[] = [];
    events.add({ onCompleted: async () => undefined });
    events.add({ warm: (p) => void seen.push(p) });
    const profile = sample();
    events.warm(profile);
    expect(seen).toEqual([profile]);
  });

  it("runs Match's feature derivation without touching keys or the database", () => {
    const untouchable = new Proxy({}, { get: () => { throw new Error('no key or database access while warming'); } }) as DataKeys;
    const listener = matchScreenListener(untouchable);
    expect(() => listener.warm?.(sample())).not.toThrow();
  });
});
