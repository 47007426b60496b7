// Every feed of ../shared/feeds imported through the real HTTP endpoint: each must end in from_gtfs
// with its tables' row counts equal to the files' row counts, or in error_loading_gtfs with a message.
// Skipped (with a message) when the folder is absent. Prints one line per feed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { fileCounts, importZip, tableCounts } from './support.js';
import { SHARED_FEEDS, sharedFeeds } from '../support/shared-feeds.js';

const feedsDir = SHARED_FEEDS;
const feeds = sharedFeeds('import of every shared feed').sort();

describe.skipIf(!feeds.length)('every shared feed', () => {
  let app: TestApp;
  let client: Client;
  beforeAll(async () => {
    app = await startTestApp({ MAX_UPLOAD_MB: '100' });
    client = await signedInClient(app, 'feeds');
  });
  afterAll(async () => {
    await app?.close();
  });

  // The 40 feeds take about 90 s on a quiet 2-core machine, twice that on a loaded one.
  it('imports with the file row counts, or ends in a clear error', { timeout: 300_000 }, async () => {
    const lines: string[] = [];
    for (const feed of feeds) {
      const zip = await fs.readFile(path.join(feedsDir, feed));
      const started = Date.now();
      const project = await importZip(client, feed, zip);
      const ms = Date.now() - started;
      if (project.creation_status === 'from_gtfs') {
        const counts = await tableCounts(app.db, project.project_id);
        expect(counts, feed).toEqual(await fileCounts(zip));
        const rows = Object.values(counts).reduce((a, b) => a + b, 0);
        lines.push(`${feed}: from_gtfs, ${rows} rows, ${ms} ms`);
      } else {
        expect(project.creation_status, feed).toBe('error_loading_gtfs');
        expect(project.loading_gtfs_error_message, feed).toMatch(/\w{10,}/);
        lines.push(`${feed}: error_loading_gtfs: ${project.loading_gtfs_error_message}`);
      }
    }
    console.log(lines.join('\n'));
  });
});
