// The 15 GTFS files Ruta edits, with every field of the GTFS Schedule reference (revised July 2025,
// plus cars_allowed), in the reference's order. Enum labels are the ones the editor shows.
import {
  color,
  currencyAmount,
  currencyCode,
  date,
  email,
  enumeration,
  float,
  id,
  integer,
  language,
  latitude,
  longitude,
  phone,
  ref,
  table,
  text,
  time,
  timezone,
  url,
  type TableDef,
} from './dsl.js';

const NO_INFO = { en: 'No information', es: 'Sin información' } as const;

const YES_NO_INFO = {
  0: ['No information', 'Sin información'],
  1: ['Yes', 'Sí'],
  2: ['No', 'No'],
} as const;

const CONTINUOUS = {
  0: ['Continuous stopping', 'Parada continua'],
  1: ['No continuous stopping', 'Sin parada continua'],
  2: ['Must phone agency', 'Llamar a la agencia'],
  3: ['Must coordinate with driver', 'Coordinar con el conductor'],
} as const;

const CEMV = {
  0: ['No cEMV information', 'Sin información de cEMV'],
  1: ['cEMV accepted', 'Se acepta cEMV'],
  2: ['cEMV not accepted', 'No se acepta cEMV'],
} as const;

const PICKUP_DROP_OFF = {
  0: ['Regularly scheduled', 'Programada regularmente'],
  1: ['Not available', 'No disponible'],
  2: ['Must phone agency', 'Llamar a la agencia'],
  3: ['Must coordinate with driver', 'Coordinar con el conductor'],
} as const;

const CEMV_EMPTY = { en: 'No cEMV information', es: 'Sin información de cEMV' } as const;

const SERVICE_DAY = { 0: ['No service', 'Sin servicio'], 1: ['Service', 'Con servicio'] } as const;

const WINDOW_TEXT = 'Forbidden when start_pickup_drop_off_window or end_pickup_drop_off_window are defined.';
const WINDOW_DEFINED = {
  any: [
    { field: 'start_pickup_drop_off_window', present: true },
    { field: 'end_pickup_drop_off_window', present: true },
  ],
} as const;

export const agency = table({
  file: 'agency.txt',
  label: { en: 'Agencies', es: 'Agencias' },
  presence: 'required',
  key: ['agency_id'],
  search: ['agency_id', 'agency_name'],
  fields: {
    agency_id: id({
      unique: true,
      presence: 'conditionally_required',
      conditionText:
        'Required when the dataset contains data for multiple transit agencies. Recommended otherwise.',
    }),
    agency_name: text({ presence: 'required' }),
    agency_url: url({ presence: 'required' }),
    agency_timezone: timezone({ presence: 'required' }),
    agency_lang: language(),
    agency_phone: phone(),
    agency_fare_url: url(),
    agency_email: email(),
    cemv_support: enumeration(CEMV, { emptyLabel: CEMV_EMPTY }),
  },
});

const LOCATION_0_1_2 = { field: 'location_type', in: [0, 1, 2], emptyIs: 0 } as const;

