// The CLI's readable summary of a diff, in English or Spanish.
import type { DiffResult, Risk } from './types.js';

export type SummaryLang = 'en' | 'es';

const TEXT = {
  en: {
    validity: 'Validity',
    none: 'none',
    rows: 'Row changes (added, deleted, updated; rows old → new)',
    noRows: 'No row changes.',
    truncated: (n: number) => `(the JSON lists the first ${n} row changes)`,
    files: (added: string[], deleted: string[]) =>
      [
        added.length ? `files added: ${added.join(', ')}` : '',
        deleted.length ? `files deleted: ${deleted.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    service: (n: number, start: string, end: string, trips: string, hours: string) =>
      `Service ${start} – ${end}: ${n} route, direction and date figures differ; trips ${trips}, hours ${hours}.`,
    noService: 'Service: no dates to compare.',
    risks: (n: number) => `Risks (${n}):`,
    noRisks: 'No risks found.',
    more: (n: number) => `... and ${n} more (see --json)`,
    risk: (r: Risk): string => {
      switch (r.code) {
        case 'route_removed':
          return `route removed: ${r.route_id}`;
        case 'service_dropped_on_date':
          return r.route_id === null
            ? `no service at all on ${r.date} (there was)`
            : `route ${r.route_id} loses its service on ${r.date}`;
        case 'stop_moved':
          return `stop ${r.stop_id} moved ${r.metres} m`;
        case 'id_removed':
          return `id removed from ${r.file}: ${r.id} (realtime feeds may reference it)`;
        case 'stop_sequence_renumbered':
          return `trip ${r.trip_id}: stop_sequence renumbered (same stops)`;
        case 'feed_end_shortened':
          return `the feed now ends on ${r.new} instead of ${r.old}`;
        case 'feed_expires_soon':
          return `the new version expires on ${r.date}`;
        case 'new_error_notices':
          return `new validation errors: ${r.notices.map((n) => `${n.code} ${n.old} → ${n.new}`).join(', ')}`;
      }
    },
  },
  es: {
    validity: 'Vigencia',
    none: 'ninguna',
    rows: 'Cambios de filas (agregadas, eliminadas, modificadas; filas antes → después)',
    noRows: 'Sin cambios de filas.',
    truncated: (n: number) => `(el JSON lista los primeros ${n} cambios de filas)`,
    files: (added: string[], deleted: string[]) =>
      [
        added.length ? `archivos agregados: ${added.join(', ')}` : '',
        deleted.length ? `archivos eliminados: ${deleted.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    service: (n: number, start: string, end: string, trips: string, hours: string) =>
      `Servicio ${start} – ${end}: ${n} cifras por ruta, sentido y fecha cambian; viajes ${trips}, horas ${hours}.`,
    noService: 'Servicio: no hay fechas que comparar.',
    risks: (n: number) => `Riesgos (${n}):`,
    noRisks: 'No se encontraron riesgos.',
    more: (n: number) => `... y ${n} más (ver --json)`,
    risk: (r: Risk): string => {
      switch (r.code) {
        case 'route_removed':
          return `ruta eliminada: ${r.route_id}`;
        case 'service_dropped_on_date':
          return r.route_id === null
            ? `ningún servicio el ${r.date} (antes había)`
            : `la ruta ${r.route_id} pierde su servicio el ${r.date}`;
        case 'stop_moved':
          return `parada ${r.stop_id} movida ${r.metres} m`;
        case 'id_removed':
          return `id eliminado de ${r.file}: ${r.id} (los feeds en tiempo real pueden usarlo)`;
        case 'stop_sequence_renumbered':
          return `viaje ${r.trip_id}: stop_sequence renumerado (mismas paradas)`;
        case 'feed_end_shortened':
          return `el feed ahora termina el ${r.new} en vez del ${r.old}`;
        case 'feed_expires_soon':
          return `la nueva versión vence el ${r.date}`;
        case 'new_error_notices':
          return `errores de validación nuevos: ${r.notices.map((n) => `${n.code} ${n.old} → ${n.new}`).join(', ')}`;
      }
    },
  },
};

/** Risks of one kind listed before the rest are counted. */
const EXAMPLES = 5;

const span = (v: { start: string | null; end: string | null }, none: string) =>
  v.start || v.end ? `${v.start ?? '?'} – ${v.end ?? '?'}` : none;

export function summarise(r: DiffResult, lang: SummaryLang): string {
  const t = TEXT[lang];
  const lines = [`${t.validity}: ${span(r.validity.old, t.none)} → ${span(r.validity.new, t.none)}`];
  const fileRows = r.rows.filter((c) => c.target === 'file');
  const files = t.files(
    fileRows.filter((c) => c.action === 'add').map((c) => c.file),
    fileRows.filter((c) => c.action === 'delete').map((c) => c.file),
  );
  if (files) lines.push(files);
  const changed = r.tables.filter((c) => c.added || c.deleted || c.updated);
  if (changed.length) {
    lines.push(t.rows);
    const width = Math.max(...changed.map((c) => c.file.length));
    for (const c of changed)
      lines.push(
        `  ${c.file.padEnd(width)}  +${c.added} -${c.deleted} ~${c.updated}  (${c.old_rows} → ${c.new_rows})`,
      );
    if (r.rows_truncated) lines.push('  ' + t.truncated(r.rows.length));
  } else lines.push(t.noRows);
  const w = r.service_window;
  if (w.start && w.end) {
    const sum = (k: 'old' | 'new', f: 'trips' | 'hours') =>
      Math.round(r.service_days.reduce((s, d) => s + d[k][f], 0));
    lines.push(
      t.service(
        r.service.length,
        w.start,
        w.end,
        `${sum('old', 'trips')} → ${sum('new', 'trips')}`,
        `${sum('old', 'hours')} → ${sum('new', 'hours')}`,
      ),
    );
  } else lines.push(t.noService);
  if (r.risks.length) {
    lines.push(t.risks(r.risks.length));
    // Many risks of one kind (every trip_id of a new season) show as a few examples and a count.
    const seen = new Map<string, number>();
    for (const risk of r.risks) {
      const kind = risk.code === 'id_removed' ? `${risk.code} ${risk.file}` : risk.code;
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      if (n <= EXAMPLES) lines.push(`  [${risk.code}] ${t.risk(risk)}`);
    }
    for (const [kind, n] of seen) if (n > EXAMPLES) lines.push(`  [${kind}] ${t.more(n - EXAMPLES)}`);
  } else lines.push(t.noRisks);
  return lines.join('\n');
}
