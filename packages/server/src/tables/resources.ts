// The table resources of the API: the URL name → schema table map lives in @ruta/gtfs (shared with
// the web app); the stop_times sub-resource and the feed info singleton are not in the generic list.
import { feed_info, stop_times } from '@ruta/gtfs';

export { RESOURCES, RESOURCE_NAMES, isBooleanField, type ResourceName } from '@ruta/gtfs';

export const STOP_TIMES = stop_times;
export const FEED_INFO = feed_info;
