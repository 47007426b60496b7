// Patterns: the distinct ordered stop lists of a route's trips in one direction. They are derived from
// stop_times each time they are read, never stored, so a feed carries no concept GTFS lacks.

export interface PatternTrip<T> {
  stopIds: readonly string[];
  trip: T;
}

export interface Pattern<T> {
  /** The stop ids in the order the pattern's trips serve them. */
  stopIds: string[];
  trips: T[];
}

/**
 * Groups trips by their stop list, in order of first appearance, and orders each pattern's trips by
 * `startOf` (their first departure; trips without times last, in input order).
 */
export function groupPatterns<T>(
  trips: readonly PatternTrip<T>[],
  startOf: (trip: T) => number | null,
): Pattern<T>[] {
  const byKey = new Map<string, Pattern<T>>();
  for (const { stopIds, trip } of trips) {
    // The unit separator cannot occur in a stop id read from CSV text.
    const key = stopIds.join('\u001f');
    let p = byKey.get(key);
    if (!p) byKey.set(key, (p = { stopIds: [...stopIds], trips: [] }));
    p.trips.push(trip);
  }
  const patterns = [...byKey.values()];
  for (const p of patterns) {
    const indexed = p.trips.map((trip, i) => ({ trip, i, start: startOf(trip) }));
    indexed.sort((a, b) => {
      if (a.start === null || b.start === null)
        return a.start === b.start ? a.i - b.i : a.start === null ? 1 : -1;
      return a.start - b.start || a.i - b.i;
    });
    p.trips = indexed.map((x) => x.trip);
  }
  // Most trips first: the pattern a planner most likely wants to edit.
  return patterns.sort((a, b) => b.trips.length - a.trips.length);
}
