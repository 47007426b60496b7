// The name of a project screen for the breadcrumb bar, from the first part of its path after the
// project ("stops", "timetable", a table resource…); null for the overview or an unknown path.
import { RESOURCES, isResourceName } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

const SCREEN_TITLES = {
  stops: 'stops.title',
  timetable: 'timetable.title',
  validation: 'validation.title',
  stoptimes: 'stopTimes.listTitle',
  shapes: 'shapes.title',
} as const;

export function useScreenName(segment: string): string | null {
  const { t } = useTranslation();
  if (Object.hasOwn(SCREEN_TITLES, segment)) return t(SCREEN_TITLES[segment as keyof typeof SCREEN_TITLES]);
  return isResourceName(segment) ? RESOURCES[segment].label[currentLanguage()] : null;
}
