// Errors of the validation itself rather than of the feed (MobilityData's system errors).
import { defineNotices, error, noticeSet } from '../notice.js';

export const SYSTEM = defineNotices({
  notices: {
    i_o_error: error(['exception', 'message']),
    runtime_exception_in_validator_error: error(['validator', 'exception', 'message']),
  },
  en: {
    i_o_error: 'The file could not be opened as a zip archive.',
    runtime_exception_in_validator_error:
      'A check failed unexpectedly (a validator bug); other checks still ran.',
  },
  es: {
    i_o_error: 'El archivo no se pudo abrir como archivo zip.',
    runtime_exception_in_validator_error:
      'Una revisión falló inesperadamente (un error del validador); las demás sí se ejecutaron.',
  },
});

/** Emitted by validateFeed: a zip that cannot be read, a rule that threw. */
export const systemNotices = noticeSet({
  name: 'system',
  notices: Object.values(SYSTEM),
});
