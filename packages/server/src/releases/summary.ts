// One release in words: the Atom feed's entries and the webhook's payload say the same thing.
import type { Language } from '../db/schema.js';
import { catalogueTranslator } from '../i18n/index.js';
import type { ReleaseRow } from './store.js';

/** What publishing records about the change from the release published before (see diff-job.ts). */
export interface ReleaseSummary {
  previous_number: number | null;
  /** Risk counts by code and row changes, once the diff against the previous release is known. */
  risks?: Record<string, number>;
  rows?: { add: number; delete: number; update: number };
}

const words = {
  title: { en: 'Release {number}', es: 'Versión {number}' },
  service: { en: 'Service from {start} to {end}.', es: 'Servicio del {start} al {end}.' },
  validation: {
    en: 'Validation: {errors} errors, {warnings} warnings.',
    es: 'Validación: {errors} errores, {warnings} advertencias.',
  },
  first: { en: 'First published release.', es: 'Primera versión publicada.' },
  against: { en: 'Changes since release {previous}:', es: 'Cambios desde la versión {previous}:' },
  rows: {
    en: '{add} rows added, {delete} removed, {update} changed.',
    es: '{add} filas añadidas, {delete} eliminadas, {update} modificadas.',
  },
  risks: { en: 'Risks: {list}.', es: 'Riesgos: {list}.' },
  no_risks: { en: 'No risks found.', es: 'No se encontraron riesgos.' },
} as const;

export const releaseTitle = (lang: Language, number: number) =>
  catalogueTranslator(words, lang)('title', { number });

/** A few sentences: service dates, validation, and the change from the previous release. */
export function summaryText(lang: Language, release: ReleaseRow): string {
  const t = catalogueTranslator(words, lang);
  const parts: string[] = [];
  if (release.note) parts.push(release.note);
  if (release.service_start && release.service_end)
    parts.push(t('service', { start: release.service_start, end: release.service_end }));
  parts.push(t('validation', { errors: release.validation.errors, warnings: release.validation.warnings }));
  const summary = release.summary as ReleaseSummary | null;
  if (summary?.previous_number == null) parts.push(t('first'));
  else {
    parts.push(t('against', { previous: summary.previous_number }));
    if (summary.rows) parts.push(t('rows', summary.rows));
    if (summary.risks) {
      const list = Object.entries(summary.risks).map(([code, n]) => `${code} × ${n}`);
      parts.push(list.length ? t('risks', { list: list.join(', ') }) : t('no_risks'));
    }
  }
  return parts.join(' ');
}