export const stops = table({
  file: 'stops.txt',
  label: { en: 'Stops', es: 'Paradas' },
  presence: 'conditionally_required',
  conditionText: 'Optional if demand-responsive zones are defined in locations.geojson. Required otherwise.',
  key: ['stop_id'],
  search: ['stop_id', 'stop_code', 'stop_name'],
  fields: {
    stop_id: id({ presence: 'required', unique: true }),
    stop_code: text(),
    stop_name: text({
      presence: 'conditionally_required',
      conditionText:
        'Required for stops (location_type=0), stations (1) and entrances/exits (2). Optional for generic nodes (3) and boarding areas (4).',
      requiredWhen: LOCATION_0_1_2,
      mixedCase: true,
    }),
    tts_stop_name: text(),
    stop_desc: text(),
    stop_lat: latitude({
      presence: 'conditionally_required',
      conditionText:
        'Required for stops (location_type=0), stations (1) and entrances/exits (2). Optional for generic nodes (3) and boarding areas (4).',
      requiredWhen: LOCATION_0_1_2,
    }),
    stop_lon: longitude({
      presence: 'conditionally_required',
      conditionText:
        'Required for stops (location_type=0), stations (1) and entrances/exits (2). Optional for generic nodes (3) and boarding areas (4).',
      requiredWhen: LOCATION_0_1_2,
    }),
    zone_id: id(),
    stop_url: url(),
    location_type: enumeration(
      {
        0: ['Stop or platform', 'Parada o andén'],
        1: ['Station', 'Estación'],
        2: ['Entrance/exit', 'Entrada/salida'],
        3: ['Generic node', 'Nodo genérico'],
        4: ['Boarding area', 'Área de embarque'],
      },
      { emptyMeans: 0, emptyLabel: { en: 'Stop or platform', es: 'Parada o andén' } },
    ),
    parent_station: ref('stops.stop_id', {
      presence: 'conditionally_required',
      conditionText:
        'Required for entrances (location_type=2), generic nodes (3) and boarding areas (4). Optional for stops/platforms (0). Forbidden for stations (1).',
      requiredWhen: { field: 'location_type', in: [2, 3, 4] },
      forbiddenWhen: { field: 'location_type', in: [1] },
    }),
    stop_timezone: timezone(),
    wheelchair_boarding: enumeration(YES_NO_INFO, { emptyLabel: NO_INFO }),
    level_id: ref('levels.level_id'),
    platform_code: text(),
    stop_access: enumeration(
      {
        0: ['Through the station', 'A través de la estación'],
        1: ['Directly from the street', 'Directamente desde la calle'],
      },
      {
        presence: 'conditionally_forbidden',
        conditionText:
          'Forbidden for stations, entrances, generic nodes and boarding areas (location_type 1-4), and if parent_station is empty. Optional otherwise.',
        forbiddenWhen: {
          any: [
            { field: 'location_type', in: [1, 2, 3, 4] },
            { field: 'parent_station', empty: true },
          ],
        },
      },
    ),
  },
});

export const routes = table({
  file: 'routes.txt',
  label: { en: 'Routes', es: 'Rutas' },
  presence: 'required',
  key: ['route_id'],
  search: ['route_id', 'route_short_name', 'route_long_name'],
  fields: {
    route_id: id({ presence: 'required', unique: true }),
    agency_id: ref('agency.agency_id', {
      presence: 'conditionally_required',
      conditionText: 'Required if multiple agencies are defined in agency.txt. Recommended otherwise.',
    }),
    route_short_name: text({
      presence: 'conditionally_required',
      conditionText: 'Required if route_long_name is empty. Recommended otherwise.',
      requiredWhen: { field: 'route_long_name', empty: true },
    }),
    route_long_name: text({
      presence: 'conditionally_required',
      conditionText: 'Required if route_short_name is empty. Optional otherwise.',
      requiredWhen: { field: 'route_short_name', empty: true },
      mixedCase: true,
    }),
    route_desc: text(),
    route_type: enumeration(
      {
        0: ['Tram, streetcar, light rail', 'Tranvía, tren ligero'],
        1: ['Subway, metro', 'Metro, subterráneo'],
        2: ['Rail', 'Tren'],
        3: ['Bus', 'Autobús'],
        4: ['Ferry', 'Ferri'],
        5: ['Cable tram', 'Tranvía de cable'],
        6: ['Aerial lift', 'Teleférico'],
        7: ['Funicular', 'Funicular'],
        11: ['Trolleybus', 'Trolebús'],
        12: ['Monorail', 'Monorriel'],
      },
      { presence: 'required' },
    ),
    route_url: url(),
    route_color: color({ emptyMeans: 'FFFFFF' }),
    route_text_color: color({ emptyMeans: '000000' }),
    route_sort_order: integer({ sign: 'non_negative' }),
    continuous_pickup: enumeration(CONTINUOUS, {
      presence: 'conditionally_forbidden',
      emptyMeans: 1,
      conditionText:
        'Any value other than 1 or empty is forbidden if stop_times.start_pickup_drop_off_window or end_pickup_drop_off_window are defined for any trip of this route.',
    }),
    continuous_drop_off: enumeration(CONTINUOUS, {
      presence: 'conditionally_forbidden',
      emptyMeans: 1,
      conditionText:
        'Any value other than 1 or empty is forbidden if stop_times.start_pickup_drop_off_window or end_pickup_drop_off_window are defined for any trip of this route.',
    }),
    network_id: id({
      presence: 'conditionally_forbidden',
      conditionText: 'Forbidden if route_networks.txt or networks.txt exists. Optional otherwise.',
    }),
    cemv_support: enumeration(CEMV, { emptyLabel: CEMV_EMPTY }),
  },
});

