#!/usr/bin/env node
// Writes docs/schema.md from the one GTFS schema declaration, and the notices section of
// docs/validator.md from the validator's rules (run `npm run docs` after changing either; a unit test
// fails while a committed page is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { schemaMarkdown, withNoticesMarkdown } from '../packages/gtfs/dist/index.js';

writeFileSync(new URL('../docs/schema.md', import.meta.url), schemaMarkdown());
console.log('docs/schema.md written');
const validatorDoc = new URL('../docs/validator.md', import.meta.url);
writeFileSync(validatorDoc, withNoticesMarkdown(readFileSync(validatorDoc, 'utf8')));
console.log('docs/validator.md notices written');
