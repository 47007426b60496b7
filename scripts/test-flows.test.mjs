// docs/testing.md's tables of test files are the files' opening comments (scripts/test-flows.mjs):
// this fails while the committed page is stale (run `npm run docs:tests`), and names a test file that
// opens without a comment.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOC, withFlowTables } from './test-flows.mjs';

it('docs/testing.md lists every browser and integration file once, with its opening comment', () => {
  const doc = readFileSync(DOC, 'utf8');
  expect(withFlowTables(doc), 'docs/testing.md is stale: run `npm run docs:tests`').toBe(doc);
});
