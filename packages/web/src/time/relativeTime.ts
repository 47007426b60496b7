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

/**
 * How long ago `iso` was. The times shown are the server's records of what already happened, so a
 * moment ahead of this browser's clock (the two clocks differ by a few seconds) reads as just now,
 * never "in a few seconds".
 */
export function fromNow(iso: string, language: string, now: Date = new Date()): string {
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  const reference = dayjs(now);
  return (date.isAfter(reference) ? reference : date).locale(language).from(reference);
}

export function fullDate(iso: string, language: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.locale(language).format('LLL') : '';
}
