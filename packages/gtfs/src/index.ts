// @ruta/gtfs: the GTFS schema, values, streaming zip/CSV reading and writing. No database, no HTTP.
// The browser-safe part (schema, values, line geometry, stop-times and timetable logic) is
// schema-entry.ts, also published alone as `@ruta/gtfs/schema`; the rest needs Node.
export * from './schema-entry.js';
export * from './schema/markdown.js';
export * from './row.js';
export * from './read/errors.js';
export * from './read/csv.js';
export * from './read/zip.js';
export * from './read/table.js';
export * from './read/inspect.js';
export * from './write/csv.js';
export * from './write/feed.js';
export * from './validate/index.js';
export * from './diff/index.js';
