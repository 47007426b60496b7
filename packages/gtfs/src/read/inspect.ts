// Read a whole feed once, through the full row model, and summarise it (the CLI's `inspect`).
import type { GtfsReadWarning } from './errors.js';
import { readTable } from './table.js';
import { openGtfsZip, type EntryKind, type ZipLimits } from './zip.js';

export interface FileSummary {
  name: string;
  kind: EntryKind;
  bytes: number;
  /** Tables only. */
  rows?: number;
  columns?: number;
  unknownColumns?: string[];
  missingRequired?: string[];
  /** Cells whose text did not parse as their field's kind. */
  invalidCells?: number;
}

export interface FeedSummary {
  files: FileSummary[];
  warnings: GtfsReadWarning[];
}

export async function inspectFeed(source: string | Buffer, limits?: ZipLimits): Promise<FeedSummary> {
  const zip = await openGtfsZip(source, limits);
  const warnings = [...zip.warnings];
  const files: FileSummary[] = [];
  try {
    for (const entry of zip.entries) {
      const summary: FileSummary = { name: entry.name, kind: entry.kind, bytes: entry.uncompressedSize };
      if (entry.kind === 'table') {
        let rows = 0;
        let invalidCells = 0;
        for await (const batch of readTable(entry, { warnings })) {
          rows += batch.rows.length;
          for (const r of batch.rows) if (r.invalid) invalidCells += Object.keys(r.invalid).length;
          summary.columns = batch.header.columns.length;
          summary.unknownColumns = batch.header.unknownColumns;
          summary.missingRequired = batch.header.missingRequired;
        }
        summary.rows = rows;
        summary.invalidCells = invalidCells;
      }
      files.push(summary);
    }
  } finally {
    zip.close();
  }
  return { files, warnings };
}
