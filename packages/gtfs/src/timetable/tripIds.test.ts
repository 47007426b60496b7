import { describe, expect, it } from 'vitest';
import { newTripId, tripIdBase } from './tripIds.js';

describe('new trip ids', () => {
  it('joins route, direction and first departure as HHMM', () => {
    expect(tripIdBase({ route_id: 'L1', direction_id: 0, departure: '06:00:00' })).toBe('L1-0-0600');
    expect(tripIdBase({ route_id: 'L1', direction_id: 1, departure: '6:05' })).toBe('L1-1-0605');
    expect(tripIdBase({ route_id: 'N', direction_id: 0, departure: 25 * 3600 + 10 * 60 + 30 })).toBe(
      'N-0-2510',
    );
  });

  it('has no spaces and leaves out what is unknown', () => {
    expect(tripIdBase({ route_id: ' Línea  2 norte ', direction_id: null, departure: '07:30' })).toBe(
      'Línea_2_norte-0730',
    );
    expect(tripIdBase({ route_id: 'R', direction_id: 1, departure: null })).toBe('R-1');
    expect(tripIdBase({ route_id: null, direction_id: null, departure: 'not a time' })).toBe('trip');
  });

  it('counts from 2 past the ids taken, and keeps a batch unique', () => {
    const taken = new Set(['L1-0-0600', 'L1-0-0600-2']);
    const at6 = { route_id: 'L1', direction_id: 0, departure: '06:00' };
    expect(newTripId(at6, taken)).toBe('L1-0-0600-3');
    expect(newTripId(at6, taken)).toBe('L1-0-0600-4');
    expect(newTripId({ ...at6, departure: '06:20' }, taken)).toBe('L1-0-0620');
    expect(taken.has('L1-0-0620')).toBe(true);
  });
});
