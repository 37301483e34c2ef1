/**
 * ReDoS check of the patterns of the entity readers of a person's details (contact, person,
 * place, header, phone); the other entity readers are in regex-safety-entries.test.ts, the rest of
 * src/screen, src/match and src/knowledge in regex-safety-others.test.ts. What is checked and why:
 * test/support/regex-safety.ts.
 */
import { regexSafetyPart, regexSafetySuite } from '../support/regex-safety.ts';

regexSafetySuite("src/screen/entities, a person's details", (site) => regexSafetyPart(site) === 'person');
