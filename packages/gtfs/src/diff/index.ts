// The feed diff engine: row changes, service per route and date, and risks between two versions.
export type * from './types.js';
