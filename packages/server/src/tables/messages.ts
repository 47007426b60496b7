// Messages of the table API in en and es (the server catalogue in i18n/ holds the generic ones).
import type { Language } from '../db/schema.js';
import { catalogueTranslator } from '../i18n/index.js';

export const tableMessages = {
  required: { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  forbidden: {
    en: 'This field must be empty here ({condition}).',
    es: 'Este campo debe quedar vacío aquí ({condition}).',
  },
  not_text: { en: 'Must be a text.', es: 'Debe ser un texto.' },
  not_number: { en: 'Enter a number.', es: 'Introduce un número.' },
  not_integer: { en: 'Enter a whole number.', es: 'Introduce un número entero.' },
  not_boolean: { en: 'Must be true or false.', es: 'Debe ser verdadero o falso.' },
  invalid_date: {
    en: 'Enter a valid date (YYYY-MM-DD).',
    es: 'Introduce una fecha válida (AAAA-MM-DD).',
  },
  invalid_time: {
    en: 'Enter a valid time (HH:MM or HH:MM:SS; hours may pass 24).',
    es: 'Introduce una hora válida (HH:MM o HH:MM:SS; las horas pueden pasar de 24).',
  },
  invalid_enum: { en: 'Choose one of: {values}.', es: 'Elige uno de: {values}.' },
  latitude_range: {
    en: 'Latitude must be between -90 and 90.',
    es: 'La latitud debe estar entre -90 y 90.',
  },
  longitude_range: {
    en: 'Longitude must be between -180 and 180.',
    es: 'La longitud debe estar entre -180 y 180.',
  },
  non_negative: { en: 'Must be zero or greater.', es: 'Debe ser cero o mayor.' },
  positive: { en: 'Must be greater than zero.', es: 'Debe ser mayor que cero.' },
  non_zero: { en: 'Must not be zero.', es: 'No puede ser cero.' },
  invalid_color: {
    en: 'Enter a colour as 6 hexadecimal digits (RRGGBB).',
    es: 'Introduce un color de 6 dígitos hexadecimales (RRGGBB).',
  },
  invalid_url: {
    en: 'Enter a valid URL starting with http:// or https://.',
    es: 'Introduce una URL válida que empiece por http:// o https://.',
  },
  invalid_email: { en: 'Enter a valid e-mail address.', es: 'Introduce un correo electrónico válido.' },
  invalid_timezone: {
    en: 'Enter a valid IANA time zone (for example America/Santiago).',
    es: 'Introduce una zona horaria IANA válida (por ejemplo America/Santiago).',
  },
  invalid_language: {
    en: 'Enter a valid language code (BCP 47, for example es or en-US).',
    es: 'Introduce un código de idioma válido (BCP 47, por ejemplo es o en-US).',
  },
  invalid_currency: {
    en: 'Enter a valid ISO 4217 currency code (for example CLP).',
    es: 'Introduce un código de moneda ISO 4217 válido (por ejemplo CLP).',
  },
  invalid_imported: {
    en: 'The imported value "{value}" is not valid; correct it.',
    es: 'El valor importado "{value}" no es válido; corrígelo.',
  },
  duplicate_key: {
    en: 'A row with this {field} already exists.',
    es: 'Ya existe una fila con este {field}.',
  },
  duplicate_keys: {
    en: 'A row with these values of {fields} already exists.',
    es: 'Ya existe una fila con estos valores de {fields}.',
  },
  missing_reference: {
    en: 'There is no {field} "{value}" in {table}.',
    es: 'No existe {field} "{value}" en {table}.',
  },
  gate_refused: {
    en: 'Nothing was saved: this change would break the feed ({rows}).',
    es: 'No se guardó nada: este cambio rompería el feed ({rows}).',
  },
  gate_more: { en: 'And {count} more.', es: 'Y {count} más.' },
  gate_missing_reference: {
    en: 'its {field} "{value}" points at no row',
    es: 'su {field} "{value}" no apunta a ninguna fila',
  },
  gate_in_use: {
    en: 'other rows still use the value it takes away ({uses})',
    es: 'otras filas aún usan el valor que quita ({uses})',
  },
  gate_follows: {
    en: 'its {field} was moved by the rename {value}, which is left as it is',
    es: 'su {field} cambió con el cambio de nombre {value}, que se deja como está',
  },
  in_use: {
    en: 'This row cannot be deleted: other rows use it ({uses}).',
    es: 'Esta fila no se puede eliminar: otras filas la usan ({uses}).',
  },
  stale: {
    en: 'This row was changed by someone else since you loaded it. Review the current values and save again.',
    es: 'Otra persona cambió esta fila desde que la cargaste. Revisa los valores actuales y vuelve a guardar.',
  },
  stale_trips: {
    en: 'Some of these trips were changed by someone else since you loaded them ({ids}). Reload and try again.',
    es: 'Otra persona cambió algunos de estos viajes desde que los cargaste ({ids}). Vuelve a cargar e inténtalo de nuevo.',
  },
  trips_list: {
    en: 'Must be a list of up to {max} trips, each {"id", "version"} as whole numbers.',
    es: 'Debe ser una lista de hasta {max} viajes, cada uno {"id", "version"} con números enteros.',
  },
  stale_stop_times: {
    en: 'The stop times of this trip were changed by someone else since you loaded them. Reload the trip and make your changes again.',
    es: 'Otra persona cambió los horarios de este viaje desde que los cargaste. Vuelve a cargar el viaje y repite tus cambios.',
  },
  version_required: {
    en: 'Send the version of the row you edited (a whole number).',
    es: 'Envía la versión de la fila que editaste (un número entero).',
  },
  not_a_list: { en: 'Must be a list.', es: 'Debe ser una lista.' },
  not_an_object: { en: 'Each item must be an object.', es: 'Cada elemento debe ser un objeto.' },
  points_required: {
    en: 'A shape needs at least one point.',
    es: 'Un trazado necesita al menos un punto.',
  },
  duplicate_sequence: {
    en: 'This {field} is repeated in the list.',
    es: 'Este {field} está repetido en la lista.',
  },
  feedinfo_exists: {
    en: 'This project already has feed info; edit it instead.',
    es: 'Este proyecto ya tiene información del feed; edítala.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type TableMessageKey = keyof typeof tableMessages;
export type TableTranslate = (key: TableMessageKey, params?: Record<string, string | number>) => string;

export const tableTranslator = (lang: Language): TableTranslate => catalogueTranslator(tableMessages, lang);

/** "trips: 12", "stop times: 3" (es: "viajes: 12"), from the schema's table labels: no singular or plural to get wrong. */
export function countOf(lang: Language, label: { en: string; es: string }, n: number): string {
  return `${label[lang].toLowerCase()}: ${n}`;
}
