import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../api/tables';
import { blockReason, DATA_CARDS } from './dataCards';
import { startSteps } from './startChecklist';

const summary = (counts: Record<string, number>): TableSummary =>
  Object.fromEntries(
    Object.entries(counts).map(([k, entries]) => [k, { entries, error_number: 0, warning_number: 0 }]),
  );

describe('data cards', () => {
  it('has nine required and five optional cards', () => {
    expect(DATA_CARDS.filter((c) => c.group === 'required')).toHaveLength(9);
    expect(DATA_CARDS.filter((c) => c.group === 'optional')).toHaveLength(5);
  });

  it('applies the blocking rules of the data cards', () => {
    const empty = summary({});
    expect(blockReason('routes', empty)).toBe('agency');
    expect(blockReason('routes', summary({ agency: 1 }))).toBeNull();
    expect(blockReason('trips', summary({ calendar: 1 }))).toBe('routeService');
    expect(blockReason('trips', summary({ routes: 1 }))).toBe('routeService');
    expect(blockReason('trips', summary({ routes: 1, calendar: 1 }))).toBeNull();
    expect(blockReason('trips', summary({ routes: 1, calendar_dates: 4 }))).toBeNull();
    expect(blockReason('frequencies', empty)).toBe('trip');
    expect(blockReason('frequencies', summary({ trips: 3 }))).toBeNull();
    expect(blockReason('transfers', empty)).toBe('stop');
    expect(blockReason('pathways', summary({ stops: 1 }))).toBeNull();
    expect(blockReason('agency', empty)).toBeNull();
    expect(blockReason('levels', empty)).toBeNull();
  });

  it('never locks a card whose table has rows: the checklist ticks it, so the card opens it', () => {
    // Routes kept while the agency count reads 0 (an agency deleted, a feed without agency.txt).
    const routesOnly = summary({ routes: 1, trips: 2, transfers: 1 });
    const steps = startSteps(routesOnly, {
      gtfs_validation: null,
      gtfs_file_updated_at: null,
      last_modification: '',
    });
    expect(steps.find((s) => s.id === 'route')?.done).toBe(true);
    expect(blockReason('routes', routesOnly)).toBeNull();
    expect(blockReason('trips', routesOnly)).toBeNull();
    expect(blockReason('transfers', routesOnly)).toBeNull();
    expect(blockReason('frequencies', routesOnly)).toBeNull(); // trips exist: frequencies can be added
  });
});
