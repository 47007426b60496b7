// Each cell against its schema field, checked while the file streams (load/cells.ts): types and
// formats, ranges, enum values, characters, case, and required and recommended values.
import { defineNotices, noticeSet } from '../notice.js';

export const FIELDS = defineNotices({
  invalid_character: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A value contains the replacement character �, which means the file is not valid UTF-8.',
    es: 'Un valor contiene el carácter de reemplazo �, lo que indica que el archivo no es UTF-8 válido.',
  },
  invalid_color: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A colour is not six hexadecimal digits (without #).',
    es: 'Un color no tiene seis dígitos hexadecimales (sin #).',
  },
  invalid_currency: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A currency is not an ISO 4217 code (such as USD or CLP).',
    es: 'Una moneda no es un código ISO 4217 (como USD o CLP).',
  },
  invalid_date: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A date is not a real day written as YYYYMMDD.',
    es: 'Una fecha no es un día real escrito como AAAAMMDD.',
  },
  invalid_email: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'An e-mail address is malformed.',
    es: 'Una dirección de correo está mal formada.',
  },
  invalid_float: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A value that must be a number is not one.',
    es: 'Un valor que debe ser un número no lo es.',
  },
  invalid_integer: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A value that must be a whole number is not one.',
    es: 'Un valor que debe ser un número entero no lo es.',
  },
  invalid_language_code: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A language is not a valid IETF BCP 47 code (such as en or es-CL).',
    es: 'Un idioma no es un código IETF BCP 47 válido (como en o es-CL).',
  },
  invalid_time: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A time is not written as H:MM:SS or HH:MM:SS.',
    es: 'Una hora no está escrita como H:MM:SS o HH:MM:SS.',
  },
  invalid_timezone: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A time zone is not a name of the IANA time zone database (such as America/Santiago).',
    es: 'Una zona horaria no es un nombre de la base IANA (como America/Santiago).',
  },
  invalid_url: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A web address is not a valid http, https or ftp URL.',
    es: 'Una dirección web no es una URL http, https o ftp válida.',
  },
  missing_required_field: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName'],
    en: 'A field that is required here has no value.',
    es: 'Un campo obligatorio aquí no tiene valor.',
  },
  number_out_of_range: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldType', 'fieldValue'],
    en: 'A number is outside what the field allows (a negative count, a latitude beyond 90…).',
    es: 'Un número está fuera de lo que el campo permite (una cantidad negativa, una latitud mayor que 90…).',
  },
  leading_or_trailing_whitespaces: {
    severity: 'WARNING',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A value starts or ends with spaces; consumers remove them.',
    es: 'Un valor empieza o termina con espacios; los consumidores los eliminan.',
  },
  missing_recommended_field: {
    severity: 'WARNING',
    fields: ['filename', 'csvRowNumber', 'fieldName'],
    en: 'A field that GTFS recommends has no value.',
    es: 'Un campo que GTFS recomienda no tiene valor.',
  },
  mixed_case_recommended_field: {
    severity: 'WARNING',
    fields: ['filename', 'fieldName', 'fieldValue', 'csvRowNumber'],
    en: 'A name riders read is written all in capitals or all in lower case; mixed case reads better.',
    es: 'Un nombre que leen los pasajeros está todo en mayúsculas o minúsculas; se lee mejor en mayúsculas y minúsculas.',
  },
  non_ascii_or_non_printable_char: {
    severity: 'WARNING',
    fields: ['filename', 'csvRowNumber', 'columnName', 'fieldValue'],
    en: 'An identifier has characters outside printable ASCII, which some systems mishandle.',
    es: 'Un identificador tiene caracteres fuera del ASCII imprimible, que algunos sistemas manejan mal.',
  },
  unexpected_enum_value: {
    severity: 'WARNING',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A coded field holds a value GTFS does not define for it.',
    es: 'Un campo codificado tiene un valor que GTFS no define para él.',
  },
});

/** Emitted by load/cells.ts, for every field the schema declares. */
export const fieldNotices = noticeSet({
  name: 'fields',
  notices: Object.values(FIELDS),
});
