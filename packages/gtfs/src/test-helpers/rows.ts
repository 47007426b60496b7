// Rows the tests create again and again, as the API takes them (booleans for the day flags,
// YYYY-MM-DD dates).

/** A Monday-to-Friday service over 2026. */
export const WEEKDAYS = {
  service_id: 'WK',
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
};
