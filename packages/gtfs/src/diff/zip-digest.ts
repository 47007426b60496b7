// One version of a zip digested by the validator's byte reader (validate/load/rows.ts) without the
// validator: each file's unquoted UTF-8 rows are copied into its row store as bytes by a TableTap, the
// others read as text, so the rows and facts are those the text reader (zip-input.ts, digestTable)
// gives, at a fraction of its cost on a big stop_times (no string per cell, no join per row).
import { GtfsReadError } from '../read/errors.js';
import { openGtfsZip } from '../read/zip.js';
import { Aborted, streamRows } from '../validate/load/rows.js';
import { SideFacts, type SharedIds } from './facts.js';
import type { RowIdentities } from './identities.js';
import { checkAborted, type SideDigest, type TableDigest } from './side-digest.js';
import { TableTap } from './table-tap.js';

/** The zip's `.txt` files as tables, in the zip's order, its other files by name. */
export async function digestZipBytes(
  file: string,
  ids: SharedIds,
  identities: RowIdentities | undefined,
  signal?: AbortSignal,
  /** False for the new version, whose rows are never looked up (see RowStore#ranked). */
  ranked = true,
): Promise<SideDigest> {
  const zip = await openGtfsZip(file);
  try {
    const facts = new SideFacts(ids);
    const tables: TableDigest[] = [];
    const otherFiles: string[] = [];
    for (const entry of zip.entries) {
      const name = entry.name;
      if (!name.toLowerCase().endsWith('.txt')) {
        otherFiles.push(name);
        continue;
      }
      let tap: TableTap | undefined;
      const header = (cells: string[]) => {
        const columns = cells.map((c) => c.trim());
        tap = new TableTap(name, columns, entry.uncompressedSize, facts, {
          identities: identities?.[name],
          ranked,
        });
      };
      let result;
      try {
        result = await streamRows(
          entry,
          {
            header,
            row: (cells) => tap!.text(cells),
            rowBytes: (buf, starts, ends, n) => tap!.bytes(buf, starts, ends, n),
          },
          signal,
        );
      } catch (err) {
        if (err instanceof Aborted) checkAborted(signal);
        throw err;
      }
      if (result.parseError)
        throw new GtfsReadError('csv_unclosed_quote', result.parseError.message, {
          file: name,
          line: result.parseError.line,
        });
      tables.push(tap!.digest());
    }
    return { tables, facts, otherFiles };
  } finally {
    zip.close();
  }
}