export const trips = table({
  file: 'trips.txt',
  label: { en: 'Trips', es: 'Viajes' },
  presence: 'required',
  key: ['trip_id'],
  search: ['trip_id', 'route_id', 'service_id', 'trip_headsign', 'trip_short_name'],
  fields: {
    route_id: ref('routes.route_id', { presence: 'required' }),
    service_id: ref(['calendar.service_id', 'calendar_dates.service_id'], { presence: 'required' }),
    trip_id: id({ presence: 'required', unique: true }),
    trip_headsign: text({ mixedCase: true }),
    trip_short_name: text(),
    direction_id: enumeration(
      // The app's one vocabulary for a direction: every screen names it by directionWords below.
      { 0: ['Outbound (0)', 'Ida (0)'], 1: ['Inbound (1)', 'Vuelta (1)'] },
      { emptyLabel: { en: 'No direction', es: 'Sin sentido' } },
    ),
    block_id: id(),
    shape_id: ref('shapes.shape_id', {
      presence: 'conditionally_required',
      conditionText:
        'Required if the trip has a continuous pickup or drop-off behavior defined either in routes.txt or in stop_times.txt. Optional otherwise.',
    }),
    wheelchair_accessible: enumeration(YES_NO_INFO, { emptyLabel: NO_INFO }),
    bikes_allowed: enumeration(YES_NO_INFO, { emptyLabel: NO_INFO }),
    cars_allowed: enumeration(YES_NO_INFO, { emptyLabel: NO_INFO }),
  },
});

const LOCATION_DEFINED = {
  any: [
    { field: 'location_group_id', present: true },
    { field: 'location_id', present: true },
  ],
} as const;

export const stop_times = table({
  file: 'stop_times.txt',
  label: { en: 'Stop times', es: 'Horarios de paradas' },
  presence: 'required',
  key: ['trip_id', 'stop_sequence'],
  search: ['trip_id', 'stop_id', 'stop_headsign'],
  fields: {
    trip_id: ref('trips.trip_id', { presence: 'required' }),
    arrival_time: time({
      presence: 'conditionally_required',
      conditionText:
        'Required for the first and last stop in a trip and for timepoint=1. ' +
        WINDOW_TEXT +
        ' Optional otherwise.',
      requiredWhen: { field: 'timepoint', in: [1] },
      forbiddenWhen: WINDOW_DEFINED,
    }),
    departure_time: time({
      presence: 'conditionally_required',
      conditionText: 'Required for timepoint=1. ' + WINDOW_TEXT + ' Optional otherwise.',
      requiredWhen: { field: 'timepoint', in: [1] },
      forbiddenWhen: WINDOW_DEFINED,
    }),
    stop_id: ref('stops.stop_id', {
      presence: 'conditionally_required',
      conditionText:
        'Required if location_group_id AND location_id are not defined. Forbidden if location_group_id or location_id are defined.',
      requiredWhen: {
        all: [
          { field: 'location_group_id', empty: true },
          { field: 'location_id', empty: true },
        ],
      },
      forbiddenWhen: LOCATION_DEFINED,
    }),
    location_group_id: ref('location_groups.location_group_id', {
      presence: 'conditionally_forbidden',
      conditionText: 'Forbidden if stop_id or location_id are defined.',
      forbiddenWhen: {
        any: [
          { field: 'stop_id', present: true },
          { field: 'location_id', present: true },
        ],
      },
    }),
    location_id: ref('locations.id', {
      presence: 'conditionally_forbidden',
      conditionText:
        'Forbidden if stop_id or location_group_id are defined. References an id in locations.geojson.',
      forbiddenWhen: {
        any: [
          { field: 'stop_id', present: true },
          { field: 'location_group_id', present: true },
        ],
      },
    }),
    stop_sequence: integer({ presence: 'required', sign: 'non_negative' }),
    stop_headsign: text(),
    start_pickup_drop_off_window: time({
      presence: 'conditionally_required',
      conditionText:
        'Required if location_group_id or location_id is defined, or if end_pickup_drop_off_window is defined. Forbidden if arrival_time or departure_time is defined.',
      requiredWhen: {
        any: [...LOCATION_DEFINED.any, { field: 'end_pickup_drop_off_window', present: true }],
      },
      forbiddenWhen: {
        any: [
          { field: 'arrival_time', present: true },
          { field: 'departure_time', present: true },
        ],
      },
    }),
    end_pickup_drop_off_window: time({
      presence: 'conditionally_required',
      conditionText:
        'Required if location_group_id or location_id is defined, or if start_pickup_drop_off_window is defined. Forbidden if arrival_time or departure_time is defined.',
      requiredWhen: {
        any: [...LOCATION_DEFINED.any, { field: 'start_pickup_drop_off_window', present: true }],
      },
      forbiddenWhen: {
        any: [
          { field: 'arrival_time', present: true },
          { field: 'departure_time', present: true },
        ],
      },
    }),
    pickup_type: enumeration(PICKUP_DROP_OFF, {
      presence: 'conditionally_forbidden',
      emptyMeans: 0,
      conditionText: 'pickup_type=0 and pickup_type=3 are forbidden if a pickup/drop-off window is defined.',
    }),
    drop_off_type: enumeration(PICKUP_DROP_OFF, {
      presence: 'conditionally_forbidden',
      emptyMeans: 0,
      conditionText: 'drop_off_type=0 is forbidden if a pickup/drop-off window is defined.',
    }),
    continuous_pickup: enumeration(CONTINUOUS, {
      presence: 'conditionally_forbidden',
      conditionText: 'Any value other than 1 or empty is forbidden if a pickup/drop-off window is defined.',
    }),
    continuous_drop_off: enumeration(CONTINUOUS, {
      presence: 'conditionally_forbidden',
      conditionText: 'Any value other than 1 or empty is forbidden if a pickup/drop-off window is defined.',
    }),
    shape_dist_traveled: float({ sign: 'non_negative' }),
    timepoint: enumeration({ 0: ['Approximate', 'Aproximado'], 1: ['Exact', 'Exacto'] }, { emptyMeans: 1 }),
    pickup_booking_rule_id: ref('booking_rules.booking_rule_id'),
    drop_off_booking_rule_id: ref('booking_rules.booking_rule_id'),
  },
});

