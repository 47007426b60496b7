// Each notice of the files rule, triggered by the smallest change to the clean minimal feed.
import { files } from './files.js';
import { del, noticeCases } from '../../test-helpers/notice-cases.js';

noticeCases(files, {
  missing_required_file: (f) => del(f, 'routes.txt'),
  missing_recommended_file: (f) => del(f, 'feed_info.txt'),
  unknown_file: (f) => (f.raw['frecuencias.txt'] = 'trip_id\nT1\n'),
  missing_calendar_and_calendar_date_files: (f) => del(f, 'calendar.txt'),
  invalid_input_files_in_subfolder: (f) => (f.folder = 'gtfs/'),
});
