/**
 * ReDoS check of the patterns of the entity readers (src/screen/entities); the others are in
 * regex-safety-others.test.ts. What is checked and why: test/support/regex-safety.ts.
 */
import { regexSafetySuite } from '../support/regex-safety.ts';

regexSafetySuite('src/screen/entities', (site) => site.file.startsWith('src/screen/entities/'));
