import { describe, expect, it } from 'vitest';
import { duplicateCopies } from './duplicateSeries';

const L1 = { route_id: 'L1', direction_id: 0 };

describe('duplicateCopies', () => {
  it('is one copy at the headway in minutes without "repeat until"', () => {
    expect(duplicateCopies(' T1-late ', '10', '', '08:00:00')).toEqual({
      copies: [{ trip_id: 'T1-late', shift: 600 }],
    });
  });

  it("proposes ids without spaces from route, direction and each copy's departure", () => {
    expect(duplicateCopies(null, '20', '', '06:00:00', L1)).toEqual({
      copies: [{ trip_id: 'L1-0-0620', shift: 1200 }],
    });
    expect(duplicateCopies(null, '20', '07:00', '06:00', L1)).toEqual({
      copies: [
        { trip_id: 'L1-0-0620', shift: 1200 },
        { trip_id: 'L1-0-0640', shift: 2400 },
        { trip_id: 'L1-0-0700', shift: 3600 },
      ],
    });
  });

  it('repeats every headway while the copy leaves by the time given', () => {
    // 08:00 + 15 min steps until 09:00 → 08:15, 08:30, 08:45, 09:00.
    expect(duplicateCopies('T1', '15', '09:00', '08:00:00')).toEqual({
      copies: [
        { trip_id: 'T1-1', shift: 900 },
        { trip_id: 'T1-2', shift: 1800 },
        { trip_id: 'T1-3', shift: 2700 },
        { trip_id: 'T1-4', shift: 3600 },
      ],
    });
    // 08:00 + 20 min until 08:59:59 → 08:20, 08:40 only.
    expect(duplicateCopies('T1', '20', '08:59:59', '08:00:00')).toMatchObject({ copies: [{}, {}] });
    // Half a minute is whole seconds.
    expect(duplicateCopies('T1', '2.5', '', '08:00:00')).toEqual({ copies: [{ trip_id: 'T1', shift: 150 }] });
  });

  it('answers the dialog errors', () => {
    expect(duplicateCopies('', '0', '', '08:00:00')).toEqual({ errors: ['headwayInvalid', 'tripIdInvalid'] });
    expect(duplicateCopies('T', 'abc', '', null)).toEqual({ errors: ['headwayInvalid'] });
    expect(duplicateCopies('T', '0.001', '', null)).toEqual({ errors: ['headwayInvalid'] });
    expect(duplicateCopies('T', '10', '07:00', '08:00:00')).toEqual({ errors: ['untilInvalid'] });
    expect(duplicateCopies('T', '10', '8h', '08:00:00')).toEqual({ errors: ['untilInvalid'] });
    expect(duplicateCopies('T', '0.5', '23:59', '00:00:00')).toEqual({ errors: ['tooManyCopies'] });
  });
});
