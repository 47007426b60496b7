// Each notice of the pathways rule, triggered by the smallest change to the clean minimal feed.
import { pathways } from './pathways.js';
import { add, noticeCases, station, stop } from '../../test-helpers/notice-cases.js';

noticeCases(pathways, {
  bidirectional_exit_gate: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'P1',
      to_stop_id: 'E1',
      pathway_mode: '7',
      is_bidirectional: '1',
    });
  },
  missing_level_id: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'P1',
      pathway_mode: '5',
      is_bidirectional: '1',
    });
  },
  pathway_to_platform_with_boarding_areas: (f) => {
    station(f);
    add(f, 'stops.txt', stop('B1', '36.05', '-117.0', { location_type: '4', parent_station: 'P1' }));
  },
  pathway_to_wrong_location_type: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'ST1',
      pathway_mode: '1',
      is_bidirectional: '1',
    });
  },
  pathway_loop: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'E1',
      pathway_mode: '1',
      is_bidirectional: '1',
    });
  },
  pathway_dangling_generic_node: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'E1',
      to_stop_id: 'N1',
      pathway_mode: '1',
      is_bidirectional: '1',
    });
  },
  pathway_unreachable_location: (f) => {
    station(f);
    add(f, 'pathways.txt', {
      pathway_id: 'W2',
      from_stop_id: 'P1',
      to_stop_id: 'N1',
      pathway_mode: '1',
      is_bidirectional: '0',
    });
  },
  pathway_to_stop_with_access_outside_of_station_pathways: (f) => {
    station(f);
    f.tables['stops.txt']!.find((x) => x.stop_id === 'P1')!.stop_access = '1';
  },
});
