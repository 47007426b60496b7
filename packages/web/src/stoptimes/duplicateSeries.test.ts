import { describe, expect, it } from 'vitest';
import { duplicateCopies } from './duplicateSeries';

describe('duplicateCopies', () => {
  it('is one copy at the headway without "repeat until"', () => {
    expect(duplicateCopies(' copy of T1 ', '600', '', '08:00:00')).toEqual({
      copies: [{ trip_id: 'copy of T1', shift: 600 }],
    });
  });

  it('repeats every headway while the copy leaves by the time given', () => {
    // 08:00 + 15 min steps until 09:00 → 08:15, 08:30, 08:45, 09:00.
    expect(duplicateCopies('T1', '900', '09:00', '08:00:00')).toEqual({
      copies: [
        { trip_id: 'T1-1', shift: 900 },
        { trip_id: 'T1-2', shift: 1800 },
        { trip_id: 'T1-3', shift: 2700 },
        { trip_id: 'T1-4', shift: 3600 },
      ],
    });
    // 08:00 + 20 min until 08:59:59 → 08:20, 08:40 only.
    expect(duplicateCopies('T1', '1200', '08:59:59', '08:00:00')).toMatchObject({ copies: [{}, {}] });
  });

  it('answers the dialog errors', () => {
    expect(duplicateCopies('', '0', '', '08:00:00')).toEqual({ errors: ['headwayInvalid', 'tripIdInvalid'] });
    expect(duplicateCopies('T', 'abc', '', null)).toEqual({ errors: ['headwayInvalid'] });
    expect(duplicateCopies('T', '600', '07:00', '08:00:00')).toEqual({ errors: ['untilInvalid'] });
    expect(duplicateCopies('T', '600', '8h', '08:00:00')).toEqual({ errors: ['untilInvalid'] });
    expect(duplicateCopies('T', '1', '23:59', '00:00:00')).toEqual({ errors: ['tooManyCopies'] });
  });
});
