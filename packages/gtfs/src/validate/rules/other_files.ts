// Known files Ruta keeps without editing, read as text: attributions need a role, timeframes a
// valid and non-overlapping range, fare transfer rules a consistent duration and transfer count,
// fare media distinct names, translations a known table, fare products one default rider category.
import type { LoadedFeed, RawRow } from '../feed.js';
import { firstWithKey } from '../util.js';
import { rule } from './rule.js';
import { defineNotices } from '../notice.js';

export const OTHER_FILES = defineNotices('fare_transfer_rules.txt', {
  attribution_without_role: {
    severity: 'WARNING',
    file: 'attributions.txt',
    fields: ['csvRowNumber', 'attributionId'],
    en: 'An attribution does not say whether the organisation produces, operates or is the authority of the service.',
    es: 'Una atribución no indica si la organización produce, opera o es la autoridad del servicio.',
  },
  timeframe_only_start_or_end_time_specified: {
    severity: 'ERROR',
    file: 'timeframes.txt',
    fields: ['csvRowNumber'],
    en: 'A timeframe gives only its start or only its end time.',
    es: 'Un intervalo horario indica solo su hora de inicio o solo la de fin.',
  },
  timeframe_start_or_end_time_greater_than_twenty_four_hours: {
    severity: 'ERROR',
    file: 'timeframes.txt',
    fields: ['csvRowNumber', 'fieldName', 'time'],
    en: 'A timeframe time is later than 24:00:00.',
    es: 'Una hora de un intervalo horario es posterior a 24:00:00.',
  },
  timeframe_overlap: {
    severity: 'ERROR',
    file: 'timeframes.txt',
    fields: [
      'prevCsvRowNumber',
      'prevEndTime',
      'currCsvRowNumber',
      'currStartTime',
      'timeframeGroupId',
      'serviceId',
    ],
    en: 'Two timeframes of one group and service overlap.',
    es: 'Dos intervalos horarios del mismo grupo y servicio se superponen.',
  },
  fare_transfer_rule_duration_limit_type_without_duration_limit: {
    severity: 'ERROR',
    fields: ['csvRowNumber'],
    en: 'A fare transfer rule says how to measure a time limit but gives no limit.',
    es: 'Una regla de transbordo indica cómo medir un límite de tiempo pero no da el límite.',
  },
  fare_transfer_rule_duration_limit_without_type: {
    severity: 'ERROR',
    fields: ['csvRowNumber'],
    en: 'A fare transfer rule gives a time limit without saying how it is measured.',
    es: 'Una regla de transbordo da un límite de tiempo sin indicar cómo se mide.',
  },
  fare_transfer_rule_invalid_transfer_count: {
    severity: 'ERROR',
    fields: ['csvRowNumber', 'transferCount'],
    en: 'A transfer count is 0 or below -1; use -1 for unlimited or a positive number.',
    es: 'Un número de transbordos es 0 o menor que -1; use -1 para ilimitados o un número positivo.',
  },
  fare_transfer_rule_with_forbidden_transfer_count: {
    severity: 'ERROR',
    fields: ['csvRowNumber'],
    en: 'A transfer count is given for a transfer between different leg groups, where it does not apply.',
    es: 'Se indica número de transbordos entre grupos de tramos distintos, donde no corresponde.',
  },
  fare_transfer_rule_without_transfer_count: {
    severity: 'ERROR',
    fields: ['csvRowNumber'],
    en: 'A transfer within one leg group needs a transfer count.',
    es: 'Un transbordo dentro de un mismo grupo de tramos necesita número de transbordos.',
  },
  duplicate_fare_media: {
    severity: 'WARNING',
    file: 'fare_media.txt',
    fields: ['csvRowNumber1', 'fareMediaId1', 'csvRowNumber2', 'fareMediaId2'],
    en: 'Two fare media have the same name and type.',
    es: 'Dos medios de pago tienen el mismo nombre y tipo.',
  },
  translation_unknown_table_name: {
    severity: 'WARNING',
    file: 'translations.txt',
    fields: ['csvRowNumber', 'tableName'],
    en: 'A translation refers to a table that cannot be translated or does not exist.',
    es: 'Una traducción se refiere a una tabla que no se puede traducir o no existe.',
  },
  fare_product_with_multiple_default_rider_categories: {
    severity: 'ERROR',
    file: 'fare_products.txt',
    fields: ['fareProductId', 'csvRowNumber1', 'csvRowNumber2', 'riderCategoryId1', 'riderCategoryId2'],
    en: 'A fare product has more than one default rider category.',
    es: 'Un producto tarifario tiene más de una categoría de pasajero por defecto.',
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
