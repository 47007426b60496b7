// The publish webhook against a small real HTTP server: a POST signed with HMAC-SHA256 of its body
// under the project's secret, retried by the job queue when the receiver fails, then recorded.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFixture } from '../support/fixtures.js';
import { startWithProject, type ProjectFixture } from '../support/project.js';
import { builtProject, propose, publish } from './support.js';

const SECRET = 'a-long-webhook-secret';
let fx: ProjectFixture;
let receiver: http.Server;
let url = '';
const received: { headers: http.IncomingHttpHeaders; body: string; answered: number }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (p: Buffer) => parts.push(p));
    req.on('end', () => {
      // The first delivery fails: the job must try again.
      const answered = received.length === 0 ? 503 : 204;
      received.push({ headers: req.headers, body: Buffer.concat(parts).toString('utf8'), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/ruta`;
  fx = await startWithProject('unused', 'hooks');
}, 60_000);
afterAll(async () => {
  await fx?.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

it('needs a secret with a webhook URL, and never answers the secret back', async () => {
  const path = `/api/projects/${fx.projectId}/publishing/`;
  const bad = await fx.client.put(path, {
    slug: 'hooked',
    webhook_url: 'ftp://x.example',
    webhook_secret: 'short',
  });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body).sort()).toEqual(['webhook_secret', 'webhook_url']);
  const ok = await fx.client.put(path, { slug: 'hooked', webhook_url: url, webhook_secret: SECRET });
  expect(ok.status).toBe(200);
  expect(ok.body).toEqual(expect.objectContaining({ webhook_url: url, has_webhook_secret: true }));
  expect(JSON.stringify(ok.body)).not.toContain(SECRET);
  // Saving again without a secret keeps the stored one.
  expect((await fx.client.put(path, { slug: 'hooked', webhook_url: url })).body.has_webhook_secret).toBe(
    true,
  );
});

it('POSTs a signed notice on publishing, retried until the receiver accepts it', async () => {
  const projectId = await builtProject(fx.client, 'Caltrain', await readFixture('caltrain_2017.zip'));
  await fx.client.put(`/api/projects/${projectId}/publishing/`, {
    slug: 'caltrain-hooks',
    webhook_url: url,
    webhook_secret: SECRET,
  });
  const { number } = await propose(fx.client, projectId);
  await publish(fx.client, projectId, number);
  const deadline = Date.now() + 45_000;
  let release;
  for (;;) {
    release = (await fx.client.get(`/api/projects/${projectId}/releases/${number}/`)).body;
    if (release.webhook?.state === 'delivered' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(release.webhook).toMatchObject({
    state: 'delivered',
    attempts: 2,
    status: 204,
    event: 'release.published',
  });
  expect(received.map((r) => r.answered)).toEqual([503, 204]);
  for (const { headers, body } of received) {
    const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    expect(headers['x-ruta-signature']).toBe(expected);
    expect(headers['x-ruta-event']).toBe('release.published');
    expect(headers['content-type']).toBe('application/json');
  }
  // Both attempts are one delivery.
  expect(received[0]!.headers['x-ruta-delivery']).toBe(received[1]!.headers['x-ruta-delivery']);
  const payload = JSON.parse(received[1]!.body);
  expect(payload).toMatchObject({
    event: 'release.published',
    release: number,
    url: `http://ruta.test/feeds/caltrain-hooks/releases/${number}/gtfs.zip`,
    stable_url: 'http://ruta.test/feeds/caltrain-hooks/gtfs.zip',
    etag: release.etag,
  });
  expect(payload.summary).toMatch(/First published release/);
}, 90_000);
