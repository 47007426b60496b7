// The tables with CSV download/upload: every table resource of the API (tables/resources.ts, the one
// map from URL names to schema tables) plus stop times and feed info.
import type { TableDef } from '@ruta/gtfs';
import { FEED_INFO, RESOURCES, STOP_TIMES } from '../tables/resources.js';

export const CSV_RESOURCES: Readonly<Record<string, TableDef>> = {
  ...RESOURCES,
  stoptimes: STOP_TIMES,
  feedinfo: FEED_INFO,
};
