// What a new row starts with besides empty inputs: the grid's filter values, and the next free id
// after the ids in use. Pure functions; useNewRowSuggestions fetches what they read.
import type { Column } from './columns';

/** The filter values (`route_id` → `L1`) of the fields the form asks for. */
export function filterInputs(filters: Record<string, string>, columns: Column[]): Record<string, string> {
  const names = new Set(columns.filter((c) => !c.readOnly).map((c) => c.name));
  return Object.fromEntries(
    Object.entries(filters).filter(([name, value]) => names.has(name) && value !== ''),
  );
}

const NUMBERED = /^(.*?)(\d+)$/;

/**
 * The id after the newest one that ends in a number: `S5` → `S6`, `7` → `8`, `P-009` → `P-010`,
 * past every id of the same prefix in `ids` and not one of them. `ids` is newest first; undefined
 * when no id ends in a number (there is nothing to count on).
 */
export function nextFreeId(ids: readonly string[]): { id: string; after: string } | undefined {
  const newest = ids.map((id) => NUMBERED.exec(id)).find((match) => match !== null);
  if (!newest) return undefined;
  const prefix = newest[1]!;
  const width = newest[2]!.startsWith('0') ? newest[2]!.length : 1;
  const used = new Set(ids);
  let highest = 0n;
  for (const id of ids) {
    const match = NUMBERED.exec(id);
    if (match && match[1] === prefix && BigInt(match[2]!) > highest) highest = BigInt(match[2]!);
  }
  let next = highest + 1n;
  const make = (n: bigint) => prefix + n.toString().padStart(width, '0');
  while (used.has(make(next))) next += 1n;
  return { id: make(next), after: newest[0] };
}

/**
 * A new service's period: the feed's (feed_info's start and end dates), which a small agency's
 * services usually share; nothing for a date the feed info does not give.
 */
export function feedPeriod(feedInfo: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [from, to] of [
    ['feed_start_date', 'start_date'],
    ['feed_end_date', 'end_date'],
  ] as const) {
    const value = feedInfo?.[from];
    if (typeof value === 'string' && value !== '') out[to] = value;
  }
  return out;
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A new service's period when the feed info gives none: the newest service's (the second calendar
 * copies the first), else a year from `today` (today to the day before its date next year).
 */
export function servicePeriod(
  feedInfo: Record<string, unknown> | null | undefined,
  newest: Record<string, unknown> | undefined,
  today: Date,
): Record<string, string> {
  const fromFeed = feedPeriod(feedInfo);
  if (fromFeed.start_date && fromFeed.end_date) return fromFeed;
  const { start_date: start, end_date: end } = newest ?? {};
  if (typeof start === 'string' && typeof end === 'string' && start && end)
    return { start_date: start, end_date: end };
  const last = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate() - 1);
  return { start_date: isoDay(today), end_date: isoDay(last) };
}

/** `values` written into the inputs still empty: a suggestion never replaces what is there. */
export function fillEmpty<T extends Record<string, string | boolean>>(
  inputs: T,
  values: Record<string, string>,
): T {
  const next: Record<string, string | boolean> = { ...inputs };
  for (const [name, value] of Object.entries(values)) if (next[name] === '') next[name] = value;
  return next as T;
}
