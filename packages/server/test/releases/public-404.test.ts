// The public addresses answer one and the same 404 (status, body and headers) for whatever is not
// published: an unknown slug, a slug of a project that has published nothing, a malformed slug (NUL
// and other control characters included), and a release number that was never published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../helpers.js';
import { readFixture } from '../support/fixtures.js';
import { startWithProject, type ProjectFixture } from '../support/project.js';
import { builtProject, fetchPublic, propose, publish, rebuild } from './support.js';

let fx: ProjectFixture;
const PUBLISHED = 'calama-public';
const UNPUBLISHED = 'calama-draft';

beforeAll(async () => {
  fx = await startWithProject('unused');
  const alice = fx.client;
  const projectId = await builtProject(alice, 'Calama urbano', await readFixture('calama.zip'));
  await alice.put(`/api/projects/${projectId}/publishing/`, { slug: PUBLISHED, webhook_url: null });
  await propose(alice, projectId);
  await publish(alice, projectId, 1);
  // Release 2 is proposed, never published.
  await rebuild(alice, projectId);
  expect((await propose(alice, projectId)).number).toBe(2);
  // Another member's project has a slug and nothing published (its name must not leak).
  const bob = await signedInClient(fx.app, 'bob');
  const draft = await bob.post('/api/projects/', { name: 'Secret draft network' });
  const slug = await bob.put(`/api/projects/${draft.body.project_id}/publishing/`, {
    slug: UNPUBLISHED,
    webhook_url: null,
  });
  expect(slug.status).toBe(200);
}, 180_000);
afterAll(() => fx?.app.close());

/** What a client can tell of an answer: status, body and headers (but the date and the CSP's nonce, new each time). */
async function answerOf(pathname: string, lang = 'en') {
  const res = await fetchPublic(fx.app.url, pathname, { 'Accept-Language': lang });
  const headers = [...res.headers.entries()]
    .filter(([name]) => name !== 'date')
    .map(([name, value]) => [name, value.replace(/'nonce-[^']*'/, "'nonce'")]);
  return { status: res.status, body: res.bytes.toString(), headers };
}

const BAD_SLUGS = [
  'nobody-here',
  UNPUBLISHED,
  'a%00b',
  `${PUBLISHED}%00`,
  'a%01b',
  'tab%09slug',
  'line%0Afeed',
  'del%7F',
  '%C2%85next-line',
  'Calama-Public',
  'x'.repeat(500),
  '%E2%80%AEreversed',
];
const ADDRESSES: [string, (slug: string) => string][] = [
  ['the current zip', (slug) => `/feeds/${slug}/gtfs.zip`],
  ['the Atom feed', (slug) => `/feeds/${slug}/releases.atom`],
  ['a numbered release', (slug) => `/feeds/${slug}/releases/1/gtfs.zip`],
];

describe('public addresses of anything not published', () => {
  it('are served for the published project (so the 404s below are not a broken route)', async () => {
    for (const [, address] of ADDRESSES) expect((await answerOf(address(PUBLISHED))).status).toBe(200);
  });

  it.each(ADDRESSES)(
    '%s answers the same 404 for every slug that has nothing published',
    async (_, address) => {
      const reference = await answerOf(address('nobody-here'));
      expect(reference.status).toBe(404);
      expect(JSON.parse(reference.body)).toEqual({ detail: expect.stringMatching(/published/) });
      for (const slug of BAD_SLUGS)
        expect({ slug, ...(await answerOf(address(slug))) }).toEqual({ slug, ...reference });
      // The same in Spanish, in Spanish.
      const es = await answerOf(address('nobody-here'), 'es');
      expect(es.body).not.toBe(reference.body);
      expect(await answerOf(address(UNPUBLISHED), 'es')).toEqual(es);
    },
  );

  it('a numbered release answers the same 404 for a number never published, or malformed', async () => {
    const reference = await answerOf(`/feeds/nobody-here/releases/1/gtfs.zip`);
    const numbers = ['2', '3', '0', '01', '-1', 'abc', '1%00', '%00', '1e3', '9'.repeat(30), '1%0A'];
    for (const n of numbers)
      expect({ n, ...(await answerOf(`/feeds/${PUBLISHED}/releases/${n}/gtfs.zip`)) }).toEqual({
        n,
        ...reference,
      });
  });

  it("never shows an unpublished project's name", async () => {
    const atom = await answerOf(`/feeds/${UNPUBLISHED}/releases.atom`);
    expect(atom.body).not.toContain('Secret draft');
  });
});
