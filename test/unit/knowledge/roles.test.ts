/**
 * Role nouns of entry-level and service jobs in the six languages: a title naming one reads as a
 * title (not a weak line merged into the job above, nor an employer).
 */
import { describe, expect, it } from 'vitest';
import { roleNounCount } from '../../../src/knowledge/lexicons/roles.ts';

describe('role nouns of entry-level and service jobs', () => {
  it.each([
    ['pt', 'Balconista'],
    ['pt', 'Porteiro'],
    ['es', 'Cajera'],
    ['es', 'Reponedor'],
    ['es', 'Teleoperadora'],
    ['it', 'Cassiera'],
    ['it', 'Scaffalista'],
    ['fr', 'Caissière'],
    ['fr', 'Aide-soignante'],
    ['fr', 'Préparateur de commandes'],
    ['fr', "Hôtesse d'accueil"],
    ['de', 'Kassiererin'],
    ['de', 'Pflegehelferin'],
    ['de', 'Studentische Hilfskraft'],
    ['en', 'Dishwasher'],
  ])('%s: %s', (_lang, title) => {
    expect(roleNounCount(title)).toBeGreaterThan(0);
  });

  it('reads no role in a surname or a plain word', () => {
    for (const text of ['Anna Metzger', 'Minijob', 'Berlin']) expect(roleNounCount(text)).toBe(0);
  });
});
