import { describe, expect, it } from 'vitest';
import { columnsFor, newRowColumns, remembersLastValue } from './columns';
import { RESOURCE_NAMES } from './resources';

const byName = (resource: Parameters<typeof columnsFor>[0]) =>
  new Map(columnsFor(resource).map((c) => [c.name, c]));

describe('columnsFor', () => {
  it('derives input kinds from the schema', () => {
    const routes = byName('routes');
    expect(routes.get('route_id')).toMatchObject({ input: 'text', required: true, hideable: false });
    expect(routes.get('agency_id')).toMatchObject({ input: 'fk', fk: { resource: 'agencies' } });
    expect(routes.get('route_type')?.input).toBe('select');
    expect(routes.get('route_type')?.options?.find((o) => o.value === 3)?.en).toBe('Bus');
    expect(routes.get('route_color')?.input).toBe('color');
    expect(routes.get('route_url')?.input).toBe('url');
    expect(byName('agencies').get('agency_timezone')?.input).toBe('timezone');
    expect(byName('agencies').get('agency_email')?.input).toBe('email');
    expect(byName('calendars').get('monday')?.input).toBe('checkbox');
    expect(byName('calendars').get('start_date')?.input).toBe('date');
    expect(byName('frequencies').get('start_time')?.input).toBe('time');
    expect(byName('stops').get('stop_lat')?.input).toBe('number');
    expect(byName('pathways').get('is_bidirectional')?.input).toBe('checkbox');
  });

  it('points foreign keys at the resource that lists the referenced ids', () => {
    const trips = byName('trips');
    expect(trips.get('service_id')?.fk?.resource).toBe('services');
    expect(trips.get('shape_id')?.fk).toMatchObject({ resource: 'shapes', valueField: 'shape_id' });
    expect(byName('stops').get('parent_station')?.fk?.resource).toBe('stops');
    expect(byName('stops').get('level_id')?.fk?.resource).toBe('levels');
    expect(byName('farerules').get('fare_id')?.fk?.resource).toBe('fareattributes');
    // zone ids are not a table's key: typed, not chosen
    expect(byName('farerules').get('origin_id')?.input).toBe('text');
  });

  it('lists shapes by id and point count, and asks a first point for a new one', () => {
    expect(columnsFor('shapes').map((c) => c.name)).toEqual(['shape_id', 'point_count']);
    expect(newRowColumns('shapes').map((c) => c.name)).toEqual(['shape_id', 'shape_pt_lat', 'shape_pt_lon']);
  });

  it('gives every resource at least one required column', () => {
    for (const resource of RESOURCE_NAMES) {
      if (resource === 'farerules') continue;
      expect(columnsFor(resource).some((c) => c.required)).toBe(true);
    }
  });

  it('remembers agency timezone and route colours, not optional stop timezones', () => {
    expect(remembersLastValue(byName('agencies').get('agency_timezone')!)).toBe(true);
    expect(remembersLastValue(byName('routes').get('route_text_color')!)).toBe(true);
    expect(remembersLastValue(byName('stops').get('stop_timezone')!)).toBe(false);
  });
});
