// The stop-times editor's pure calculations (browser-safe).
export * from './times.js';
export * from './shape.js';
