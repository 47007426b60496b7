import { describe, expect, it } from 'vitest';
import { hiddenColumns, lastValue, rememberValue, setColumnHidden } from './localPrefs';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('local preferences', () => {
  it('remembers hidden columns per table and column', () => {
    const store = memoryStore();
    setColumnHidden('stops', 'stop_desc', true, store);
    setColumnHidden('stops', 'zone_id', true, store);
    setColumnHidden('stops', 'zone_id', false, store);
    expect([...hiddenColumns('stops', ['stop_id', 'stop_desc', 'zone_id'], store)]).toEqual(['stop_desc']);
    expect(hiddenColumns('routes', ['stop_desc'], store).size).toBe(0);
  });

  it('remembers the last non-empty value of a field', () => {
    const store = memoryStore();
    expect(lastValue('agency', 'agency_timezone', store)).toBeNull();
    rememberValue('agency', 'agency_timezone', 'America/Santiago', store);
    rememberValue('agency', 'agency_timezone', null, store);
    expect(lastValue('agency', 'agency_timezone', store)).toBe('America/Santiago');
  });
});
