/**
 * ReDoS check of the patterns of the entity readers other than a person's details (entries,
 * skills, certifications, education, languages…); see regex-safety.test.ts for the parts.
 */
import { regexSafetyPart, regexSafetySuite } from '../support/regex-safety.ts';

regexSafetySuite('src/screen/entities, the other readers', (site) => regexSafetyPart(site) === 'entries');
