// GET releases/{n}/diff/: the comparison of a release with another (by default the release the
// stable address serves, else the one before it). The first call queues the job; the page polls
// until the answer holds the result.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject } from '../http/project-scope.js';
import { dbQuery } from '../files/store.js';
import { requestDiff, type ReleaseDiff } from './diff-job.js';
import { releaseMessage } from './messages.js';
import { releaseParams } from './schemas.js';
import { readJsonFile } from './snapshot.js';
import { currentRelease, findRelease, listReleases, type ReleaseRow } from './store.js';

export const diffAnswerSchema = z.object({
  against: z.number().nullable().describe('The older release compared with, or null when there is none'),
  status: z.enum(['none', 'queued', 'running', 'done', 'error']),
  phase: z.string().nullable(),
  error: z.string().nullable(),
  result: z.unknown().describe('The diff (engine DiffResult without its row list, plus renames) once done'),
});

/** The release to compare `release` with when the caller names none. */
function defaultAgainst(release: ReleaseRow, all: ReleaseRow[], current: ReleaseRow | undefined) {
  if (current && current.id !== release.id) return current;
  return all.find((r) => r.number < release.number);
}

export async function releaseDiffRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = dbQuery(ctx.db);
  r.get(
    '/:id/releases/:number/diff/',
    {
      schema: {
        tags: ['releases'],
        params: releaseParams,
        querystring: z.object({
          against: z.coerce.number().int().positive().optional(),
          retry: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: diffAnswerSchema },
        description:
          'The diff of release {number} against `against` (default: the current published release, else the previous ' +
          'one). Queues the comparison on first call; poll until status is done. retry=true re-runs a failed one.',
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const lang = request.lang;
      const release = await findRelease(query, project.id, Number(request.params.number));
      if (!release) throw detailError(404, releaseMessage(lang, 'not_found'));
      const all = await listReleases(query, project.id);
      const { against: wanted, retry } = request.query;
      const other =
        wanted === undefined
          ? defaultAgainst(release, all, await currentRelease(query, project.id))
          : all.find((x) => x.number === wanted);
      if (wanted !== undefined && !other) throw detailError(404, releaseMessage(lang, 'not_found'));
      if (other?.id === release.id) throw detailError(400, releaseMessage(lang, 'same_release'));
      if (!other) return { against: null, status: 'none' as const, phase: null, error: null, result: null };
      const record = await requestDiff(ctx.db, ctx.jobs, project.id, other.id, release.id, retry === 'true');
      const result =
        record.status === 'done' && record.result_file_id
          ? await readJsonFile<ReleaseDiff>(query, record.result_file_id)
          : null;
      return {
        against: other.number,
        status: record.status,
        phase: record.progress?.phase ?? null,
        error: record.status === 'error' ? releaseMessage(lang, 'diff_failed') : null,
        result,
      };
    },
  );
}
