// A service's days in words, from its calendar.txt row and its calendar_dates.txt exceptions, so a
// planner can tell services apart by name ("Mon–Fri, 2 Jan–30 Jun, 3 exceptions"). Browser-safe.

/** What a service's days are computed from. Dates are YYYYMMDD. */
export interface ServiceCalendar {
  /** Monday to Sunday, true when the service runs that weekday; null without a calendar.txt row. */
  days: readonly boolean[] | null;
  start_date: string | null;
  end_date: string | null;
  /** calendar_dates.txt rows adding (exception_type 1) and removing (2) a date. */
  added: number;
  removed: number;
  /** The first and last added date, which alone say when a service without calendar row runs. */
  first_added: string | null;
  last_added: string | null;
}

export type DaysLanguage = 'en' | 'es';

const WORDS = {
  en: {
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    everyDay: 'every day',
    noDay: 'no weekday',
    exceptions: (n: number) => (n === 1 ? '1 exception' : `${n} exceptions`),
    dates: (n: number) => (n === 1 ? '1 date' : `${n} dates`),
    none: 'no dates',
  },
  es: {
    days: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
    months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    everyDay: 'todos los días',
    noDay: 'ningún día de la semana',
    exceptions: (n: number) => (n === 1 ? '1 excepción' : `${n} excepciones`),
    dates: (n: number) => (n === 1 ? '1 fecha' : `${n} fechas`),
    none: 'sin fechas',
  },
} as const;

/** Runs of three or more consecutive weekdays as "Mon–Fri", shorter ones day by day. */
function weekdays(days: readonly boolean[], w: (typeof WORDS)[DaysLanguage]): string {
  const on = days.filter(Boolean).length;
  if (on === 7) return w.everyDay;
  if (on === 0) return w.noDay;
  const parts: string[] = [];
  for (let i = 0; i < 7;) {
    if (!days[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < 7 && days[j + 1]) j++;
    if (j - i >= 2) parts.push(`${w.days[i]}–${w.days[j]}`);
    else for (let k = i; k <= j; k++) parts.push(w.days[k]!);
    i = j + 1;
  }
  return parts.join(', ');
}

const parts = (d: string) => ({ y: d.slice(0, 4), m: Number(d.slice(4, 6)), d: Number(d.slice(6, 8)) });

/** "2 Jan–30 Jun" within a year, with the years when they differ, one date alone when equal. */
function dateRange(from: string, to: string, w: (typeof WORDS)[DaysLanguage]): string {
  const a = parts(from);
  const b = parts(to);
  const day = (p: ReturnType<typeof parts>, year: boolean) =>
    `${p.d} ${w.months[p.m - 1] ?? '?'}${year ? ` ${p.y}` : ''}`;
  if (from === to) return day(a, false);
  const years = a.y !== b.y;
  return `${day(a, years)}–${day(b, years)}`;
}

export function serviceDaysInWords(s: ServiceCalendar, lang: DaysLanguage): string {
  const w = WORDS[lang];
  const out: string[] = [];
  if (s.days) {
    out.push(weekdays(s.days, w));
    if (s.start_date && s.end_date) out.push(dateRange(s.start_date, s.end_date, w));
    const exceptions = s.added + s.removed;
    if (exceptions > 0) out.push(w.exceptions(exceptions));
  } else if (s.added > 0) {
    out.push(w.dates(s.added));
    if (s.first_added && s.last_added) out.push(dateRange(s.first_added, s.last_added, w));
  } else out.push(w.none);
  return out.join(', ');
}
