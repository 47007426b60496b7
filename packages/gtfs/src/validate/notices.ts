// The notice container: every finding is a MobilityData notice code with its sample fields, named as
// MobilityData names them, so report.json reads like theirs. Totals are counted past the sample cap.
import type { Notice, NoticeFields, SampleOf, Severity } from './notice.js';

export type { Lang, NoticeFields, NoticeValue, Severity } from './notice.js';

/** Samples kept per code (MobilityData exports up to 1,000 per code). */
export const SAMPLE_CAP = 1000;

export interface NoticeGroup {
  code: string;
  severity: Severity;
  totalNotices: number;
  sampleNotices: NoticeFields[];
}

/** A container's notices as plain data, to post from a worker thread (see merge). */
export interface NoticesData {
  groups: NoticeGroup[];
  perFile: NoticeContainer['perFile'];
  added: number;
}

export class NoticeContainer {
  private readonly groups = new Map<string, NoticeGroup>();
  /** Per GTFS file: errors and warnings (what the server shows per table). */
  readonly perFile: Record<string, { errors: number; warnings: number; infos: number }> = {};
  /** Notices added so far (a loop can tell whether a step added any). */
  added = 0;

  /**
   * `errorsOnly`: notices below ERROR are neither kept nor counted in `added`, for a caller that needs
   * the errors alone (validationErrorCounts); a cell whose checks only warn is then a clean one.
   */
  constructor(readonly options: { errorsOnly?: boolean } = {}) {}

  /** Records one notice; `fields` may hold only the notice's declared sample fields. */
  add<N extends Notice>(notice: N, fields: SampleOf<N> = {} as SampleOf<N>, file?: string): void {
    const { code, severity } = notice;
    if (severity !== 'ERROR' && this.options.errorsOnly) return;
    this.added++;
    let g = this.groups.get(code);
    if (!g) {
      g = { code, severity, totalNotices: 0, sampleNotices: [] };
      this.groups.set(code, g);
    }
    g.totalNotices++;
    const sample = fields as NoticeFields;
    if (g.sampleNotices.length < SAMPLE_CAP) {
      // Drop undefined members, as Gson drops nulls.
      const clean: NoticeFields = {};
      for (const k in sample) if (sample[k] !== undefined) clean[k] = sample[k];
      g.sampleNotices.push(clean);
    }
    const f =
      file ??
      (typeof sample.filename === 'string' ? sample.filename : undefined) ??
      (typeof sample.childFilename === 'string' ? sample.childFilename : undefined) ??
      notice.file;
    if (f) {
      const c = (this.perFile[f] ??= { errors: 0, warnings: 0, infos: 0 });
      if (severity === 'ERROR') c.errors++;
      else if (severity === 'WARNING') c.warnings++;
      else c.infos++;
    }
  }

  toData(): NoticesData {
    return { groups: [...this.groups.values()], perFile: this.perFile, added: this.added };
  }

  /**
   * Adds another container's notices as if they had been added here after this one's: a code's
   * samples follow this one's up to the cap, as they would have in one container.
   */
  merge(other: NoticesData): void {
    this.added += other.added;
    for (const o of other.groups) {
      let g = this.groups.get(o.code);
      if (!g) {
        g = { code: o.code, severity: o.severity, totalNotices: 0, sampleNotices: [] };
        this.groups.set(o.code, g);
      }
      g.totalNotices += o.totalNotices;
      const room = SAMPLE_CAP - g.sampleNotices.length;
      if (room > 0) g.sampleNotices.push(...o.sampleNotices.slice(0, room));
    }
    for (const [f, o] of Object.entries(other.perFile)) {
      const c = (this.perFile[f] ??= { errors: 0, warnings: 0, infos: 0 });
      c.errors += o.errors;
      c.warnings += o.warnings;
      c.infos += o.infos;
    }
  }

  has(notice: Notice): boolean {
    return this.groups.has(notice.code);
  }

  count(notice: Notice): number {
    return this.groups.get(notice.code)?.totalNotices ?? 0;
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
