// stops.txt: parent station types, stations nobody uses, platforms without a station, names
// repeated as descriptions, URLs copied from the agency or a route, coordinates near (0,0) or a pole.
import { table, type Rec } from '../feed.js';
import { s } from '../util.js';
import { rule } from './rule.js';

/** For each child location_type, the parent's expected type (stop/entrance/node → station, boarding area → stop). */
const EXPECTED_PARENT: Record<number, number> = { 0: 1, 2: 1, 3: 1, 4: 0 };

export const stopsRules = rule({
  name: 'stops',
  notices: [
    'wrong_parent_location_type',
    'unused_station',
    'platform_without_parent_station',
    'same_name_and_description_for_stop',
    'same_stop_and_agency_url',
    'same_stop_and_route_url',
    'point_near_origin',
    'point_near_pole',
  ],
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
      const parentId = s(r.parent_station);
      if (parentId) {
        hasChildren.add(parentId);
        const parent = byId.get(parentId);
        const expected = EXPECTED_PARENT[lt];
        const plt = parent ? ((parent.location_type as number | null) ?? 0) : undefined;
        if (parent && expected !== undefined && plt !== expected)
          notices.add('wrong_parent_location_type', {
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
        notices.add('platform_without_parent_station', {
          csvRowNumber: r._row,
          stopId: r.stop_id,
          stopName: r.stop_name,
        });
      const name = s(r.stop_name),
        desc = s(r.stop_desc);
      if (name && desc && name.toLowerCase() === desc.toLowerCase())
        notices.add('same_name_and_description_for_stop', {
          csvRowNumber: r._row,
          stopId: r.stop_id,
          stopDesc: desc,
        });
      const url = s(r.stop_url);
      const agency = url ? agencyUrls.get(url) : undefined;
      if (agency)
        notices.add('same_stop_and_agency_url', {
          stopCsvRowNumber: r._row,
          stopId: r.stop_id,
          agencyName: agency.agency_name,
          stopUrl: url,
          agencyCsvRowNumber: agency._row,
        });
      const route = url ? routeUrls.get(url) : undefined;
      if (route)
        notices.add('same_stop_and_route_url', {
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
        notices.add('unused_station', { csvRowNumber: r._row, stopId: r.stop_id, stopName: r.stop_name });
  },
});

type Notices = Parameters<Parameters<typeof rule>[0]['check']>[1];

/** (0,0) is "Null Island", a coordinate left at its default; |lat| > 89 is a pole. */
export function checkPoint(
  notices: Notices,
  filename: string,
  row: number,
  entityId: unknown,
  latFieldName: string,
  lat: number,
  lonFieldName: string,
  lon: number,
): void {
  const fields = {
    filename,
    csvRowNumber: row,
    entityId: entityId as string,
    latFieldName,
    latFieldValue: lat,
    lonFieldName,
    lonFieldValue: lon,
  };
  if (Math.abs(lat) <= 1 && Math.abs(lon) <= 1) notices.add('point_near_origin', fields);
  if (Math.abs(lat) >= 89 && Math.abs(lat) <= 90) notices.add('point_near_pole', fields);
}
