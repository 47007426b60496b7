import { describe, expect, it } from 'vitest';
import { columnsFor } from './columns';
import { fromInput, normalizeColor, rowValue, toInput } from './cellValue';

const col = (resource: Parameters<typeof columnsFor>[0], name: string) =>
  columnsFor(resource).find((c) => c.name === name)!;

describe('fromInput', () => {
  it('sends empty strings as null', () => {
    expect(fromInput('', col('stops', 'stop_name'))).toBeNull();
    expect(fromInput('   ', col('stops', 'stop_url'))).toBeNull();
    expect(fromInput('', col('stops', 'stop_lat'))).toBeNull();
    expect(fromInput('', col('stops', 'wheelchair_boarding'))).toBeNull();
  });

  it('converts numbers and enum values, and leaves non-numbers for the server to refuse', () => {
    expect(fromInput('-33.45', col('stops', 'stop_lat'))).toBe(-33.45);
    expect(fromInput('3', col('routes', 'route_type'))).toBe(3);
    expect(fromInput('abc', col('stops', 'stop_lat'))).toBe('abc');
  });

  it('limits colours to 6 upper-case hex characters without #', () => {
    expect(normalizeColor('#ff00aa77')).toBe('FF00AA');
    expect(fromInput('#0b7285', col('routes', 'route_color'))).toBe('0B7285');
    expect(fromInput('', col('routes', 'route_color'))).toBeNull();
  });

  it('reads checkboxes as booleans', () => {
    expect(fromInput(true, col('calendars', 'monday'))).toBe(true);
    expect(toInput(false, col('calendars', 'monday'))).toBe(false);
    expect(toInput(null, col('stops', 'stop_name'))).toBe('');
    expect(toInput(4.5, col('stops', 'stop_lat'))).toBe('4.5');
  });
});

describe('rowValue', () => {
  it('shows the original text of an invalid imported value', () => {
    const row = { id: 1, version: 1, stop_lat: null, invalid: { stop_lat: 'abc' } };
    expect(rowValue(row, 'stop_lat')).toBe('abc');
    expect(rowValue(row, 'stop_lon')).toBeNull();
  });
});
