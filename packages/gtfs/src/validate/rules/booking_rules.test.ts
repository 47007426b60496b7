// Each notice of the booking_rules rule, triggered by the smallest change to the clean minimal feed.
import { bookingRules } from './booking_rules.js';
import { BR, noticeCases, rawFile } from '../../test-helpers/notice-cases.js';

noticeCases(bookingRules, {
  forbidden_real_time_booking_field_value: rawFile('booking_rules.txt', `${BR}\nBR1,0,30,,,,,\n`),
  forbidden_same_day_booking_field_value: rawFile('booking_rules.txt', `${BR}\nBR1,1,30,,1,17:00:00,,\n`),
  forbidden_prior_day_booking_field_value: rawFile('booking_rules.txt', `${BR}\nBR1,2,30,,1,17:00:00,,\n`),
  missing_prior_notice_duration_min: rawFile('booking_rules.txt', `${BR}\nBR1,1,,,,,,\n`),
  invalid_prior_notice_duration_min: rawFile('booking_rules.txt', `${BR}\nBR1,1,60,30,,,,\n`),
  missing_prior_notice_last_day: rawFile('booking_rules.txt', `${BR}\nBR1,2,,,,17:00:00,,\n`),
  missing_prior_notice_last_time: rawFile('booking_rules.txt', `${BR}\nBR1,2,,,1,,,\n`),
  missing_prior_notice_start_time: rawFile('booking_rules.txt', `${BR}\nBR1,2,,,1,17:00:00,7,\n`),
  forbidden_prior_notice_start_time: rawFile('booking_rules.txt', `${BR}\nBR1,2,,,1,17:00:00,,08:00:00\n`),
  forbidden_prior_notice_start_day: rawFile('booking_rules.txt', `${BR}\nBR1,1,30,60,,,7,08:00:00\n`),
  prior_notice_last_day_after_start_day: rawFile(
    'booking_rules.txt',
    `${BR}\nBR1,2,,,7,17:00:00,3,08:00:00\n`,
  ),
});
