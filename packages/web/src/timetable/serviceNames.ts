// How the timetable names a direction ("Outbound (0) — to Downtown", by its most common headsign) and a
// service (its id, its days in words, its trips), in the user's language.
import type { TFunction } from 'i18next';
import { directionWords, serviceDaysInWords } from '@ruta/gtfs/schema';
import { currentLanguage } from '../i18n';
import type { RouteDirections, TimetableService } from './api';

export function directionName(t: TFunction, d: RouteDirections['directions'][number]): string {
  const id = directionWords(d.direction_id, currentLanguage());
  return d.headsign ? t('timetable.directionHeadsign', { direction: id, headsign: d.headsign }) : id;
}

export const serviceDays = (s: TimetableService, language: string) =>
  serviceDaysInWords(s, language === 'es' ? 'es' : 'en');

export const serviceName = (t: TFunction, s: TimetableService, language: string) =>
  t('timetable.serviceOption', { id: s.service_id, days: serviceDays(s, language), count: s.trips });
