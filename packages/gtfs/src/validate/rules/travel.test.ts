// Each notice of the travel_speed rule, triggered by the smallest change to the clean minimal feed.
import { travelSpeed } from './travel.js';
import { noticeCases, r } from '../../test-helpers/notice-cases.js';
import { describe, expect, it } from 'vitest';
import { validateFeed } from '../index.js';
import { minimalFeed, TEST_DATE, zipFeed } from '../../test-helpers/minimal-feed.js';

noticeCases(travelSpeed, {
  fast_travel_between_consecutive_stops: (f) => (r(f, 'stops.txt', 2).stop_lat = '37.0'),
  fast_travel_between_far_stops: (f) => {
    r(f, 'stops.txt', 2).stop_lat = '37.0';
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '', departure_time: '' });
  },
});

// Far stops just over and just under a bus's 150 km/h (S1 to S3 in 300 s, S2 untimed): the bound that
// spares ordinary trips the far pairs' test must not hide the first.
describe('far stops near the speed limit', () => {
  const farSpeed = async (lat3: string) => {
    const f = minimalFeed();
    r(f, 'stops.txt', 2).stop_lat = lat3;
    Object.assign(r(f, 'stop_times.txt', 1), { arrival_time: '', departure_time: '' });
    Object.assign(r(f, 'stop_times.txt', 2), { arrival_time: '08:04:00', departure_time: '08:04:00' });
    const rep = await validateFeed(await zipFeed(f), { now: TEST_DATE });
    return rep.report.notices.find((n) => n.code === 'fast_travel_between_far_stops')?.sampleNotices[0];
  };
  it('reports 151 km/h and not 144 km/h', async () => {
    expect((await farSpeed('36.1133'))?.speedKph).toBeCloseTo(151, 0);
    expect(await farSpeed('36.108')).toBeUndefined();
  });
});
