// Stops and Flex location groups share one id space: an id used by both is ambiguous in stop_times.
import { table } from '../feed.js';
import { rule } from './rule.js';
import { defineNotices, error } from '../notice.js';

export const GEOGRAPHY_IDS = defineNotices({
  notices: {
    duplicate_geography_id: error(['geographyId', 'csvRowNumberA', 'csvRowNumberB', 'featureIndex']),
  },
  en: {
    duplicate_geography_id:
      'The same id names a stop and a location group; stop times cannot tell which one they mean.',
  },
  es: {
    duplicate_geography_id:
      'El mismo id nombra una parada y un grupo de ubicaciones; los horarios no pueden saber a cuál se refieren.',
  },
});

export const geographyIds = rule({
  name: 'geography_ids',
  notices: Object.values(GEOGRAPHY_IDS),
  check(feed, notices) {
    const groups = feed.other.get('location_groups.txt') ?? [];
    if (groups.length === 0) return;
    const stops = new Map<string, number>();
    for (const r of table(feed, 'stops'))
      if (r.stop_id !== null && !stops.has(String(r.stop_id))) stops.set(String(r.stop_id), r._row);
    for (const g of groups) {
      const row = stops.get(g.location_group_id ?? '');
      if (row !== undefined)
        notices.add(
          GEOGRAPHY_IDS.duplicate_geography_id,
          { geographyId: g.location_group_id, csvRowNumberA: row, csvRowNumberB: g._row, featureIndex: null },
          'stops.txt',
        );
    }
  },
});
