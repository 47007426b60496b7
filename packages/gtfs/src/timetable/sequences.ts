// stop_sequence values for a trip's stop list after stops were inserted or removed. GTFS asks only
// that they increase along the trip, so existing values are kept where they can be (other tools and
// frequencies-free references keep matching) and the list is renumbered 1..n only when a new stop
// has no free whole number between its neighbours.

/** `current[i]` is the stop's existing stop_sequence, or null for a stop being added. */
export function assignSequences(current: readonly (number | null)[]): number[] {
  const out: number[] = [];
  let last = -1;
  for (let i = 0; i < current.length; i++) {
    const keep = current[i];
    if (keep !== null && keep !== undefined) {
      if (keep <= last) return current.map((_, k) => k + 1);
      out.push((last = keep));
      continue;
    }
    // The next kept value after this run of new stops bounds the numbers they may take.
    let j = i;
    while (j < current.length && (current[j] === null || current[j] === undefined)) j++;
    const next = j < current.length ? current[j]! : Infinity;
    const room = next - last - 1;
    if (room < j - i) return current.map((_, k) => k + 1);
    // Spread the new stops evenly over the gap, so later inserts find room too.
    const start = last;
    const step = next === Infinity ? 1 : Math.floor((next - start) / (j - i + 1));
    for (let k = i; k < j; k++) out.push((last = start + step * (k - i + 1)));
    i = j - 1;
  }
  return out;
}
