// Each cell against its schema field, checked while the file streams (load/cells.ts): types and
// formats, ranges, enum values, characters, case, and required and recommended values.
import { defineNotices, error, noticeSet, warning } from '../notice.js';

export const FIELDS = defineNotices({
  notices: {
    invalid_character: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_color: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_currency: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_date: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_email: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_float: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_integer: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_language_code: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_time: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_timezone: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    invalid_url: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    missing_required_field: error(['filename', 'csvRowNumber', 'fieldName']),
    number_out_of_range: error(['filename', 'csvRowNumber', 'fieldName', 'fieldType', 'fieldValue']),
    leading_or_trailing_whitespaces: warning(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    missing_recommended_field: warning(['filename', 'csvRowNumber', 'fieldName']),
    mixed_case_recommended_field: warning(['filename', 'fieldName', 'fieldValue', 'csvRowNumber']),
    non_ascii_or_non_printable_char: warning(['filename', 'csvRowNumber', 'columnName', 'fieldValue']),
    unexpected_enum_value: warning(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
  },
  en: {
    invalid_character:
      'A value contains the replacement character �, which means the file is not valid UTF-8.',
    invalid_color: 'A colour is not six hexadecimal digits (without #).',
    invalid_currency: 'A currency is not an ISO 4217 code (such as USD or CLP).',
    invalid_date: 'A date is not a real day written as YYYYMMDD.',
    invalid_email: 'An e-mail address is malformed.',
    invalid_float: 'A value that must be a number is not one.',
    invalid_integer: 'A value that must be a whole number is not one.',
    invalid_language_code: 'A language is not a valid IETF BCP 47 code (such as en or es-CL).',
    invalid_time: 'A time is not written as H:MM:SS or HH:MM:SS.',
    invalid_timezone: 'A time zone is not a name of the IANA time zone database (such as America/Santiago).',
    invalid_url: 'A web address is not a valid http, https or ftp URL.',
    missing_required_field: 'A field that is required here has no value.',
    number_out_of_range:
      'A number is outside what the field allows (a negative count, a latitude beyond 90…).',
    leading_or_trailing_whitespaces: 'A value starts or ends with spaces; consumers remove them.',
    missing_recommended_field: 'A field that GTFS recommends has no value.',
    mixed_case_recommended_field:
      'A name riders read is written all in capitals or all in lower case; mixed case reads better.',
    non_ascii_or_non_printable_char:
      'An identifier has characters outside printable ASCII, which some systems mishandle.',
    unexpected_enum_value: 'A coded field holds a value GTFS does not define for it.',
  },
  es: {
    invalid_character:
      'Un valor contiene el carácter de reemplazo �, lo que indica que el archivo no es UTF-8 válido.',
    invalid_color: 'Un color no tiene seis dígitos hexadecimales (sin #).',
    invalid_currency: 'Una moneda no es un código ISO 4217 (como USD o CLP).',
    invalid_date: 'Una fecha no es un día real escrito como AAAAMMDD.',
    invalid_email: 'Una dirección de correo está mal formada.',
    invalid_float: 'Un valor que debe ser un número no lo es.',
    invalid_integer: 'Un valor que debe ser un número entero no lo es.',
    invalid_language_code: 'Un idioma no es un código IETF BCP 47 válido (como en o es-CL).',
    invalid_time: 'Una hora no está escrita como H:MM:SS o HH:MM:SS.',
    invalid_timezone: 'Una zona horaria no es un nombre de la base IANA (como America/Santiago).',
    invalid_url: 'Una dirección web no es una URL http, https o ftp válida.',
    missing_required_field: 'Un campo obligatorio aquí no tiene valor.',
    number_out_of_range:
      'Un número está fuera de lo que el campo permite (una cantidad negativa, una latitud mayor que 90…).',
    leading_or_trailing_whitespaces:
      'Un valor empieza o termina con espacios; los consumidores los eliminan.',
    missing_recommended_field: 'Un campo que GTFS recomienda no tiene valor.',
    mixed_case_recommended_field:
      'Un nombre que leen los pasajeros está todo en mayúsculas o minúsculas; se lee mejor en mayúsculas y minúsculas.',
    non_ascii_or_non_printable_char:
      'Un identificador tiene caracteres fuera del ASCII imprimible, que algunos sistemas manejan mal.',
    unexpected_enum_value: 'Un campo codificado tiene un valor que GTFS no define para él.',
  },
});

/** Emitted by load/cells.ts, for every field the schema declares. */
export const fieldNotices = noticeSet({
  name: 'fields',
  notices: Object.values(FIELDS),
});
