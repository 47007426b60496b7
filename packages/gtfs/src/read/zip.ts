// Opening a GTFS zip: list entries lazily with yauzl, refuse unsafe archives with a clear error, drop
// OS junk, accept one top-level folder, and classify each file as an edited table, a known GTFS file
// kept as is, or an unknown file (also kept as is).
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { TableDef } from '../schema/dsl.js';
import { TABLES_BY_FILE } from '../schema/tables.js';
import { knownOtherFile } from '../schema/files.js';
import { GtfsReadError, type GtfsReadWarning } from './errors.js';
import { openEntryStream } from './inflate.js';

export interface ZipLimits {
  /** Sum of the entries' uncompressed sizes. Default 4 GiB. */
  maxTotalUncompressed?: number;
  /** Uncompressed/compressed ratio allowed for entries above `ratioMinSize`. Default 100. */
  maxCompressionRatio?: number;
  /** Entries smaller than this are not ratio-checked (tiny files compress well). Default 1 MiB. */
  ratioMinSize?: number;
  /** Number of entries in the archive. Default 1,000. */
  maxEntries?: number;
}

export const DEFAULT_LIMITS: Required<ZipLimits> = {
  maxTotalUncompressed: 4 * 1024 ** 3,
  maxCompressionRatio: 100,
  ratioMinSize: 1024 ** 2,
  maxEntries: 1000,
};

/**
 * A zip that is neither a local file nor in memory (e.g. stored in a database): its size and a way to
 * stream any byte range of it, which is all the zip reader needs.
 */
export interface ZipRangeSource {
  size: number;
  /** Bytes `start` to `end` (exclusive). */
  readRange(start: number, end: number): Readable;
}

export type ZipSource = string | Buffer | ZipRangeSource;

class RangeReader extends yauzl.RandomAccessReader {
  constructor(private readonly source: ZipRangeSource) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return this.source.readRange(start, end);
  }
}

export type EntryKind = 'table' | 'known' | 'unknown';

export interface GtfsEntry {
  /** The name as a GTFS file, with the top-level folder (if any) removed, e.g. `stops.txt`. */
  name: string;
  /** The path inside the zip. */
  path: string;
  kind: EntryKind;
  /** Set when kind is `table`. */
  table?: TableDef;
  uncompressedSize: number;
  compressedSize: number;
  /** Streams the entry's bytes, unchanged. Entries can be opened in any order, more than once. */
  open(): Promise<Readable>;
  /** The whole entry as bytes (for small extra files). */
  readBytes(): Promise<Buffer>;
}

export interface GtfsZip {
  entries: GtfsEntry[];
  warnings: GtfsReadWarning[];
  close(): void;
}

const JUNK_NAMES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);

function isJunk(path: string): boolean {
  const parts = path.split('/');
  const base = parts[parts.length - 1] ?? '';
  return parts[0] === '__MACOSX' || base.startsWith('._') || JUNK_NAMES.has(base.toLowerCase());
}

function openZip(source: ZipSource): Promise<yauzl.ZipFile> {
  const opts: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: yauzl.ZipFile) =>
      err || !zip
        ? reject(new GtfsReadError('not_a_zip', 'the file is not a zip archive', { detail: err?.message }))
        : resolve(zip);
    if (typeof source === 'string') yauzl.open(source, opts, done);
    else if (Buffer.isBuffer(source)) yauzl.fromBuffer(source, opts, done);
    else yauzl.fromRandomAccessReader(new RangeReader(source), source.size, opts, done);
  });
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) => {
      const m = err.message;
      if (/absolute path|relative path|invalid characters/i.test(m))
        reject(new GtfsReadError('unsafe_path', 'the zip contains an unsafe file path', { detail: m }));
      else reject(new GtfsReadError('corrupt_zip', 'the zip archive is damaged', { detail: m }));
    });
    zip.readEntry();
  });
}

/** Open a GTFS zip (a path, the bytes or a range source) and check it against the limits before
 * reading any data. */
