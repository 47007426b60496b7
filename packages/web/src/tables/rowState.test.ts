import { describe, expect, it } from 'vitest';
import type { Row } from '../api/tables';
import { changedRowIds, editsReducer, patchBody, rowStatus, type EditsState } from './rowState';

const row: Row = { id: 7, version: 3, stop_id: 'S1', stop_name: 'Plaza', stop_lat: 1.5, invalid: null };

describe('editsReducer', () => {
  it('marks an edited row changed and builds its PATCH body with the version it read', () => {
    const state = editsReducer({}, { type: 'edit', row, field: 'stop_name', value: 'Plaza Norte' });
    expect(rowStatus(state, 7)).toBe('changed');
    expect(rowStatus(state, 8)).toBe('normal');
    expect(changedRowIds(state)).toEqual([7]);
    expect(patchBody(state[7]!)).toEqual({ version: 3, stop_name: 'Plaza Norte' });
  });

  it('forgets a change edited back to the original value', () => {
    let state = editsReducer({}, { type: 'edit', row, field: 'stop_name', value: 'X' });
    state = editsReducer(state, { type: 'edit', row, field: 'stop_name', value: 'Plaza' });
    expect(state).toEqual({});
  });

  it('keeps field errors after a failed save and clears the edited field error on the next edit', () => {
    let state: EditsState = editsReducer({}, { type: 'edit', row, field: 'stop_lat', value: 95 });
    state = editsReducer(state, {
      type: 'failed',
      rowId: 7,
      fieldErrors: { stop_lat: ['out of range'], stop_name: ['bad'] },
      generalErrors: [],
    });
    expect(rowStatus(state, 7)).toBe('error');
    state = editsReducer(state, { type: 'edit', row, field: 'stop_lat', value: 45 });
    expect(rowStatus(state, 7)).toBe('changed');
    expect(state[7]!.fieldErrors).toEqual({ stop_name: ['bad'] });
  });

  it('clears a row when saved, and everything on clear', () => {
    let state = editsReducer({}, { type: 'edit', row, field: 'stop_name', value: 'X' });
    expect(editsReducer(state, { type: 'saved', rowId: 7 })).toEqual({});
    state = editsReducer(state, { type: 'edit', row: { ...row, id: 9 }, field: 'stop_name', value: 'Y' });
    expect(editsReducer(state, { type: 'clear' })).toEqual({});
  });

  it('rebases the changes on a newer version after a stale save', () => {
    let state = editsReducer({}, { type: 'edit', row, field: 'stop_name', value: 'Mine' });
    state = editsReducer(state, { type: 'rebase', current: { ...row, version: 5, stop_code: 'C' } });
    expect(patchBody(state[7]!)).toEqual({ version: 5, stop_name: 'Mine' });
  });

  it('keeps an edit of an invalid imported value even when the text is unchanged', () => {
    const bad: Row = { ...row, stop_lat: 'abc', invalid: { stop_lat: 'abc' } };
    const state = editsReducer({}, { type: 'edit', row: bad, field: 'stop_lat', value: 'abc' });
    expect(rowStatus(state, 7)).toBe('changed');
  });
});
