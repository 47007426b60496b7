// The feed diff engine: row changes, service per route and date, and risks between two versions.
export type * from './types.js';
export { diffFeeds } from './engine.js';
export { readDiffInput } from './zip-input.js';
export { diffZips, type ZipVersion } from './zip-diff.js';
export { withIdentities, type RowIdentities } from './identities.js';
export { errorNoticeCounts } from './notices.js';
export { STOP_MOVED_METRES, EXPIRES_SOON_DAYS } from './risks.js';
export { MAX_WINDOW_DAYS } from './service.js';
