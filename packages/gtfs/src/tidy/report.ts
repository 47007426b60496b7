// The plan in words, for `ruta-gtfs tidy`: one line per step, and with --report every group and id.
import type { TidyPlan, TidySteps } from './plan.js';

const n = (x: number) => x.toLocaleString('en-US');

export function summaryLines(plan: TidyPlan, steps: TidySteps): string[] {
  const lines: string[] = [];
  const { calendar, calendarDates, services } = plan.rows;
  if (steps.calendars)
    lines.push(
      `calendars: calendar ${n(calendar[0])} → ${n(calendar[1])} rows, calendar_dates ${n(calendarDates[0])} → ${n(calendarDates[1])} rows, same dates for all ${n(services)} services (${n(plan.calendars.length)} rewritten)`,
    );
  const merges = (label: string, groups: { merged: string[] }[]) =>
    `${label}: ${n(groups.length)} groups, ${n(groups.reduce((s, g) => s + g.merged.length, 0))} merged into their survivors`;
  if (steps.mergeServices) lines.push(merges('merge services', plan.services));
  if (steps.mergeStops !== null) lines.push(merges(`merge stops (${steps.mergeStops} m)`, plan.stops));
  if (steps.mergeShapes) lines.push(merges('merge shapes', plan.shapes));
  if (steps.orphans) {
    const o = plan.orphans;
    lines.push(
      `orphans: ${n(o.stop.length)} stops, ${n(o.shape.length)} shapes, ${n(o.service.length)} services, ${n(o.route.length)} routes, ${n(o.agency.length)} agencies, ${n(o.fare.length)} fares removed`,
    );
  }
  return lines;
}

export function detailLines(plan: TidyPlan): string[] {
  const lines: string[] = [];
  for (const g of plan.services) lines.push(`  service ${g.survivor} ← ${g.merged.join(', ')}`);
  for (const g of plan.stops)
    lines.push(`  stop ${g.survivor} "${g.name}" ← ${g.merged.join(', ')} (within ${g.spread.toFixed(1)} m)`);
  for (const g of plan.shapes) lines.push(`  shape ${g.survivor} ← ${g.merged.join(', ')}`);
  for (const c of plan.calendars)
    lines.push(`  calendar of ${c.serviceId}: ${c.rowsBefore} → ${c.rowsAfter} rows`);
  for (const [entity, ids] of Object.entries(plan.orphans))
    if (ids.length) lines.push(`  unused ${entity}: ${ids.join(', ')}`);
  return lines;
}
