// Where built zips live and what they are called when downloaded.
import fs from 'node:fs/promises';
import path from 'node:path';

export const buildsDir = (dataDir: string) => path.join(dataDir, 'builds');

/** The built feed of a project; replaced atomically (rename) by each finished build. */
export const builtZipPath = (dataDir: string, projectId: number) =>
  path.join(buildsDir(dataDir), `${projectId}.zip`);

/** A run's file while it is written; never seen by a download. */
export const partialZipPath = (dataDir: string, projectId: number, run: string) =>
  path.join(buildsDir(dataDir), `${projectId}.${run}.partial`);

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

/** `HH:MM:SS.mmm`: interval-like text (SPEC shows it without the fraction). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}

/** The report.json of the project's last finished build (the findings screen reads it). */
export const reportPath = (dataDir: string, projectId: number) =>
  path.join(buildsDir(dataDir), `${projectId}.report.json`);

/** A run's report while it is written. */
export const partialReportPath = (dataDir: string, projectId: number, run: string) =>
  path.join(buildsDir(dataDir), `${projectId}.${run}.report.partial`);

/** Removes every build file of a project (zip, report, partial files of runs), when it is deleted. */
export async function removeProjectBuilds(dataDir: string, projectId: number): Promise<void> {
  const names = await fs.readdir(buildsDir(dataDir)).catch(() => [] as string[]);
  const prefix = `${projectId}.`;
  await Promise.all(
    names
      .filter((n) => n.startsWith(prefix))
      .map((n) => fs.rm(path.join(buildsDir(dataDir), n), { force: true })),
  );
}
