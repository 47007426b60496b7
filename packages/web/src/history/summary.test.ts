import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { batchSummary } from './summary';

beforeAll(async () => {
  await i18next.init({ resources: { en: { translation: en }, es: { translation: es } }, lng: 'en' });
});

const batch = (key: string, params: Record<string, unknown>, counts = {}, row_count = 0) => ({
  summary: { key, params },
  counts,
  row_count,
});

describe('batchSummary', () => {
  it('renders a shift with its sign, in the reader language', () => {
    const shift = batch('timetable_shifted', { route: '8', trips: 12, minutes: 5 });
    expect(batchSummary(i18next.getFixedT('en'), shift)).toBe('Shifted 12 trips of route 8 by +5 min');
    expect(batchSummary(i18next.getFixedT('es'), shift)).toBe('Desplazó 12 viajes de la línea 8 en +5 min');
    expect(
      batchSummary(
        i18next.getFixedT('en'),
        batch('timetable_shifted', { route: '8', trips: 1, minutes: -10 }),
      ),
    ).toBe('Shifted 1 trip of route 8 by -10 min');
  });

  it('reads an unknown or generic key from the counts', () => {
    const t = i18next.getFixedT('en');
    expect(batchSummary(t, batch('edited', {}, { stops: { updated: 3 } }, 3))).toBe('Edited 3 rows of stops');
    expect(
      batchSummary(t, batch('some_future_key', {}, { trips: { deleted: 1 }, stop_times: { deleted: 4 } }, 5)),
    ).toBe('Edited 5 rows in trips, stop_times');
  });

  it('writes counts in the reader language', () => {
    const imported = batch('imported', { rows: 78268 });
    expect(batchSummary(i18next.getFixedT('en'), imported)).toBe('Imported a GTFS feed (78,268 rows)');
    expect(batchSummary(i18next.getFixedT('es'), imported)).toBe('Importó un feed GTFS (78.268 filas)');
  });
});
