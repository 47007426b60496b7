// Foreign keys from the schema's `references`: each value must exist in one of the target fields.
// Targets that Ruta does not read (Flex locations, booking rules) are skipped, and so are targets
// whose file is absent (missing_required_file already says so).
import { TABLES, TABLES_BY_NAME } from '../../schema/tables.js';
import { present, table, type LoadedFeed } from '../feed.js';
import { rule } from './rule.js';
import { defineNotices, error } from '../notice.js';

export const REFERENCES = defineNotices({
  notices: {
    foreign_key_violation: error([
      'childFilename',
      'childFieldName',
      'parentFilename',
      'parentFieldName',
      'fieldValue',
      'csvRowNumber',
    ]),
  },
  en: {
    foreign_key_violation: 'A value refers to a record that does not exist in the referenced file.',
  },
  es: {
    foreign_key_violation: 'Un valor hace referencia a un registro que no existe en el archivo referido.',
  },
});

function valueSet(
  feed: LoadedFeed,
  tableName: string,
  field: string,
  cache: Map<string, Set<string>>,
): Set<string> {
  const k = `${tableName}.${field}`;
  let set = cache.get(k);
  if (!set) {
    set = new Set();
    if (tableName === 'shapes') for (const id of feed.shapeIds.ids) set.add(id);
    else
      for (const r of table(feed, tableName))
        if (r[field] !== null && r[field] !== undefined) set.add(String(r[field]));
    cache.set(k, set);
  }
  return set;
}

export const references = rule({
  name: 'references',
  notices: Object.values(REFERENCES),
  check(feed, notices) {
    const cache = new Map<string, Set<string>>();
    for (const def of TABLES) {
      if (!present(feed, def.name)) continue;
      for (const f of def.fields) {
        const targets = f.references.filter((r) => TABLES_BY_NAME.has(r.table) && present(feed, r.table));
        if (targets.length === 0) continue;
        const parentFilename = targets.map((t) => TABLES_BY_NAME.get(t.table)!.file).join(' or ');
        const parentFieldName = targets[0]!.field;
        const violation = (value: string, row: number) =>
          notices.add(REFERENCES.foreign_key_violation, {
            childFilename: def.file,
            childFieldName: f.name,
            parentFilename,
            parentFieldName,
            fieldValue: value,
            csvRowNumber: row,
          });
        if (def.name === 'stop_times') {
          const st = feed.stopTimes;
          const [col, ids, defined] =
            f.name === 'trip_id'
              ? [st.trip, feed.tripIds, feed.tripsDefined]
              : f.name === 'stop_id'
                ? [st.stop, feed.stopIds, feed.stopsDefined]
                : [undefined, undefined, 0];
          if (!col || !ids) continue;
          for (let i = 0; i < st.n; i++) if (col[i]! >= defined) violation(ids.ids[col[i]!]!, st.row[i]!);
          continue;
        }
        const sets = targets.map((t) => valueSet(feed, t.table, t.field, cache));
        for (const r of table(feed, def.name)) {
          const v = r[f.name];
          if (v === null || v === undefined) continue;
          const sv = String(v);
          if (!sets.some((set) => set.has(sv))) violation(sv, r._row);
        }
      }
    }
  },
});
