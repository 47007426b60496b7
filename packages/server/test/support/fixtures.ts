// The GTFS feeds of packages/gtfs/test-fixtures (Calama, Caltrain, broken ones), by file name.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = fileURLToPath(new URL('../../../gtfs/test-fixtures/', import.meta.url));

export const readFixture = (name: string) => fs.readFile(path.join(FIXTURES_DIR, name));
