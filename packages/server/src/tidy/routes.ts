// Routes of docs/api.md "Clean-up": preview what tidying the project would do, then apply it as one
// transaction, refused when the project changed since the preview.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALL_STEPS,
  groupId,
  planChanges,
  planTidy,
  stops,
  type TidyOptions,
  type TidyPlan,
} from '@ruta/gtfs';
import type { AppContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { requestNetworkSketch } from '../network/job.js';
import { touchProject } from '../tables/touch.js';
import { dbQuery } from '../files/store.js';
import { currentBatchId, describeBatch } from '../changes/batch.js';
import { projectFingerprint, readProjectInput } from './read.js';
import { tidyApplySchema, tidyPlanSchema, tidyQuerySchema, type TidyPlanAnswer } from './schemas.js';
import { writeTidyChanges } from './write.js';

function answer(plan: TidyPlan, fingerprint: string): TidyPlanAnswer {
  const group = (entity: 'service' | 'shape') => (g: TidyPlan['services'][number]) => ({
    id: groupId(entity, g),
    ...g,
  });
  return {
    fingerprint,
    calendars: {
      services: plan.rows.services,
      rewritten: plan.calendars.length,
      calendar: plan.rows.calendar,
      calendar_dates: plan.rows.calendarDates,
    },
    services: plan.services.map(group('service')),
    shapes: plan.shapes.map(group('shape')),
    stops: plan.stops.map((g) => ({
      id: groupId('stop', g),
      survivor: g.survivor,
      merged: g.merged,
      name: g.name,
      location_type: g.locationType,
      spread: Math.round(g.spread * 10) / 10,
      stops: g.stops.map((s) => ({ stop_id: s.id, lat: s.lat, lon: s.lon })),
    })),
    orphans: plan.orphans,
  };
}

export async function tidyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  r.get(
    '/:id/tidy/',
    {
      schema: {
        tags: ['clean-up'],
        params: projectParams,
        querystring: tidyQuerySchema,
        response: { 200: tidyPlanSchema },
      },
    },
    async (request) => {
      const id = ownedProject(request).id;
      // One snapshot, so the fingerprint names exactly the data the plan was made from.
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const fingerprint = (await projectFingerprint(trx, id))!;
          const plan = planTidy(await readProjectInput(trx, id), {
            ...ALL_STEPS,
            mergeStops: request.query.merge_stops,
          });
          return answer(plan, fingerprint);
        });
    },
  );

  r.post(
    '/:id/tidy/',
    {
      schema: {
        tags: ['clean-up'],
        params: projectParams,
        body: tidyApplySchema,
        response: { 200: tidyPlanSchema },
      },
    },
    async (request) => {
      const id = ownedProject(request).id;
      const { fingerprint, steps, exclude } = request.body;
      const options: TidyOptions = {
        calendars: steps.calendars,
        mergeServices: steps.merge_services,
        mergeStops: steps.merge_stops,
        mergeShapes: steps.merge_shapes,
        orphans: steps.orphans,
        exclude: new Set(exclude),
      };
      const stale = () => new HttpError(409, { detail: request.t('tidy_project_changed') });
      const plan = await db.transaction().execute(async (trx) => {
        if ((await projectFingerprint(trx, id)) !== fingerprint) throw stale();
        const planned = planTidy(await readProjectInput(trx, id), options);
        await writeTidyChanges(trx, id, planChanges(planned));
        // The check again, after the writes: a write committed meanwhile refuses it too.
        const own = await currentBatchId(dbQuery(trx));
        if ((await projectFingerprint(trx, id, own)) !== fingerprint) throw stale();
        await touchProject(trx, id, stops);
        await describeBatch(dbQuery(trx), 'tidied');
        return planned;
      });
      await requestNetworkSketch(ctx.jobs, db, id).catch((err: unknown) =>
        request.log.warn({ err, projectId: id }, 'network sketch not requested'),
      );
      return answer(plan, (await projectFingerprint(db, id))!);
    },
  );
}
