// The edited row's values checked as they are typed: a time must read HH:MM or HH:MM:SS (hours
// may pass 24, minutes and seconds below 60), a numeric field a number. Empty values are left to
// the server, which knows which ones a trip may leave empty.
import { timeSeconds } from '@ruta/gtfs/schema';
import type { TFunction } from 'i18next';
import { NUMERIC } from './columns';
import type { EditorRow } from './editorState';

const TIMES = ['arrival_time', 'departure_time'] as const;

export function liveErrors(row: EditorRow, t: TFunction): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of TIMES) {
    const v = row[f];
    if (typeof v === 'string' && v.trim() !== '' && timeSeconds(v) === null)
      out[f] = [t('liveChecks.time', { value: v })];
  }
  for (const f of NUMERIC) {
    const v = row[f as keyof EditorRow];
    if (typeof v === 'string' && v.trim() !== '') out[f] = [t('liveChecks.number', { value: v })];
  }
  return out;
}
