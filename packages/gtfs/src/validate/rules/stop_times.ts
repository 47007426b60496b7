// Stop time order and times, per trip in stop_sequence order: missing edge times, lone arrival or
// departure, timepoints without times, time going backwards, shape_dist_traveled not increasing,
// unsorted rows, and stop_times pointing at locations that are not stops.
import { gtfsTimeText } from '../util.js';
import { stopIndex } from '../feed-indexes.js';
import { checkSignal } from '../load/rows.js';
import { rule } from './rule.js';
import { defineNotices, error, info, warning } from '../notice.js';

export const STOP_TIMES = defineNotices({
  file: 'stop_times.txt',
  notices: {
    missing_trip_edge: error(['csvRowNumber', 'stopSequence', 'tripId', 'specifiedField']),
    stop_time_with_only_arrival_or_departure_time: error([
      'csvRowNumber',
      'tripId',
      'stopSequence',
      'specifiedField',
    ]),
    stop_time_timepoint_without_times: error(['csvRowNumber', 'tripId', 'stopSequence', 'specifiedField']),
    missing_timepoint_value: warning(['csvRowNumber', 'tripId', 'stopSequence']),
    stop_time_with_arrival_before_previous_departure_time: error([
      'csvRowNumber',
      'prevCsvRowNumber',
      'tripId',
      'arrivalTime',
      'departureTime',
    ]),
    decreasing_or_equal_stop_time_distance: error([
      'tripId',
      'stopId',
      'csvRowNumber',
      'shapeDistTraveled',
      'stopSequence',
      'prevCsvRowNumber',
      'prevShapeDistTraveled',
      'prevStopSequence',
    ]),
    unsorted_stop_times: info(['tripId', 'startCsvRowNumber', 'endCsvRowNumber']),
    location_with_unexpected_stop_time: error(['csvRowNumber', 'stopId', 'stopName', 'stopTimeCsvRowNumber']),
  },
  en: {
    missing_trip_edge: 'The first or last stop of a trip has no arrival or departure time.',
    stop_time_with_only_arrival_or_departure_time:
      'A stop time has an arrival without a departure, or the reverse.',
    stop_time_timepoint_without_times: 'A stop marked as exact timepoint has no times.',
    missing_timepoint_value: 'A stop time has times but its timepoint is empty.',
    stop_time_with_arrival_before_previous_departure_time:
      'The vehicle arrives at a stop before it left the previous one.',
    decreasing_or_equal_stop_time_distance: 'shape_dist_traveled does not grow from one stop to the next.',
    unsorted_stop_times: 'The rows of a trip are not together in stop_sequence order in the file.',
    location_with_unexpected_stop_time:
      'A stop time uses a station, entrance or other location that is not a stop or platform.',
  },
  es: {
    missing_trip_edge: 'La primera o última parada de un viaje no tiene hora de llegada o de salida.',
    stop_time_with_only_arrival_or_departure_time: 'Un horario tiene llegada sin salida, o al revés.',
    stop_time_timepoint_without_times: 'Una parada marcada como punto de tiempo exacto no tiene horas.',
    missing_timepoint_value: 'Un horario tiene horas pero su timepoint está vacío.',
    stop_time_with_arrival_before_previous_departure_time:
      'El vehículo llega a una parada antes de haber salido de la anterior.',
    decreasing_or_equal_stop_time_distance: 'shape_dist_traveled no aumenta de una parada a la siguiente.',
    unsorted_stop_times: 'Las filas de un viaje no están juntas y en orden de stop_sequence en el archivo.',
    location_with_unexpected_stop_time:
      'Un horario usa una estación, entrada u otra ubicación que no es parada ni andén.',
  },
});

