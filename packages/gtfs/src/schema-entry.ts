// Browser-safe entry (`@ruta/gtfs/schema`): the schema declarations and value helpers only, no
// zip/CSV reading or node: modules, so the web app can bundle the one declaration of fields.
export * from './schema/dsl.js';
export * from './schema/conditions.js';
export * from './schema/tables.js';
export * from './schema/files.js';
export * from './schema/resources.js';
export * from './schema/resource-profiles.js';
export * from './values.js';
export * from './geo/line.js';
export * from './geo/envelope.js';
export * from './stoptimes/index.js';
export * from './timetable/index.js';
export * from './tidy/codes.js';
export * from './schema/field-words.js';
export * from './schema/direction.js';
