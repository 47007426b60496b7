// Errors of the validation itself rather than of the feed (MobilityData's system errors).
import { defineNotices, noticeSet } from '../notice.js';

export const SYSTEM = defineNotices({
  i_o_error: {
    severity: 'ERROR',
    fields: ['exception', 'message'],
    en: 'The file could not be opened as a zip archive.',
    es: 'El archivo no se pudo abrir como archivo zip.',
  },
  runtime_exception_in_validator_error: {
    severity: 'ERROR',
    fields: ['validator', 'exception', 'message'],
    en: 'A check failed unexpectedly (a validator bug); other checks still ran.',
    es: 'Una revisión falló inesperadamente (un error del validador); las demás sí se ejecutaron.',
  },
});

/** Emitted by validateFeed: a zip that cannot be read, a rule that threw. */
export const systemNotices = noticeSet({
  name: 'system',
  notices: Object.values(SYSTEM),
});
