// Writing the tidied zip: files the changes do not touch are copied byte for byte; the others are
// rewritten cell by cell, changing only the ids merged, the rows removed and the calendars rebuilt,
// so every other value, column and file passes through as it was.
import { Readable, type Writable } from 'node:stream';
import type { GtfsEntry, GtfsZip } from '../read/zip.js';
import type { TableDef } from '../schema/dsl.js';
import { calendar as calendarTable, calendar_dates as datesTable } from '../schema/tables.js';
import { writeFeed, type RawFileOutput } from '../write/feed.js';
import { csvLine } from '../write/csv.js';
import { ENTITY_REFERENCES, ENTITY_TABLES, entityOfTable, type Entity } from './entities.js';
import type { TidyChanges } from './plan.js';
import { rawRows, columnIndex } from './raw-rows.js';
import { calendarRowsOf, type CalendarFile } from './calendar-rows.js';

/** Whether a table's rows change at all, so untouched files are copied as they are. */
function touches(table: TableDef, changes: TidyChanges): boolean {
  const entity = entityOfTable(table.name);
  if (entity && changes.remove[entity].size) return true;
  if (entity === 'service' && changes.calendars.size) return true;
  return ENTITY_REFERENCES.some((r) => r.table === table && remapOf(changes, r.entity)?.size);
}

/** Merged id → survivor for the entities that merge. */
function remapOf(changes: TidyChanges, entity: Entity): Map<string, string> | undefined {
  return entity === 'stop' || entity === 'service' || entity === 'shape' ? changes.remap[entity] : undefined;
}

async function* rewrite(entry: GtfsEntry, table: TableDef, changes: TidyChanges): AsyncGenerator<Buffer> {
  const entity = entityOfTable(table.name);
  const calendars =
    entity === 'service' ? calendarRowsOf(table.name as CalendarFile, changes.calendars) : undefined;
  let header: string[] | undefined;
  let idColumn = -1;
  let remaps: { column: number; map: Map<string, string> }[] = [];
  let seen: Set<string> | undefined;
  for await (const batch of rawRows(entry.open)) {
    let text = '';
    for (let cells of batch) {
      if (!header) {
        header = calendars ? calendars.header(cells) : cells;
        const index = columnIndex(header);
        idColumn = entity ? (index.get(ENTITY_TABLES[entity].field) ?? -1) : -1;
        remaps = ENTITY_REFERENCES.filter((r) => r.table === table && index.has(r.field)).flatMap((r) => {
          const map = remapOf(changes, r.entity);
          return map?.size ? [{ column: index.get(r.field)!, map }] : [];
        });
        // Rows whose key holds a merged id may become copies of one another (two transfers to the
        // two stops of a merged pair): a copy is written once.
        if (remaps.some((r) => table.key.includes(header![r.column]!.trim()))) seen = new Set();
        text += csvLine(header);
        continue;
      }
      const id = idColumn >= 0 ? (cells[idColumn] ?? '').trim() : undefined;
      if (entity && id !== undefined && changes.remove[entity].has(id)) continue;
      if (calendars && id !== undefined && changes.calendars.has(id)) {
        const kept = calendars.row(cells, id);
        if (!kept) continue;
        cells = kept;
      }
      for (const { column, map } of remaps) {
        const to = map.get((cells[column] ?? '').trim());
        if (to !== undefined) cells[column] = to;
      }
      if (seen) {
        const line = cells.map((c) => c.trim()).join('\u0000');
        if (seen.has(line)) continue;
        seen.add(line);
      }
      text += csvLine(cells);
    }
    if (text) yield Buffer.from(text, 'utf8');
  }
  if (calendars) {
    if (!header) yield Buffer.from(csvLine((header = calendars.header([]))), 'utf8');
    const rest = calendars.remaining(header);
    if (rest.length) yield Buffer.from(rest.map(csvLine).join(''), 'utf8');
  }
}

/** Writes the tidied feed to `out`, files in the input's order, a needed calendar file at the end. */
export async function writeTidiedZip(zip: GtfsZip, changes: TidyChanges, out: Writable): Promise<void> {
  const files: RawFileOutput[] = [];
  const present = new Set(zip.entries.map((e) => e.name));
  for (const entry of zip.entries) {
    const table = entry.table;
    if (entry.kind === 'table' && table && touches(table, changes))
      files.push({ name: entry.name, data: () => Readable.from(rewrite(entry, table, changes)) });
    else files.push({ name: entry.name, data: () => entry.open() });
  }
  for (const table of [calendarTable, datesTable]) {
    if (present.has(table.file)) continue;
    const rows = calendarRowsOf(table.name as CalendarFile, changes.calendars);
    const header = rows.header([]);
    const added = rows.remaining(header);
    if (added.length)
      files.push({ name: table.file, data: Buffer.from([header, ...added].map(csvLine).join(''), 'utf8') });
  }
  await writeFeed({ tables: [], files }, out);
}
