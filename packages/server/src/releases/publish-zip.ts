// The bytes a published release serves: the frozen zip, with feed_info's feed_version,
// feed_start_date and feed_end_date set when asked (every other entry is copied byte for byte).
// Written straight into a stored file while its SHA-256 (the ETag) is computed on the way.
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  exportColumns,
  openGtfsZip,
  readTable,
  writeFeed,
  type GtfsEntry,
  type GtfsRow,
  type TableHeader,
} from '@ruta/gtfs';
import { rangeSource, readRange, writeFile, type Query, type StoredFile } from '../files/store.js';

export interface FeedInfoValues {
  feed_version: string;
  feed_start_date: string | null;
  feed_end_date: string | null;
}

/** A strong ETag from the bytes' SHA-256. */
export const etagOf = (digest: Buffer) => `"${digest.toString('base64url')}"`;

async function feedInfoRows(entry: GtfsEntry, set: FeedInfoValues) {
  let header: TableHeader | undefined;
  const rows: GtfsRow[] = [];
  for await (const batch of readTable(entry)) {
    header = batch.header;
    rows.push(...batch.rows);
  }
  // One row per feed; a file with several keeps them all and has each one stamped alike.
  for (const row of rows) {
    row.values.feed_version = set.feed_version;
    if (set.feed_start_date) row.values.feed_start_date = set.feed_start_date;
    if (set.feed_end_date) row.values.feed_end_date = set.feed_end_date;
  }
  const filled = [
    'feed_version',
    set.feed_start_date && 'feed_start_date',
    set.feed_end_date && 'feed_end_date',
  ];
  const columns = exportColumns(
    entry.table!,
    header?.columns,
    filled.filter((c): c is string => !!c),
  );
  return { rows, columns };
}

/**
 * Writes the published copy of `zip` as a stored file of `kind` release_published_zip. With `set`,
 * feed_info.txt's rows get its values; a zip without feed_info.txt is copied as it is (feed_info's
 * required publisher fields are not Ruta's to invent). Answers the file, its ETag and whether
 * feed_info was changed.
 */
export async function writePublishedZip(
  query: Query,
  projectId: number,
  zip: StoredFile,
  set: FeedInfoValues | null,
): Promise<{ file: StoredFile; etag: string; feedInfoSet: boolean }> {
  const hash = createHash('sha256');
  const hashed = async function* (source: AsyncIterable<Buffer>) {
    for await (const part of source) {
      hash.update(part);
      yield part;
    }
  };
  const name = 'gtfs.zip';
  const opened = set ? await openGtfsZip(rangeSource(query, zip)) : undefined;
  const feedInfo = opened?.entries.find((e) => e.name === 'feed_info.txt' && e.table);
  if (!opened || !feedInfo || !set) {
    opened?.close();
    const bytes = readRange(query, zip.id, 0, zip.size);
    const file = await writeFile(query, { projectId, kind: 'release_published_zip', name }, hashed(bytes));
    return { file, etag: etagOf(hash.digest()), feedInfoSet: false };
  }
  try {
    const { rows, columns } = await feedInfoRows(feedInfo, set);
    const out = new PassThrough();
    const others = opened.entries.filter((e) => e !== feedInfo);
    const written = writeFeed(
      {
        tables: [{ table: feedInfo.table!, columns, rows: [rows] }],
        files: others.map((e) => ({ name: e.path, data: () => e.open() })),
      },
      out,
    );
    // The zip is read (through `query`) while the stored file is written (also through `query`):
    // pg queues the statements on the one connection, so they interleave rather than deadlock.
    const [file] = await Promise.all([
      writeFile(query, { projectId, kind: 'release_published_zip', name }, hashed(out)),
      written,
    ]);
    return { file, etag: etagOf(hash.digest()), feedInfoSet: true };
  } finally {
    opened.close();
  }
}
