// Spanish server messages.
import type { MessageKey } from './en.js';

export const es: Record<MessageKey, string> = {
  required: 'Este campo es obligatorio.',
  invalid_email: 'Introduce una dirección de correo electrónico válida.',
  invalid_value: 'Introduce un valor válido.',
  body_not_object: 'Envía la fila como un objeto JSON.',
  too_long: 'Asegúrate de que este campo no tenga más de {max} caracteres.',
  not_a_string: 'Debe ser un texto.',
  invalid_page: 'Introduce un número entero positivo.',
  invalid_sort: 'Ordena por uno de: {fields}, seguido de |asc o |desc.',
  invalid_filter: 'Filtra exactamente por uno de: {fields}.',
  malformed_json: 'El cuerpo de la petición no es JSON válido.',
  unsupported_media_type: 'Tipo de contenido no admitido "{type}".',
  body_too_large: 'El cuerpo de la petición es demasiado grande.',
  not_found: 'No encontrado.',
  internal_error: 'Ocurrió un problema inesperado. Intenta nuevamente.',
  database_unavailable:
    'La base de datos no está disponible en este momento. Intenta nuevamente en unos instantes.',
  auth_required: 'No se proporcionaron credenciales de autenticación.',
  auth_invalid: 'Sesión no válida o caducada. Inicia sesión de nuevo.',
  username_must_match_email: 'El nombre de usuario debe ser igual a la dirección de correo electrónico.',
  username_taken: 'Ya existe un usuario con ese nombre de usuario.',
  password_rule:
    'La contraseña debe tener al menos 8 caracteres y contener al menos una letra mayúscula, una letra minúscula y un número.',
  registered: 'Tu cuenta ha sido creada. Te hemos enviado un correo para verificar tu dirección.',
  email_verified: 'Tu correo electrónico ha sido verificado correctamente.',
  verification_token_invalid: 'Este enlace de verificación no es válido o ya fue utilizado.',
  verification_token_expired: 'Este enlace de verificación ha caducado.',
  verification_resent:
    'Si hay una cuenta con esa dirección pendiente de verificación, le hemos enviado un nuevo correo de verificación.',
  too_many_verification_requests: 'Demasiadas solicitudes de correo de verificación. Inténtalo más tarde.',
  login_failed: 'No es posible iniciar sesión con el usuario y la contraseña indicados.',
  email_not_verified:
    'Tu correo electrónico aún no ha sido verificado. Abre el enlace del correo de verificación que te enviamos.',
  too_many_login_attempts:
    'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en {minutes} minutos.',
  recovery_requested:
    'Si existe una cuenta con ese nombre de usuario, te hemos enviado un correo con un enlace para elegir una nueva contraseña.',
  too_many_recovery_requests: 'Demasiadas solicitudes de recuperación de contraseña. Inténtalo más tarde.',
  recovery_token_invalid: 'Este enlace de recuperación de contraseña no es válido o ya fue utilizado.',
  recovery_token_expired: 'Este enlace de recuperación de contraseña ha caducado. Solicita uno nuevo.',
  password_changed: 'Tu contraseña ha sido cambiada. Ya puedes iniciar sesión.',
  project_name_taken: 'Ya tienes un proyecto con este nombre.',
  file_required: 'Elige un archivo zip GTFS.',
  file_not_zip: 'El archivo no es un zip. Sube un feed GTFS como archivo .zip.',
  file_too_large: 'El archivo es demasiado grande. El tamaño máximo es {max} MB.',
  multipart_required: 'Envía el archivo como multipart/form-data.',
  upload_interrupted: 'La subida se interrumpió antes de recibir el archivo completo. Envíalo de nuevo.',
  import_not_available:
    'La importación de archivos GTFS aún no está disponible en esta versión de Ruta. Elimina este proyecto o reinténtalo más tarde.',
  mail_verification_subject: 'Verifica tu correo electrónico en Ruta',
  mail_verification_greeting: 'Hola {name}:',
  mail_verification_body:
    'Gracias por registrarte en Ruta. Abre este enlace para verificar tu correo electrónico:',
  mail_verification_button: 'Verificar mi correo',
  mail_verification_expiry: 'El enlace es válido durante 7 días.',
  mail_recovery_subject: 'Elige una nueva contraseña en Ruta',
  mail_recovery_greeting: 'Hola {name}:',
  mail_recovery_body:
    'Alguien pidió restablecer la contraseña de tu cuenta de Ruta. Abre este enlace para elegir una nueva:',
  mail_recovery_button: 'Elegir una nueva contraseña',
  mail_recovery_expiry: 'El enlace es válido durante 1 hora. Si no lo pediste, ignora este correo.',
  // Copia de viajes a otro servicio
  trip_copy_unknown_service: 'No hay un servicio "{id}" en este proyecto: agrégalo primero al calendario.',
  trip_copy_unknown_trips: 'Estos viajes no están en este proyecto: {ids}.',
  trip_copy_before_midnight: 'Este desplazamiento dejaría algunas horas antes de las 00:00:00.',
  trip_copy_too_many: 'Copia como máximo {max} viajes a la vez.',
  // stopTimes
  stoptimes_copies_list: 'Envía "trips" como una lista de 1 a {max} copias.',
  stoptimes_trip_id_invalid: 'El id del viaje no es válido',
  stoptimes_trip_id_duplicated: 'El id del viaje está duplicado',
  stoptimes_shift_invalid: 'El desplazamiento debe ser un número entero de segundos, de 7 días como máximo.',
  stoptimes_too_many_ids: 'Pide como máximo 1000 viajes a la vez.',
  // timetable
  timetable_route_required: 'Elige una ruta (parámetro route).',
  timetable_bad_direction: 'direction debe ser 0, 1 o none.',
  timetable_bad_body: 'El conjunto de cambios no es válido: {reason}.',
  timetable_stale:
    'Otra persona cambió estos viajes desde que abriste el horario: {trips}. No se guardó nada; recarga para ver sus cambios.',
  timetable_has_errors: '{count} viajes tienen errores; no se guardó nada.',
  timetable_bad_time: 'Introduce una hora como HH:MM o HH:MM:SS (las horas pueden pasar de 24).',
  timetable_arrival_after_departure: 'La llegada es posterior a la salida.',
  timetable_time_backwards: 'Anterior a la parada previa ({time}).',
  timetable_unknown_stop: 'No existe una parada con stop_id "{id}".',
  timetable_trip_id_required: 'Introduce un trip_id.',
  timetable_trip_id_taken: 'Ya existe un viaje con trip_id "{id}".',
  timetable_template_missing: 'El viaje que copia ya no está en esta ruta y sentido.',
  timetable_in_use: 'Este viaje no se puede eliminar: otras filas lo usan ({uses}).',
  // timetable services
  timetable_unknown_service: 'No hay ningún servicio con service_id "{id}" en calendar ni calendar_dates.',
  // shapes
  map_matching_off: 'El ajuste a calles no está configurado en este servidor; pídeselo a tu administrador.',
  map_matching_points: 'Envía "points" como una lista de pares [longitud, latitud].',
  map_matching_too_many: 'El ajuste a calles no está disponible con más de 100 puntos',
  routing_too_many: 'El trazado por calles no está disponible con más de 1.000 paradas',
  // network
  network_stop_id_required: 'Indica el stop_id de la parada.',
  // tidy (the clean-up)
  tidy_project_changed:
    'El proyecto cambió desde esta vista previa (alguien lo editó, o ya se limpió). Vuelve a generar la vista previa para ver lo que haría la limpieza ahora.',
  // history (change batches and revert)
  history_counts_only:
    'Este cambio era demasiado grande para guardarlo fila a fila (solo se guardan sus recuentos), así que no se puede revertir.',
  history_already_reverted: 'Este cambio ya se revirtió (cambio n.º {batch}).',
  history_replaced_since:
    'Los datos que tocó este cambio se reemplazaron después (cambio n.º {batch}, una importación o una subida grande), así que no se puede revertir.',
  // text checks of every request
  text_nul: 'Un texto no puede contener el carácter NUL ({field}).',
  json_too_deep: 'El cuerpo JSON está anidado a más de {max} niveles de profundidad.',
  // importReport
  section_importReport: 'importReport',
};
