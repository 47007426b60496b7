// Each notice of the other_files rule, triggered by the smallest change to the clean minimal feed.
import { otherFiles } from './other_files.js';
import { noticeCases } from '../../test-helpers/notice-cases.js';

noticeCases(otherFiles, {
  attribution_without_role: (f) =>
    (f.raw['attributions.txt'] =
      'attribution_id,organization_name,is_producer,is_operator\nAT1,Maps Inc,0,0\n'),
  timeframe_only_start_or_end_time_specified: (f) =>
    (f.raw['timeframes.txt'] = 'timeframe_group_id,start_time,end_time,service_id\nPEAK,07:00:00,,WK\n'),
  timeframe_start_or_end_time_greater_than_twenty_four_hours: (f) =>
    (f.raw['timeframes.txt'] =
      'timeframe_group_id,start_time,end_time,service_id\nPEAK,07:00:00,25:00:00,WK\n'),
  timeframe_overlap: (f) =>
    (f.raw['timeframes.txt'] =
      'timeframe_group_id,start_time,end_time,service_id\nPEAK,07:00:00,09:00:00,WK\nPEAK,08:00:00,10:00:00,WK\n'),
  fare_transfer_rule_duration_limit_type_without_duration_limit: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type\nG1,G2,,,1,0\n'),
  fare_transfer_rule_duration_limit_without_type: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type\nG1,G2,,3600,,0\n'),
  fare_transfer_rule_invalid_transfer_count: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type\nG1,G1,0,0\n'),
  fare_transfer_rule_with_forbidden_transfer_count: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type\nG1,G2,1,0\n'),
  fare_transfer_rule_without_transfer_count: (f) =>
    (f.raw['fare_transfer_rules.txt'] =
      'from_leg_group_id,to_leg_group_id,transfer_count,fare_transfer_type\nG1,G1,,0\n'),
  duplicate_fare_media: (f) =>
    (f.raw['fare_media.txt'] = 'fare_media_id,fare_media_name,fare_media_type\nM1,Card,2\nM2,Card,2\n'),
  translation_unknown_table_name: (f) =>
    (f.raw['translations.txt'] =
      'table_name,field_name,language,translation,record_id\nplanets,stop_name,es,Primera,S1\n'),
  fare_product_with_multiple_default_rider_categories: (f) => {
    f.raw['rider_categories.txt'] =
      'rider_category_id,rider_category_name,is_default_fare_category\nADULT,Adult,1\nSENIOR,Senior,1\n';
    f.raw['fare_products.txt'] =
      'fare_product_id,fare_product_name,rider_category_id,amount,currency\nP1,Single,ADULT,2.00,USD\nP1,Single,SENIOR,1.00,USD\n';
  },
});
