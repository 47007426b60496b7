// The shared real feeds (RUTA_SHARED), through the one helper every package's tests use.
export {
  SHARED,
  SHARED_FEEDS,
  sharedFeed,
  sharedFeeds,
} from '../../../gtfs/src/test-helpers/shared-feeds.js';
