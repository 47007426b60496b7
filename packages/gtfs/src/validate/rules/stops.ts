// stops.txt: parent station types, stations nobody uses, platforms without a station, names
// repeated as descriptions, URLs copied from the agency or a route, coordinates near (0,0) or a pole (points.ts).
import { table, type Rec } from '../feed.js';
import { textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, emission, error, info, type PresenceNotice, warning } from '../notice.js';
import { checkPoint, POINTS } from './points.js';

/** A stops.txt row: its line, stop_id and stop_name. */
const ROW_STOP = ['csvRowNumber', 'stopId', 'stopName'] as const;

export const STOPS = defineNotices({
  file: 'stops.txt',
  notices: {
    missing_stop_name: error(['csvRowNumber', 'locationType', 'stopId']),
    stop_without_location: error(['csvRowNumber', 'locationType', 'stopId']),
    location_without_parent_station: error([...ROW_STOP, 'locationType']),
    station_with_parent_station: error([...ROW_STOP, 'parentStation']),
    stop_access_specified_for_incorrect_location: error([...ROW_STOP, 'stopAccess', 'locationType']),
    stop_access_specified_for_stop_with_no_parent_station: error([...ROW_STOP, 'stopAccess', 'locationType']),
    wrong_parent_location_type: error([
      ...ROW_STOP,
      'locationType',
      'parentCsvRowNumber',
      'parentStation',
      'parentStopName',
      'parentLocationType',
      'expectedLocationType',
    ]),
    unused_station: info(ROW_STOP),
    platform_without_parent_station: info(ROW_STOP),
    same_name_and_description_for_stop: warning(['csvRowNumber', 'stopId', 'stopDesc']),
    same_stop_and_agency_url: warning([
      'stopCsvRowNumber',
      'stopId',
      'agencyName',
      'stopUrl',
      'agencyCsvRowNumber',
    ]),
    same_stop_and_route_url: warning([
      'stopCsvRowNumber',
      'stopId',
      'stopUrl',
      'routeId',
      'routeCsvRowNumber',
    ]),
  },
  en: {
    missing_stop_name: 'A stop, station or entrance has no name.',
    stop_without_location: 'A stop, station or entrance has no coordinates.',
    location_without_parent_station:
      'An entrance, generic node or boarding area does not name its parent station.',
    station_with_parent_station: 'A station names a parent station, which stations cannot have.',
    stop_access_specified_for_incorrect_location:
      'stop_access is set on a location that is not a stop or platform.',
    stop_access_specified_for_stop_with_no_parent_station:
      'stop_access is set on a stop that has no parent station.',
    wrong_parent_location_type:
      'parent_station points to a location of the wrong kind (a stop’s parent must be a station, a boarding area’s a platform).',
    unused_station: 'No stop names this station as its parent.',
    platform_without_parent_station: 'A platform (it has a platform_code) does not belong to a station.',
    same_name_and_description_for_stop:
      'The stop description only repeats its name; it should add information or be empty.',
    same_stop_and_agency_url: 'The stop’s URL is the agency’s; a stop URL should be about that stop.',
    same_stop_and_route_url: 'The stop’s URL is a route’s; a stop URL should be about that stop.',
  },
  es: {
    missing_stop_name: 'Una parada, estación o entrada no tiene nombre.',
    stop_without_location: 'Una parada, estación o entrada no tiene coordenadas.',
    location_without_parent_station:
      'Una entrada, nodo genérico o área de embarque no indica su estación padre.',
    station_with_parent_station:
      'Una estación indica una estación padre, algo que las estaciones no pueden tener.',
    stop_access_specified_for_incorrect_location:
      'stop_access está definido en una ubicación que no es parada ni andén.',
    stop_access_specified_for_stop_with_no_parent_station:
      'stop_access está definido en una parada sin estación padre.',
    wrong_parent_location_type:
      'parent_station apunta a una ubicación del tipo incorrecto (el padre de una parada debe ser una estación; el de un área de embarque, un andén).',
    unused_station: 'Ninguna parada indica esta estación como su padre.',
    platform_without_parent_station: 'Un andén (tiene platform_code) no pertenece a ninguna estación.',
    same_name_and_description_for_stop:
      'La descripción de la parada solo repite su nombre; debería aportar algo o quedar vacía.',
    same_stop_and_agency_url: 'La URL de la parada es la de la agencia; debería tratar de esa parada.',
    same_stop_and_route_url: 'La URL de la parada es la de una ruta; debería tratar de esa parada.',
  },
});

/** For each child location_type, the parent's expected type (stop/entrance/node → station, boarding area → stop). */
const EXPECTED_PARENT: Record<number, number> = { 0: 1, 2: 1, 3: 1, 4: 0 };

