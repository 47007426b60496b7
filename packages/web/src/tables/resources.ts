// The table screens and the API resources behind them: the URL name → schema table map is shared with
// the server through @ruta/gtfs; this module only adds what the web app alone needs.
export {
  RESOURCES,
  RESOURCE_NAMES,
  isBooleanField,
  isResourceName,
  resourceOfTable,
  type ResourceName,
} from '@ruta/gtfs/schema';

/** Service ids come from calendar and calendar_dates together, through `services/`. */
export const SERVICES_RESOURCE = 'services';