export const calendar = table({
  file: 'calendar.txt',
  label: { en: 'Calendars', es: 'Calendarios' },
  presence: 'conditionally_required',
  conditionText:
    'Required unless all dates of service are defined in calendar_dates.txt. Optional otherwise.',
  key: ['service_id'],
  search: ['service_id'],
  fields: {
    service_id: id({ presence: 'required', unique: true }),
    monday: enumeration(SERVICE_DAY, { presence: 'required' }),
    tuesday: enumeration(SERVICE_DAY, { presence: 'required' }),
    wednesday: enumeration(SERVICE_DAY, { presence: 'required' }),
    thursday: enumeration(SERVICE_DAY, { presence: 'required' }),
    friday: enumeration(SERVICE_DAY, { presence: 'required' }),
    saturday: enumeration(SERVICE_DAY, { presence: 'required' }),
    sunday: enumeration(SERVICE_DAY, { presence: 'required' }),
    start_date: date({ presence: 'required' }),
    end_date: date({ presence: 'required' }),
  },
});

export const calendar_dates = table({
  file: 'calendar_dates.txt',
  label: { en: 'Calendar dates', es: 'Fechas de calendario' },
  presence: 'conditionally_required',
  conditionText:
    'Required if calendar.txt is omitted, in which case it must contain all dates of service. Optional otherwise.',
  key: ['service_id', 'date'],
  search: ['service_id'],
  fields: {
    // A foreign ID to calendar.service_id, or an ID of its own when calendar.txt is omitted.
    service_id: id({ presence: 'required' }),
    date: date({ presence: 'required' }),
    exception_type: enumeration(
      { 1: ['Service added', 'Servicio añadido'], 2: ['Service removed', 'Servicio eliminado'] },
      { presence: 'required' },
    ),
  },
});

