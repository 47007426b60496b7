import { describe, expect, it } from 'vitest';
import { WORLD_VIEW } from './views';
import { CITY_ZOOM, zoneCity, zoneView } from './zoneCities';

describe('zoneCity', () => {
  it("knows the zones of the Americas' and Europe's main cities", () => {
    expect(zoneCity('America/Santiago')).toEqual([-70.65, -33.45]);
    expect(zoneCity('Europe/Vilnius')).toEqual([25.28, 54.69]);
    expect(zoneCity(' America/Los_Angeles ')).toEqual([-118.24, 34.05]);
  });

  it('answers null for an unknown, empty or inherited name', () => {
    expect(zoneCity('Mars/Olympus_Mons')).toBeNull();
    expect(zoneCity('')).toBeNull();
    expect(zoneCity(null)).toBeNull();
    expect(zoneCity('constructor')).toBeNull();
  });
});

describe('zoneView', () => {
  it("opens on the zone's city at a city's zoom, the world without one", () => {
    expect(zoneView('America/Sao_Paulo')).toEqual({ center: [-46.63, -23.55], zoom: CITY_ZOOM });
    expect(zoneView('Nowhere/At_All')).toBe(WORLD_VIEW);
    expect(zoneView(42)).toBe(WORLD_VIEW);
  });
});
