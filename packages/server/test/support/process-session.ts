// What the tests of real `ruta` processes (processes.ts) share: a user signed in through a process
// (its verification mail is in that process's outbox), a feed big enough for its import and build to
// take a moment, and polling until something holds.
import { Client, signedInClient } from '../helpers.js';
import { makeZip } from '../feed/support.js';

/** Signs a new user in through the process at `url`, whose DATA_DIR is `dataDir`. */
export const signInThrough = (url: string, dataDir: string): Promise<Client> =>
  signedInClient({ client: (lang = 'en') => new Client(url, lang), config: { dataDir } }, 'proc');

/** A valid feed whose import and build take a second or more: `trips` trips of 50 stops each. */
export async function feed(trips: number): Promise<Buffer> {
  const stops = Array.from({ length: 50 }, (_, i) => `S${i},Stop ${i},-22.${400 + i},-68.${900 + i}`);
  const stopTimes: string[] = [];
  for (let t = 0; t < trips; t++) {
    for (let s = 0; s < 50; s++) {
      const time = 6 * 3600 + t * 60 + s * 90;
      const hms = [time / 3600, (time % 3600) / 60, time % 60].map((n) =>
        String(Math.floor(n)).padStart(2, '0'),
      );
      stopTimes.push(`T${t},${hms.join(':')},${hms.join(':')},S${s},${s + 1}`);
    }
  }
  return makeZip({
    'agency.txt':
      'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://example.org,America/Santiago\n',
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${stops.join('\n')}\n`,
    'routes.txt': 'route_id,agency_id,route_short_name,route_type\nR1,A,1,3\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260101,20261231\n',
    'trips.txt': `route_id,service_id,trip_id\n${Array.from({ length: trips }, (_, t) => `R1,WK,T${t}`).join('\n')}\n`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${stopTimes.join('\n')}\n`,
  });
}

/** Polls `probe` every 150 ms until it answers something. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 90_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