export const fare_attributes = table({
  file: 'fare_attributes.txt',
  label: { en: 'Fare attributes', es: 'Atributos de tarifa' },
  presence: 'optional',
  key: ['fare_id'],
  search: ['fare_id'],
  fields: {
    fare_id: id({ presence: 'required', unique: true }),
    price: currencyAmount({ presence: 'required', sign: 'non_negative' }),
    currency_type: currencyCode({ presence: 'required' }),
    payment_method: enumeration(
      { 0: ['On board', 'A bordo'], 1: ['Before boarding', 'Antes de abordar'] },
      { presence: 'required' },
    ),
    // Required, but empty is a meaningful value (unlimited transfers).
    transfers: enumeration(
      {
        0: ['No transfers', 'Sin transbordos'],
        1: ['One transfer', 'Un transbordo'],
        2: ['Two transfers', 'Dos transbordos'],
      },
      { presence: 'required', emptyLabel: { en: 'Unlimited', es: 'Ilimitados' } },
    ),
    agency_id: ref('agency.agency_id', {
      presence: 'conditionally_required',
      conditionText: 'Required if multiple agencies are defined in agency.txt. Recommended otherwise.',
    }),
    transfer_duration: integer({ sign: 'non_negative' }),
  },
});

export const fare_rules = table({
  file: 'fare_rules.txt',
  label: { en: 'Fare rules', es: 'Reglas de tarifa' },
  presence: 'optional',
  key: '*',
  search: ['fare_id', 'route_id'],
  fields: {
    fare_id: ref('fare_attributes.fare_id', { presence: 'required' }),
    route_id: ref('routes.route_id'),
    origin_id: ref('stops.zone_id'),
    destination_id: ref('stops.zone_id'),
    contains_id: ref('stops.zone_id'),
  },
});

export const shapes = table({
  file: 'shapes.txt',
  label: { en: 'Shapes', es: 'Trazados' },
  presence: 'optional',
  key: ['shape_id', 'shape_pt_sequence'],
  search: ['shape_id'],
  fields: {
    shape_id: id({ presence: 'required' }),
    shape_pt_lat: latitude({ presence: 'required' }),
    shape_pt_lon: longitude({ presence: 'required' }),
    shape_pt_sequence: integer({ presence: 'required', sign: 'non_negative' }),
    shape_dist_traveled: float({ sign: 'non_negative' }),
  },
});

export const frequencies = table({
  file: 'frequencies.txt',
  label: { en: 'Frequencies', es: 'Frecuencias' },
  presence: 'optional',
  key: ['trip_id', 'start_time'],
  search: ['trip_id'],
  fields: {
    trip_id: ref('trips.trip_id', { presence: 'required' }),
    start_time: time({ presence: 'required' }),
    end_time: time({ presence: 'required' }),
    headway_secs: integer({ presence: 'required', sign: 'positive' }),
    exact_times: enumeration(
      { 0: ['No (frequency-based)', 'No (por frecuencia)'], 1: ['Yes (schedule-based)', 'Sí (por horario)'] },
      { emptyMeans: 0 },
    ),
  },
});

const TRANSFER_STOP_TEXT = 'Required if transfer_type is 1, 2 or 3. Optional if transfer_type is 4 or 5.';
const TRANSFER_TRIP_TEXT = 'Required if transfer_type is 4 or 5. Optional otherwise.';

export const transfers = table({
  file: 'transfers.txt',
  label: { en: 'Transfers', es: 'Transbordos' },
  presence: 'optional',
  key: ['from_stop_id', 'to_stop_id', 'from_trip_id', 'to_trip_id', 'from_route_id', 'to_route_id'],
  search: ['from_stop_id', 'to_stop_id'],
  fields: {
    from_stop_id: ref('stops.stop_id', {
      presence: 'conditionally_required',
      conditionText: TRANSFER_STOP_TEXT,
      requiredWhen: { field: 'transfer_type', in: [1, 2, 3] },
    }),
    to_stop_id: ref('stops.stop_id', {
      presence: 'conditionally_required',
      conditionText: TRANSFER_STOP_TEXT,
      requiredWhen: { field: 'transfer_type', in: [1, 2, 3] },
    }),
    from_route_id: ref('routes.route_id'),
    to_route_id: ref('routes.route_id'),
    from_trip_id: ref('trips.trip_id', {
      presence: 'conditionally_required',
      conditionText: TRANSFER_TRIP_TEXT,
      requiredWhen: { field: 'transfer_type', in: [4, 5] },
    }),
    to_trip_id: ref('trips.trip_id', {
      presence: 'conditionally_required',
      conditionText: TRANSFER_TRIP_TEXT,
      requiredWhen: { field: 'transfer_type', in: [4, 5] },
    }),
    transfer_type: enumeration(
      {
        0: ['Recommended transfer point', 'Punto de transbordo recomendado'],
        1: ['Timed transfer', 'Transbordo sincronizado'],
        2: ['Requires minimum time', 'Requiere tiempo mínimo'],
        3: ['Not possible', 'No es posible'],
        4: ['In-seat transfer', 'Transbordo sin bajar del vehículo'],
        5: ['In-seat transfer not allowed', 'Transbordo sin bajar no permitido'],
      },
      { presence: 'required', emptyMeans: 0 },
    ),
    min_transfer_time: integer({ sign: 'non_negative' }),
  },
});

