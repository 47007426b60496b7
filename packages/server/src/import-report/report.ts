// What the project keeps of an import's reader warnings: each kind of problem per file, how often it
// happened and the first lines where it did. The sentence is the web app's, in the reader's language,
// so only codes and numbers are stored.
import { WARNING_EXAMPLES, type GtfsReadWarning } from '@ruta/gtfs';

export interface ImportWarning {
  kind: GtfsReadWarning['code'];
  /** The file inside the zip, or null for the zip itself (a top-level folder, OS files). */
  file: string | null;
  count: number;
  /** Up to WARNING_EXAMPLES line numbers (1-based; the header is line 1). */
  lines: number[];
}

export function importWarnings(warnings: readonly GtfsReadWarning[]): ImportWarning[] {
  return warnings.map((w) => ({
    kind: w.code,
    file: w.file ?? null,
    count: w.count,
    lines: (w.lines ?? (w.line === undefined ? [] : [w.line])).slice(0, WARNING_EXAMPLES),
  }));
}
