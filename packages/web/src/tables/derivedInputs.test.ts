import { describe, expect, it } from 'vitest';
import { idFromName, withDerived } from './derivedInputs';

const IDS = { weekdays: 'LV', weekend: 'SD', everyDay: 'LD' };
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Types `text` into `field` one character at a time, as the form receives it. */
function type(table: string, inputs: Record<string, string | boolean>, field: string, text: string) {
  let out = inputs;
  for (let i = 1; i <= text.length; i++) out = withDerived(table, out, field, text.slice(0, i), IDS);
  return out;
}

/** Ticks exactly `days` one box after the other, as a preset does. */
function tick(inputs: Record<string, string | boolean>, days: string[]) {
  return DAYS.reduce((out, day) => withDerived('calendar', out, day, days.includes(day), IDS), inputs);
}

describe('idFromName', () => {
  it("takes a name's initials, leaving out small words and accents", () => {
    expect(idFromName('Buses Calama')).toBe('BC');
    expect(idFromName('Buses de Calama')).toBe('BC');
    expect(idFromName('Ómnibus Ñuñoa Sur')).toBe('ONS');
    expect(idFromName('Turbus')).toBe('TURBUS');
    expect(idFromName('  ')).toBe('');
  });
});

describe('withDerived', () => {
  it("fills an agency's id from its name as the name is typed", () => {
    const out = type('agency', { agency_id: '', agency_name: '' }, 'agency_name', 'Buses Calama');
    expect(out).toEqual({ agency_id: 'BC', agency_name: 'Buses Calama' });
  });

  it('leaves a field the planner typed in, or emptied, alone', () => {
    let out = type('agency', { agency_id: '', agency_name: '' }, 'agency_id', 'BUSCAL');
    out = type('agency', out, 'agency_name', 'Buses Calama');
    expect(out.agency_id).toBe('BUSCAL');
    out = withDerived('agency', { agency_id: 'BC', agency_name: 'Buses Calama' }, 'agency_id', '', IDS);
    out = withDerived('agency', out, 'agency_name', 'Buses Calama Norte', IDS);
    expect(out.agency_id).toBe('BCN'); // emptied: it follows again from the next change of the name
  });

  it("gives a route's short name its id", () => {
    expect(type('routes', { route_id: '', route_short_name: '' }, 'route_id', 'L1').route_short_name).toBe(
      'L1',
    );
    expect(type('routes', { route_id: '', route_short_name: '7' }, 'route_id', 'L1').route_short_name).toBe(
      '7',
    );
  });

  it('names a service by its preset, and follows a change of preset', () => {
    const start = Object.fromEntries([['service_id', ''], ...DAYS.map((d) => [d, false])]);
    const weekdays = tick(start, DAYS.slice(0, 5));
    expect(weekdays.service_id).toBe('LV');
    expect(tick(weekdays, DAYS.slice(5)).service_id).toBe('SD');
    expect(tick(weekdays, DAYS).service_id).toBe('LD');
    expect(tick(weekdays, ['monday']).service_id).toBe('');
    const typed = withDerived('calendar', weekdays, 'service_id', 'INVIERNO', IDS);
    expect(tick(typed, DAYS.slice(5)).service_id).toBe('INVIERNO');
  });
});
