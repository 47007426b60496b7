// The code catalogue as a whole: the clean minimal feed has no notice, every emitted code is a
// MobilityData code with a description, and input that is no zip is a notice, not a crash. Each
// code's own case is in its rule's test file (rules/*.test.ts).
import { describe, expect, it } from 'vitest';
import { CODES, hasDescription } from './codes.js';
import { COVERED_CODES, NOTICE_SETS, NOTICES, validateFeed } from './index.js';
import { minimalFeed, TEST_DATE, zipFeed } from '../test-helpers/minimal-feed.js';

describe('the minimal feed', () => {
  it('is clean', async () => {
    const base = await validateFeed(await zipFeed(minimalFeed()), { now: TEST_DATE });
    expect(base.report.notices.map((g) => g.code)).toEqual([]);
  });
  it('every covered code has a description and is a MobilityData code', () => {
    expect(COVERED_CODES.filter((c) => !hasDescription(c))).toEqual([]);
    expect(COVERED_CODES.filter((c) => !CODES[c] || CODES[c].deprecated || CODES[c].system)).toEqual([]);
    // Exactly the codes the rules declare: a rule gained or lost changes this count on purpose.
    expect(COVERED_CODES).toHaveLength(156);
  });
  it('a code listed by two rules is one definition, and the catalogue holds all 181 codes', () => {
    const byCode = new Map(NOTICES.map((n) => [n.code, n]));
    const shared = NOTICE_SETS.flatMap((s) => s.notices).filter((n) => byCode.get(n.code) !== n);
    expect(shared.map((n) => n.code)).toEqual([]);
    expect(Object.keys(CODES)).toHaveLength(181);
  });
});

describe('errors that are not notices', () => {
  it('a file that is not a zip is an i_o_error, not a crash', async () => {
    const res = await validateFeed(Buffer.from('not a zip'), { now: TEST_DATE });
    expect(res.report.notices.map((g) => g.code)).toEqual(['i_o_error']);
  });
});
