// Reads a GTFS zip with @ruta/gtfs into what a round trip must keep: per table file its columns (in
// order) and its rows as a multiset of canonical cell texts (numbers and times through formatValue,
// so `1.50` = `1.5` and `5:00:00` = `05:00:00`; invalid text and unknown columns as they were), and
// the other files' bytes.
import { formatValue, openGtfsZip, readTable, type GtfsRow, type TableHeader } from '@ruta/gtfs';
import { expect } from 'vitest';

export interface FeedContent {
  columns: Map<string, string[]>;
  rows: Map<string, Map<string, number>>;
  raw: Map<string, Buffer>;
}

function cellsOf(header: TableHeader, row: GtfsRow): string[] {
  const cells = header.columns.map((c) => {
    const field = header.table.fieldsByName.get(c);
    if (!field) return row.extras?.[c] ?? '';
    return row.invalid?.[c] ?? formatValue(field, row.values[c] ?? null);
  });
  // Cells beyond the header ("(column N)" extras) have no column to be written back in.
  return cells;
}

export async function readFeed(source: string | Buffer): Promise<FeedContent> {
  const zip = await openGtfsZip(source);
  const content: FeedContent = { columns: new Map(), rows: new Map(), raw: new Map() };
  try {
    for (const entry of zip.entries) {
      if (entry.kind !== 'table') {
        content.raw.set(entry.name, await entry.readBytes());
        continue;
      }
      const bag = new Map<string, number>();
      for await (const batch of readTable(entry)) {
        content.columns.set(entry.name, batch.header.columns);
        for (const r of batch.rows) {
          const key = JSON.stringify(cellsOf(batch.header, r));
          bag.set(key, (bag.get(key) ?? 0) + 1);
        }
      }
      content.rows.set(entry.name, bag);
    }
  } finally {
    zip.close();
  }
  return content;
}

const rowCount = (bag: Map<string, number> | undefined) =>
  [...(bag?.values() ?? [])].reduce((a, b) => a + b, 0);

/**
 * The built feed has every row of the original, and nothing else: files with rows keep their columns
 * in order and their rows; files the original had empty may be left out; the other files are equal.
 */
export function expectSameFeed(before: FeedContent, after: FeedContent, label: string): void {
  for (const [file, bag] of before.rows) {
    if (!rowCount(bag)) continue;
    expect(after.columns.get(file), `${label} ${file} columns`).toEqual(before.columns.get(file));
    const got = after.rows.get(file)!;
    expect(rowCount(got), `${label} ${file} rows`).toBe(rowCount(bag));
    for (const [key, n] of bag) expect(got.get(key) ?? 0, `${label} ${file}: ${key}`).toBe(n);
  }
  for (const [file, bag] of after.rows)
    if (rowCount(bag)) expect(rowCount(before.rows.get(file)), `${label} ${file} added`).toBe(rowCount(bag));
  expect([...after.raw.keys()].sort(), `${label} files`).toEqual([...before.raw.keys()].sort());
  for (const [file, bytes] of before.raw)
    expect(after.raw.get(file)!.equals(bytes), `${label} ${file}`).toBe(true);
}
