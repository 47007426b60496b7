// GET validation/: the findings of the last validation for the app's findings screen, read from the
// stored report.json (src/files/): each notice code with its severity, total, a description in the caller's
// language, the file it concerns and its first sample notices (the full list is in report.json).
import { CODES, describeNotice, type JsonReport, type NoticeValue, type Severity } from '@ruta/gtfs';
import type { Db } from '../db/connection.js';
import type { Language } from '../db/schema.js';
import { dbQuery, latestFile, readRange } from '../files/store.js';

/** Samples per code in the answer: enough to fix by example; the HTML report has the rest. */
export const FINDINGS_SAMPLES = 100;

const ORDER: Record<Severity, number> = { ERROR: 0, WARNING: 1, INFO: 2 };

export interface Finding {
  code: string;
  severity: Severity;
  total: number;
  description: string;
  /** The GTFS file when the code always concerns one file (samples may name theirs in `filename`). */
  file: string | null;
  /** Sample notices: MobilityData's field names and values. */
  samples: Record<string, NoticeValue>[];
}

export interface Findings {
  validated_at: string;
  notices: Finding[];
}

/** The report.json of the project's last validation, or undefined when it has none. */
export async function readReport(db: Db, projectId: number): Promise<JsonReport | undefined> {
  // One snapshot: a build publishing meanwhile does not cut the report short.
  const text = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const query = dbQuery(trx);
      const file = await latestFile(query, projectId, 'report_json');
      if (!file) return undefined;
      const parts: Buffer[] = [];
      for await (const part of readRange(query, file.id, 0, file.size)) parts.push(part);
      return Buffer.concat(parts).toString('utf8');
    });
  return text === undefined ? undefined : (JSON.parse(text) as JsonReport);
}

/** The findings of the project's last build, or undefined when it has none. */
export async function readFindings(db: Db, projectId: number, lang: Language): Promise<Findings | undefined> {
  const report = await readReport(db, projectId);
  if (!report) return undefined;
  const notices = report.notices
    .map((n) => ({
      code: n.code,
      severity: n.severity,
      total: n.totalNotices,
      description: describeNotice(n.code, lang),
      file: CODES[n.code]?.file ?? null,
      samples: n.sampleNotices.slice(0, FINDINGS_SAMPLES) as Record<string, NoticeValue>[],
    }))
    .sort(
      (a, b) => ORDER[a.severity] - ORDER[b.severity] || b.total - a.total || a.code.localeCompare(b.code),
    );
  return { validated_at: report.summary.validatedAt, notices };
}
