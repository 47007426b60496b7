// Fields of a new row that follow another as it is typed: an agency's id from its name, a route's short
// name from its id, a service's id from its days. A field follows while it is empty or still holds
// what it was given; once the planner types something else there, it is theirs.

type Inputs = Record<string, string | boolean>;

/** The service ids of the day presets, in the planner's words (a weekday service, a weekend one…). */
export interface ServiceIds {
  weekdays: string;
  weekend: string;
  everyDay: string;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Short words a name's initials leave out ("Buses de Calama" → BC). */
const SMALL = /^(de|del|la|las|los|el|y|e|of|the|and|da|do|das|dos)$/;

/** An id from a name: its words' initials, or the one word ("Buses Calama" → BC, "Turbus" → TURBUS). */
export function idFromName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '' && !SMALL.test(w));
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.toUpperCase().slice(0, 12);
  return words
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .slice(0, 8);
}

/** The service id of the days ticked when they are one of the presets, else nothing. */
export function serviceIdOfDays(inputs: Inputs, ids: ServiceIds): string {
  const days = DAYS.map((d) => inputs[d] === true).join('');
  if (days === 'truetruetruetruetruefalsefalse') return ids.weekdays;
  if (days === 'falsefalsefalsefalsefalsetruetrue') return ids.weekend;
  if (!days.includes('false')) return ids.everyDay;
  return '';
}

type Rule = (inputs: Inputs, ids: ServiceIds) => string;
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

/** Per GTFS table, the fields that follow others. */
const RULES: Record<string, Record<string, Rule>> = {
  agency: { agency_id: (i) => idFromName(text(i.agency_name)) },
  routes: { route_short_name: (i) => text(i.route_id) },
  calendar: { service_id: serviceIdOfDays },
};

/** The inputs after `name` took `value`, with the fields that follow it brought up to date. */
export function withDerived(
  table: string,
  before: Inputs,
  name: string,
  value: string | boolean,
  ids: ServiceIds,
): Inputs {
  const next = { ...before, [name]: value };
  for (const [field, rule] of Object.entries(RULES[table] ?? {})) {
    if (field === name) continue; // typed there (emptied too): the planner's
    const current = text(before[field]);
    if (current === '' || current === rule(before, ids)) next[field] = rule(next, ids);
  }
  return next;
}