export const stopTimes = rule({
  name: 'stop_times',
  notices: Object.values(STOP_TIMES),
  check(feed, notices, ctx) {
    const st = feed.stopTimes;
    const { order, tripStart, arr, dep, row, seq, dist, timepoint, stop, flex } = st;
    const tripIds = feed.tripIds.ids;
    const hasTimepoint = feed.tables.get('stop_times')?.columns.includes('timepoint') ?? false;
    const stops = stopIndex(feed);
    // 1 for a stop id whose stops.txt row is a station, entrance or other non-stop location: read
    // once per stop, not once per stop time.
    const notStop = new Uint8Array(stops.rec.length);
    for (let k = 0; k < stops.rec.length; k++) {
      const rec = stops.rec[k];
      if (rec && ((rec.location_type as number | null) ?? 0) !== 0) notStop[k] = 1;
    }
    for (let t = 0; t + 1 < tripStart.length; t++) {
      if ((t & 1023) === 0) checkSignal(ctx.signal);
      const a = tripStart[t]!,
        b = tripStart[t + 1]!;
      if (a === b) continue;
      const tripId = tripIds[t]!;
      // Flex trips use windows instead of times.
      let isFlex = false;
      for (let j = a; j < b; j++) if (flex[order[j]!]) isFlex = true;
      let prevDep = -1,
        prevDepRow = 0;
      let prevDist = NaN,
        prevDistI = -1;
      let contiguous = true;
      for (let j = a; j < b; j++) {
        const i = order[j]!;
        if (j > a && row[i]! < row[order[j - 1]!]!) contiguous = false;
        const ar = arr[i]!,
          de = dep[i]!;
        if (!isFlex) {
          if (ar < 0 !== de < 0)
            notices.add(STOP_TIMES.stop_time_with_only_arrival_or_departure_time, {
              csvRowNumber: row[i],
              tripId,
              stopSequence: seq[i],
              specifiedField: ar >= 0 ? 'arrival_time' : 'departure_time',
            });
          if ((j === a || j === b - 1) && (ar < 0 || de < 0)) {
            for (const [v, field] of [
              [ar, 'arrival_time'],
              [de, 'departure_time'],
            ] as const)
              if (v < 0)
                notices.add(STOP_TIMES.missing_trip_edge, {
                  csvRowNumber: row[i],
                  stopSequence: seq[i],
                  tripId,
                  specifiedField: field,
                });
          }
          if (timepoint[i] === 1 && (ar < 0 || de < 0))
            for (const [v, field] of [
              [ar, 'arrival_time'],
              [de, 'departure_time'],
            ] as const)
              if (v < 0)
                notices.add(STOP_TIMES.stop_time_timepoint_without_times, {
                  csvRowNumber: row[i],
                  tripId,
                  stopSequence: seq[i],
                  specifiedField: field,
                });
          if (hasTimepoint && timepoint[i] === -1 && (ar >= 0 || de >= 0))
            notices.add(STOP_TIMES.missing_timepoint_value, {
              csvRowNumber: row[i],
              tripId,
              stopSequence: seq[i],
            });
          if (ar >= 0 && prevDep >= 0 && ar < prevDep)
            notices.add(STOP_TIMES.stop_time_with_arrival_before_previous_departure_time, {
              csvRowNumber: row[i],
              prevCsvRowNumber: prevDepRow,
              tripId,
              arrivalTime: gtfsTimeText(ar),
              departureTime: gtfsTimeText(prevDep),
            });
          if (de >= 0 || ar >= 0) {
            prevDep = de >= 0 ? de : ar;
            prevDepRow = row[i]!;
          }
        }
        const d = dist[i]!;
        if (!Number.isNaN(d)) {
          if (prevDistI >= 0 && d <= prevDist)
            notices.add(STOP_TIMES.decreasing_or_equal_stop_time_distance, {
              tripId,
              stopId: stop[i]! >= 0 ? feed.stopIds.ids[stop[i]!] : null,
              csvRowNumber: row[i],
              shapeDistTraveled: d,
              stopSequence: seq[i],
              prevCsvRowNumber: row[prevDistI],
              prevShapeDistTraveled: prevDist,
              prevStopSequence: seq[prevDistI],
            });
          prevDist = d;
          prevDistI = i;
        }
        const s = stop[i]!;
        if (s >= 0 && s < feed.stopsDefined && notStop[s]) {
          const rec = stops.rec[s]!;
          notices.add(STOP_TIMES.location_with_unexpected_stop_time, {
            csvRowNumber: rec._row,
            stopId: rec.stop_id,
            stopName: rec.stop_name,
            stopTimeCsvRowNumber: row[i],
          });
        }
      }
      // Rows of a trip must come together in stop_sequence order.
      let minRow = Infinity,
        maxRow = -Infinity;
      for (let j = a; j < b; j++) {
        minRow = Math.min(minRow, row[order[j]!]!);
        maxRow = Math.max(maxRow, row[order[j]!]!);
      }
      if (!contiguous)
        notices.add(STOP_TIMES.unsorted_stop_times, {
          tripId,
          startCsvRowNumber: minRow,
          endCsvRowNumber: maxRow,
        });
    }
  },
});
