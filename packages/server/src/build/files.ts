// What built zips are called when downloaded, and how build durations are written. The files
// themselves are stored in PostgreSQL (src/files/).

/** ASCII, lower case, words joined by `-`: "Calama Línea 2" → "calama-linea-2". */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
}

/** Download name from the project name and feed_info's feed_version, e.g. `calama-2024-05.zip`. */
export function downloadName(projectName: string, feedVersion: string | null | undefined): string {
  const parts = [slug(projectName), feedVersion ? slug(feedVersion) : ''].filter(Boolean);
  return `${parts.join('-') || 'gtfs'}.zip`;
}

/** `HH:MM:SS.mmm`: interval-like text. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}
