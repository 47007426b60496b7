// The answers of the build routes that are not a project (docs/api.md "Build and validation"), for
// OpenAPI: the last validation's findings (findings.ts builds them) and the files sent as they are.
import { z } from 'zod';
import { fileAnswer } from '../http/answers.js';

export const findingsSchema = z.object({
  validated_at: z.string(),
  notices: z.array(
    z.object({
      code: z.string(),
      severity: z.enum(['ERROR', 'WARNING', 'INFO']),
      total: z.number().int(),
      description: z.string(),
      file: z.string().nullable(),
      samples: z.array(z.record(z.string(), z.unknown())).describe("MobilityData's field names and values"),
    }),
  ),
});

export const zipAnswer = fileAnswer('The GTFS zip (application/zip), named in Content-Disposition');
export const reportAnswer = fileAnswer('The self-contained HTML report (text/html)');
