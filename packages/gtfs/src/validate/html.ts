// The self-contained HTML report (inline CSS, no scripts or external assets), in English or Spanish:
// summary cards, totals, and the notices grouped by severity with our description and sample rows.
// Every value that comes from the feed goes through esc().
import { createHash } from 'node:crypto';
import type { LoadedFeed } from './feed.js';
import type { JsonReport } from './report.js';
import { describe } from './codes.js';
import type { Lang, NoticeGroup, NoticeValue } from './notices.js';

/** Sample rows shown per code in the HTML (the JSON keeps up to 1,000). */
const HTML_SAMPLES = 50;

/** "1 row", "2 rows", "1.234 filas": the count in the reader's digits with the word its plural takes. */
function count(lang: Lang, n: number, one: string, other: string): string {
  return `${n.toLocaleString(lang)} ${new Intl.PluralRules(lang).select(n) === 'one' ? one : other}`;
}

const T = {
  en: {
    title: 'GTFS validation report',
    input: 'Input',
    date: 'Validated on',
    version: 'Validator',
    agencies: 'Agencies',
    feedInfo: 'Feed info',
    files: 'Files',
    rows: (n: number) => count('en', n, 'row', 'rows'),
    counts: 'Counts',
    features: 'Features found',
    none: 'None',
    notices: 'Notices',
    countNames: {
      Shapes: 'Shapes',
      Stops: 'Stops',
      Routes: 'Routes',
      Trips: 'Trips',
      Agencies: 'Agencies',
      Blocks: 'Blocks',
    },
    summary: (t: number, e: number, w: number, i: number) =>
      `${count('en', t, 'notice', 'notices')}: ${count('en', e, 'error', 'errors')}, ` +
      `${count('en', w, 'warning', 'warnings')}, ${count('en', i, 'info', 'infos')}`,
    code: 'Notice code',
    severity: 'Severity',
    total: 'Total',
    ERROR: 'Errors',
    WARNING: 'Warnings',
    INFO: 'Infos',
    shown: (n: number, t: number) => `Showing ${n} of ${count('en', t, 'sample', 'samples')}.`,
    noNotices: 'No problems found.',
    name: 'Name',
    url: 'Website',
    phone: 'Phone',
    email: 'E-mail',
    timezone: 'Time zone',
    publisherName: 'Publisher',
    publisherUrl: 'Publisher URL',
    feedLanguage: 'Language',
    feedStartDate: 'Start date',
    feedEndDate: 'End date',
    feedEmail: 'Contact e-mail',
  },
  es: {
    title: 'Informe de validación GTFS',
    input: 'Entrada',
    date: 'Validado el',
    version: 'Validador',
    agencies: 'Agencias',
    feedInfo: 'Información del feed',
    files: 'Archivos',
    rows: (n: number) => count('es', n, 'fila', 'filas'),
    counts: 'Cantidades',
    features: 'Funciones encontradas',
    none: 'Ninguna',
    notices: 'Avisos',
    countNames: {
      Shapes: 'Trazados',
      Stops: 'Paradas',
      Routes: 'Rutas',
      Trips: 'Viajes',
      Agencies: 'Agencias',
      Blocks: 'Bloques',
    },
    summary: (t: number, e: number, w: number, i: number) =>
      `${count('es', t, 'aviso', 'avisos')}: ${count('es', e, 'error', 'errores')}, ` +
      `${count('es', w, 'advertencia', 'advertencias')}, ${count('es', i, 'informativo', 'informativos')}`,
    code: 'Código de aviso',
    severity: 'Severidad',
    total: 'Total',
    ERROR: 'Errores',
    WARNING: 'Advertencias',
    INFO: 'Informativos',
    shown: (n: number, t: number) =>
      `${n === 1 ? 'Se muestra' : 'Se muestran'} ${n} de ${count('es', t, 'ejemplo', 'ejemplos')}.`,
    noNotices: 'No se encontraron problemas.',
    name: 'Nombre',
    url: 'Sitio web',
    phone: 'Teléfono',
    email: 'Correo',
    timezone: 'Zona horaria',
    publisherName: 'Publicador',
    publisherUrl: 'URL del publicador',
    feedLanguage: 'Idioma',
    feedStartDate: 'Fecha de inicio',
    feedEndDate: 'Fecha de fin',
    feedEmail: 'Correo de contacto',
  },
} as const;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(v: unknown): string {
  return String(v).replace(/[&<>"']/g, (c) => ESC[c]!);
}

function cell(v: NoticeValue | undefined): string {
  if (v === undefined || v === null) return '<td class="na">N/A</td>';
  if (Array.isArray(v)) return `<td>${esc(v.join(', '))}</td>`;
  return `<td>${esc(v)}</td>`;
}

const CSS = `body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2433;background:#f5f6f8}
main{max-width:1200px;margin:0 auto;padding:24px}h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px}
.meta{color:#5b6474;margin-bottom:16px}.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px}
.card{background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:12px 14px}.card h3{margin:0 0 6px;font-size:15px}
.card ul{margin:0;padding-left:18px}table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #dde1e7;padding:4px 8px;text-align:left;vertical-align:top;word-break:break-word}th{background:#eef0f4}
details{background:#fff;border:1px solid #dde1e7;border-radius:6px;margin:6px 0}summary{cursor:pointer;padding:8px 12px;display:flex;gap:12px}
summary code{font-weight:600;flex:1}.body{padding:0 12px 12px}.sev{font-size:12px;padding:1px 8px;border-radius:10px;color:#fff}
.ERROR{background:#c62828}.WARNING{background:#ef8f00}.INFO{background:#1565c0}.na{color:#98a0ad}.totals{font-size:16px;font-weight:600}`;

/** The Content-Security-Policy source that allows the report's one inline style block, and nothing else. */
export const REPORT_STYLE_SOURCE = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

function list(items: [string, string | null | undefined][]): string {
  return (
    '<ul>' +
    items
      .filter(([, v]) => v)
      .map(([k, v]) => `<li>${esc(k)}: ${esc(v)}</li>`)
      .join('') +
    '</ul>'
  );
}

function noticeBlock(g: NoticeGroup, lang: Lang): string {
  const t = T[lang];
  const samples = g.sampleNotices.slice(0, HTML_SAMPLES);
  const columns = [...new Set(samples.flatMap((s) => Object.keys(s)))];
  const rows = samples.map((s) => '<tr>' + columns.map((c) => cell(s[c])).join('') + '</tr>').join('');
  return `<details><summary><code>${esc(g.code)}</code><span class="sev ${g.severity}">${esc(g.severity)}</span><span>${g.totalNotices}</span></summary>
<div class="body"><p>${esc(describe(g.code, lang))}</p>
<table><thead><tr>${columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
<p class="meta">${esc(t.shown(samples.length, g.totalNotices))}</p></div></details>`;
}

export function renderHtml(report: JsonReport, _feed: LoadedFeed | undefined, lang: Lang): string {
  const t = T[lang];
  const sum = report.summary;
  const by = { ERROR: 0, WARNING: 0, INFO: 0 };
  for (const g of report.notices) by[g.severity] += g.totalNotices;
  const total = by.ERROR + by.WARNING + by.INFO;
  const agencies = sum.agencies.length
    ? sum.agencies
        .map((a) =>
          list([
            [t.name, a.name],
            [t.url, a.url],
            [t.phone, a.phone],
            [t.email, a.email],
            [t.timezone, a.timezone],
          ]),
        )
        .join('')
    : `<p>${t.none}</p>`;
  const fi = sum.feedInfo;
  const feedInfo = fi
    ? list(
        (
          [
            'publisherName',
            'publisherUrl',
            'feedLanguage',
            'feedStartDate',
            'feedEndDate',
            'feedEmail',
          ] as const
        ).map((k) => [t[k], fi[k]]),
      )
    : `<p>${t.none}</p>`;
  const files =
    '<ul>' +
    sum.files
      .map((f) => `<li>${esc(f)}${f in sum.fileRows ? ` (${t.rows(sum.fileRows[f]!)})` : ''}</li>`)
      .join('') +
    '</ul>';
  const counts = list(
    Object.entries(sum.counts).map(([k, v]) => [
      t.countNames[k as keyof typeof t.countNames] ?? k,
      String(v),
    ]),
  );
  const features = sum.gtfsFeatures.length
    ? '<ul>' + sum.gtfsFeatures.map((f) => `<li>${esc(f)}</li>`).join('') + '</ul>'
    : `<p>${t.none}</p>`;
  const sections = (['ERROR', 'WARNING', 'INFO'] as const)
    .map((sev) => {
      const groups = report.notices.filter((g) => g.severity === sev);
      if (!groups.length) return '';
      return `<h2>${t[sev]} (${by[sev]})</h2>` + groups.map((g) => noticeBlock(g, lang)).join('');
    })
    .join('');
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>${CSS}</style></head><body><main>
<h1>${t.title}</h1>
<div class="meta">${t.input}: ${esc(sum.gtfsInput)} · ${t.date}: ${esc(sum.validatedAt)} · ${t.version}: ${esc(sum.validatorVersion)}</div>
<div class="cards">
<div class="card"><h3>${t.agencies}</h3>${agencies}</div>
<div class="card"><h3>${t.feedInfo}</h3>${feedInfo}</div>
<div class="card"><h3>${t.files}</h3>${files}</div>
<div class="card"><h3>${t.counts}</h3>${counts}</div>
<div class="card"><h3>${t.features}</h3>${features}</div>
</div>
<h2>${t.notices}</h2><p class="totals">${esc(t.summary(total, by.ERROR, by.WARNING, by.INFO))}</p>
${total === 0 ? `<p>${t.noNotices}</p>` : sections}
</main></body></html>
`;
}
