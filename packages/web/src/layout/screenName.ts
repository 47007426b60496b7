// The name of a project screen for the breadcrumb bar, from the first part of its path after the
// project ("stops", "timetable", a table resource…); null for the overview or an unknown path.
import { RESOURCES, isResourceName, stop_times } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

const SCREEN_TITLES = {
  stops: 'stops.title',
  timetable: 'timetable.title',
  validation: 'validation.title',
  shapes: 'shapes.title',
  members: 'members.title',
  activity: 'history.title',
  releases: 'releases.title',
  tidy: 'tidy.title',
} as const;

export function useScreenName(segment: string): string | null {
  const { t } = useTranslation();
  if (Object.hasOwn(SCREEN_TITLES, segment)) return t(SCREEN_TITLES[segment as keyof typeof SCREEN_TITLES]);
  // The stop-times screens go by the table's name ("Horarios de paradas"), not the timetable's.
  if (segment === 'stoptimes') return stop_times.label[currentLanguage()];
  return isResourceName(segment) ? RESOURCES[segment].label[currentLanguage()] : null;
}
