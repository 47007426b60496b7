// Each notice of the feed_info rule, triggered by the smallest change to the clean minimal feed.
import { feedInfo } from './feed_info.js';
import { noticeCases, r, service } from '../../test-helpers/notice-cases.js';

noticeCases(feedInfo, {
  missing_feed_info_date: (f) => (r(f, 'feed_info.txt').feed_end_date = ''),
  feed_expiration_date7_days: (f) => (r(f, 'feed_info.txt').feed_end_date = '20260605'),
  feed_expiration_date30_days: (f) => (r(f, 'feed_info.txt').feed_end_date = '20260620'),
  future_feed: (f) => (r(f, 'feed_info.txt').feed_start_date = '20260701'),
  missing_feed_contact_email_and_url: (f) => (r(f, 'feed_info.txt').feed_contact_email = ''),
  feed_info_lang_and_agency_lang_mismatch: (f) => (r(f, 'feed_info.txt').feed_lang = 'es'),
  feed_valid_beyond_total_service_window: (f) => (r(f, 'feed_info.txt').feed_end_date = '20271231'),
  service_window_outside_feed_period: (f) => (r(f, 'feed_info.txt').feed_end_date = '20261130'),
  start_and_end_range_out_of_order: (f) =>
    service(f, 'BAD', { start_date: '20261231', end_date: '20260101' }),
});