/** Stops that break a conditional presence of stops.txt, as MobilityData names each case. */
const STOP_PRESENCE: Record<string, PresenceNotice> = (() => {
  const location: PresenceNotice = (_kind, rec, row) =>
    emission(STOPS.stop_without_location, {
      csvRowNumber: row,
      locationType: rec('location_type') ?? 0,
      stopId: rec('stop_id'),
    });
  return {
    'stops.stop_name': (_kind, rec, row) =>
      emission(STOPS.missing_stop_name, {
        csvRowNumber: row,
        locationType: rec('location_type') ?? 0,
        stopId: rec('stop_id'),
      }),
    'stops.stop_lat': location,
    'stops.stop_lon': location,
    'stops.parent_station': (kind, rec, row) =>
      kind === 'required'
        ? emission(STOPS.location_without_parent_station, {
            csvRowNumber: row,
            stopId: rec('stop_id'),
            stopName: rec('stop_name'),
            locationType: rec('location_type') ?? 0,
          })
        : emission(STOPS.station_with_parent_station, {
            csvRowNumber: row,
            stopId: rec('stop_id'),
            stopName: rec('stop_name'),
            parentStation: rec('parent_station'),
          }),
    'stops.stop_access': (_kind, rec, row) => {
      const locationType = (rec('location_type') as number | null) ?? 0;
      const sample = {
        csvRowNumber: row,
        stopId: rec('stop_id'),
        stopName: rec('stop_name'),
        stopAccess: rec('stop_access'),
        locationType,
      };
      return locationType !== 0
        ? emission(STOPS.stop_access_specified_for_incorrect_location, sample)
        : emission(STOPS.stop_access_specified_for_stop_with_no_parent_station, sample);
    },
  };
})();

export const stopsRules = rule({
  name: 'stops',
  notices: [...Object.values(STOPS), POINTS.point_near_origin, POINTS.point_near_pole],
  presence: STOP_PRESENCE,
  check(feed, notices) {
    const stops = table(feed, 'stops');
    const byId = new Map<string, Rec>();
    for (const r of stops)
      if (r.stop_id !== null && !byId.has(String(r.stop_id))) byId.set(String(r.stop_id), r);
    const hasChildren = new Set<string>();
    const agencyUrls = new Map<string, Rec>();
    for (const a of table(feed, 'agency')) if (a.agency_url) agencyUrls.set(String(a.agency_url), a);
    const routeUrls = new Map<string, Rec>();
    for (const r of table(feed, 'routes'))
      if (r.route_url && !routeUrls.has(String(r.route_url))) routeUrls.set(String(r.route_url), r);
    for (const r of stops) {
      const lt = (r.location_type as number | null) ?? 0;
      const parentId = textOrNull(r.parent_station);
      if (parentId) {
        hasChildren.add(parentId);
        const parent = byId.get(parentId);
        const expected = EXPECTED_PARENT[lt];
        const plt = parent ? ((parent.location_type as number | null) ?? 0) : undefined;
        if (parent && expected !== undefined && plt !== expected)
          notices.add(STOPS.wrong_parent_location_type, {
            csvRowNumber: r._row,
            stopId: r.stop_id,
            stopName: r.stop_name,
            locationType: lt,
            parentCsvRowNumber: parent._row,
            parentStation: parentId,
            parentStopName: parent.stop_name,
            parentLocationType: plt,
            expectedLocationType: expected,
          });
      } else if (lt === 0 && r.platform_code !== null)
        notices.add(STOPS.platform_without_parent_station, {
          csvRowNumber: r._row,
          stopId: r.stop_id,
          stopName: r.stop_name,
        });
      const name = textOrNull(r.stop_name),
        desc = textOrNull(r.stop_desc);
      if (name && desc && name.toLowerCase() === desc.toLowerCase())
        notices.add(STOPS.same_name_and_description_for_stop, {
          csvRowNumber: r._row,
          stopId: r.stop_id,
          stopDesc: desc,
        });
      const url = textOrNull(r.stop_url);
      const agency = url ? agencyUrls.get(url) : undefined;
      if (agency)
        notices.add(STOPS.same_stop_and_agency_url, {
          stopCsvRowNumber: r._row,
          stopId: r.stop_id,
          agencyName: agency.agency_name,
          stopUrl: url,
          agencyCsvRowNumber: agency._row,
        });
      const route = url ? routeUrls.get(url) : undefined;
      if (route)
        notices.add(STOPS.same_stop_and_route_url, {
          stopCsvRowNumber: r._row,
          stopId: r.stop_id,
          stopUrl: url,
          routeId: route.route_id,
          routeCsvRowNumber: route._row,
        });
      if (typeof r.stop_lat === 'number' && typeof r.stop_lon === 'number')
        checkPoint(notices, 'stops.txt', r._row, r.stop_id, 'stop_lat', r.stop_lat, 'stop_lon', r.stop_lon);
    }
    for (const r of stops)
      if (r.location_type === 1 && !hasChildren.has(String(r.stop_id)))
        notices.add(STOPS.unused_station, { csvRowNumber: r._row, stopId: r.stop_id, stopName: r.stop_name });
  },
});
