// Field words in English: `field | label | one-line help`, or `table.field | …` where a field means
// something else in that table (a trip's route_id picks the route; a route's is its own id).
// Plain data read by ../field-words.ts; every schema field must have a line (checked by a test).
export const FIELDS_EN = `
agency_id | Agency ID | Short code of the agency; needed when the feed has more than one agency.
routes.agency_id | Agency | The agency that runs this route.
fare_attributes.agency_id | Agency | The agency this fare belongs to (when the feed has several).
agency_name | Agency name | The full name riders know the agency by.
agency_url | Website | The agency's web address, starting with https://.
agency_timezone | Time zone | Where the agency runs; all times in the feed are in this zone.
agency_lang | Language | Main language of the feed's texts, e.g. es or en.
agency_phone | Phone | A number riders can call.
agency_fare_url | Fares page | A web page where riders can learn about or buy fares.
agency_email | Customer e-mail | An address riders can write to.
cemv_support | Contactless payment | Whether riders can pay with a contactless bank card or phone.
service_id | Service ID | Short code of the service, e.g. WEEKDAY.
trips.service_id | Service | The days this trip runs (a calendar's service).
calendar_dates.service_id | Service | The service this exception changes (or a new one).
monday | Monday | Runs on Mondays.
tuesday | Tuesday | Runs on Tuesdays.
wednesday | Wednesday | Runs on Wednesdays.
thursday | Thursday | Runs on Thursdays.
friday | Friday | Runs on Fridays.
saturday | Saturday | Runs on Saturdays.
sunday | Sunday | Runs on Sundays.
start_date | First day | The first day the service runs.
end_date | Last day | The last day the service runs (included).
date | Date | The day of the exception.
exception_type | Change | Whether service is added or removed on this date.
level_id | Level ID | Short code of the level in a station.
stops.level_id | Level | The station level this stop is on.
level_index | Level number | Position of the level: 0 for the ground, negative below it.
level_name | Level name | The name riders see, e.g. Mezzanine.
stop_id | Stop ID | Short code of the stop, unique in the feed, e.g. S1.
stop_times.stop_id | Stop | The stop served.
stop_code | Stop code | The code riders see on the sign or use by SMS.
stop_name | Stop name | The name riders know the stop by.
tts_stop_name | Spoken name | How text-to-speech should say the name, when it differs.
stop_desc | Description | A short description that adds to the name.
stop_lat | Latitude | North–south position, e.g. -22.46.
stop_lon | Longitude | East–west position, e.g. -68.93.
zone_id | Fare zone | The fare zone of the stop.
stop_url | Web page | A web page about this stop.
location_type | Kind of place | Stop, station, entrance or another part of a station.
parent_station | Station | The station this stop or entrance belongs to.
stop_timezone | Time zone | The stop's time zone, when it differs from the agency's.
wheelchair_boarding | Wheelchair boarding | Whether wheelchair users can board here.
platform_code | Platform | The platform's name or number, e.g. 4B.
stop_access | Access | Whether the stop is reached from the street or only through a station.
route_id | Route ID | Short code of the route, e.g. L1.
trips.route_id | Route | The route this trip runs on.
fare_rules.route_id | Route | The route this fare applies to.
route_short_name | Short name | The name on the bus, often a number, e.g. 1 or L1.
route_long_name | Long name | A fuller name, often the two ends, e.g. Centro – Villa Ayquina.
route_desc | Description | A short description of the route for riders.
route_type | Kind of vehicle | Bus, tram, metro, ferry and so on.
route_url | Web page | A web page about this route.
route_color | Colour | The route's colour on maps and signs.
route_text_color | Text colour | Colour of text written on the route colour.
route_sort_order | Sort order | Routes with smaller numbers are listed first.
continuous_pickup | Pick-up anywhere | Whether riders may board anywhere along the route, not only at stops.
continuous_drop_off | Drop-off anywhere | Whether riders may alight anywhere along the route, not only at stops.
network_id | Network | The fare network this route belongs to.
shape_id | Shape ID | Short code of the shape (the line drawn on the map).
trips.shape_id | Shape | The path the vehicle follows on the map (optional).
shape_pt_lat | Latitude | North–south position of the point.
shape_pt_lon | Longitude | East–west position of the point.
shape_pt_sequence | Point order | Order of the point along the shape.
shape_dist_traveled | Distance travelled | Distance from the start of the shape.
stop_times.shape_dist_traveled | Distance travelled | Distance from the start of the trip's shape to this stop.
trip_id | Trip ID | Short code of the trip, unique in the feed.
stop_times.trip_id | Trip | The trip these times belong to.
frequencies.trip_id | Trip | The trip repeated at this frequency.
trip_headsign | Headsign | The destination shown on the vehicle.
trip_short_name | Trip name | A name or number riders use for this trip.
direction_id | Direction | Outbound or inbound: tells the two ways of a route apart.
block_id | Block | Trips run one after another by the same vehicle share a block.
wheelchair_accessible | Wheelchair access | Whether the vehicle takes wheelchairs.
bikes_allowed | Bicycles | Whether bicycles are allowed on board.
cars_allowed | Cars | Whether cars are allowed on board (ferries).
arrival_time | Arrival | Time of arrival, e.g. 06:20 (after midnight: 25:10).
departure_time | Departure | Time of departure, e.g. 06:20 (after midnight: 25:10).
location_group_id | Stop group | A group of stops served on demand.
location_id | Zone | A demand-responsive zone served.
stop_sequence | Stop order | Order of the stop along the trip.
stop_headsign | Headsign here | The destination shown from this stop on, when it changes.
start_pickup_drop_off_window | Window opens | Start of the on-demand service window.
end_pickup_drop_off_window | Window closes | End of the on-demand service window.
pickup_type | Pick-up | Whether riders can board here, or must call ahead.
drop_off_type | Drop-off | Whether riders can alight here, or must call ahead.
timepoint | Exact time | Whether the times are exact or approximate.
pickup_booking_rule_id | Pick-up booking | The booking rule for boarding here.
drop_off_booking_rule_id | Drop-off booking | The booking rule for alighting here.
start_time | From | When the frequency starts, e.g. 06:00.
end_time | Until | When the frequency ends, e.g. 22:00.
headway_secs | Every (seconds) | Time between departures in seconds, e.g. 1200 for 20 minutes.
exact_times | Exact times | Whether departures keep an exact schedule or only the headway.
fare_id | Fare ID | Short code of the fare.
fare_rules.fare_id | Fare | The fare this rule applies.
price | Price | The fare's price, e.g. 700.
currency_type | Currency | The price's currency, e.g. CLP or EUR.
payment_method | Paid | On board or before boarding.
transfers | Transfers | How many transfers the fare allows.
transfer_duration | Transfer time (seconds) | How long a ticket stays valid for transfers.
origin_id | From zone | The fare zone where the trip starts.
destination_id | To zone | The fare zone where the trip ends.
contains_id | Through zone | A fare zone the trip passes through.
from_stop_id | From stop | The stop where the transfer starts.
to_stop_id | To stop | The stop where the transfer ends.
from_route_id | From route | The route riders leave.
to_route_id | To route | The route riders take next.
from_trip_id | From trip | The trip riders leave.
to_trip_id | To trip | The trip riders take next.
transfer_type | Kind of transfer | Recommended, timed, with a minimum time, or not possible.
min_transfer_time | Minimum time (seconds) | Time riders need to make the transfer.
pathway_id | Pathway ID | Short code of the pathway.
pathways.from_stop_id | From | Where the pathway starts.
pathways.to_stop_id | To | Where the pathway ends.
pathway_mode | Kind of pathway | Walkway, stairs, escalator, elevator and so on.
is_bidirectional | Both ways | Whether the pathway can be used in both directions.
length | Length (m) | Length of the pathway in metres.
traversal_time | Time to walk (seconds) | How long it takes to go through.
stair_count | Steps | Number of steps; negative when going down.
max_slope | Slope | Steepest slope, as a ratio (0.08 for 8%).
min_width | Width (m) | Narrowest width in metres.
signposted_as | Signposted as | The text on the signs along the way.
reversed_signposted_as | Signposted back as | The text on the signs the other way.
feed_publisher_name | Publisher name | Who publishes the feed, often the agency itself.
feed_publisher_url | Publisher website | The publisher's web address.
feed_lang | Language | Language of the feed's texts, e.g. es.
default_lang | Default language | Language for riders whose language the feed does not have.
feed_start_date | First day | First day the feed's schedules cover.
feed_end_date | Last day | Last day the feed's schedules cover.
feed_version | Version | Your name for this edition of the feed, e.g. 2026-03.
feed_contact_email | Contact e-mail | Where data users can report problems with the feed.
feed_contact_url | Contact page | A web page for data users to get in touch.
`;
