// Coordinates near (0,0) or a pole, checked for stops and shape points alike (stops.ts, shapes.ts).
import type { NoticeContainer } from '../notices.js';
import { defineNotices, error } from '../notice.js';

/** The sample of both notices: the row, the entity and its two coordinate fields. */
const POINT_SAMPLE = [
  'filename',
  'csvRowNumber',
  'featureIndex',
  'entityId',
  'latFieldName',
  'latFieldValue',
  'lonFieldName',
  'lonFieldValue',
] as const;

export const POINTS = defineNotices({
  notices: {
    point_near_origin: error(POINT_SAMPLE, 'calendar.txt'),
    point_near_pole: error(POINT_SAMPLE),
  },
  en: {
    point_near_origin: 'Coordinates are at or near 0,0, usually a value that was never filled in.',
    point_near_pole: 'Coordinates are near a pole, usually latitude and longitude swapped or wrong.',
  },
  es: {
    point_near_origin: 'Las coordenadas están en 0,0 o cerca, normalmente un valor que nunca se completó.',
    point_near_pole:
      'Las coordenadas están cerca de un polo, normalmente latitud y longitud invertidas o erróneas.',
  },
});

/** (0,0) is "Null Island", a coordinate left at its default; |lat| > 89 is a pole. */
export function checkPoint(
  notices: NoticeContainer,
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
  if (Math.abs(lat) <= 1 && Math.abs(lon) <= 1) notices.add(POINTS.point_near_origin, fields);
  if (Math.abs(lat) >= 89 && Math.abs(lat) <= 90) notices.add(POINTS.point_near_pole, fields);
}
