// GTFS zips for the browser tests: the real fixtures of packages/gtfs, a synthetic feed big enough
// that its import and build take seconds (so a screen can be seen while they run), and a file that
// starts like a zip but is not one (accepted by the upload, refused by the import).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { writeFeed } from '../../packages/gtfs/src/write/feed.js';
import { SHARED, sharedFeed as sharedFeedFile } from '../../packages/gtfs/src/test-helpers/shared-feeds.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../packages/gtfs/test-fixtures/${name}`, import.meta.url));

/** Calama (Chile): 11 routes, 1,483 trips, 477 stops, 71,755 stop times, shapes. */
export const calamaZip = () => fixture('calama.zip');

/** Caltrain 2017 (MIT): 4 routes, weekday, Saturday and Sunday services, 188 trips. */
export const caltrainZip = () => fixture('caltrain_2017.zip');
/** A path under the shared folder (`tools/scale_feed.py`, `feeds/x.zip`), present or not. */
export const sharedPath = (...parts: string[]) => path.join(SHARED, ...parts);

/** The path of a shared feed (`feeds/<name>.zip`), or null when absent, after saying its tests skip. */
export const sharedFeed = (name: string): string | null =>
  sharedFeedFile(`${name}.zip`, `${name}.zip's tests`);

/** A zip's local-file signature followed by nothing a zip reader can use. */
export const brokenZip = () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]);

/** A valid feed with `trips` trips of `stopsPerTrip` stops each (trips × stopsPerTrip stop times). */
export async function syntheticFeed(trips: number, stopsPerTrip: number): Promise<Buffer> {
  const stops = ['stop_id,stop_name,stop_lat,stop_lon'];
  for (let s = 0; s < stopsPerTrip; s++)
    stops.push(`S${s},Stop ${s},${(-22.46 + s * 0.0005).toFixed(5)},${(-68.93 + s * 0.0005).toFixed(5)}`);
  const tripRows = ['route_id,service_id,trip_id'];
  const times = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  for (let t = 0; t < trips; t++) {
    tripRows.push(`R1,WK,T${t}`);
    for (let s = 0; s < stopsPerTrip; s++) {
      const secs = 5 * 3600 + t * 60 + s * 90;
      const time = [secs / 3600, (secs / 60) % 60, secs % 60]
        .map((n) => String(Math.floor(n)).padStart(2, '0'))
        .join(':');
      times.push(`T${t},${time},${time},S${s},${s + 1}`);
    }
  }
  const files: Record<string, string[]> = {
    'agency.txt': [
      'agency_id,agency_name,agency_url,agency_timezone',
      'A1,Synthetic,https://synthetic.example.org,America/Santiago',
    ],
    'routes.txt': ['route_id,agency_id,route_short_name,route_type', 'R1,A1,1,3'],
    'calendar.txt': [
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date',
      'WK,1,1,1,1,1,0,0,20260101,20261231',
    ],
    'stops.txt': stops,
    'trips.txt': tripRows,
    'stop_times.txt': times,
  };
  return linesZip(files);
}

/** A zip of text files given as their lines. */
export const linesZip = (files: Record<string, string[]>) =>
  zipFiles(
    Object.fromEntries(
      Object.entries(files).map(([name, lines]) => [name, Buffer.from(lines.join('\n') + '\n')]),
    ),
  );

/**
 * A feed on the equator whose shape LOOP loops: out along the equator A(0,0) → B(0.01,0) →
 * C(0.02,0), round the square C → D(0.02,0.01) → E(0.01,0.01) → B, and back B → A, six legs of
 * 1.1119508 km (0.01° of a great circle). Trip LOOP-1 serves P (33 m south of A, 0 km) and Q
 * (33 m east of the leg C → D, 2.5 legs: 2.780 km); stop S lies 33 m south of the street taken
 * out and back, 0.5 leg along it (0.556 km) and 5.5 legs along it (6.116 km), in no trip.
 */
export function loopingFeed(): Promise<Buffer> {
  const shape = [
    [0, 0],
    [0.01, 0],
    [0.02, 0],
    [0.02, 0.01],
    [0.01, 0.01],
    [0.01, 0],
    [0, 0],
  ];
  return linesZip({
    'agency.txt': [
      'agency_id,agency_name,agency_url,agency_timezone',
      'A1,Loop,https://loop.example.org,Etc/UTC',
    ],
    'routes.txt': ['route_id,agency_id,route_short_name,route_type', 'R1,A1,L,3'],
    'calendar.txt': [
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date',
      'WK,1,1,1,1,1,0,0,20260101,20261231',
    ],
    'stops.txt': [
      'stop_id,stop_name,stop_lat,stop_lon',
      'P,Plaza,-0.0003,0',
      'Q,Quinta,0.005,0.0203',
      'S,Sur,-0.0003,0.005',
    ],
    'shapes.txt': [
      'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence',
      ...shape.map(([lon, lat], i) => `LOOP,${lat},${lon},${i + 1}`),
    ],
    'trips.txt': ['route_id,service_id,trip_id,shape_id', 'R1,WK,LOOP-1,LOOP'],
    'stop_times.txt': [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence,shape_dist_traveled',
      'LOOP-1,08:00:00,08:00:00,P,1,0',
      'LOOP-1,08:06:00,08:06:00,Q,2,2.780',
    ],
  });
}

/** A zip of these files, byte for byte. */
export async function zipFiles(files: Record<string, Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeFeed({ tables: [], files: Object.entries(files).map(([name, data]) => ({ name, data })) }, out, {
    compressionLevel: 1,
  });
  return Buffer.concat(chunks);
}
