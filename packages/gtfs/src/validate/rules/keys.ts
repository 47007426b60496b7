// Primary keys from the schema: duplicate_key for every table with a key, more_than_one_entity for
// single-row files (feed_info). stop_times and shapes use their sorted columnar index.
import type { TableDef } from '../../schema/dsl.js';
import { TABLES } from '../../schema/tables.js';
import { table, type LoadedFeed } from '../feed.js';
import type { NoticeContainer } from '../notices.js';
import { firstWithKey, noticeValue } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, warning } from '../notice.js';

export const KEYS = defineNotices({
  notices: {
    duplicate_key: error([
      'filename',
      'oldCsvRowNumber',
      'newCsvRowNumber',
      'fieldName1',
      'fieldValue1',
      'fieldName2',
      'fieldValue2',
    ]),
    more_than_one_entity: warning(['filename', 'entityCount']),
  },
  en: {
    duplicate_key: 'Two rows have the same identifier (or the same combination of key fields).',
    more_than_one_entity: 'A file that must hold one row (feed information) has several.',
  },
  es: {
    duplicate_key: 'Dos filas tienen el mismo identificador (o la misma combinación de campos clave).',
    more_than_one_entity: 'Un archivo que debe tener una sola fila (información del feed) tiene varias.',
  },
});

function report(
  notices: NoticeContainer,
  def: TableDef,
  oldRow: number,
  newRow: number,
  values: (string | number | null)[],
): void {
  notices.add(KEYS.duplicate_key, {
    filename: def.file,
    oldCsvRowNumber: oldRow,
    newCsvRowNumber: newRow,
    fieldName1: def.key[0],
    fieldValue1: values[0],
    fieldName2: def.key[1],
    fieldValue2: def.key.length > 1 ? values[1] : undefined,
  });
}

function columnar(feed: LoadedFeed, notices: NoticeContainer, def: TableDef): void {
  const big = def.name === 'stop_times' ? feed.stopTimes : feed.shapes;
  const ids = def.name === 'stop_times' ? feed.tripIds : feed.shapeIds;
  const groups = def.name === 'stop_times' ? feed.stopTimes.tripStart : feed.shapes.shapeStart;
  const { order, seq, row } = big;
  const key = def.name === 'stop_times' ? feed.stopTimes.trip : feed.shapes.shape;
  for (let g = 0; g + 1 < groups.length; g++)
    for (let j = groups[g]! + 1; j < groups[g + 1]!; j++) {
      const a = order[j - 1]!,
        b = order[j]!;
      if (seq[a] === seq[b] && !Number.isNaN(seq[a]!)) {
        const [first, second] = row[a]! < row[b]! ? [a, b] : [b, a];
        report(notices, def, row[first]!, row[second]!, [ids.ids[key[a]!]!, seq[a]!]);
      }
    }
}

export const keys = rule({
  name: 'keys',
  notices: Object.values(KEYS),
  check(feed, notices) {
    for (const def of TABLES) {
      if (def.name === 'stop_times' || def.name === 'shapes') {
        columnar(feed, notices, def);
        continue;
      }
      const rows = table(feed, def.name);
      if (def.key.length === 0) {
        if (rows.length > 1)
          notices.add(KEYS.more_than_one_entity, { filename: def.file, entityCount: rows.length });
        continue;
      }
      const fields = def.key.map((k) => def.fieldsByName.get(k)!);
      const seen = new Map<string, number>();
      for (const r of rows) {
        const values = def.key.map((k) => r[k] ?? null);
        // An empty (or unparsable) required key part is reported elsewhere; it is no duplicate.
        if (
          values.every((v) => v === null) ||
          values.some((v, i) => v === null && fields[i]!.presence === 'required')
        )
          continue;
        const k = values.map((v) => (v === null ? '' : String(v))).join('\u0001');
        const first = firstWithKey(seen, k, r._row);
        if (first !== undefined)
          report(
            notices,
            def,
            first,
            r._row,
            values.map((v, i) => noticeValue(fields[i], v)),
          );
      }
    }
  },
});
