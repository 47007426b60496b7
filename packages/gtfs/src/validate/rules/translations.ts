// translations.txt, read as text: a translation names its record either by id (record_id and, for
// stop_times, record_sub_id) or by field_value, never both; feed_info rows name none; the record
// must exist.
import type { TableDef } from '../../schema/dsl.js';
import { TABLES_BY_NAME } from '../../schema/tables.js';
import { table, type LoadedFeed } from '../feed.js';
import { rule } from './rule.js';

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
  notices: ['translation_unexpected_value', 'translation_foreign_key_violation'],
  check(feed, notices) {
    const rows = feed.other.get('translations.txt') ?? [];
    const cache = new Map<string, Set<string>>();
    for (const r of rows) {
      const tableName = r.table_name ?? '';
      const unexpected = (fieldName: string) =>
        notices.add('translation_unexpected_value', {
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
        notices.add('translation_foreign_key_violation', {
          csvRowNumber: r._row,
          tableName,
          recordId: r.record_id,
          recordSubId: r.record_sub_id || null,
        });
    }
  },
});
