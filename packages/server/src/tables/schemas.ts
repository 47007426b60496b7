// The answers of the table routes (docs/api.md "Tables") in zod: OpenAPI shows them and the web app
// imports their types (api-types.ts). A row carries its schema fields beside id and version, so row
// objects are open; the fields themselves are documented per table in docs/schema.md.
import { z } from 'zod';
import { noContent } from '../http/answers.js';
import { importWarningSchema } from '../http/project-store.js';
import { listAnswer } from '../http/pagination.js';

export const tableRowSchema = z.looseObject({
  id: z.number().int(),
  version: z.number().int(),
  invalid: z
    .record(z.string(), z.string())
    .nullable()
    .optional()
    .describe('Imported text that is not valid for its field: field → original text'),
});

/** A text field's value in a row answer (null when empty). */
export const textValue = z.string().nullable();
/** A number field's value in a row answer: null when empty, and the text an import kept when it could
 *  not read it as a number (the row's `invalid` names the field). */
export const numberValue = z.union([z.number(), z.string()]).nullable();

/** A shape in the shapes list: one row per shape_id (its points' columns grouped, nothing more). */
export const shapeHeadSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  shape_id: z.string().nullable(),
  point_count: z.number().int(),
});

/** GET {resource}/ids/: each row's GTFS key (its fields joined by '|') → the first row's id. */
export const rowIdsSchema = z.record(z.string(), z.number().int());

export const serviceSchema = z.object({ id: z.string(), service_id: z.string() });

export const tableSummaryEntrySchema = z.object({
  entries: z.number().int(),
  error_number: z.number().int(),
  warning_number: z.number().int(),
});

/** GET tables/: per GTFS table, its entries and the last validation's error and warning counts. */
export const tableSummarySchema = z.record(z.string(), tableSummaryEntrySchema);

/** The answers of one row's routes: GET, PUT and PATCH answer the row, POST the created row, DELETE nothing. */
export const rowAnswers = <T extends z.ZodType>(row: T) => ({
  read: { 200: row },
  created: { 201: row },
  deleted: noContent,
});

export const rowListAnswer = listAnswer(tableRowSchema);
export const shapeListAnswer = listAnswer(shapeHeadSchema);
export const serviceListAnswer = listAnswer(serviceSchema);
export const rowPageSchema = rowListAnswer[200].options[1];

/** PUT {resource}/upload/'s answers. */
export const csvUploadAnswer = {
  200: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    deleted: z.number().int(),
    /** What the reader repaired on the way (replaced bytes, short rows…), as the import reports it. */
    warnings: z.array(importWarningSchema),
  }),
  // The rows that stopped the replacement, or {detail} when the body itself stopped short.
  400: z.union([
    z.object({
      non_field_errors: z.array(z.string()),
      rows: z.array(
        z.object({
          row: z.number().int(),
          field: z.string().nullable(),
          message: z.string(),
          value: z.string().nullable(),
        }),
      ),
    }),
    z.object({ detail: z.string() }),
  ]),
};
