// The history API's requests and answers in zod: OpenAPI shows them and the web app imports their
// types (api-types.ts).
import { z } from 'zod';
import { listQuerySchema } from '../http/pagination.js';
import { projectParams } from '../http/project-scope.js';

const whole = z.string().regex(/^[1-9][0-9]{0,14}$/);

export const batchParams = projectParams.extend({ batchId: whole });
export const rowHistoryParams = projectParams.extend({ table: z.string().max(64), rowId: whole });

export const historyQuerySchema = listQuerySchema.extend({
  user: whole.optional().describe('Only batches by this user id'),
  table: z.string().max(64).optional().describe('Only batches that changed this table (`stops`)'),
  from: z.iso.date().optional().describe('From this day (YYYY-MM-DD, UTC), included'),
  to: z.iso.date().optional().describe('Up to this day (YYYY-MM-DD, UTC), included'),
});

export const lastChangesQuerySchema = z.object({
  table: z.string().max(64),
  ids: z
    .string()
    .regex(/^[0-9]{1,15}(,[0-9]{1,15}){0,499}$/)
    .describe('Comma-separated row ids, at most 500'),
});

const userSchema = z.object({ id: z.number(), name: z.string() }).nullable();

export const batchSchema = z.object({
  id: z.number(),
  created_at: z.string().describe('ISO 8601 date-time'),
  user: userSchema.describe('Who wrote it (an import: who uploaded the zip); null for a deleted account'),
  source: z.string().describe('The route or job that wrote it'),
  summary: z.object({
    key: z.string().describe("A message key, rendered in the reader's language by the app"),
    params: z.record(z.string(), z.unknown()),
  }),
  counts: z
    .record(z.string(), z.record(z.string(), z.number()))
    .describe('Rows per table: {stops: {inserted, updated, deleted}}'),
  row_count: z.number(),
  rows_kept: z.boolean().describe('False: counts only (too large to keep row by row); cannot be reverted'),
  reverts: z.number().nullable().describe('The batch this one reverted'),
  reverted_by: z.number().nullable().describe('A later batch that reverted this one'),
});

export const changeRowSchema = z.object({
  id: z.number(),
  table: z.string(),
  row_id: z.number(),
  op: z.enum(['insert', 'update', 'delete']),
  label: z.string().nullable().describe("The row's key values (stop_id…), for people"),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

export const batchDetailSchema = batchSchema.extend({ rows: z.array(changeRowSchema) });

export const rowChangeSchema = changeRowSchema.extend({ batch: batchSchema });

export const lastChangesSchema = z.record(
  z.string(),
  z.object({ batch_id: z.number(), at: z.string(), user: userSchema }),
);

export const revertBodySchema = z.object({
  dry_run: z.boolean().default(false).describe('Only answer what would be reverted and the conflicts'),
  mode: z
    .enum(['rest', 'all-or-nothing'])
    .default('all-or-nothing')
    .describe('With conflicts: revert the other rows, or nothing'),
});

export const conflictSchema = z.object({
  kind: z
    .enum(['changed', 'key', 'reference', 'in_use', 'value', 'follows'])
    .describe(
      'changed: a later batch changed the row; key: its key is taken again; reference: it points at a row that is gone; in_use: later rows use a value its revert takes away; value: a field rule; follows: a reference a rename moved, left with that rename',
    ),
  table: z.string(),
  row_id: z.number(),
  label: z.string().nullable(),
  batch_id: z.number().nullable().describe('changed: the later batch that changed the row'),
  user: userSchema,
  at: z.string().nullable(),
  field: z.string().nullable().describe('The field (key fields, comma-separated) of a gate conflict'),
  value: z.string().nullable().describe('The value of that field that conflicts'),
  message: z.string().nullable().describe("A gate conflict in the request's language"),
});

export const revertAnswerSchema = z.object({
  reverted: z.boolean(),
  batch_id: z.number().nullable().describe('The new batch that reverted, when one was written'),
  rows: z.number().describe('Rows restored (or that would be)'),
  conflicts: z.array(conflictSchema),
});

/** GET history/authors/: the people with a batch in the project's history. */
export const authorsSchema = z.array(z.object({ id: z.number(), name: z.string() }));
