import { describe, expect, it } from 'vitest';
import {
  EDITOR_ORDER,
  TABLES,
  TABLES_BY_NAME,
  stops,
  stop_times,
  routes,
  trips,
  transfers,
  pathways,
  feed_info,
} from './tables.js';
import { KNOWN_OTHER_FILES, knownOtherFile } from './files.js';
import { schemaMarkdown } from './markdown.js';
import { directionWords } from './direction.js';

const names = (t: { fields: readonly { name: string }[] }) => t.fields.map((f) => f.name);

describe('schema', () => {
  it('declares the 15 edited tables', () => {
    expect(TABLES.map((t) => t.name).sort()).toEqual(
      [
        'agency',
        'calendar',
        'calendar_dates',
        'stops',
        'routes',
        'shapes',
        'trips',
        'stop_times',
        'frequencies',
        'fare_attributes',
        'fare_rules',
        'transfers',
        'pathways',
        'levels',
        'feed_info',
      ].sort(),
    );
  });

  it('has the current reference fields', () => {
    const hasFields = (t: Parameters<typeof names>[0], fields: string[]) =>
      expect(names(t)).toEqual(expect.arrayContaining(fields));
    hasFields(stops, ['tts_stop_name', 'stop_access', 'level_id', 'platform_code']);
    hasFields(routes, [
      'network_id',
      'continuous_pickup',
      'continuous_drop_off',
      'route_sort_order',
      'cemv_support',
    ]);
    expect(names(trips)).toContain('cars_allowed');
    hasFields(stop_times, [
      'start_pickup_drop_off_window',
      'end_pickup_drop_off_window',
      'pickup_booking_rule_id',
      'drop_off_booking_rule_id',
      'location_group_id',
      'location_id',
    ]);
    hasFields(transfers, ['from_route_id', 'to_route_id', 'from_trip_id', 'to_trip_id']);
    hasFields(pathways, [
      'length',
      'traversal_time',
      'stair_count',
      'max_slope',
      'min_width',
      'signposted_as',
      'reversed_signposted_as',
    ]);
    hasFields(feed_info, ['default_lang', 'feed_contact_email', 'feed_contact_url']);
  });

  it('lists every table once in the editor order, levels beside pathways', () => {
    expect([...EDITOR_ORDER].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...TABLES].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(EDITOR_ORDER.map((t) => t.name).slice(-3)).toEqual(['pathways', 'levels', 'feed_info']);
  });

  it('uses the editor labels for route_type and direction_id', () => {
    const rt = routes.fieldsByName.get('route_type')!;
    expect(rt.options!.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 11, 12]);
    const dir = trips.fieldsByName.get('direction_id')!;
    expect(dir.options!.map((o) => o.en)).toEqual(['Outbound (0)', 'Inbound (1)']);
    expect(dir.emptyLabel?.en).toBe('No direction');
  });

  it('names a direction in the same words everywhere, none as no direction, never N/A', () => {
    expect([0, 1, null].map((d) => directionWords(d, 'en'))).toEqual([
      'Outbound (0)',
      'Inbound (1)',
      'No direction',
    ]);
    expect([0, 1, undefined].map((d) => directionWords(d, 'es'))).toEqual([
      'Ida (0)',
      'Vuelta (1)',
      'Sin sentido',
    ]);
    expect(directionWords(7, 'es')).toBe('7');
  });

  it('references only declared tables or known other files, and every enum has en and es labels', () => {
    for (const t of TABLES)
      for (const f of t.fields) {
        for (const r of f.references) {
          const target = TABLES_BY_NAME.get(r.table);
          if (target)
            expect(target.fieldsByName.has(r.field), `${t.name}.${f.name} → ${r.table}.${r.field}`).toBe(
              true,
            );
          else
            expect(knownOtherFile(r.table + (r.table === 'locations' ? '.geojson' : '.txt'))).toBeDefined();
        }
        for (const o of f.options ?? []) expect(o.en && o.es).toBeTruthy();
        if (f.presence.startsWith('conditionally')) expect(f.conditionText).toBeTruthy();
      }
  });

  it('gives en and es reference URLs and SQL-safe names', () => {
    expect(stop_times.referenceUrl).toEqual({
      en: 'https://gtfs.org/documentation/schedule/reference/#stop_timestxt',
      es: 'https://gtfs.org/es/documentation/schedule/reference/#stop_timestxt',
    });
    for (const t of TABLES) {
      expect(t.sqlName).toMatch(/^[a-z_]+$/);
      for (const f of t.fields) expect(f.sqlName).toMatch(/^[a-z_]+$/);
    }
  });

  it('lists other known files and renders Markdown', () => {
    expect(KNOWN_OTHER_FILES.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'translations.txt',
        'attributions.txt',
        'fare_products.txt',
        'locations.geojson',
      ]),
    );
    const md = schemaMarkdown();
    expect(md).toContain('## stops.txt');
    expect(md).toContain('`stop_access`');
    expect(md).toContain('translations.txt');
  });
});
