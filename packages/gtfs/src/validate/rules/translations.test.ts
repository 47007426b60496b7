// Each notice of the translations rule, triggered by the smallest change to the clean minimal feed.
import { translations } from './translations.js';
import { noticeCases, rawFile } from '../../test-helpers/notice-cases.js';

noticeCases(translations, {
  translation_unexpected_value: rawFile(
    'translations.txt',
    'table_name,field_name,language,translation,record_id,field_value\nstops,stop_name,es,Primera,S1,First Street\n',
  ),
  translation_foreign_key_violation: rawFile(
    'translations.txt',
    'table_name,field_name,language,translation,record_id\nstops,stop_name,es,Primera,S9\n',
  ),
});
