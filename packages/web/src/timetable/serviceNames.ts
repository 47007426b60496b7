// How the timetable names a direction ("0 — to Downtown", by its most common headsign) and a
// service (its id, its days in words, its trips), in the user's language.
import type { TFunction } from 'i18next';
import { serviceDaysInWords } from '@ruta/gtfs/schema';
import type { RouteDirections, TimetableService } from './api';

export function directionName(t: TFunction, d: RouteDirections['directions'][number]): string {
  const id = d.direction_id === null ? t('timetable.noDirection') : String(d.direction_id);
  return d.headsign ? t('timetable.directionHeadsign', { direction: id, headsign: d.headsign }) : id;
}

export const serviceDays = (s: TimetableService, language: string) =>
  serviceDaysInWords(s, language === 'es' ? 'es' : 'en');

export const serviceName = (t: TFunction, s: TimetableService, language: string) =>
  t('timetable.serviceOption', { id: s.service_id, days: serviceDays(s, language), count: s.trips });