export async function openGtfsZip(source: ZipSource, limits: ZipLimits = {}): Promise<GtfsZip> {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  const zip = await openZip(source);
  try {
    if (zip.entryCount > lim.maxEntries)
      throw new GtfsReadError(
        'too_many_entries',
        `the zip has ${zip.entryCount} entries; at most ${lim.maxEntries} are accepted`,
        { params: { entries: zip.entryCount, max: lim.maxEntries } },
      );
    const raw = await listEntries(zip);
    const warnings: GtfsReadWarning[] = [];
    let total = 0;
    const files: yauzl.Entry[] = [];
    let junk = 0;
    for (const e of raw) {
      // yauzl already refuses absolute paths and `..`; backslashes and drive letters are checked here.
      if (/(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[a-z]:/i.test(e.fileName))
        throw new GtfsReadError('unsafe_path', `the zip contains an unsafe file path: ${e.fileName}`, {
          params: { path: e.fileName },
        });
      if (e.fileName.endsWith('/')) continue;
      if (isJunk(e.fileName)) {
        junk++;
        continue;
      }
      total += e.uncompressedSize;
      if (total > lim.maxTotalUncompressed)
        throw new GtfsReadError(
          'too_large',
          `the zip expands to more than ${formatBytes(lim.maxTotalUncompressed)}, the most accepted`,
          { params: { max: formatBytes(lim.maxTotalUncompressed) } },
        );
      if (
        e.uncompressedSize >= lim.ratioMinSize &&
        e.uncompressedSize > lim.maxCompressionRatio * Math.max(e.compressedSize, 1)
      )
        throw new GtfsReadError(
          'compression_ratio',
          `compressed more than ${lim.maxCompressionRatio}:1, which looks like a zip bomb`,
          { file: e.fileName, params: { ratio: lim.maxCompressionRatio } },
        );
      files.push(e);
    }
    if (junk)
      warnings.push({
        code: 'ignored_os_file',
        message: 'operating-system files (__MACOSX, .DS_Store, Thumbs.db, desktop.ini) were ignored',
        count: junk,
      });

    // All files inside one folder (a zipped folder) are accepted as if at the root.
    const prefix = commonFolder(files.map((f) => f.fileName));
    if (prefix)
      warnings.push({
        code: 'top_level_folder',
        message: `the files are inside the folder ${prefix}; read as if at the root`,
        count: 1,
      });
    const seen = new Set<string>();
    const entries: GtfsEntry[] = files.map((e) => {
      const name = e.fileName.slice(prefix.length);
      if (seen.has(name))
        throw new GtfsReadError('duplicate_file', 'the file appears twice in the zip', { file: name });
      seen.add(name);
      const table = TABLES_BY_FILE.get(name);
      const open = () => openEntry(zip, e);
      return {
        name,
        path: e.fileName,
        kind: table ? 'table' : knownOtherFile(name) ? 'known' : 'unknown',
        table,
        uncompressedSize: e.uncompressedSize,
        compressedSize: e.compressedSize,
        open,
        readBytes: async () => {
          const parts: Buffer[] = [];
          for await (const b of await open()) parts.push(b as Buffer);
          return Buffer.concat(parts);
        },
      };
    });
    if (!entries.some((e) => e.kind !== 'unknown'))
      throw new GtfsReadError(
        'no_gtfs_files',
        'no GTFS files found in the zip (expected agency.txt, stops.txt, ...)',
      );
    return { entries, warnings, close: () => zip.close() };
  } catch (err) {
    zip.close();
    throw err;
  }
}

function commonFolder(paths: string[]): string {
  if (paths.length === 0) return '';
  const first = paths[0]!;
  const slash = first.indexOf('/');
  if (slash < 0) return '';
  const prefix = first.slice(0, slash + 1);
  return paths.every((p) => p.startsWith(prefix))
    ? prefix + commonFolder(paths.map((p) => p.slice(prefix.length)))
    : '';
}

function openEntry(zip: yauzl.ZipFile, e: yauzl.Entry): Promise<Readable> {
  return openEntryStream(zip, e).catch((err: Error | undefined) => {
    throw new GtfsReadError('corrupt_zip', 'cannot be read', { file: e.fileName, detail: err?.message });
  });
}

function formatBytes(n: number): string {
  return n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GiB` : `${(n / 1024 ** 2).toFixed(0)} MiB`;
}
