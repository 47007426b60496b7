// The notice container: every finding is a MobilityData notice code with its sample fields, named as
// MobilityData names them, so report.json reads like theirs. Totals are counted past the sample cap.
import { CODES, type Severity } from './codes.js';

export type { Severity } from './codes.js';

/** The languages of notice descriptions and the HTML report. */
export type Lang = 'en' | 'es';

export type NoticeValue = string | number | boolean | null | readonly number[];
export type NoticeFields = Record<string, NoticeValue | undefined>;

/** Samples kept per code (MobilityData exports up to 1,000 per code). */
export const SAMPLE_CAP = 1000;

export interface NoticeGroup {
  code: string;
  severity: Severity;
  totalNotices: number;
  sampleNotices: NoticeFields[];
}

export class NoticeContainer {
  private readonly groups = new Map<string, NoticeGroup>();
  /** Per GTFS file: errors and warnings (what the server shows per table). */
  readonly perFile: Record<string, { errors: number; warnings: number; infos: number }> = {};

  add(code: string, fields: NoticeFields = {}, file?: string): void {
    const info = CODES[code];
    if (!info) throw new Error(`unknown notice code ${code}`);
    let g = this.groups.get(code);
    if (!g) {
      g = { code, severity: info.severity, totalNotices: 0, sampleNotices: [] };
      this.groups.set(code, g);
    }
    g.totalNotices++;
    if (g.sampleNotices.length < SAMPLE_CAP) {
      // Drop undefined members, as Gson drops nulls.
      const clean: NoticeFields = {};
      for (const k in fields) if (fields[k] !== undefined) clean[k] = fields[k];
      g.sampleNotices.push(clean);
    }
    const f =
      file ??
      (typeof fields.filename === 'string' ? fields.filename : undefined) ??
      (typeof fields.childFilename === 'string' ? fields.childFilename : undefined) ??
      info.file;
    if (f) {
      const c = (this.perFile[f] ??= { errors: 0, warnings: 0, infos: 0 });
      if (info.severity === 'ERROR') c.errors++;
      else if (info.severity === 'WARNING') c.warnings++;
      else c.infos++;
    }
  }

  has(code: string): boolean {
    return this.groups.has(code);
  }

  count(code: string): number {
    return this.groups.get(code)?.totalNotices ?? 0;
  }

  /** Sorted by code, as MobilityData sorts them. */
  list(): NoticeGroup[] {
    return [...this.groups.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }

  counts(): { errors: number; warnings: number; infos: number } {
    const c = { errors: 0, warnings: 0, infos: 0 };
    for (const g of this.groups.values()) {
      if (g.severity === 'ERROR') c.errors += g.totalNotices;
      else if (g.severity === 'WARNING') c.warnings += g.totalNotices;
      else c.infos += g.totalNotices;
    }
    return c;
  }
}
