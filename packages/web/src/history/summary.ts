// A change batch's summary in the reader's language: the server stores a message key and its
// parameters; a key this version does not know (or the generic "edited") reads from the counts.
import type { TFunction } from 'i18next';
import type { HistoryBatch } from './api';

const KNOWN = new Set([
  'row_inserted',
  'row_updated',
  'row_deleted',
  'stop_moved',
  'timetable_shifted',
  'timetable_saved',
  'shape_saved',
  'shape_created',
  'trip_duplicated',
  'csv_uploaded',
  'imported',
  'tidied',
  'reverted',
]);

/** Signed minutes: "+5", "-10". */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function batchSummary(
  t: TFunction,
  batch: Pick<HistoryBatch, 'summary' | 'counts' | 'row_count'>,
): string {
  const { key, params } = batch.summary;
  if (KNOWN.has(key)) {
    const p: Record<string, unknown> = { ...params };
    if (key === 'timetable_shifted') {
      p.count = params.trips;
      p.minutes = signed(Number(params.minutes));
    }
    return t(`history.summary.${key}`, p as Record<string, string>);
  }
  const tables = Object.keys(batch.counts);
  if (tables.length === 1) return t('history.summary.edited', { count: batch.row_count, table: tables[0] });
  return t('history.summary.editedTables', { count: batch.row_count, tables: tables.join(', ') });
}
