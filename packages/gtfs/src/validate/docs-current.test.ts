import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { withNoticesMarkdown } from './markdown.js';

it("docs/validator.md lists the rules' notices as they are defined (run `npm run docs` to refresh it)", () => {
  const committed = readFileSync(new URL('../../../../docs/validator.md', import.meta.url), 'utf8');
  expect(committed).toBe(withNoticesMarkdown(committed));
});
