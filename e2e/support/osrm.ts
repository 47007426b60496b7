// A small HTTP server that speaks OSRM's match protocol (GET /match/v1/{profile}/{lon,lat;...}) and
// Mapbox's Map Matching form POST (/matching/v5/mapbox/{profile}), for the browser and integration
// tests. Its "road network" is a grid of 0.0005° (about 50 m): each point snaps to the nearest grid
// node, and consecutive nodes are joined along the grid (east-west first, then north-south), so the
// answer is a plausible matched line, longer than the input and with other points. Points that all
// snap to one node answer OSRM's NoMatch. Its route service (GET /route/v1/{profile}/{coords}, and
// Mapbox Directions' form POST /directions/v5/mapbox/{profile}) answers the same grid path in
// OSRM's route format, or NoRoute when all points snap to one node. It records the requests it got.
import { createServer, type IncomingMessage, type Server } from 'node:http';

export const GRID = 0.0005;

export interface MatchRequest {
  method: string;
  path: string;
  /** The query string (GET) or the form body (POST) as parameters. */
  params: URLSearchParams;
}

export interface OsrmServer {
  url: string;
  requests: MatchRequest[];
  close(): Promise<void>;
}

const snap = (x: number) => Math.round(x / GRID) * GRID;
const fix = (x: number) => Number(x.toFixed(6));

/** The grid path through the snapped points (what the server answers as the matched line). */
export function gridPath(points: readonly (readonly [number, number])[]): [number, number][] {
  const nodes = points.map(([lon, lat]) => [snap(lon), snap(lat)] as const);
  const out: [number, number][] = [];
  const push = (lon: number, lat: number) => {
    const last = out[out.length - 1];
    if (!last || last[0] !== fix(lon) || last[1] !== fix(lat)) out.push([fix(lon), fix(lat)]);
  };
  nodes.forEach(([lon, lat], i) => {
    if (i === 0) return push(lon, lat);
    const plat = nodes[i - 1]![1];
    push(lon, plat); // the corner: along the east-west street, then the north-south one
    push(lon, lat);
  });
  return out;
}

const lengthOf = (line: [number, number][]) =>
  line.reduce(
    (sum, p, i) =>
      i ? sum + (Math.abs(p[0] - line[i - 1]![0]) + Math.abs(p[1] - line[i - 1]![1])) * 111_000 : 0,
    0,
  );

function answer(coords: string, service: 'match' | 'route'): { status: number; body: unknown } {
  const points = coords.split(';').map((pair) => pair.split(',').map(Number) as [number, number]);
  if (points.length < 2 || points.some((p) => p.length !== 2 || p.some((x) => !Number.isFinite(x))))
    return { status: 400, body: { code: 'InvalidValue', message: 'Invalid coordinate value.' } };
  const line = gridPath(points);
  if (service === 'route') {
    if (line.length < 2)
      return { status: 400, body: { code: 'NoRoute', message: 'Impossible route between points' } };
    const distance = lengthOf(line);
    return {
      status: 200,
      body: {
        code: 'Ok',
        routes: [
          {
            geometry: { type: 'LineString', coordinates: line },
            legs: points
              .slice(1)
              .map(() => ({ steps: [], summary: '', weight: 0, duration: 0, distance: 0 })),
            weight_name: 'routability',
            weight: distance / 10,
            duration: distance / 10,
            distance,
          },
        ],
        waypoints: points.map(([lon, lat]) => ({
          hint: '',
          distance: 0,
          name: '',
          location: [fix(snap(lon)), fix(snap(lat))],
        })),
      },
    };
  }
  if (line.length < 2)
    return { status: 400, body: { code: 'NoMatch', message: 'Could not match the trace.' } };
  return {
    status: 200,
    body: {
      code: 'Ok',
      matchings: [{ confidence: 0.9, geometry: { type: 'LineString', coordinates: line }, legs: [] }],
      tracepoints: points.map(([lon, lat], i) => ({
        location: [fix(snap(lon)), fix(snap(lat))],
        matchings_index: 0,
        waypoint_index: i,
        alternatives_count: 0,
        name: '',
      })),
    },
  };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOsrmServer(): Promise<OsrmServer> {
  const requests: MatchRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = req.method === 'POST' ? new URLSearchParams(await bodyOf(req)) : url.searchParams;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      const osrm = /^\/(match|route)\/v1\/[^/]+\/(.+)$/.exec(url.pathname);
      const mapbox = /^\/(matching|directions)\/v5\/mapbox\/[^/]+$/.exec(url.pathname);
      const service = osrm?.[1] === 'route' || mapbox?.[1] === 'directions' ? 'route' : 'match';
      const coords = osrm ? decodeURIComponent(osrm[2]!) : mapbox ? (params.get('coordinates') ?? '') : null;
      const { status, body } =
        coords === null
          ? { status: 404, body: { code: 'InvalidUrl', message: 'URL string malformed.' } }
          : answer(coords, service);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
