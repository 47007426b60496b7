import { describe, expect, it } from 'vitest';
import { isForbidden, isRequired, STOP_FIELDS } from './stopFields';

const field = (name: string) => STOP_FIELDS.find((f) => f.name === name)!;

describe('stop form fields from the schema', () => {
  it('lists every stops.txt field in reference order with its input', () => {
    expect(STOP_FIELDS[0]!.name).toBe('stop_id');
    expect(field('location_type').input).toBe('select');
    expect(field('wheelchair_boarding').input).toBe('select');
    expect(field('stop_timezone').input).toBe('timezone');
    expect(field('parent_station').input).toBe('station');
    expect(field('stop_lat').input).toBe('number');
    expect(field('stop_name').input).toBe('text');
  });

  it('marks conditionally required fields from the typed location_type', () => {
    expect(isRequired(field('stop_id'), {})).toBe(true);
    // Empty location_type means 0 (stop): name and coordinates required.
    expect(isRequired(field('stop_name'), { location_type: '' })).toBe(true);
    expect(isRequired(field('stop_lat'), { location_type: '1' })).toBe(true);
    expect(isRequired(field('stop_name'), { location_type: '3' })).toBe(false);
    expect(isRequired(field('parent_station'), { location_type: '2' })).toBe(true);
    expect(isRequired(field('parent_station'), { location_type: '0' })).toBe(false);
    expect(isRequired(field('stop_code'), {})).toBe(false);
  });

  it('disables forbidden fields', () => {
    expect(isForbidden(field('parent_station'), { location_type: '1' })).toBe(true);
    expect(isForbidden(field('parent_station'), { location_type: '0' })).toBe(false);
    expect(isForbidden(field('stop_access'), { location_type: '0', parent_station: '' })).toBe(true);
    expect(isForbidden(field('stop_access'), { location_type: '0', parent_station: 'P' })).toBe(false);
  });
});