export const pathways = table({
  file: 'pathways.txt',
  label: { en: 'Pathways', es: 'Caminos' },
  presence: 'optional',
  key: ['pathway_id'],
  search: ['pathway_id', 'from_stop_id', 'to_stop_id'],
  fields: {
    pathway_id: id({ presence: 'required', unique: true }),
    from_stop_id: ref('stops.stop_id', { presence: 'required' }),
    to_stop_id: ref('stops.stop_id', { presence: 'required' }),
    pathway_mode: enumeration(
      {
        1: ['Walkway', 'Pasillo'],
        2: ['Stairs', 'Escaleras'],
        3: ['Moving sidewalk', 'Cinta transportadora'],
        4: ['Escalator', 'Escalera mecánica'],
        5: ['Elevator', 'Ascensor'],
        6: ['Fare gate', 'Torniquete de pago'],
        7: ['Exit gate', 'Puerta de salida'],
      },
      { presence: 'required' },
    ),
    is_bidirectional: enumeration(
      { 0: ['Unidirectional', 'Unidireccional'], 1: ['Bidirectional', 'Bidireccional'] },
      { presence: 'required' },
    ),
    length: float({ sign: 'non_negative' }),
    traversal_time: integer({ sign: 'positive' }),
    stair_count: integer({ sign: 'non_zero' }),
    max_slope: float(),
    min_width: float({ sign: 'positive' }),
    signposted_as: text(),
    reversed_signposted_as: text(),
  },
});

export const levels = table({
  file: 'levels.txt',
  label: { en: 'Levels', es: 'Niveles' },
  presence: 'conditionally_required',
  conditionText: 'Required when describing pathways with elevators (pathway_mode=5). Optional otherwise.',
  key: ['level_id'],
  search: ['level_id', 'level_name'],
  fields: {
    level_id: id({ presence: 'required', unique: true }),
    level_index: float({ presence: 'required' }),
    level_name: text(),
  },
});

export const feed_info = table({
  file: 'feed_info.txt',
  label: { en: 'Feed info', es: 'Información del feed' },
  presence: 'conditionally_required',
  conditionText: 'Required if translations.txt is provided. Recommended otherwise.',
  key: [],
  search: ['feed_publisher_name', 'feed_version'],
  fields: {
    feed_publisher_name: text({ presence: 'required' }),
    feed_publisher_url: url({ presence: 'required' }),
    feed_lang: language({ presence: 'required' }),
    default_lang: language(),
    feed_start_date: date({ presence: 'recommended' }),
    feed_end_date: date({ presence: 'recommended' }),
    feed_version: text({ presence: 'recommended' }),
    feed_contact_email: email(),
    feed_contact_url: url(),
  },
});

/** The edited tables, in the order the editor lists them (also a safe load order for references). */
export const TABLES: readonly TableDef[] = [
  agency,
  calendar,
  calendar_dates,
  levels,
  stops,
  routes,
  shapes,
  trips,
  stop_times,
  frequencies,
  fare_attributes,
  fare_rules,
  transfers,
  pathways,
  feed_info,
];

/** The order the editor lists the tables in: TABLES' order, except levels sits beside pathways (the tables that place stations' insides) rather than first. */
export const EDITOR_ORDER: readonly TableDef[] = TABLES.filter((t) => t !== levels).flatMap((t) =>
  t === pathways ? [t, levels] : [t],
);
export const TABLES_BY_NAME: ReadonlyMap<string, TableDef> = new Map(TABLES.map((t) => [t.name, t]));
export const TABLES_BY_FILE: ReadonlyMap<string, TableDef> = new Map(TABLES.map((t) => [t.file, t]));
