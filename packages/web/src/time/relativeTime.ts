// Relative times ("3 minutes ago", "hace 3 minutos") with dayjs in the interface language.
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';
import 'dayjs/locale/en';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

export function setDayjsLanguage(language: string): void {
  dayjs.locale(language);
}

export function fromNow(iso: string, language: string, now: Date = new Date()): string {
  const date = dayjs(iso);
  return date.isValid() ? date.locale(language).from(dayjs(now)) : '';
}

export function fullDate(iso: string, language: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.locale(language).format('LLL') : '';
}
