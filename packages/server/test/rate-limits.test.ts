// The rate limits of the account routes over real HTTP: the sign-in lockout and the recovery mail
// limit, each answering 429 with Retry-After (the resend limit: with resending, in accounts.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInClient, startTestApp, type TestApp } from './helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A 429's Retry-After: whole seconds, a little under the window since the requests were just made. */
function expectRetryAfter(headers: Headers, windowSeconds: number) {
  const seconds = Number(headers.get('retry-after'));
  expect(Number.isInteger(seconds) && seconds > windowSeconds - 120 && seconds <= windowSeconds).toBe(true);
}

describe('the sign-in lockout', () => {
  it('answers 429 after too many wrong passwords in a row, even for the right one', async () => {
    const client = await signedInClient(app, 'brute');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await app
        .client()
        .post('/api/user/login/', { username: client.userId, password: `Wrong${i}xyZ` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const right = await app
      .client('es')
      .post('/api/user/login/', { username: client.userId, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.detail).toMatch(/Demasiados intentos/);
    expectRetryAfter(right.headers, 15 * 60); // 15 minutes after the tenth failure
  });
});

describe('the recovery mail limit', () => {
  it('rate limits recovery requests per username, saying when to retry', async () => {
    const recoverPath = '/api/user/recover-password-request/';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await app.client().post(recoverPath, { username: 'flood@x.org' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await app.client().post(recoverPath, { username: 'flood@x.org' });
    expectRetryAfter(refused.headers, 60 * 60);
  });
});
