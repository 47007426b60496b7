// Blocks: trips sharing a block_id run one after the other on one vehicle, so on a common service
// day their times must not overlap, and they should use one kind of vehicle (route_type).
import { table, type Rec } from '../feed.js';
import { routesById } from '../feed-indexes.js';
import { firstCommonDay, serviceDays } from '../services.js';
import { gtfsDate, textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, warning } from '../notice.js';

export const BLOCKS = defineNotices({
  file: 'trips.txt',
  notices: {
    block_trips_with_overlapping_stop_times: error([
      'csvRowNumberA',
      'tripIdA',
      'serviceIdA',
      'csvRowNumberB',
      'tripIdB',
      'serviceIdB',
      'blockId',
      'intersection',
    ]),
    inconsistent_route_type_for_block_id: warning(['blockId', 'routeIds', 'routeTypes']),
  },
  en: {
    block_trips_with_overlapping_stop_times:
      'Two trips of one block (one vehicle) overlap in time on a day both run.',
    inconsistent_route_type_for_block_id: 'Trips of one block use routes of different vehicle types.',
  },
  es: {
    block_trips_with_overlapping_stop_times:
      'Dos viajes del mismo bloque (un vehículo) se superponen en el tiempo un día en que ambos operan.',
    inconsistent_route_type_for_block_id:
      'Los viajes de un bloque usan rutas de distintos tipos de vehículo.',
  },
});

interface Span {
  trip: Rec;
  start: number;
  end: number;
}

export const blocks = rule({
  name: 'blocks',
  notices: Object.values(BLOCKS),
  check(feed, notices) {
    const st = feed.stopTimes;
    const days = serviceDays(feed);
    const routes = routesById(feed);
    const byBlock = new Map<string, Rec[]>();
    // A big feed's overlaps are tens of thousands on a few days: each day's text made once.
    const dayTexts = new Map<number, string>();
    const dayText = (day: number): string => {
      let text = dayTexts.get(day);
      if (text === undefined) dayTexts.set(day, (text = gtfsDate(day)));
      return text;
    };
    for (const t of table(feed, 'trips')) {
      if (t.block_id === null) continue;
      const list = byBlock.get(String(t.block_id)) ?? [];
      list.push(t);
      byBlock.set(String(t.block_id), list);
    }
    for (const [blockId, trips] of byBlock) {
      const types = new Map<number, string>();
      for (const t of trips) {
        const rt = routes.get(textOrNull(t.route_id) ?? '')?.route_type;
        if (typeof rt === 'number' && !types.has(rt)) types.set(rt, String(t.route_id));
      }
      if (types.size > 1)
        notices.add(BLOCKS.inconsistent_route_type_for_block_id, {
          blockId,
          routeIds: [...types.values()].join(', '),
          routeTypes: [...types.keys()].join(', '),
        });
      const spans: Span[] = [];
      for (const t of trips) {
        const i = feed.tripIds.get(String(t.trip_id));
        if (i === undefined) continue;
        let start = -1,
          end = -1;
        for (let j = st.tripStart[i]!; j < st.tripStart[i + 1]!; j++) {
          const k = st.order[j]!;
          const a = st.arr[k]!,
            d = st.dep[k]!;
          const first = d >= 0 ? d : a,
            last = a >= 0 ? a : d;
          if (start < 0 && first >= 0) start = first;
          if (last >= 0) end = last;
        }
        if (start >= 0 && end >= 0) spans.push({ trip: t, start, end });
      }
      spans.sort((x, y) => x.start - y.start);
      for (let x = 0; x < spans.length; x++)
        for (let y = x + 1; y < spans.length && spans[y]!.start < spans[x]!.end; y++) {
          const A = spans[x]!.trip,
            B = spans[y]!.trip;
          const day = firstCommonDay(
            days.get(textOrNull(A.service_id) ?? '') ?? [],
            days.get(textOrNull(B.service_id) ?? '') ?? [],
          );
          if (day < 0) continue;
          notices.add(BLOCKS.block_trips_with_overlapping_stop_times, {
            csvRowNumberA: A._row,
            tripIdA: A.trip_id,
            serviceIdA: A.service_id,
            csvRowNumberB: B._row,
            tripIdB: B.trip_id,
            serviceIdB: B.service_id,
            blockId,
            intersection: dayText(day),
          });
        }
    }
  },
});
