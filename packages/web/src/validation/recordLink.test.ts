import { describe, expect, it } from 'vitest';
import { recordLink } from './recordLink';

describe('record links of sample notices', () => {
  it('links a stop to the stops table searched for its id', () => {
    expect(recordLink(7, { csvRowNumber: 3, stopId: 'S 1', stopName: 'Uno' }, 'stops.txt')).toEqual({
      to: '/project/7/stops?tab=table&search=S%201',
      file: 'stops.txt',
      id: 'S 1',
    });
  });
  it('uses the filename of the sample and the value of a searchable field', () => {
    expect(
      recordLink(
        7,
        {
          childFilename: 'trips.txt',
          childFieldName: 'service_id',
          parentFilename: 'calendar.txt',
          fieldValue: 'WK',
          csvRowNumber: 3,
        },
        null,
      )?.to,
    ).toBe('/project/7/trips?search=WK');
    expect(recordLink(7, { filename: 'routes.txt', routeId: 'R1', csvRowNumber: 2 }, null)?.to).toBe(
      '/project/7/routes?search=R1',
    );
    expect(recordLink(7, { serviceId: 'WK', csvRowNumber: 2 }, 'calendar.txt')?.to).toBe(
      '/project/7/calendars?search=WK',
    );
  });
  it('sends stop times to the trip list and feed info to the dashboard', () => {
    expect(recordLink(7, { tripId: 'T1', csvRowNumber: 9 }, 'stop_times.txt')?.to).toBe(
      '/project/7/stoptimes?search=T1',
    );
    expect(recordLink(7, { csvRowNumber: 2 }, 'feed_info.txt')?.to).toBe('/project/7');
  });
  it('opens the table unsearched when the record has no id, and nothing for other files', () => {
    expect(recordLink(7, { filename: 'agency.txt', csvRowNumber: 2, fieldName: 'agency_url' }, null)).toEqual(
      { to: '/project/7/agencies', file: 'agency.txt', id: null },
    );
    expect(recordLink(7, { csvRowNumber: 2 }, 'translations.txt')).toBeNull();
    expect(recordLink(7, { exception: 'x' }, null)).toBeNull();
  });
});
