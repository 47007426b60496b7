// Uploads whose body stops short (a client that sends part of the form or of the CSV and then closes
// its side, or a chunked form that ends before its closing boundary): a 400 in the user's language,
// nothing stored, and the server keeps answering. Sent over a raw socket, since fetch always sends
// the whole body.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, type Client, type TestApp } from './helpers.js';
import { startWithProject } from './support/project.js';

let app: TestApp;
let alice: Client;
let projectId: number;

beforeAll(async () => {
  ({ app, client: alice, projectId } = await startWithProject('Truncated'));
});
afterAll(async () => {
  await app?.close();
});

/**
 * Sends the request head and part of a body, ends the request and reads the answer. With a `length`
 * the body promises that many bytes and the client closes its side early; without one the part is
 * sent as a chunked body that ends properly, so only the form itself is cut short.
 */
function truncatedRequest(
  client: Client,
  head: { method: string; path: string; contentType: string; length?: number },
  part: Buffer,
): Promise<{ status: number; body: { detail?: string } }> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      try {
        resolve({ status, body: JSON.parse(body) as { detail?: string } });
      } catch {
        reject(new Error(`not a JSON answer: ${text}`));
      }
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.write(
      `${head.method} ${head.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        `Accept-Language: ${client.lang}\r\nUser-Id: ${client.userId}\r\nUser-Token: ${client.token}\r\n` +
        `Content-Type: ${head.contentType}\r\n` +
        (head.length ? `Content-Length: ${head.length}\r\n\r\n` : 'Transfer-Encoding: chunked\r\n\r\n'),
    );
    if (head.length)
      socket.end(part); // half-close: the body stops short, the answer can still come back
    else
      socket.write(
        Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n0\r\n\r\n')]),
      );
  });
}

const boundary = 'ruta-truncated';
/** A form whose `file` part starts a zip and stops in the middle (no closing boundary). */
const formStart = (fields: Record<string, string>) =>
  Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feed.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(20_000, 7),
  ]);

describe('a truncated upload', () => {
  it('creating a project from GTFS answers 400 in the user language and creates nothing', async () => {
    for (const [lang, detail] of [
      ['en', 'The upload was interrupted before the whole file arrived. Send it again.'],
      ['es', 'La subida se interrumpió antes de recibir el archivo completo. Envíalo de nuevo.'],
    ] as const) {
      const before = (await alice.get('/api/projects/')).body.count;
      const answer = await truncatedRequest(
        alice.withLang(lang),
        {
          method: 'POST',
          path: '/api/projects/create_project_from_gtfs/',
          contentType: `multipart/form-data; boundary=${boundary}`,
          length: 1_000_000,
        },
        formStart({ name: `Cut ${lang}` }),
      );
      expect(answer).toEqual({ status: 400, body: { detail } });
      expect((await alice.get('/api/projects/')).body.count).toBe(before);
    }
  });

  it('a chunked form that ends before its closing boundary answers the same 400, not a server error', async () => {
    const before = (await alice.get('/api/projects/')).body.count;
    const answer = await truncatedRequest(
      alice.withLang('es'),
      {
        method: 'POST',
        path: '/api/projects/create_project_from_gtfs/',
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      formStart({ name: 'Cut chunked' }),
    );
    expect(answer).toEqual({
      status: 400,
      body: { detail: 'La subida se interrumpió antes de recibir el archivo completo. Envíalo de nuevo.' },
    });
    expect((await alice.get('/api/projects/')).body.count).toBe(before);
  });

  it('a project GTFS upload answers 400 and keeps no file', async () => {
    const answer = await truncatedRequest(
      alice,
      {
        method: 'POST',
        path: `/api/projects/${projectId}/upload_gtfs_file/`,
        contentType: `multipart/form-data; boundary=${boundary}`,
        length: 1_000_000,
      },
      formStart({}),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/interrupted/);
    expect(await storedFiles(app.db, projectId, 'upload')).toEqual([]);
    expect((await alice.get(`/api/projects/${projectId}/`)).body.creation_status).toBe('empty');
  });

  it('a table CSV upload answers 400 and leaves the table as it was', async () => {
    const stop = await alice.post(`/api/projects/${projectId}/stops/`, {
      stop_id: 'KEEP',
      stop_name: 'Kept',
      stop_lat: -22.45,
      stop_lon: -68.92,
    });
    expect(stop.status).toBe(201);
    const csv = Buffer.from('stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,-22.4,-68.9\nB,Be');
    const answer = await truncatedRequest(
      alice.withLang('es'),
      {
        method: 'PUT',
        path: `/api/projects/${projectId}/stops/upload/`,
        contentType: 'text/csv',
        length: 5000,
      },
      csv,
    );
    expect(answer).toEqual({
      status: 400,
      body: { detail: 'La subida se interrumpió antes de recibir el archivo completo. Envíalo de nuevo.' },
    });
    const rows = await alice.get(`/api/projects/${projectId}/stops/`);
    expect(rows.body.results.map((r: { stop_id: string }) => r.stop_id)).toEqual(['KEEP']);
  });

  it('the server still answers afterwards', async () => {
    expect((await alice.get(`/api/projects/${projectId}/`)).status).toBe(200);
  });
});
