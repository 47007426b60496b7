import { describe, expect, it } from 'vitest';
import type { FieldKind } from './schema/dsl.js';
import { formatValue, Invalid, parseValue } from './values.js';

const f = (kind: FieldKind) => ({ kind });

describe('parseValue / formatValue', () => {
  const roundTrips: [FieldKind, string, unknown, string][] = [
    ['id', 'S1', 'S1', 'S1'],
    ['text', 'Main St, "North"', 'Main St, "North"', 'Main St, "North"'],
    ['url', 'https://x.org/a?b=1', 'https://x.org/a?b=1', 'https://x.org/a?b=1'],
    ['email', 'a@b.org', 'a@b.org', 'a@b.org'],
    ['phone', '503-238-RIDE', '503-238-RIDE', '503-238-RIDE'],
    ['timezone', 'America/Los_Angeles', 'America/Los_Angeles', 'America/Los_Angeles'],
    ['language', 'es-CL', 'es-CL', 'es-CL'],
    ['currency_code', 'CLP', 'CLP', 'CLP'],
    ['currency_amount', '1.50', 1.5, '1.5'],
    ['color', 'ff00aa', 'FF00AA', 'FF00AA'],
    ['date', '20240229', '2024-02-29', '20240229'],
    ['time', '8:05:09', 8 * 3600 + 5 * 60 + 9, '08:05:09'],
    ['time', '25:35:00', 25 * 3600 + 35 * 60, '25:35:00'],
    ['time', '123:00:01', 123 * 3600 + 1, '123:00:01'],
    ['integer', '-3', -3, '-3'],
    ['integer', '007', 7, '7'],
    ['float', '-12.5e2', -1250, '-1250'],
    ['float', '.5', 0.5, '0.5'],
    ['latitude', '-33.4489001', -33.4489001, '-33.4489001'],
    ['longitude', '-200', -200, '-200'],
    ['enum', '3', 3, '3'],
    ['enum', '99', 99, '99'],
  ];
  it.each(roundTrips)('%s %j', (kind, text, value, canonical) => {
    const v = parseValue(f(kind), text);
    expect(v).toEqual(value);
    expect(formatValue(f(kind), v as string | number)).toBe(canonical);
    expect(parseValue(f(kind), canonical)).toEqual(value);
  });

  const invalid: [FieldKind, string][] = [
    ['color', 'GGZZ00'],
    ['color', '#FF0000'],
    ['date', '2020-13-45'],
    ['date', '20201345'],
    ['date', '20230229'],
    ['date', 'bad_date!'],
    ['time', '25:61:00'],
    ['time', '12:00'],
    ['time', '1a:00:00'],
    ['integer', 'abc'],
    ['integer', '1.0'],
    ['float', 'abc'],
    ['float', '1,5'],
    ['latitude', 'NaN'],
    ['enum', 'x'],
    ['currency_amount', '1.2.3'],
  ];
  it.each(invalid)('%s %j is invalid and keeps its text', (kind, text) => {
    const v = parseValue(f(kind), text);
    expect(v).toBeInstanceOf(Invalid);
    expect((v as Invalid).text).toBe(text);
  });

  it('reads empty and blank as null and trims surrounding spaces', () => {
    expect(parseValue(f('integer'), '')).toBeNull();
    expect(parseValue(f('text'), '   ')).toBeNull();
    expect(parseValue(f('integer'), ' 12 ')).toBe(12);
    expect(parseValue(f('text'), ' Plaza ')).toBe('Plaza');
    expect(formatValue(f('time'), null)).toBe('');
  });
});
