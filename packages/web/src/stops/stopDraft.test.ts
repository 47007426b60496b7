import { describe, expect, it } from 'vitest';
import { stopRow } from './stopRow.fixture';
import {
  draftFromStop,
  draftPayload,
  draftPosition,
  moveDraft,
  newDraft,
  sameDraft,
  setDraftField,
} from './stopDraft';

describe('stop draft actions', () => {
  it('starts a new stop at the clicked point with empty fields', () => {
    const d = newDraft([-68.123456789, -22.5]);
    expect(d.values.stop_lon).toBe('-68.123457');
    expect(d.values.stop_lat).toBe('-22.500000');
    expect(d.values.stop_name).toBe('');
    expect(draftPosition(d)).toEqual([-68.123457, -22.5]);
  });

  it('reads a stop, showing invalid imported text as typed', () => {
    const d = draftFromStop(
      stopRow({
        id: 1,
        stop_id: 'A',
        stop_lat: 'abc',
        stop_lon: -70,
        location_type: 1,
        invalid: { stop_lat: 'abc' },
      }),
    );
    expect(d.values.stop_lat).toBe('abc');
    expect(d.values.location_type).toBe('1');
    expect(d.values.wheelchair_boarding).toBe('');
    expect(draftPosition(d)).toBeNull();
  });

  it('moves and edits without touching the original', () => {
    const d = newDraft([0, 0]);
    const moved = moveDraft(d, [1, 2]);
    expect(d.values.stop_lon).toBe('0.000000');
    expect(draftPosition(moved)).toEqual([1, 2]);
    expect(setDraftField(d, 'stop_name', '')).toBe(d);
    const named = setDraftField(d, 'stop_name', 'Centro');
    expect(named.values.stop_name).toBe('Centro');
    expect(sameDraft(d, named)).toBe(false);
    expect(sameDraft(d, newDraft([0, 0]))).toBe(true);
  });

  it('sends empty text as null and numeric fields as numbers', () => {
    let d = newDraft([-68.9, -22.4]);
    d = setDraftField(d, 'stop_id', ' S1 ');
    d = setDraftField(d, 'stop_name', 'Plaza ');
    d = setDraftField(d, 'location_type', '1');
    d = setDraftField(d, 'wheelchair_boarding', 'x');
    const body = draftPayload(d);
    expect(body.stop_id).toBe('S1');
    expect(body.stop_name).toBe('Plaza ');
    expect(body.stop_lat).toBe(-22.4);
    expect(body.location_type).toBe(1);
    expect(body.wheelchair_boarding).toBe('x');
    expect(body.stop_code).toBeNull();
  });
});
