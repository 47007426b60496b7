// Each notice of the other_files rule, triggered by the smallest change to the clean minimal feed.
import { otherFiles } from './other_files.js';
import { noticeCases, rawFile } from '../../test-helpers/notice-cases.js';

const TIMEFRAMES = 'timeframe_group_id,start_time,end_time,service_id';
const FARE_TRANSFERS =
  'from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type';
const FARE_TRANSFER_COUNTS = 'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type';

noticeCases(otherFiles, {
  attribution_without_role: rawFile(
    'attributions.txt',
    'attribution_id,organization_name,is_producer,is_operator\nAT1,Maps Inc,0,0\n',
  ),
  timeframe_only_start_or_end_time_specified: rawFile('timeframes.txt', `${TIMEFRAMES}\nPEAK,07:00:00,,WK\n`),
  timeframe_start_or_end_time_greater_than_twenty_four_hours: rawFile(
    'timeframes.txt',
    `${TIMEFRAMES}\nPEAK,07:00:00,25:00:00,WK\n`,
  ),
  timeframe_overlap: rawFile(
    'timeframes.txt',
    `${TIMEFRAMES}\nPEAK,07:00:00,09:00:00,WK\nPEAK,08:00:00,10:00:00,WK\n`,
  ),
  fare_transfer_rule_duration_limit_type_without_duration_limit: rawFile(
    'fare_transfer_rules.txt',
    `${FARE_TRANSFERS}\nG1,G2,,,1,0\n`,
  ),
  fare_transfer_rule_duration_limit_without_type: rawFile(
    'fare_transfer_rules.txt',
    `${FARE_TRANSFERS}\nG1,G2,,3600,,0\n`,
  ),
  fare_transfer_rule_invalid_transfer_count: rawFile(
    'fare_transfer_rules.txt',
    `${FARE_TRANSFER_COUNTS}\nG1,G1,0,0\n`,
  ),
  fare_transfer_rule_with_forbidden_transfer_count: rawFile(
    'fare_transfer_rules.txt',
    `${FARE_TRANSFER_COUNTS}\nG1,G2,1,0\n`,
  ),
  fare_transfer_rule_without_transfer_count: rawFile(
    'fare_transfer_rules.txt',
    `${FARE_TRANSFER_COUNTS}\nG1,G1,,0\n`,
  ),
  duplicate_fare_media: rawFile(
    'fare_media.txt',
    'fare_media_id,fare_media_name,fare_media_type\nM1,Card,2\nM2,Card,2\n',
  ),
  translation_unknown_table_name: rawFile(
    'translations.txt',
    'table_name,field_name,language,translation,record_id\nplanets,stop_name,es,Primera,S1\n',
  ),
  fare_product_with_multiple_default_rider_categories: (f) => {
    f.raw['rider_categories.txt'] =
      'rider_category_id,rider_category_name,is_default_fare_category\nADULT,Adult,1\nSENIOR,Senior,1\n';
    f.raw['fare_products.txt'] =
      'fare_product_id,fare_product_name,rider_category_id,amount,currency\nP1,Single,ADULT,2.00,USD\nP1,Single,SENIOR,1.00,USD\n';
  },
});
