// Errors and warnings of reading a feed. `code` is stable so the server can translate the message.

export type GtfsReadErrorCode =
  | 'not_a_zip'
  | 'no_gtfs_files'
  | 'too_many_entries'
  | 'too_large'
  | 'compression_ratio'
  | 'unsafe_path'
  | 'duplicate_file'
  | 'corrupt_zip'
  | 'csv_unclosed_quote'
  | 'invalid_utf8'
  | 'empty_header'
  | 'duplicate_column';

/** What a reader error knows beyond its code and English sentence. */
export interface GtfsReadErrorInfo {
  /** The file inside the zip, when known. */
  file?: string;
  /** 1-based line in that file, when known. */
  line?: number;
  /** The values the sentence names (counts, limits, a column), so a translation can name them too. */
  params?: Record<string, string | number>;
  /** The underlying library's own text (English, technical), kept apart from the sentence. */
  detail?: string;
}

export class GtfsReadError extends Error {
  override readonly name = 'GtfsReadError';
  readonly file?: string;
  readonly line?: number;
  readonly params: Record<string, string | number>;
  readonly detail?: string;
  constructor(
    readonly code: GtfsReadErrorCode,
    /** An English sentence without the library's text (that is `detail`). */
    sentence: string,
    info: GtfsReadErrorInfo = {},
  ) {
    const { file, line } = info;
    super(file ? `${file}${line ? ` line ${line}` : ''}: ${sentence}` : sentence);
    this.file = file;
    this.line = line;
    this.params = info.params ?? {};
    this.detail = info.detail;
  }
}

export type GtfsReadWarningCode =
  | 'converted_utf16'
  | 'invalid_utf8_replaced'
  | 'nul_removed'
  | 'row_too_short'
  | 'row_too_long'
  | 'empty_lines_skipped'
  | 'header_whitespace_trimmed'
  | 'top_level_folder'
  | 'ignored_os_file';

/** How many lines a warning keeps as examples. */
export const WARNING_EXAMPLES = 5;

/** A problem that did not stop reading; repeated ones are counted on the first. */
export interface GtfsReadWarning {
  code: GtfsReadWarningCode;
  message: string;
  file?: string;
  /** First line where it happened. */
  line?: number;
  /** The first few lines where it happened (up to WARNING_EXAMPLES), for a report to show. */
  lines?: number[];
  /** How many times it happened in this file. */
  count: number;
}
