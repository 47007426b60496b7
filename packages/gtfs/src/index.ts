// @ruta/gtfs: the GTFS schema, values, streaming zip/CSV reading and writing. No database, no HTTP.
export * from './schema/dsl.js';
export * from './schema/tables.js';
export * from './schema/files.js';
export * from './schema/resources.js';
export * from './schema/markdown.js';
export * from './values.js';
export * from './row.js';
export * from './read/errors.js';
export * from './read/csv.js';
export * from './read/zip.js';
export * from './read/table.js';
export * from './read/inspect.js';
export * from './write/csv.js';
export * from './write/feed.js';
export * from './validate/index.js';
export * from './geo/line.js';
export * from './timetable/index.js';
