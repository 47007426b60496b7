#!/usr/bin/env node
// Writes docs/schema.md from the one GTFS schema declaration (run `npm run docs` after changing it;
// a unit test fails while the committed page is stale).
import { writeFileSync } from 'node:fs';
import { schemaMarkdown } from '../packages/gtfs/dist/index.js';

writeFileSync(new URL('../docs/schema.md', import.meta.url), schemaMarkdown());
console.log('docs/schema.md written');
