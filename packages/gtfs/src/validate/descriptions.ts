// What each notice means, in our own words, in English and Spanish (the HTML report shows them).
import type { Lang } from './notices.js';

const D: Record<string, [string, string]> = {
  csv_parsing_failed: [
    'The file could not be read as CSV to its end (for example a quote that is never closed).',
    'El archivo no se pudo leer como CSV hasta el final (por ejemplo, una comilla que nunca se cierra).',
  ],
  empty_file: [
    'The file has no header line, or it is a required file with no data rows.',
    'El archivo no tiene encabezado, o es obligatorio y no tiene filas de datos.',
  ],
  empty_column_name: [
    'A column of the header has no name, so its values are ignored.',
    'Una columna del encabezado no tiene nombre, así que sus valores se ignoran.',
  ],
  duplicated_column: [
    'The header names the same column twice; only one of them can be read.',
    'El encabezado repite una columna; solo una de ellas puede leerse.',
  ],
  unknown_column: [
    'The header has a column that GTFS does not define. It is kept but not checked.',
    'El encabezado tiene una columna que GTFS no define. Se conserva pero no se revisa.',
  ],
  unknown_file: [
    'The zip holds a file that GTFS does not define (maybe a misspelled name). It is kept but not checked.',
    'El zip contiene un archivo que GTFS no define (quizá un nombre mal escrito). Se conserva pero no se revisa.',
  ],
  missing_required_column: [
    'A column that GTFS requires in this file is absent from its header.',
    'Falta en el encabezado una columna que GTFS exige en este archivo.',
  ],
  missing_required_file: [
    'A file that every GTFS feed needs is not in the zip.',
    'Falta en el zip un archivo que todo feed GTFS necesita.',
  ],
  missing_recommended_file: [
    'A file that GTFS recommends (feed information, shapes) is not in the zip.',
    'Falta en el zip un archivo que GTFS recomienda (información del feed, trazados).',
  ],
  missing_calendar_and_calendar_date_files: [
    'Neither calendar.txt nor calendar_dates.txt is present, so no trip has service days.',
    'No están calendar.txt ni calendar_dates.txt, así que ningún viaje tiene días de servicio.',
  ],
  invalid_input_files_in_subfolder: [
    'The GTFS files are inside a folder of the zip; they should be at its root.',
    'Los archivos GTFS están dentro de una carpeta del zip; deben estar en la raíz.',
  ],
  empty_row: [
    'A row has only empty or blank cells; it is skipped.',
    'Una fila tiene solo celdas vacías o en blanco; se omite.',
  ],
  invalid_row_length: [
    'A row has a different number of cells than the header; it is skipped.',
    'Una fila tiene un número de celdas distinto del encabezado; se omite.',
  ],
  new_line_in_value: [
    'A value contains a line break, usually the sign of a quote left open.',
    'Un valor contiene un salto de línea, normalmente señal de una comilla sin cerrar.',
  ],
  invalid_character: [
    'A value contains the replacement character �, which means the file is not valid UTF-8.',
    'Un valor contiene el carácter de reemplazo �, lo que indica que el archivo no es UTF-8 válido.',
  ],
  leading_or_trailing_whitespaces: [
    'A value starts or ends with spaces; consumers remove them.',
    'Un valor empieza o termina con espacios; los consumidores los eliminan.',
  ],
  invalid_date: [
    'A date is not a real day written as YYYYMMDD.',
    'Una fecha no es un día real escrito como AAAAMMDD.',
  ],
  invalid_time: [
    'A time is not written as H:MM:SS or HH:MM:SS.',
    'Una hora no está escrita como H:MM:SS o HH:MM:SS.',
  ],
  invalid_color: [
    'A colour is not six hexadecimal digits (without #).',
    'Un color no tiene seis dígitos hexadecimales (sin #).',
  ],
  invalid_integer: [
    'A value that must be a whole number is not one.',
    'Un valor que debe ser un número entero no lo es.',
  ],
  invalid_float: ['A value that must be a number is not one.', 'Un valor que debe ser un número no lo es.'],
  invalid_url: [
    'A web address is not a valid http, https or ftp URL.',
    'Una dirección web no es una URL http, https o ftp válida.',
  ],
  invalid_email: ['An e-mail address is malformed.', 'Una dirección de correo está mal formada.'],
  invalid_timezone: [
    'A time zone is not a name of the IANA time zone database (such as America/Santiago).',
    'Una zona horaria no es un nombre de la base IANA (como America/Santiago).',
  ],
  invalid_language_code: [
    'A language is not a valid IETF BCP 47 code (such as en or es-CL).',
    'Un idioma no es un código IETF BCP 47 válido (como en o es-CL).',
  ],
  invalid_currency: [
    'A currency is not an ISO 4217 code (such as USD or CLP).',
    'Una moneda no es un código ISO 4217 (como USD o CLP).',
  ],
  invalid_currency_amount: [
    'A price has more decimals than its currency uses.',
    'Un precio tiene más decimales de los que usa su moneda.',
  ],
  number_out_of_range: [
    'A number is outside what the field allows (a negative count, a latitude beyond 90…).',
    'Un número está fuera de lo que el campo permite (una cantidad negativa, una latitud mayor que 90…).',
  ],
  unexpected_enum_value: [
    'A coded field holds a value GTFS does not define for it.',
    'Un campo codificado tiene un valor que GTFS no define para él.',
  ],
  non_ascii_or_non_printable_char: [
    'An identifier has characters outside printable ASCII, which some systems mishandle.',
    'Un identificador tiene caracteres fuera del ASCII imprimible, que algunos sistemas manejan mal.',
  ],
  mixed_case_recommended_field: [
    'A name riders read is written all in capitals or all in lower case; mixed case reads better.',
    'Un nombre que leen los pasajeros está todo en mayúsculas o minúsculas; se lee mejor en mayúsculas y minúsculas.',
  ],
  missing_required_field: [
    'A field that is required here has no value.',
    'Un campo obligatorio aquí no tiene valor.',
  ],
  missing_recommended_field: [
    'A field that GTFS recommends has no value.',
    'Un campo que GTFS recomienda no tiene valor.',
  ],
  missing_stop_name: [
    'A stop, station or entrance has no name.',
    'Una parada, estación o entrada no tiene nombre.',
  ],
  stop_without_location: [
    'A stop, station or entrance has no coordinates.',
    'Una parada, estación o entrada no tiene coordenadas.',
  ],
  location_without_parent_station: [
    'An entrance, generic node or boarding area does not name its parent station.',
    'Una entrada, nodo genérico o área de embarque no indica su estación padre.',
  ],
  station_with_parent_station: [
    'A station names a parent station, which stations cannot have.',
    'Una estación indica una estación padre, algo que las estaciones no pueden tener.',
  ],
  stop_access_specified_for_incorrect_location: [
    'stop_access is set on a location that is not a stop or platform.',
    'stop_access está definido en una ubicación que no es parada ni andén.',
  ],
  stop_access_specified_for_stop_with_no_parent_station: [
    'stop_access is set on a stop that has no parent station.',
    'stop_access está definido en una parada sin estación padre.',
  ],
  route_both_short_and_long_name_missing: [
    'A route has neither a short nor a long name.',
    'Una ruta no tiene nombre corto ni largo.',
  ],
  forbidden_arrival_or_departure_time: [
    'A stop time has both times and a pickup/drop-off window (GTFS-Flex); only one may be given.',
    'Un horario tiene horas y además ventana de recogida/bajada (GTFS-Flex); solo se permite una cosa.',
  ],
  missing_pickup_or_drop_off_window: [
    'Only one end of a pickup/drop-off window is given.',
    'Solo se indica un extremo de la ventana de recogida/bajada.',
  ],
  forbidden_geography_id: [
    'A stop time names more than one of stop, location group and location.',
    'Un horario indica más de uno entre parada, grupo de ubicaciones y ubicación.',
  ],
  duplicate_key: [
    'Two rows have the same identifier (or the same combination of key fields).',
    'Dos filas tienen el mismo identificador (o la misma combinación de campos clave).',
  ],
  more_than_one_entity: [
    'A file that must hold one row (feed information) has several.',
    'Un archivo que debe tener una sola fila (información del feed) tiene varias.',
  ],
  foreign_key_violation: [
    'A value refers to a record that does not exist in the referenced file.',
    'Un valor hace referencia a un registro que no existe en el archivo referido.',
  ],
  missing_required_agency_id: [
    'The feed has several agencies and this one has no agency_id.',
    'El feed tiene varias agencias y esta no tiene agency_id.',
  ],
  inconsistent_agency_timezone: [
    'Agencies of one feed declare different time zones; they must share one.',
    'Las agencias de un feed declaran zonas horarias distintas; deben compartir una.',
  ],
  inconsistent_agency_lang: [
    'Agencies of one feed declare different languages.',
    'Las agencias de un feed declaran idiomas distintos.',
  ],
  wrong_parent_location_type: [
    'parent_station points to a location of the wrong kind (a stop’s parent must be a station, a boarding area’s a platform).',
    'parent_station apunta a una ubicación del tipo incorrecto (el padre de una parada debe ser una estación; el de un área de embarque, un andén).',
  ],
  unused_station: [
    'No stop names this station as its parent.',
    'Ninguna parada indica esta estación como su padre.',
  ],
  platform_without_parent_station: [
    'A platform (it has a platform_code) does not belong to a station.',
    'Un andén (tiene platform_code) no pertenece a ninguna estación.',
  ],
  same_name_and_description_for_stop: [
    'The stop description only repeats its name; it should add information or be empty.',
    'La descripción de la parada solo repite su nombre; debería aportar algo o quedar vacía.',
  ],
  same_stop_and_agency_url: [
    'The stop’s URL is the agency’s; a stop URL should be about that stop.',
    'La URL de la parada es la de la agencia; debería tratar de esa parada.',
  ],
  same_stop_and_route_url: [
    'The stop’s URL is a route’s; a stop URL should be about that stop.',
    'La URL de la parada es la de una ruta; debería tratar de esa parada.',
  ],
  point_near_origin: [
    'Coordinates are at or near 0,0, usually a value that was never filled in.',
    'Las coordenadas están en 0,0 o cerca, normalmente un valor que nunca se completó.',
  ],
  point_near_pole: [
    'Coordinates are near a pole, usually latitude and longitude swapped or wrong.',
    'Las coordenadas están cerca de un polo, normalmente latitud y longitud invertidas o erróneas.',
  ],
  route_short_name_too_long: [
    'The route short name is longer than 12 characters; it should be a short label.',
    'El nombre corto de la ruta tiene más de 12 caracteres; debería ser una etiqueta breve.',
  ],
  route_long_name_contains_short_name: [
    'The route long name begins with its short name; apps show both, so it is repeated.',
    'El nombre largo de la ruta empieza con el nombre corto; las apps muestran ambos y queda repetido.',
  ],
  same_name_and_description_for_route: [
    'The route description only repeats a route name.',
    'La descripción de la ruta solo repite un nombre de la ruta.',
  ],
  route_color_contrast: [
    'The route colour and its text colour are too similar to read.',
    'El color de la ruta y el de su texto son demasiado parecidos para leerse.',
  ],
  duplicate_route_name: [
    'Two routes of one agency and type have the same names; riders cannot tell them apart.',
    'Dos rutas de la misma agencia y tipo tienen los mismos nombres; los pasajeros no pueden distinguirlas.',
  ],
  same_route_and_agency_url: [
    'The route’s URL is the agency’s; a route URL should be about that route.',
    'La URL de la ruta es la de la agencia; debería tratar de esa ruta.',
  ],
  route_networks_specified_in_more_than_one_file: [
    'Networks are given both in routes.network_id and in networks files; use one way.',
    'Las redes se indican en routes.network_id y también en archivos de redes; use solo una forma.',
  ],
  missing_trip_edge: [
    'The first or last stop of a trip has no arrival or departure time.',
    'La primera o última parada de un viaje no tiene hora de llegada o de salida.',
  ],
  stop_time_with_only_arrival_or_departure_time: [
    'A stop time has an arrival without a departure, or the reverse.',
    'Un horario tiene llegada sin salida, o al revés.',
  ],
  stop_time_timepoint_without_times: [
    'A stop marked as exact timepoint has no times.',
    'Una parada marcada como punto de tiempo exacto no tiene horas.',
  ],
  missing_timepoint_value: [
    'A stop time has times but its timepoint is empty.',
    'Un horario tiene horas pero su timepoint está vacío.',
  ],
  stop_time_with_arrival_before_previous_departure_time: [
    'The vehicle arrives at a stop before it left the previous one.',
    'El vehículo llega a una parada antes de haber salido de la anterior.',
  ],
  decreasing_or_equal_stop_time_distance: [
    'shape_dist_traveled does not grow from one stop to the next.',
    'shape_dist_traveled no aumenta de una parada a la siguiente.',
  ],
  unsorted_stop_times: [
    'The rows of a trip are not together in stop_sequence order in the file.',
    'Las filas de un viaje no están juntas y en orden de stop_sequence en el archivo.',
  ],
  location_with_unexpected_stop_time: [
    'A stop time uses a station, entrance or other location that is not a stop or platform.',
    'Un horario usa una estación, entrada u otra ubicación que no es parada ni andén.',
  ],
  unusable_trip: [
    'A trip serves fewer than two stops, so nobody can ride it.',
    'Un viaje pasa por menos de dos paradas, así que nadie puede usarlo.',
  ],
  unused_trip: ['A trip has no stop times.', 'Un viaje no tiene horarios.'],
  unused_shape: ['No trip uses this shape.', 'Ningún viaje usa este trazado.'],
  stop_without_stop_time: ['No trip stops at this stop.', 'Ningún viaje se detiene en esta parada.'],
  missing_bike_allowance: [
    'A ferry trip does not say whether bikes are allowed.',
    'Un viaje en ferri no indica si se permiten bicicletas.',
  ],
  block_trips_with_overlapping_stop_times: [
    'Two trips of one block (one vehicle) overlap in time on a day both run.',
    'Dos viajes del mismo bloque (un vehículo) se superponen en el tiempo un día en que ambos operan.',
  ],
  inconsistent_route_type_for_block_id: [
    'Trips of one block use routes of different vehicle types.',
    'Los viajes de un bloque usan rutas de distintos tipos de vehículo.',
  ],
  service_has_no_active_day_of_the_week: [
    'A calendar has no day of the week with service.',
    'Un calendario no tiene ningún día de la semana con servicio.',
  ],
  expired_calendar: [
    'Every service day of this calendar is in the past.',
    'Todos los días de servicio de este calendario ya pasaron.',
  ],
  start_and_end_range_out_of_order: [
    'A start date or time comes after its end.',
    'Una fecha u hora de inicio es posterior a su fin.',
  ],
  start_and_end_range_equal: [
    'A period starts and ends at the same time, so it is empty.',
    'Un período empieza y termina a la misma hora, así que está vacío.',
  ],
  future_calendar: [
    'Every service starts after the validation date; nothing runs today.',
    'Todos los servicios empiezan después de la fecha de validación; hoy no opera nada.',
  ],
  service_extends_far_in_the_future: [
    'A service runs until more than two years from now, perhaps a typo in the end date.',
    'Un servicio llega a más de dos años desde hoy, quizá un error en la fecha de fin.',
  ],
  big_gap_in_service: [
    'A service has a long break (over two weeks) between its days of service.',
    'Un servicio tiene una pausa larga (más de dos semanas) entre sus días de servicio.',
  ],
  trip_coverage_not_active_for_next7_days: [
    'Some of the next seven days have no trips at all.',
    'Algunos de los próximos siete días no tienen ningún viaje.',
  ],
  missing_feed_info_date: [
    'Only one of feed_start_date and feed_end_date is given; give both or neither.',
    'Solo se indica una de feed_start_date y feed_end_date; indique ambas o ninguna.',
  ],
  feed_expiration_date7_days: [
    'The feed ends within seven days; publish a new one soon.',
    'El feed termina en siete días o menos; publique uno nuevo pronto.',
  ],
  feed_expiration_date30_days: [
    'The feed ends within thirty days.',
    'El feed termina en treinta días o menos.',
  ],
  future_feed: [
    'The feed starts after the validation date.',
    'El feed empieza después de la fecha de validación.',
  ],
  missing_feed_contact_email_and_url: [
    'Feed information gives no contact e-mail or URL for data problems.',
    'La información del feed no da correo ni URL de contacto para problemas con los datos.',
  ],
  feed_info_lang_and_agency_lang_mismatch: [
    'The feed language differs from an agency’s language.',
    'El idioma del feed difiere del idioma de una agencia.',
  ],
  feed_valid_beyond_total_service_window: [
    'The feed’s validity dates extend two weeks or more past the days with service.',
    'Las fechas de validez del feed superan en dos semanas o más los días con servicio.',
  ],
  service_window_outside_feed_period: [
    'A service runs on days outside the feed’s start and end dates.',
    'Un servicio opera en días fuera de las fechas de inicio y fin del feed.',
  ],
  overlapping_frequency: [
    'Two frequency periods of one trip overlap.',
    'Dos períodos de frecuencia de un viaje se superponen.',
  ],
  decreasing_shape_distance: [
    'shape_dist_traveled goes down along the shape.',
    'shape_dist_traveled disminuye a lo largo del trazado.',
  ],
  equal_shape_distance_same_coordinates: [
    'Two consecutive shape points are the same point with the same distance (a duplicate).',
    'Dos puntos consecutivos del trazado son el mismo punto con la misma distancia (un duplicado).',
  ],
  equal_shape_distance_diff_coordinates: [
    'Two consecutive shape points are apart but have the same shape_dist_traveled.',
    'Dos puntos consecutivos del trazado están separados pero tienen el mismo shape_dist_traveled.',
  ],
  equal_shape_distance_diff_coordinates_distance_below_threshold: [
    'Two consecutive shape points a metre or so apart have the same shape_dist_traveled.',
    'Dos puntos consecutivos del trazado, a un metro o menos, tienen el mismo shape_dist_traveled.',
  ],
  single_shape_point: [
    'A shape has a single point, which draws no line.',
    'Un trazado tiene un solo punto, con lo que no dibuja ninguna línea.',
  ],
  stop_too_far_from_shape: [
    'A stop is more than 100 m from the shape of a trip that serves it.',
    'Una parada está a más de 100 m del trazado de un viaje que pasa por ella.',
  ],
  trip_distance_exceeds_shape_distance: [
    'A trip’s stops go further along (shape_dist_traveled) than its shape, and the last stop is away from the shape’s end.',
    'Las paradas de un viaje llegan más lejos (shape_dist_traveled) que su trazado, y la última está lejos del final del trazado.',
  ],
  trip_distance_exceeds_shape_distance_below_threshold: [
    'A trip’s stops go slightly further along than its shape.',
    'Las paradas de un viaje llegan un poco más lejos que su trazado.',
  ],
  trip_with_shape_dist_traveled_but_no_shape_distances: [
    'Stop times give shape_dist_traveled but the shape does not, so they cannot be matched.',
    'Los horarios indican shape_dist_traveled pero el trazado no, así que no se pueden relacionar.',
  ],
  fast_travel_between_consecutive_stops: [
    'Between two stops the vehicle would go faster than its type can.',
    'Entre dos paradas el vehículo iría más rápido de lo que su tipo permite.',
  ],
  fast_travel_between_far_stops: [
    'Between two timed stops far apart the vehicle would go faster than its type can.',
    'Entre dos paradas con hora y alejadas el vehículo iría más rápido de lo que su tipo permite.',
  ],
  stop_without_zone_id: [
    'A stop served by a route with zone fares has no zone_id.',
    'Una parada servida por una ruta con tarifas por zona no tiene zone_id.',
  ],
  transfer_with_invalid_stop_location_type: [
    'A transfer names a location that is not a stop or station.',
    'Un transbordo indica una ubicación que no es parada ni estación.',
  ],
  transfer_with_invalid_trip_and_route: [
    'A transfer’s trip does not belong to the route it names.',
    'El viaje de un transbordo no pertenece a la ruta que se indica.',
  ],
  transfer_with_invalid_trip_and_stop: [
    'A transfer’s trip does not serve the stop it names.',
    'El viaje de un transbordo no pasa por la parada que se indica.',
  ],
  transfer_distance_too_large: [
    'The stops of a transfer are more than 10 km apart.',
    'Las paradas de un transbordo están a más de 10 km.',
  ],
  transfer_distance_above_2_km: [
    'The stops of a transfer are more than 2 km apart.',
    'Las paradas de un transbordo están a más de 2 km.',
  ],
  inconsistent_route_type_for_in_seat_transfer: [
    'An in-seat transfer joins routes of different vehicle types.',
    'Un transbordo sin bajar une rutas de distintos tipos de vehículo.',
  ],
  transfer_with_suspicious_mid_trip_in_seat: [
    'An in-seat transfer is not at the last stop of the first trip or the first stop of the next.',
    'Un transbordo sin bajar no ocurre en la última parada del primer viaje o la primera del siguiente.',
  ],
  bidirectional_exit_gate: [
    'An exit gate pathway is two-way; exit gates only let people out.',
    'Un camino de puerta de salida es bidireccional; las puertas de salida solo dejan salir.',
  ],
  missing_level_id: [
    'A location served by an elevator has no level.',
    'Una ubicación servida por un ascensor no tiene nivel.',
  ],
  pathway_to_platform_with_boarding_areas: [
    'A pathway ends at a platform that has boarding areas; it should end at a boarding area.',
    'Un camino termina en un andén que tiene áreas de embarque; debería terminar en una de ellas.',
  ],
  pathway_to_wrong_location_type: [
    'A pathway ends at a station; pathways join locations inside stations.',
    'Un camino termina en una estación; los caminos unen ubicaciones dentro de las estaciones.',
  ],
  pathway_loop: [
    'A pathway starts and ends at the same location.',
    'Un camino empieza y termina en la misma ubicación.',
  ],
  pathway_dangling_generic_node: [
    'A generic node joins only one other location, so it leads nowhere.',
    'Un nodo genérico se une a una sola ubicación, así que no lleva a ninguna parte.',
  ],
  pathway_unreachable_location: [
    'A location cannot be reached from an entrance, or cannot reach an exit, through pathways.',
    'Una ubicación no se alcanza desde una entrada, o no llega a una salida, por los caminos.',
  ],
  pathway_to_stop_with_access_outside_of_station_pathways: [
    'A pathway reaches a stop whose access is directly from the street.',
    'Un camino llega a una parada cuyo acceso es directamente desde la calle.',
  ],
  forbidden_pickup_type: [
    'With a pickup/drop-off window (GTFS-Flex), pickup_type cannot be regular (0) or coordinated with the driver (3).',
    'Con ventana de recogida/bajada (GTFS-Flex), pickup_type no puede ser regular (0) ni coordinada con el conductor (3).',
  ],
  forbidden_drop_off_type: [
    'With a pickup/drop-off window (GTFS-Flex), drop_off_type cannot be regular (0).',
    'Con ventana de recogida/bajada (GTFS-Flex), drop_off_type no puede ser regular (0).',
  ],
  invalid_pickup_drop_off_window: [
    'A pickup/drop-off window ends before or when it starts.',
    'Una ventana de recogida/bajada termina antes o en el momento en que empieza.',
  ],
  forbidden_shape_dist_traveled: [
    'shape_dist_traveled is given on a stop time that serves a Flex zone instead of a stop.',
    'Se indica shape_dist_traveled en un horario que sirve una zona Flex en lugar de una parada.',
  ],
  missing_pickup_drop_off_booking_rule_id: [
    'A Flex stop time asks riders to phone the agency but names no booking rule.',
    'Un horario Flex pide llamar a la agencia pero no indica regla de reserva.',
  ],
  trip_headsign_matches_intermediate_stop: [
    'The trip headsign names a stop the trip passes, not where it ends.',
    'El letrero del viaje nombra una parada por la que pasa, no donde termina.',
  ],
  attribution_without_role: [
    'An attribution does not say whether the organisation produces, operates or is the authority of the service.',
    'Una atribución no indica si la organización produce, opera o es la autoridad del servicio.',
  ],
  timeframe_only_start_or_end_time_specified: [
    'A timeframe gives only its start or only its end time.',
    'Un intervalo horario indica solo su hora de inicio o solo la de fin.',
  ],
  timeframe_start_or_end_time_greater_than_twenty_four_hours: [
    'A timeframe time is later than 24:00:00.',
    'Una hora de un intervalo horario es posterior a 24:00:00.',
  ],
  timeframe_overlap: [
    'Two timeframes of one group and service overlap.',
    'Dos intervalos horarios del mismo grupo y servicio se superponen.',
  ],
  fare_transfer_rule_duration_limit_type_without_duration_limit: [
    'A fare transfer rule says how to measure a time limit but gives no limit.',
    'Una regla de transbordo indica cómo medir un límite de tiempo pero no da el límite.',
  ],
  fare_transfer_rule_duration_limit_without_type: [
    'A fare transfer rule gives a time limit without saying how it is measured.',
    'Una regla de transbordo da un límite de tiempo sin indicar cómo se mide.',
  ],
  fare_transfer_rule_invalid_transfer_count: [
    'A transfer count is 0 or below -1; use -1 for unlimited or a positive number.',
    'Un número de transbordos es 0 o menor que -1; use -1 para ilimitados o un número positivo.',
  ],
  fare_transfer_rule_with_forbidden_transfer_count: [
    'A transfer count is given for a transfer between different leg groups, where it does not apply.',
    'Se indica número de transbordos entre grupos de tramos distintos, donde no corresponde.',
  ],
  fare_transfer_rule_without_transfer_count: [
    'A transfer within one leg group needs a transfer count.',
    'Un transbordo dentro de un mismo grupo de tramos necesita número de transbordos.',
  ],
  duplicate_fare_media: [
    'Two fare media have the same name and type.',
    'Dos medios de pago tienen el mismo nombre y tipo.',
  ],
  translation_unknown_table_name: [
    'A translation refers to a table that cannot be translated or does not exist.',
    'Una traducción se refiere a una tabla que no se puede traducir o no existe.',
  ],
  fare_product_with_multiple_default_rider_categories: [
    'A fare product has more than one default rider category.',
    'Un producto tarifario tiene más de una categoría de pasajero por defecto.',
  ],
  forbidden_real_time_booking_field_value: [
    'A real-time booking rule (booking_type 0) sets prior-notice fields, which only apply to advance booking.',
    'Una regla de reserva en tiempo real (booking_type 0) define campos de aviso previo, que solo aplican a reservas anticipadas.',
  ],
  forbidden_same_day_booking_field_value: [
    'A same-day booking rule (booking_type 1) sets fields that belong to prior-day booking.',
    'Una regla de reserva el mismo día (booking_type 1) define campos propios de reservas con días de anticipación.',
  ],
  forbidden_prior_day_booking_field_value: [
    'A prior-day booking rule (booking_type 2) sets minute-based notice durations, which belong to same-day booking.',
    'Una regla de reserva con días de anticipación (booking_type 2) define duraciones en minutos, propias de reservas el mismo día.',
  ],
  missing_prior_notice_duration_min: [
    'A same-day booking rule does not say how many minutes ahead riders must book.',
    'Una regla de reserva el mismo día no indica con cuántos minutos de anticipación reservar.',
  ],
  invalid_prior_notice_duration_min: [
    'The longest notice of a booking rule is shorter than its shortest notice.',
    'El aviso máximo de una regla de reserva es menor que su aviso mínimo.',
  ],
  missing_prior_notice_last_day: [
    'A prior-day booking rule does not say the last day to book.',
    'Una regla de reserva con días de anticipación no indica el último día para reservar.',
  ],
  missing_prior_notice_last_time: [
    'A prior-day booking rule does not say the time of the last day to book.',
    'Una regla de reserva con días de anticipación no indica la hora límite del último día.',
  ],
  missing_prior_notice_start_time: [
    'A booking rule gives the first day bookings open but not at what time.',
    'Una regla de reserva indica el primer día en que se puede reservar pero no a qué hora.',
  ],
  forbidden_prior_notice_start_time: [
    'A booking rule gives an opening time without the day it refers to.',
    'Una regla de reserva indica una hora de apertura sin el día al que se refiere.',
  ],
  forbidden_prior_notice_start_day: [
    'A same-day booking rule gives both an opening day and a maximum notice; only one may limit how early to book.',
    'Una regla de reserva el mismo día indica día de apertura y aviso máximo; solo uno puede limitar la anticipación.',
  ],
  prior_notice_last_day_after_start_day: [
    'A booking rule closes bookings on a day before they open.',
    'Una regla de reserva cierra las reservas en un día anterior a su apertura.',
  ],
  forbidden_continuous_pickup_drop_off: [
    'A route allows continuous stopping while its trips use pickup/drop-off windows (GTFS-Flex); the two cannot be combined.',
    'Una ruta permite parada continua mientras sus viajes usan ventanas de recogida/bajada (GTFS-Flex); no pueden combinarse.',
  ],
  duplicate_geography_id: [
    'The same id names a stop and a location group; stop times cannot tell which one they mean.',
    'El mismo id nombra una parada y un grupo de ubicaciones; los horarios no pueden saber a cuál se refieren.',
  ],
  translation_unexpected_value: [
    'A translation fills a field that must be empty for it (a record id with field_value, or any record field for feed_info).',
    'Una traducción completa un campo que debe quedar vacío (un id de registro junto con field_value, o cualquier campo de registro en feed_info).',
  ],
  translation_foreign_key_violation: [
    'A translation points to a record that does not exist.',
    'Una traducción apunta a un registro que no existe.',
  ],
  i_o_error: [
    'The file could not be opened as a zip archive.',
    'El archivo no se pudo abrir como archivo zip.',
  ],
  runtime_exception_in_validator_error: [
    'A check failed unexpectedly (a validator bug); other checks still ran.',
    'Una revisión falló inesperadamente (un error del validador); las demás sí se ejecutaron.',
  ],
};

export function describe(code: string, lang: Lang): string {
  const d = D[code];
  if (!d) return lang === 'es' ? 'Consulte la referencia de GTFS.' : 'See the GTFS reference.';
  return lang === 'es' ? d[1] : d[0];
}

export function hasDescription(code: string): boolean {
  return code in D;
}
