/**
 * ReDoS check of the patterns of src/screen outside the entity readers, src/match and
 * src/knowledge; see regex-safety.test.ts for the parts. What is checked and why:
 * test/support/regex-safety.ts.
 */
import { regexSafetyPart, regexSafetySuite } from '../support/regex-safety.ts';

regexSafetySuite('src/screen (not entities), src/match, src/knowledge', (site) => regexSafetyPart(site) === 'others');
