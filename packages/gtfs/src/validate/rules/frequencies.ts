// frequencies.txt: each period must run forwards, and periods of one trip must not overlap.
import { table, type Rec } from '../feed.js';
import { gtfsTimeText } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error } from '../notice.js';
import { CALENDAR } from './calendar.js';

export const FREQUENCIES = defineNotices({
  notices: {
    overlapping_frequency: error(
      ['prevCsvRowNumber', 'prevEndTime', 'currCsvRowNumber', 'currStartTime', 'tripId'],
      'frequencies.txt',
    ),
    start_and_end_range_equal: error([
      'filename',
      'csvRowNumber',
      'entityId',
      'startFieldName',
      'endFieldName',
      'value',
    ]),
  },
  en: {
    overlapping_frequency: 'Two frequency periods of one trip overlap.',
    start_and_end_range_equal: 'A period starts and ends at the same time, so it is empty.',
  },
  es: {
    overlapping_frequency: 'Dos períodos de frecuencia de un viaje se superponen.',
    start_and_end_range_equal: 'Un período empieza y termina a la misma hora, así que está vacío.',
  },
});

export const frequencies = rule({
  name: 'frequencies',
  notices: [...Object.values(FREQUENCIES), CALENDAR.start_and_end_range_out_of_order],
  check(feed, notices) {
    const byTrip = new Map<string, Rec[]>();
    for (const f of table(feed, 'frequencies')) {
      const a = f.start_time,
        b = f.end_time;
      if (typeof a === 'number' && typeof b === 'number') {
        if (a === b)
          notices.add(FREQUENCIES.start_and_end_range_equal, {
            filename: 'frequencies.txt',
            csvRowNumber: f._row,
            entityId: f.trip_id,
            startFieldName: 'start_time',
            endFieldName: 'end_time',
            value: gtfsTimeText(a),
          });
        else if (a > b)
          notices.add(CALENDAR.start_and_end_range_out_of_order, {
            filename: 'frequencies.txt',
            csvRowNumber: f._row,
            entityId: f.trip_id,
            startFieldName: 'start_time',
            startValue: gtfsTimeText(a),
            endFieldName: 'end_time',
            endValue: gtfsTimeText(b),
          });
      }
      if (f.trip_id === null || typeof a !== 'number' || typeof b !== 'number') continue;
      const list = byTrip.get(String(f.trip_id)) ?? [];
      list.push(f);
      byTrip.set(String(f.trip_id), list);
    }
    for (const [tripId, list] of byTrip) {
      list.sort((x, y) => (x.start_time as number) - (y.start_time as number));
      for (let i = 1; i < list.length; i++) {
        const prev = list[i - 1]!,
          cur = list[i]!;
        if ((cur.start_time as number) < (prev.end_time as number))
          notices.add(FREQUENCIES.overlapping_frequency, {
            prevCsvRowNumber: prev._row,
            prevEndTime: gtfsTimeText(prev.end_time),
            currCsvRowNumber: cur._row,
            currStartTime: gtfsTimeText(cur.start_time),
            tripId,
          });
      }
    }
  },
});
