// No request stalls the server: a 1 MB nested body sent anonymously is refused at parse time while
// /api/health/, polled over real HTTP, keeps answering within 100 ms; and the NUL check walks a body
// in time linear in its size. The server runs as a process of its own (the built CLI), so the polls
// time its event loop alone, not this test's HTTP client sending the megabyte.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/http/json-body.js';
import { nulTextErrors } from '../../src/http/nul-text.js';
import { translator } from '../../src/i18n/index.js';
import { createTestDatabase } from '../helpers.js';
import { startRuta, type RutaProcess } from '../processes.js';

const brackets = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const MB = 1_000_000;

const post = (where: string, body: string, lang = 'en') =>
  fetch(`${app.url}${where}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: Buffer.from(body),
  });

let app: RutaProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-stall-'));
  app = await startRuta({
    args: ['serve', '--no-worker'],
    env: { DATABASE_URL: await createTestDatabase(), DATA_DIR: dataDir },
  });
  // Warm the fresh process (compiled code, open connections) so that a poll times the steady state.
  for (let i = 0; i < 20; i++) await fetch(`${app.url}/api/health/`).then((r) => r.json());
  await post('/api/user/login/', brackets(1000)).then((r) => r.json());
});
afterAll(async () => {
  await app?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Polls /api/health/ every 10 ms until `until` (a time in ms); each poll's time, in ms. */
async function pollHealth(until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    const res = await fetch(`${app.url}/api/health/`);
    expect(res.status).toBe(200);
    await res.json();
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

// Two retries absorb a poll that a machine busy with other work schedules late; a real stall (the
// walk that copied its path at each level held the loop for 30 s) fails every attempt.
describe('a deeply nested body', { retry: 2 }, () => {
  it.each([
    ['brackets', '/api/user/login/', brackets(MB / 2)],
    ['objects', '/api/user/register/', objects(MB / 6)],
    ['brackets, to an unknown path', '/api/nothing-here/', brackets(MB / 2)],
  ])('of 1 MB of %s is refused with 400 while health answers within 100 ms', async (_what, where, body) => {
    expect(body.length).toBeGreaterThan(0.99 * MB);
    // For one second the body is sent again and again (50 ms apart) while the health is polled, so
    // the polls overlap every phase of its handling (upload, parse, answer).
    const until = Date.now() + 1000;
    const answers: { status: number; body: unknown }[] = [];
    const sending = (async () => {
      while (Date.now() < until) {
        const res = await post(where, body);
        answers.push({ status: res.status, body: await res.json() });
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [, times] = await Promise.all([sending, pollHealth(until)]);
    const refused = {
      non_field_errors: [`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`],
    };
    expect(answers.length).toBeGreaterThan(2);
    expect(answers).toEqual(answers.map(() => ({ status: 400, body: refused })));
    expect(times.length).toBeGreaterThan(5);
    expect(Math.max(...times)).toBeLessThan(100);
  });

  it('is refused in Spanish too, and the limit itself is accepted', async () => {
    const res = await post('/api/user/login/', brackets(MAX_JSON_DEPTH + 1), 'es');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      non_field_errors: [`El cuerpo JSON está anidado a más de ${MAX_JSON_DEPTH} niveles de profundidad.`],
    });
    // At the limit the body reaches the route, whose validation answers (a list is no sign-in).
    const atLimit = await post('/api/user/login/', brackets(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(JSON.stringify(await atLimit.json())).not.toContain('nested');
  });

  it('counts no bracket inside a string', async () => {
    // Escaped quotes and backslashes inside the string do not end it.
    const text = JSON.stringify({ username: '\\"[{'.repeat(MAX_JSON_DEPTH), password: 'x' });
    const res = await post('/api/user/login/', text);
    expect(res.status).toBe(400); // wrong credentials
    expect(JSON.stringify(await res.json())).not.toContain('nested');
  });
});

it("tells the event loop's recent delay in the health answer", async () => {
  const health = (await fetch(`${app.url}/api/health/`).then((r) => r.json())) as {
    event_loop_delay: { p99_ms: number; max_ms: number };
  };
  expect(health.event_loop_delay.max_ms).toBeGreaterThan(0);
  expect(health.event_loop_delay.max_ms).toBeGreaterThanOrEqual(health.event_loop_delay.p99_ms);
});

describe('the NUL check', () => {
  const t = translator('en');
  /** The time nulTextErrors takes on a value nested `n` deep, in ms (the best of three). */
  const timeAtDepth = (n: number) => {
    const value = JSON.parse(brackets(n)) as unknown;
    return Math.min(
      ...[1, 2, 3].map(() => {
        const start = performance.now();
        nulTextErrors(value, t);
        return performance.now() - start;
      }),
    );
  };

  it('walks the old quadratic case (40 KB of brackets) in linear time', () => {
    // 20,000 levels took about 30 s when each level copied its path; now a few milliseconds, and
    // ten times the depth takes about ten times as long, not a hundred.
    const small = timeAtDepth(20_000);
    const large = timeAtDepth(200_000);
    expect(small).toBeLessThan(50);
    expect(large).toBeLessThan(Math.max(30 * small, 100));
  });

  it('still names the field of a deep NUL', () => {
    expect(nulTextErrors({ a: [{ b: 'x\u0000' }], c: 'y' }, t)).toEqual({
      a: ['A text may not contain the NUL character (a[0].b).'],
    });
  });
});
