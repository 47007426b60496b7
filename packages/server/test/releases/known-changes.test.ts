// A release's risks against the one before, at the API: Calama as release 1, then the feed with the
// six known changes of the diff acceptance (packages/gtfs/src/test-helpers/feed-changes.ts) uploaded,
// built and proposed as release 2. The release diff reports exactly the helper's risks, as the CLI
// does (diff/cli.test.ts); the browser's e2e/releases.test.ts shows what this answer holds.
import { makeKnownChanges } from '../../../gtfs/src/test-helpers/feed-changes.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadZip } from '../feed/support.js';
import { readFixture } from '../support/fixtures.js';
import { startWithProject, type ProjectFixture } from '../support/project.js';
import { builtProject, propose, rebuild } from './support.js';

let fx: ProjectFixture;
let projectId: number;

beforeAll(async () => {
  fx = await startWithProject('unused');
  const calama = await readFixture('calama.zip');
  projectId = await builtProject(fx.client, 'Calama', calama);
  expect((await propose(fx.client, projectId, 'Base')).number).toBe(1);
}, 120_000);
afterAll(() => fx?.app.close());

it("reports exactly the known changes' risks between two releases", async () => {
  const changed = await makeKnownChanges(await readFixture('calama.zip'));
  const uploaded = await uploadZip(fx.client, projectId, changed.zip);
  expect(uploaded.creation_status).toBe('from_gtfs');
  await rebuild(fx.client, projectId);
  expect((await propose(fx.client, projectId, 'Known changes')).number).toBe(2);

  const path = `/api/projects/${projectId}/releases/2/diff/?against=1`;
  const deadline = Date.now() + 60_000;
  let answer = (await fx.client.get(path)).body;
  while (answer.status !== 'done' && answer.status !== 'error' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    answer = (await fx.client.get(path)).body;
  }
  expect(answer.status).toBe('done');
  const codes = (risks: { code: string }[]) => risks.map((r) => r.code).sort();
  expect(codes(answer.result.risks)).toEqual(codes(changed.risks));
  const moved = changed.risks.find((r) => r.code === 'stop_moved') as { stop_id?: string } | undefined;
  expect(answer.result.risks).toContainEqual(
    expect.objectContaining({ code: 'stop_moved', stop_id: moved?.stop_id, metres: expect.closeTo(250, 0) }),
  );
}, 180_000);
