/**
 * ReDoS check of the patterns of src/screen outside the entity readers, src/match and
 * src/knowledge; the entity readers' are in regex-safety.test.ts. What is checked and why:
 * test/support/regex-safety.ts.
 */
import { regexSafetySuite } from '../support/regex-safety.ts';

regexSafetySuite('src/screen (not entities), src/match, src/knowledge', (site) => !site.file.startsWith('src/screen/entities/'));
