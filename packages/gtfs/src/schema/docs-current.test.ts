import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { schemaMarkdown } from './markdown.js';

it('docs/schema.md matches the schema declaration (run `npm run docs` to refresh it)', () => {
  const committed = readFileSync(new URL('../../../../docs/schema.md', import.meta.url), 'utf8');
  expect(committed).toBe(schemaMarkdown());
});
