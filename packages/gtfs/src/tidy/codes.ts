// Validator notices whose rows the clean-up removes (its orphans step), so a finding can offer it:
// a shape no trip uses, a station no stop names as its parent.
export const TIDY_NOTICE_CODES: ReadonlySet<string> = new Set(['unused_shape', 'unused_station']);
