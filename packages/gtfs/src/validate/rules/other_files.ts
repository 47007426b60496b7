// Known files Ruta keeps without editing, read as text: attributions need a role, timeframes a
// valid and non-overlapping range, fare transfer rules a consistent duration and transfer count,
// fare media distinct names, translations a known table, fare products one default rider category.
import type { LoadedFeed, RawRow } from '../feed.js';
import { firstWithKey } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, warning } from '../notice.js';

export const OTHER_FILES = defineNotices({
  file: 'fare_transfer_rules.txt',
  notices: {
    attribution_without_role: warning(['csvRowNumber', 'attributionId'], 'attributions.txt'),
    timeframe_only_start_or_end_time_specified: error(['csvRowNumber'], 'timeframes.txt'),
    timeframe_start_or_end_time_greater_than_twenty_four_hours: error(
      ['csvRowNumber', 'fieldName', 'time'],
      'timeframes.txt',
    ),
    timeframe_overlap: error(
      [
        'prevCsvRowNumber',
        'prevEndTime',
        'currCsvRowNumber',
        'currStartTime',
        'timeframeGroupId',
        'serviceId',
      ],
      'timeframes.txt',
    ),
    fare_transfer_rule_duration_limit_type_without_duration_limit: error(['csvRowNumber']),
    fare_transfer_rule_duration_limit_without_type: error(['csvRowNumber']),
    fare_transfer_rule_invalid_transfer_count: error(['csvRowNumber', 'transferCount']),
    fare_transfer_rule_with_forbidden_transfer_count: error(['csvRowNumber']),
    fare_transfer_rule_without_transfer_count: error(['csvRowNumber']),
    duplicate_fare_media: warning(
      ['csvRowNumber1', 'fareMediaId1', 'csvRowNumber2', 'fareMediaId2'],
      'fare_media.txt',
    ),
    translation_unknown_table_name: warning(['csvRowNumber', 'tableName'], 'translations.txt'),
    fare_product_with_multiple_default_rider_categories: error(
      ['fareProductId', 'csvRowNumber1', 'csvRowNumber2', 'riderCategoryId1', 'riderCategoryId2'],
      'fare_products.txt',
    ),
  },
  en: {
    attribution_without_role:
      'An attribution does not say whether the organisation produces, operates or is the authority of the service.',
    timeframe_only_start_or_end_time_specified: 'A timeframe gives only its start or only its end time.',
    timeframe_start_or_end_time_greater_than_twenty_four_hours: 'A timeframe time is later than 24:00:00.',
    timeframe_overlap: 'Two timeframes of one group and service overlap.',
    fare_transfer_rule_duration_limit_type_without_duration_limit:
      'A fare transfer rule says how to measure a time limit but gives no limit.',
    fare_transfer_rule_duration_limit_without_type:
      'A fare transfer rule gives a time limit without saying how it is measured.',
    fare_transfer_rule_invalid_transfer_count:
      'A transfer count is 0 or below -1; use -1 for unlimited or a positive number.',
    fare_transfer_rule_with_forbidden_transfer_count:
      'A transfer count is given for a transfer between different leg groups, where it does not apply.',
    fare_transfer_rule_without_transfer_count: 'A transfer within one leg group needs a transfer count.',
    duplicate_fare_media: 'Two fare media have the same name and type.',
    translation_unknown_table_name:
      'A translation refers to a table that cannot be translated or does not exist.',
    fare_product_with_multiple_default_rider_categories:
      'A fare product has more than one default rider category.',
  },
  es: {
    attribution_without_role:
      'Una atribución no indica si la organización produce, opera o es la autoridad del servicio.',
    timeframe_only_start_or_end_time_specified:
      'Un intervalo horario indica solo su hora de inicio o solo la de fin.',
    timeframe_start_or_end_time_greater_than_twenty_four_hours:
      'Una hora de un intervalo horario es posterior a 24:00:00.',
    timeframe_overlap: 'Dos intervalos horarios del mismo grupo y servicio se superponen.',
    fare_transfer_rule_duration_limit_type_without_duration_limit:
      'Una regla de transbordo indica cómo medir un límite de tiempo pero no da el límite.',
    fare_transfer_rule_duration_limit_without_type:
      'Una regla de transbordo da un límite de tiempo sin indicar cómo se mide.',
    fare_transfer_rule_invalid_transfer_count:
      'Un número de transbordos es 0 o menor que -1; use -1 para ilimitados o un número positivo.',
    fare_transfer_rule_with_forbidden_transfer_count:
      'Se indica número de transbordos entre grupos de tramos distintos, donde no corresponde.',
    fare_transfer_rule_without_transfer_count:
      'Un transbordo dentro de un mismo grupo de tramos necesita número de transbordos.',
    duplicate_fare_media: 'Dos medios de pago tienen el mismo nombre y tipo.',
    translation_unknown_table_name:
      'Una traducción se refiere a una tabla que no se puede traducir o no existe.',
    fare_product_with_multiple_default_rider_categories:
      'Un producto tarifario tiene más de una categoría de pasajero por defecto.',
  },
});

const rows = (feed: LoadedFeed, file: string): RawRow[] => feed.other.get(file) ?? [];

