// A trip's direction in words ("Outbound (0)", "Sin sentido"): the words of trips.direction_id's
// declaration, so the forms, the grid, the timetable and the stop-times editor all say the same.
import { trips } from './tables.js';

const field = trips.fieldsByName.get('direction_id')!;

/** The words of direction `id` (null: none) in `lang`; an id outside the enumeration shows as itself. */
export function directionWords(id: number | null | undefined, lang: 'en' | 'es'): string {
  if (id === null || id === undefined) return field.emptyLabel![lang];
  return field.options?.find((o) => o.value === id)?.[lang] ?? String(id);
}
