// Palabras de los campos en español: `campo | etiqueta | ayuda de una línea`, o `tabla.campo | …` donde
// un campo significa otra cosa en esa tabla. Datos leídos por ../field-words.ts (un test exige una
// línea por campo del esquema).
export const FIELDS_ES = `
agency_id | ID de la agencia | Código corto de la agencia; necesario si el feed tiene más de una.
routes.agency_id | Agencia | La agencia que opera esta ruta.
fare_attributes.agency_id | Agencia | La agencia de esta tarifa (si el feed tiene varias).
agency_name | Nombre de la agencia | El nombre completo con que la conocen los pasajeros.
agency_url | Sitio web | La dirección web de la agencia, con https://.
agency_timezone | Zona horaria | Dónde opera la agencia; todas las horas del feed están en esta zona.
agency_lang | Idioma | Idioma principal de los textos del feed, p. ej. es o en.
agency_phone | Teléfono | Un número al que pueden llamar los pasajeros.
agency_fare_url | Página de tarifas | Una página web para conocer o comprar las tarifas.
agency_email | Correo de atención | Una dirección a la que pueden escribir los pasajeros.
cemv_support | Pago sin contacto | Si se puede pagar con tarjeta bancaria o teléfono sin contacto.
service_id | ID del servicio | Código corto del servicio, p. ej. LABORAL.
trips.service_id | Servicio | Los días en que corre este viaje (el servicio de un calendario).
calendar_dates.service_id | Servicio | El servicio que cambia esta excepción (o uno nuevo).
monday | Lunes | Corre los lunes.
tuesday | Martes | Corre los martes.
wednesday | Miércoles | Corre los miércoles.
thursday | Jueves | Corre los jueves.
friday | Viernes | Corre los viernes.
saturday | Sábado | Corre los sábados.
sunday | Domingo | Corre los domingos.
start_date | Primer día | El primer día en que corre el servicio.
end_date | Último día | El último día en que corre el servicio (incluido).
date | Fecha | El día de la excepción.
exception_type | Cambio | Si ese día se añade o se quita el servicio.
level_id | ID del nivel | Código corto del nivel de una estación.
stops.level_id | Nivel | El nivel de la estación en que está esta parada.
level_index | Número del nivel | Posición del nivel: 0 a nivel de calle, negativo por debajo.
level_name | Nombre del nivel | El nombre que ven los pasajeros, p. ej. Mezanine.
stop_id | ID de la parada | Código corto de la parada, único en el feed, p. ej. S1.
stop_times.stop_id | Parada | La parada atendida.
stop_code | Código de parada | El código que ven los pasajeros en el letrero o usan por SMS.
stop_name | Nombre de la parada | El nombre con que los pasajeros conocen la parada.
tts_stop_name | Nombre hablado | Cómo debe pronunciarlo una voz sintética, si difiere.
stop_desc | Descripción | Una descripción breve que completa el nombre.
stop_lat | Latitud | Posición norte–sur, p. ej. -22.46.
stop_lon | Longitud | Posición este–oeste, p. ej. -68.93.
zone_id | Zona tarifaria | La zona tarifaria de la parada.
stop_url | Página web | Una página web sobre esta parada.
location_type | Tipo de lugar | Parada, estación, entrada u otra parte de una estación.
parent_station | Estación | La estación a la que pertenece esta parada o entrada.
stop_timezone | Zona horaria | La zona horaria de la parada, si difiere de la de la agencia.
wheelchair_boarding | Acceso en silla de ruedas | Si se puede subir aquí en silla de ruedas.
platform_code | Andén | El nombre o número del andén, p. ej. 4B.
stop_access | Acceso | Si se llega desde la calle o solo a través de una estación.
route_id | ID de la ruta | Código corto de la ruta, p. ej. L1.
trips.route_id | Ruta | La ruta que recorre este viaje.
fare_rules.route_id | Ruta | La ruta a la que se aplica esta tarifa.
route_short_name | Nombre corto | El nombre en el bus, a menudo un número, p. ej. 1 o L1.
route_long_name | Nombre largo | Un nombre más completo, a menudo sus extremos, p. ej. Centro – Villa Ayquina.
route_desc | Descripción | Una descripción breve de la ruta para los pasajeros.
route_type | Tipo de vehículo | Bus, tranvía, metro, ferry, etc.
route_url | Página web | Una página web sobre esta ruta.
route_color | Color | El color de la ruta en mapas y letreros.
route_text_color | Color del texto | Color del texto escrito sobre el color de la ruta.
route_sort_order | Orden | Las rutas con números menores se listan primero.
continuous_pickup | Subida en cualquier punto | Si se puede subir en cualquier punto del recorrido, no solo en paradas.
continuous_drop_off | Bajada en cualquier punto | Si se puede bajar en cualquier punto del recorrido, no solo en paradas.
network_id | Red | La red tarifaria a la que pertenece esta ruta.
shape_id | ID del trazado | Código corto del trazado (la línea dibujada en el mapa).
trips.shape_id | Trazado | El camino que sigue el vehículo en el mapa (opcional).
shape_pt_lat | Latitud | Posición norte–sur del punto.
shape_pt_lon | Longitud | Posición este–oeste del punto.
shape_pt_sequence | Orden del punto | Orden del punto a lo largo del trazado.
shape_dist_traveled | Distancia recorrida | Distancia desde el inicio del trazado.
stop_times.shape_dist_traveled | Distancia recorrida | Distancia desde el inicio del trazado del viaje hasta esta parada.
trip_id | ID del viaje | Código corto del viaje, único en el feed.
stop_times.trip_id | Viaje | El viaje al que pertenecen estos horarios.
frequencies.trip_id | Viaje | El viaje que se repite con esta frecuencia.
trip_headsign | Letrero | El destino que muestra el vehículo.
trip_short_name | Nombre del viaje | Un nombre o número con que los pasajeros conocen el viaje.
direction_id | Sentido | Ida o vuelta: distingue los dos sentidos de una ruta.
block_id | Bloque | Los viajes que hace uno tras otro el mismo vehículo comparten bloque.
wheelchair_accessible | Acceso en silla de ruedas | Si el vehículo admite sillas de ruedas.
bikes_allowed | Bicicletas | Si se admiten bicicletas a bordo.
cars_allowed | Autos | Si se admiten autos a bordo (transbordadores).
arrival_time | Llegada | Hora de llegada, p. ej. 06:20 (después de medianoche: 25:10).
departure_time | Salida | Hora de salida, p. ej. 06:20 (después de medianoche: 25:10).
location_group_id | Grupo de paradas | Un grupo de paradas atendido a pedido.
location_id | Zona | Una zona de servicio a pedido.
stop_sequence | Orden de la parada | Orden de la parada a lo largo del viaje.
stop_headsign | Letrero desde aquí | El destino que se muestra desde esta parada, si cambia.
start_pickup_drop_off_window | Abre la ventana | Inicio de la ventana del servicio a pedido.
end_pickup_drop_off_window | Cierra la ventana | Fin de la ventana del servicio a pedido.
pickup_type | Subida | Si se puede subir aquí, o hay que llamar antes.
drop_off_type | Bajada | Si se puede bajar aquí, o hay que llamar antes.
timepoint | Hora exacta | Si las horas son exactas o aproximadas.
pickup_booking_rule_id | Reserva para subir | La regla de reserva para subir aquí.
drop_off_booking_rule_id | Reserva para bajar | La regla de reserva para bajar aquí.
start_time | Desde | Cuándo empieza la frecuencia, p. ej. 06:00.
end_time | Hasta | Cuándo termina la frecuencia, p. ej. 22:00.
headway_secs | Cada (segundos) | Tiempo entre salidas en segundos, p. ej. 1200 para 20 minutos.
exact_times | Horas exactas | Si las salidas siguen un horario exacto o solo la frecuencia.
fare_id | ID de la tarifa | Código corto de la tarifa.
fare_rules.fare_id | Tarifa | La tarifa que aplica esta regla.
price | Precio | El precio de la tarifa, p. ej. 700.
currency_type | Moneda | La moneda del precio, p. ej. CLP o EUR.
payment_method | Pago | A bordo o antes de subir.
transfers | Transbordos | Cuántos transbordos permite la tarifa.
transfer_duration | Tiempo de transbordo (segundos) | Cuánto tiempo vale el boleto para transbordar.
origin_id | Zona de origen | La zona tarifaria donde empieza el viaje.
destination_id | Zona de destino | La zona tarifaria donde termina el viaje.
contains_id | Zona intermedia | Una zona tarifaria por la que pasa el viaje.
from_stop_id | Desde la parada | La parada donde empieza el transbordo.
to_stop_id | Hasta la parada | La parada donde termina el transbordo.
from_route_id | Desde la ruta | La ruta que se deja.
to_route_id | Hacia la ruta | La ruta que se toma después.
from_trip_id | Desde el viaje | El viaje que se deja.
to_trip_id | Hacia el viaje | El viaje que se toma después.
transfer_type | Tipo de transbordo | Recomendado, coordinado, con tiempo mínimo o no posible.
min_transfer_time | Tiempo mínimo (segundos) | El tiempo que necesitan los pasajeros para transbordar.
pathway_id | ID del camino | Código corto del camino.
pathways.from_stop_id | Desde | Dónde empieza el camino.
pathways.to_stop_id | Hasta | Dónde termina el camino.
pathway_mode | Tipo de camino | Pasillo, escalera, escalera mecánica, ascensor, etc.
is_bidirectional | En ambos sentidos | Si el camino se puede usar en los dos sentidos.
length | Largo (m) | Largo del camino en metros.
traversal_time | Tiempo a pie (segundos) | Cuánto se tarda en recorrerlo.
stair_count | Escalones | Número de escalones; negativo si se baja.
max_slope | Pendiente | La pendiente máxima, como razón (0.08 para 8 %).
min_width | Ancho (m) | El ancho mínimo en metros.
signposted_as | Señalizado como | El texto de los letreros a lo largo del camino.
reversed_signposted_as | Señalizado de vuelta como | El texto de los letreros en el otro sentido.
feed_publisher_name | Nombre del publicador | Quién publica el feed, a menudo la propia agencia.
feed_publisher_url | Sitio web del publicador | La dirección web del publicador.
feed_lang | Idioma | Idioma de los textos del feed, p. ej. es.
default_lang | Idioma por defecto | Idioma para pasajeros cuyo idioma no está en el feed.
feed_start_date | Primer día | Primer día que cubren los horarios del feed.
feed_end_date | Último día | Último día que cubren los horarios del feed.
feed_version | Versión | Su nombre para esta edición del feed, p. ej. 2026-03.
feed_contact_email | Correo de contacto | Donde los usuarios de los datos pueden informar problemas del feed.
feed_contact_url | Página de contacto | Una página web para que los usuarios de los datos le contacten.
`;
