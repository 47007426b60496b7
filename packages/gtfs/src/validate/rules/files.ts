// File-level rules: required, recommended and unknown files, the calendar pair, sub-folders.
import { knownOtherFile } from '../../schema/files.js';
import { TABLES_BY_FILE } from '../../schema/tables.js';
import { present } from '../feed.js';
import { rule } from './rule.js';
import { defineNotices, error, info, warning } from '../notice.js';

export const FILES = defineNotices({
  notices: {
    missing_required_file: error(['filename']),
    missing_recommended_file: warning(['filename']),
    unknown_file: info(['filename']),
    missing_calendar_and_calendar_date_files: error([], 'calendar.txt'),
    invalid_input_files_in_subfolder: error([]),
  },
  en: {
    missing_required_file: 'A file that every GTFS feed needs is not in the zip.',
    missing_recommended_file: 'A file that GTFS recommends (feed information, shapes) is not in the zip.',
    unknown_file:
      'The zip holds a file that GTFS does not define (maybe a misspelled name). It is kept but not checked.',
    missing_calendar_and_calendar_date_files:
      'Neither calendar.txt nor calendar_dates.txt is present, so no trip has service days.',
    invalid_input_files_in_subfolder:
      'The GTFS files are inside a folder of the zip; they should be at its root.',
  },
  es: {
    missing_required_file: 'Falta en el zip un archivo que todo feed GTFS necesita.',
    missing_recommended_file:
      'Falta en el zip un archivo que GTFS recomienda (información del feed, trazados).',
    unknown_file:
      'El zip contiene un archivo que GTFS no define (quizá un nombre mal escrito). Se conserva pero no se revisa.',
    missing_calendar_and_calendar_date_files:
      'No están calendar.txt ni calendar_dates.txt, así que ningún viaje tiene días de servicio.',
    invalid_input_files_in_subfolder:
      'Los archivos GTFS están dentro de una carpeta del zip; deben estar en la raíz.',
  },
});

/** Files MobilityData recommends (its tables marked recommended). */
const RECOMMENDED_FILES = ['feed_info.txt', 'shapes.txt'];

export const files = rule({
  name: 'files',
  notices: Object.values(FILES),
  check(feed, notices, ctx) {
    if (ctx.inSubfolder) notices.add(FILES.invalid_input_files_in_subfolder, {});
    for (const [name, info] of feed.tables) {
      if (info.present) continue;
      const def = info.def;
      if (def.presence === 'required') notices.add(FILES.missing_required_file, { filename: def.file });
      // stops.txt is required unless Flex zones (locations.geojson) replace it.
      if (name === 'stops' && !feed.files.includes('locations.geojson'))
        notices.add(FILES.missing_required_file, { filename: def.file });
    }
    if (!present(feed, 'calendar') && !present(feed, 'calendar_dates'))
      notices.add(FILES.missing_calendar_and_calendar_date_files, {});
    for (const f of RECOMMENDED_FILES)
      if (!feed.files.includes(f)) notices.add(FILES.missing_recommended_file, { filename: f });
    for (const f of feed.files)
      if (!TABLES_BY_FILE.has(f) && !knownOtherFile(f)) notices.add(FILES.unknown_file, { filename: f });
  },
});