/** `H:MM:SS` → seconds, or NaN. */
function seconds(t: string): number {
  const m = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(t);
  return m ? +m[1]! * 3600 + +m[2]! * 60 + +m[3]! : NaN;
}

const TRANSLATABLE = new Set([
  'agency',
  'stops',
  'routes',
  'trips',
  'stop_times',
  'pathways',
  'levels',
  'feed_info',
  'attributions',
]);

export const otherFiles = rule({
  name: 'other_files',
  notices: Object.values(OTHER_FILES),
  check(feed, notices) {
    for (const r of rows(feed, 'attributions.txt'))
      if (r.is_producer !== '1' && r.is_operator !== '1' && r.is_authority !== '1')
        notices.add(OTHER_FILES.attribution_without_role, {
          csvRowNumber: r._row,
          attributionId: r.attribution_id || null,
        });

    const groups = new Map<string, { r: RawRow; a: number; b: number }[]>();
    for (const r of rows(feed, 'timeframes.txt')) {
      const s = r.start_time ?? '',
        e = r.end_time ?? '';
      if ((s === '') !== (e === ''))
        notices.add(OTHER_FILES.timeframe_only_start_or_end_time_specified, { csvRowNumber: r._row });
      for (const [fieldName, v] of [
        ['start_time', s],
        ['end_time', e],
      ] as const)
        if (v !== '' && seconds(v) > 86400)
          notices.add(OTHER_FILES.timeframe_start_or_end_time_greater_than_twenty_four_hours, {
            csvRowNumber: r._row,
            fieldName,
            time: v,
          });
      const a = s === '' ? 0 : seconds(s),
        b = e === '' ? 86400 : seconds(e);
      if (Number.isNaN(a) || Number.isNaN(b)) continue;
      const k = `${r.timeframe_group_id}\u0001${r.service_id}`;
      (groups.get(k) ?? groups.set(k, []).get(k)!).push({ r, a, b });
    }
    for (const list of groups.values()) {
      list.sort((x, y) => x.a - y.a);
      for (let i = 1; i < list.length; i++)
        if (list[i]!.a < list[i - 1]!.b)
          notices.add(OTHER_FILES.timeframe_overlap, {
            prevCsvRowNumber: list[i - 1]!.r._row,
            prevEndTime: list[i - 1]!.r.end_time || '24:00:00',
            currCsvRowNumber: list[i]!.r._row,
            currStartTime: list[i]!.r.start_time || '00:00:00',
            timeframeGroupId: list[i]!.r.timeframe_group_id,
            serviceId: list[i]!.r.service_id,
          });
    }

    for (const r of rows(feed, 'fare_transfer_rules.txt')) {
      const row = { csvRowNumber: r._row };
      const limit = r.duration_limit ?? '',
        type = r.duration_limit_type ?? '';
      if (type !== '' && limit === '')
        notices.add(OTHER_FILES.fare_transfer_rule_duration_limit_type_without_duration_limit, row);
      if (limit !== '' && type === '')
        notices.add(OTHER_FILES.fare_transfer_rule_duration_limit_without_type, row);
      const count = r.transfer_count ?? '';
      const same = (r.from_leg_group_id ?? '') === (r.to_leg_group_id ?? '');
      if (count !== '') {
        const n = Number(count);
        if (!Number.isInteger(n) || n === 0 || n < -1)
          notices.add(OTHER_FILES.fare_transfer_rule_invalid_transfer_count, { ...row, transferCount: n });
        if (!same) notices.add(OTHER_FILES.fare_transfer_rule_with_forbidden_transfer_count, row);
      } else if (same) notices.add(OTHER_FILES.fare_transfer_rule_without_transfer_count, row);
    }

    const media = new Map<string, RawRow>();
    for (const r of rows(feed, 'fare_media.txt')) {
      const k = `${r.fare_media_name ?? ''}\u0001${r.fare_media_type ?? ''}`;
      const first = firstWithKey(media, k, r);
      if (first)
        notices.add(OTHER_FILES.duplicate_fare_media, {
          csvRowNumber1: first._row,
          fareMediaId1: first.fare_media_id,
          csvRowNumber2: r._row,
          fareMediaId2: r.fare_media_id,
        });
    }

    for (const r of rows(feed, 'translations.txt'))
      if (r.table_name && !TRANSLATABLE.has(r.table_name))
        notices.add(OTHER_FILES.translation_unknown_table_name, {
          csvRowNumber: r._row,
          tableName: r.table_name,
        });

    const defaults = new Set(
      rows(feed, 'rider_categories.txt')
        .filter((c) => c.is_default_fare_category === '1')
        .map((c) => c.rider_category_id),
    );
    const seen = new Map<string, RawRow>();
    for (const p of rows(feed, 'fare_products.txt')) {
      if (!p.rider_category_id || !defaults.has(p.rider_category_id)) continue;
      const first = firstWithKey(seen, p.fare_product_id ?? '', p);
      if (first && first.rider_category_id !== p.rider_category_id)
        notices.add(OTHER_FILES.fare_product_with_multiple_default_rider_categories, {
          fareProductId: p.fare_product_id,
          csvRowNumber1: first._row,
          csvRowNumber2: p._row,
          riderCategoryId1: first.rider_category_id,
          riderCategoryId2: p.rider_category_id,
        });
    }
  },
});
