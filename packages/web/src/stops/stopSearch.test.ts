import { describe, expect, it } from 'vitest';
import type { StopRow } from '../api/stops';
import { stopRow } from './stopRow.fixture';
import { searchStops, searchView } from './stopSearch';

const stop = (id: number, fields: Partial<StopRow>): StopRow =>
  stopRow({ id, stop_id: `S${id}`, stop_lat: -22 - id / 100, stop_lon: -68 - id / 100, ...fields });

const stops = [
  stop(1, { stop_name: 'Plaza de Armas', stop_code: 'PA01' }),
  stop(2, { stop_name: 'Avenida Granaderos', stop_code: 'GR02' }),
  stop(3, { stop_id: 'PLAZA-N', stop_name: 'Norte' }),
  stop(4, { stop_name: 'Sin coordenadas', stop_lat: null }),
];

describe('stop quick search', () => {
  it('needs at least 4 characters', () => {
    expect(searchStops(stops, 'Pla')).toBeNull();
    expect(searchStops(stops, '  Pla  ')).toBeNull();
  });

  it('matches stop_code, stop_id and stop_name case-insensitively as a substring', () => {
    expect(searchStops(stops, 'plaza')!.map((s) => s.id)).toEqual([1, 3]);
    expect(searchStops(stops, 'gr02')!.map((s) => s.id)).toEqual([2]);
    expect(searchStops(stops, 'ranad')!.map((s) => s.id)).toEqual([2]);
    expect(searchStops(stops, 'nothing here')).toEqual([]);
  });

  it('flies to one match at zoom 15 and fits several with padding 50', () => {
    expect(searchView([stops[1]!])).toEqual({ kind: 'fly', center: [-68.02, -22.02], zoom: 15 });
    const fit = searchView([stops[0]!, stops[2]!]);
    expect(fit).toEqual({
      kind: 'fit',
      bounds: [
        [-68.03, -22.03],
        [-68.01, -22.01],
      ],
      padding: 50,
    });
    expect(searchView([stops[3]!])).toEqual({ kind: 'none' });
    expect(searchView([])).toEqual({ kind: 'none' });
  });
});
