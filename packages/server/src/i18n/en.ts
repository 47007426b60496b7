// English server messages. Every key here must exist in es.ts too (the type checks it).
export const en = {
  // Generic validation
  required: 'This field is required.',
  invalid_email: 'Enter a valid e-mail address.',
  invalid_value: 'Enter a valid value.',
  body_not_object: 'Send the row as a JSON object.',
  too_long: 'Ensure this field has no more than {max} characters.',
  not_a_string: 'Must be a text.',
  invalid_page: 'Enter a positive whole number.',
  invalid_sort: 'Sort by one of: {fields}, followed by |asc or |desc.',
  invalid_filter: 'Filter exactly by one of: {fields}.',
  malformed_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Unsupported content type "{type}".',
  body_too_large: 'The request body is too large.',
  not_found: 'Not found.',
  internal_error: 'An unexpected error occurred. Please try again.',
  database_unavailable: 'The database cannot be reached right now. Try again in a moment.',
  // Authentication
  auth_required: 'Authentication credentials were not provided.',
  auth_invalid: 'Invalid or expired session. Please sign in again.',
  // Registration
  username_must_match_email: 'The username must be the same as the e-mail address.',
  username_taken: 'A user with that username already exists.',
  password_rule:
    'The password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, and one number.',
  registered: 'Your account has been created. We have sent you an e-mail to verify your address.',
  // Verification
  email_verified: 'Your email has been successfully verified.',
  verification_token_invalid: 'This verification link is not valid or has already been used.',
  verification_token_expired: 'This verification link has expired.',
  verification_resent:
    'If an account with that address is waiting for verification, we have sent it a new verification e-mail.',
  too_many_verification_requests: 'Too many verification e-mails requested. Please try again later.',
  // Login
  login_failed: 'Unable to sign in with the provided username and password.',
  email_not_verified:
    'Your e-mail address has not been verified yet. Open the link in the verification e-mail we sent you.',
  too_many_login_attempts: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
  // Recovery
  recovery_requested:
    'If an account exists for that username, we have sent an e-mail with a link to choose a new password.',
  too_many_recovery_requests: 'Too many password recovery requests. Please try again later.',
  recovery_token_invalid: 'This password recovery link is not valid or has already been used.',
  recovery_token_expired: 'This password recovery link has expired. Please request a new one.',
  password_changed: 'Your password has been changed. You can now sign in.',
  // Projects
  project_name_taken: 'You already have a project with this name.',
  file_required: 'Choose a GTFS zip file.',
  file_not_zip: 'The file is not a zip file. Upload a GTFS feed as a .zip file.',
  file_too_large: 'The file is too large. The maximum size is {max} MB.',
  multipart_required: 'Send the file as multipart/form-data.',
  upload_interrupted: 'The upload was interrupted before the whole file arrived. Send it again.',
  import_not_available:
    'Importing GTFS files is not available in this version of Ruta yet. Delete this project or retry later.',
  // Mail
  mail_verification_subject: 'Verify your e-mail address for Ruta',
  mail_verification_greeting: 'Hello {name},',
  mail_verification_body:
    'Thank you for registering with Ruta. Open this link to verify your e-mail address:',
  mail_verification_button: 'Verify my e-mail',
  mail_verification_expiry: 'The link is valid for 7 days.',
  mail_recovery_subject: 'Choose a new password for Ruta',
  mail_recovery_greeting: 'Hello {name},',
  mail_recovery_body:
    'Someone asked to reset the password of your Ruta account. Open this link to choose a new one:',
  mail_recovery_button: 'Choose a new password',
  mail_recovery_expiry: 'The link is valid for 1 hour. If you did not ask for this, ignore this e-mail.',
  // Copying trips to another service
  trip_copy_unknown_service: 'There is no service "{id}" in this project: add it to the calendar first.',
  trip_copy_unknown_trips: 'These trips are not in this project: {ids}.',
  trip_copy_before_midnight: 'This shift would move some times before 00:00:00.',
  trip_copy_too_many: 'Copy at most {max} trips at a time.',
  // stopTimes
  stoptimes_copies_list: 'Send "trips" as a list of 1 to {max} copies.',
  stoptimes_trip_id_invalid: 'Trip id is not valid',
  stoptimes_trip_id_duplicated: 'Trip id is duplicated',
  stoptimes_shift_invalid: 'The shift must be a whole number of seconds, at most 7 days.',
  stoptimes_too_many_ids: 'Ask for at most 1000 trips at a time.',
  // timetable
  timetable_route_required: 'Choose a route (query parameter route).',
  timetable_bad_direction: 'direction must be 0, 1 or none.',
  timetable_bad_body: 'The change set is not valid: {reason}.',
  timetable_stale:
    'These trips were changed by someone else since you opened the timetable: {trips}. Nothing was saved; reload to see their changes.',
  timetable_has_errors: '{count} trips have errors; nothing was saved.',
  timetable_bad_time: 'Enter a time as HH:MM or HH:MM:SS (hours may pass 24).',
  timetable_arrival_after_departure: 'The arrival is after the departure.',
  timetable_time_backwards: 'Earlier than the stop before ({time}).',
  timetable_unknown_stop: 'There is no stop with stop_id "{id}".',
  timetable_trip_id_required: 'Enter a trip_id.',
  timetable_trip_id_taken: 'A trip with trip_id "{id}" already exists.',
  timetable_template_missing: 'The trip it copies is no longer in this route and direction.',
  timetable_in_use: 'This trip cannot be deleted: other rows use it ({uses}).',
  // timetable services
  timetable_unknown_service: 'There is no service with service_id "{id}" in calendar or calendar_dates.',
  // shapes
  map_matching_off: 'Street matching is not set up on this server; ask your administrator.',
  map_matching_points: 'Send "points" as a list of [longitude, latitude] pairs.',
  map_matching_too_many: 'Mapmatching not available with >100 points',
  routing_too_many: 'Routing is not available with more than 1,000 stops',
  // network
  network_stop_id_required: 'Give the stop_id of the stop.',
  // tidy (the clean-up)
  tidy_project_changed:
    'The project changed since this preview (someone edited it, or it was cleaned up already). Preview again to see what the clean-up would do now.',
  // history (change batches and revert)
  history_counts_only:
    'This change was too large to keep row by row (only its counts are kept), so it cannot be reverted.',
  history_already_reverted: 'This change was already reverted (change #{batch}).',
  history_replaced_since:
    'The data this change touched was replaced since (change #{batch}, an import or a large upload), so it cannot be reverted.',
  // text checks of every request
  text_nul: 'A text may not contain the NUL character ({field}).',
  json_too_deep: 'The JSON body is nested more than {max} levels deep.',
  // importReport
  section_importReport: 'importReport',
} as const;

export type MessageKey = keyof typeof en;
