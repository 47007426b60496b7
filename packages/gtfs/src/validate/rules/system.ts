// Errors of the validation itself rather than of the feed (MobilityData's system errors).
import { defineNotice } from '../notice.js';
import { noticeSet } from '../notice.js';

export const ioError = defineNotice('i_o_error', {
  severity: 'ERROR',
  fields: ['exception', 'message'],
  en: 'The file could not be opened as a zip archive.',
  es: 'El archivo no se pudo abrir como archivo zip.',
});

export const runtimeExceptionInValidatorError = defineNotice('runtime_exception_in_validator_error', {
  severity: 'ERROR',
  fields: ['validator', 'exception', 'message'],
  en: 'A check failed unexpectedly (a validator bug); other checks still ran.',
  es: 'Una revisión falló inesperadamente (un error del validador); las demás sí se ejecutaron.',
});

/** Emitted by validateFeed: a zip that cannot be read, a rule that threw. */
export const systemNotices = noticeSet({
  name: 'system',
  notices: [ioError, runtimeExceptionInValidatorError],
});
