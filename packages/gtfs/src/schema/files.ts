// GTFS files that Ruta does not edit but knows, so callers can tell "known, kept as is" from "unknown".
// Both kinds are kept byte for byte and written back on export.

export type OtherFileGroup = 'fares_v2' | 'flex' | 'translations' | 'attributions' | 'networks';

export interface KnownOtherFile {
  file: string;
  group: OtherFileGroup;
  referenceUrl: string;
}

const u = (file: string) => 'https://gtfs.org/documentation/schedule/reference/#' + file.replace(/\./g, '');

const entries: [string, OtherFileGroup][] = [
  ['timeframes.txt', 'fares_v2'],
  ['rider_categories.txt', 'fares_v2'],
  ['fare_media.txt', 'fares_v2'],
  ['fare_products.txt', 'fares_v2'],
  ['fare_leg_rules.txt', 'fares_v2'],
  ['fare_leg_join_rules.txt', 'fares_v2'],
  ['fare_transfer_rules.txt', 'fares_v2'],
  ['areas.txt', 'fares_v2'],
  ['stop_areas.txt', 'fares_v2'],
  ['networks.txt', 'networks'],
  ['route_networks.txt', 'networks'],
  ['location_groups.txt', 'flex'],
  ['location_group_stops.txt', 'flex'],
  ['locations.geojson', 'flex'],
  ['booking_rules.txt', 'flex'],
  ['translations.txt', 'translations'],
  ['attributions.txt', 'attributions'],
];

export const KNOWN_OTHER_FILES: readonly KnownOtherFile[] = entries.map(([file, group]) => ({
  file,
  group,
  referenceUrl: u(file),
}));

const otherByFile = new Map(KNOWN_OTHER_FILES.map((f) => [f.file, f]));

export function knownOtherFile(file: string): KnownOtherFile | undefined {
  return otherByFile.get(file);
}
