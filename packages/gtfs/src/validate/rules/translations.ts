// translations.txt, read as text: a translation names its record either by id (record_id and, for
// stop_times, record_sub_id) or by field_value, never both; feed_info rows name none; the record
// must exist.
import type { TableDef } from '../../schema/dsl.js';
import { TABLES_BY_NAME } from '../../schema/tables.js';
import { table, type LoadedFeed } from '../feed.js';
import { rule } from './rule.js';
import { defineNotices, error } from '../notice.js';

export const TRANSLATIONS = defineNotices({
  file: 'translations.txt',
  notices: {
    translation_unexpected_value: error(['csvRowNumber', 'fieldName', 'fieldValue']),
    translation_foreign_key_violation: error(['csvRowNumber', 'tableName', 'recordId', 'recordSubId']),
  },
  en: {
    translation_unexpected_value:
      'A translation fills a field that must be empty for it (a record id with field_value, or any record field for feed_info).',
    translation_foreign_key_violation: 'A translation points to a record that does not exist.',
  },
  es: {
    translation_unexpected_value:
      'Una traducción completa un campo que debe quedar vacío (un id de registro junto con field_value, o cualquier campo de registro en feed_info).',
    translation_foreign_key_violation: 'Una traducción apunta a un registro que no existe.',
  },
});

/** Key values of a table as `id` or `id\u0001sub` strings. */
function keys(feed: LoadedFeed, def: TableDef): Set<string> {
  const out = new Set<string>();
  if (def.name === 'stop_times') {
    const st = feed.stopTimes;
    for (let i = 0; i < st.n; i++)
      if (st.trip[i]! >= 0) out.add(`${feed.tripIds.ids[st.trip[i]!]}\u0001${st.seq[i]}`);
    return out;
  }
  for (const r of table(feed, def.name)) if (r[def.key[0]!] !== null) out.add(String(r[def.key[0]!]));
  return out;
}

export const translations = rule({
  name: 'translations',
  notices: Object.values(TRANSLATIONS),
  check(feed, notices) {
    const rows = feed.other.get('translations.txt') ?? [];
    const cache = new Map<string, Set<string>>();
    for (const r of rows) {
      const tableName = r.table_name ?? '';
      const unexpected = (fieldName: string) =>
        notices.add(TRANSLATIONS.translation_unexpected_value, {
          csvRowNumber: r._row,
          fieldName,
          fieldValue: r[fieldName],
        });
      if (tableName === 'feed_info') {
        for (const f of ['record_id', 'record_sub_id', 'field_value']) if (r[f]) unexpected(f);
        continue;
      }
      if (r.field_value) {
        for (const f of ['record_id', 'record_sub_id']) if (r[f]) unexpected(f);
        continue;
      }
      if (r.record_sub_id && tableName !== 'stop_times') unexpected('record_sub_id');
      const def = TABLES_BY_NAME.get(tableName);
      if (!def || !r.record_id || !feed.tables.get(tableName)?.present) continue;
      let set = cache.get(tableName);
      if (!set) cache.set(tableName, (set = keys(feed, def)));
      const key = tableName === 'stop_times' ? `${r.record_id}\u0001${Number(r.record_sub_id)}` : r.record_id;
      if (!set.has(key))
        notices.add(TRANSLATIONS.translation_foreign_key_violation, {
          csvRowNumber: r._row,
          tableName,
          recordId: r.record_id,
          recordSubId: r.record_sub_id || null,
        });
    }
  },
});
