// Project endpoints of docs/api.md. Every route reaches its project through the project scope
// (http/project-scope.ts), so another user's project answers 404 exactly like a missing one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { Project, ProjectRole } from '../db/schema.js';
import { currentUser } from '../http/auth.js';
import { noContent } from '../http/answers.js';
import type { AppContext } from '../http/context.js';
import { fieldErrors, type FieldErrors } from '../http/errors.js';
import { listAnswer, listQuerySchema, pagination } from '../http/pagination.js';
import { ownedProject, projectParams, projectRole } from '../http/project-scope.js';
import { ensureProjectPartitions } from '../feed/partitions.js';
import { IMPORT_GTFS_JOB, type ImportGtfsJob } from './import-gtfs-job.js';
import {
  deleteProject,
  insertProject,
  listProjects,
  markLoading,
  nameInUse,
  renameProject,
  SORT_FIELDS,
} from './queries.js';
import { isNameConflict, projectJson, projectSchema } from '../http/project-store.js';
import { discard, keepUpload, receiveUpload, type ReceivedUpload } from './uploads.js';

const NAME_MAX = 200;
const one = { 200: projectSchema };
const created = { 201: projectSchema };
const listResponse = listAnswer(projectSchema);
const nameSchema = z.string().trim().min(1, 'required').max(NAME_MAX);
const listQuery = listQuerySchema.extend({
  sort: z
    .string()
    .regex(new RegExp(`^(${Object.keys(SORT_FIELDS).join('|')})\\|(asc|desc)$`), 'invalid_sort')
    .optional(),
});

/** The name rule shared by create and rename: required, trimmed, unique for the owner. */
async function checkName(
  db: Db,
  request: FastifyRequest,
  ownerId: number,
  raw: unknown,
  exceptId?: number,
): Promise<{ name: string } | { errors: string[] }> {
  const parsed = nameSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'too_big') return { errors: [request.t('too_long', { max: NAME_MAX })] };
    return {
      errors: [typeof raw === 'string' || raw == null ? request.t('required') : request.t('not_a_string')],
    };
  }
  if (await nameInUse(db, ownerId, parsed.data, exceptId))
    return { errors: [request.t('project_name_taken')] };
  return { name: parsed.data };
}

function fileErrors(request: FastifyRequest, upload: ReceivedUpload): string[] | undefined {
  if (!upload.file || upload.file.size === 0) return [request.t('file_required')];
  if (!upload.file.isZip) return [request.t('file_not_zip')];
  return undefined;
}

export async function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, jobs, databaseUrl } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  const enqueueImport = (request: FastifyRequest, projectId: number, fileId: number) =>
    jobs.send<ImportGtfsJob>(IMPORT_GTFS_JOB, { projectId, fileId, userId: currentUser(request).id });

  r.get('/', { schema: { tags, querystring: listQuery, response: listResponse } }, async (request) => {
    const user = currentUser(request);
    const q = request.query;
    const [sort = 'last_modification', direction = 'desc'] = (q.sort ?? 'last_modification|desc').split(
      '|',
    ) as [keyof typeof SORT_FIELDS, 'asc' | 'desc'];
    const order = { search: q.search, sort, direction };
    const answer = ({ role, ...project }: Project & { role: ProjectRole }) => projectJson(project, role);
    if (q.no_page !== undefined) return (await listProjects(db, user.id, order)).rows.map(answer);

    const perPage = Number(q.per_page ?? 10);
    const page = Number(q.page ?? 1);
    const { rows, total } = await listProjects(db, user.id, order, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      results: rows.map(answer),
      pagination: pagination(request, { page, perPage }, total, rows.length),
    };
  });

  r.post(
    '/',
    {
      schema: {
        tags,
        body: z.object({ name: z.unknown().describe('Project name (string)') }),
        response: created,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const checked = await checkName(db, request, user.id, request.body.name);
      if ('errors' in checked) throw fieldErrors({ name: checked.errors });
      try {
        const project = await insertProject(db, user.id, checked.name, 'empty');
        await ensureProjectPartitions(db, project.id);
        return reply.code(201).send(projectJson(project, 'owner'));
      } catch (err) {
        if (isNameConflict(err)) throw fieldErrors({ name: [request.t('project_name_taken')] });
        throw err;
      }
    },
  );

  r.post(
    '/create_project_from_gtfs/',
    {
      schema: {
        tags,
        response: created,
        description: 'multipart/form-data with `name` and `file` (a GTFS zip)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await receiveUpload(request, databaseUrl, config.maxUploadMb);
      try {
        const errors: FieldErrors = {};
        const checked = await checkName(db, request, user.id, upload.fields.name);
        if ('errors' in checked) errors.name = checked.errors;
        const fileProblems = fileErrors(request, upload);
        if (fileProblems) errors.file = fileProblems;
        if (Object.keys(errors).length || 'errors' in checked) throw fieldErrors(errors);

        let project: Project;
        try {
          project = await insertProject(db, user.id, checked.name, 'loading_gtfs');
        } catch (err) {
          if (isNameConflict(err)) throw fieldErrors({ name: [request.t('project_name_taken')] });
          throw err;
        }
        await ensureProjectPartitions(db, project.id);
        const fileId = await keepUpload(upload, project.id);
        await enqueueImport(request, project.id, fileId);
        return reply.code(201).send(projectJson(project, 'owner'));
      } finally {
        await discard(upload);
      }
    },
  );

  r.get('/:id/', { schema: { tags, params: projectParams, response: one } }, async (request) =>
    projectJson(ownedProject(request), projectRole(request)),
  );

  r.put(
    '/:id/',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        params: projectParams,
        body: z.object({ name: z.unknown().describe('Project name (string)') }),
        response: one,
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const checked = await checkName(db, request, project.owner_id, request.body.name, project.id);
      if ('errors' in checked) throw fieldErrors({ name: checked.errors });
      try {
        return projectJson(await renameProject(db, project.id, checked.name), projectRole(request));
      } catch (err) {
        if (isNameConflict(err)) throw fieldErrors({ name: [request.t('project_name_taken')] });
        throw err;
      }
    },
  );

  r.delete(
    '/:id/',
    { config: { role: 'owner' }, schema: { tags, params: projectParams, response: noContent } },
    async (request, reply) => {
      const project = ownedProject(request);
      await deleteProject(db, project.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/:id/upload_gtfs_file/',
    {
      schema: {
        tags,
        params: projectParams,
        response: one,
        description: 'multipart/form-data with `file` (a GTFS zip)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const upload = await receiveUpload(request, databaseUrl, config.maxUploadMb);
      try {
        const problems = fileErrors(request, upload);
        if (problems) throw fieldErrors({ file: problems });
        const fileId = await keepUpload(upload, project.id);
        const updated = await markLoading(db, project.id);
        await enqueueImport(request, project.id, fileId);
        return projectJson(updated, projectRole(request));
      } finally {
        await discard(upload);
      }
    },
  );
}
