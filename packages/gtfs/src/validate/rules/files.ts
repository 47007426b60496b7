// File-level rules: required, recommended and unknown files, the calendar pair, sub-folders.
import { knownOtherFile } from '../../schema/files.js';
import { TABLES_BY_FILE } from '../../schema/tables.js';
import { present } from '../feed.js';
import { rule } from './rule.js';

/** Files MobilityData recommends (its tables marked recommended). */
const RECOMMENDED_FILES = ['feed_info.txt', 'shapes.txt'];

export const files = rule({
  name: 'files',
  notices: [
    'missing_required_file',
    'missing_recommended_file',
    'unknown_file',
    'missing_calendar_and_calendar_date_files',
    'invalid_input_files_in_subfolder',
  ],
  check(feed, notices, ctx) {
    if (ctx.inSubfolder) notices.add('invalid_input_files_in_subfolder', {});
    for (const [name, info] of feed.tables) {
      if (info.present) continue;
      const def = info.def;
      if (def.presence === 'required') notices.add('missing_required_file', { filename: def.file });
      // stops.txt is required unless Flex zones (locations.geojson) replace it.
      if (name === 'stops' && !feed.files.includes('locations.geojson'))
        notices.add('missing_required_file', { filename: def.file });
    }
    if (!present(feed, 'calendar') && !present(feed, 'calendar_dates'))
      notices.add('missing_calendar_and_calendar_date_files', {});
    for (const f of RECOMMENDED_FILES)
      if (!feed.files.includes(f)) notices.add('missing_recommended_file', { filename: f });
    for (const f of feed.files)
      if (!TABLES_BY_FILE.has(f) && !knownOtherFile(f)) notices.add('unknown_file', { filename: f });
  },
});
