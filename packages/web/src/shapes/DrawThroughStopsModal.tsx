// Draw through stops: pick a trip (searchable by trip_id, route or headsign) and see how many stops
// it has, or type stops in order (ids or names) or click them on the map (the editor's picking,
// PickStopsBar, writes them in the same box); then draw through them, along the streets when the
// server has a routing provider and as straight segments otherwise. The drawn line replaces the
// points in one undo step.
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopTimesApi, type TripDetail } from '../api/stopTimes';
import { useAllStops } from '../api/stops';
import { useTableRows } from '../api/tables';
import { drawThroughStops, type DrawnLine } from './drawThroughStops';
import { stopsLine } from './stopsLine';
import { resolveTypedStops } from './typedStops';
import { TypedStopsInput } from './TypedStopsInput';

const PER_PAGE = 20;

interface Props {
  opened: boolean;
  projectId: number;
  routing: boolean;
  /** `trip`: the trip whose stops were drawn (null for typed stops); `count`: the stops drawn through. */
  onDrawn: (line: DrawnLine, trip: TripDetail | null, count: number) => void;
  onClose: () => void;
  /** The stops typed in order (kept by the editor, which also fills it from the map). */
  typed: string;
  onTyped: (text: string) => void;
  /** Closes the dialog to click the stops on the map. */
  onPickOnMap: () => void;
}

export function DrawThroughStopsModal(props: Props) {
  const { opened, projectId, routing, onDrawn, onClose, typed, onTyped, onPickOnMap } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<number | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [source, setSource] = useState<'trip' | 'typed'>('trip');
  const allStops = useAllStops(projectId);
  const resolved = allStops.data ? resolveTypedStops(typed, allStops.data) : null;
  const trips = useTableRows(projectId, 'trips', {
    page: 1,
    perPage: PER_PAGE,
    sort: 'id|asc',
    search: debounced,
  });
  const trip = useQuery({
    queryKey: ['draw-trip', projectId, picked],
    queryFn: ({ signal }) => stopTimesApi.trip(projectId, picked!, signal),
    enabled: opened && picked !== null,
  });
  const stops =
    source === 'typed'
      ? resolved && 'line' in resolved
        ? resolved.line
        : []
      : trip.data
        ? stopsLine(trip.data.stop_times)
        : [];
  const rows = trips.data?.results ?? [];
  const total = trips.data?.pagination.total ?? 0;

  const from = source === 'typed' ? null : (trip.data ?? undefined);
  const draw = async () => {
    if (from === undefined || stops.length < 2) return;
    setDrawing(true);
    const line = await drawThroughStops(stops, routing);
    setDrawing(false);
    setPicked(null);
    onDrawn(line, from, stops.length);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('drawTyped.title')} size="lg" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void draw();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {routing ? t('drawTyped.routed') : t('drawTyped.straight')}
          </Text>
          <SegmentedControl
            aria-label={t('drawTyped.source')}
            value={source}
            onChange={(v) => setSource(v as 'trip' | 'typed')}
            data={[
              { value: 'trip', label: t('drawTyped.fromTrip') },
              { value: 'typed', label: t('drawTyped.fromTyped') },
            ]}
          />
          {source === 'typed' ? (
            <>
              <TypedStopsInput text={typed} onChange={onTyped} resolved={resolved} />
              <Group>
                <Button variant="light" size="xs" onClick={onPickOnMap}>
                  {t('drawTyped.pickOnMap')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <TextInput
                label={t('shapes.drawStopsSearch')}
                placeholder={t('shapes.drawStopsSearchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                data-autofocus
              />
              <ScrollArea.Autosize mah={280}>
                <Table stickyHeader highlightOnHover aria-label={t('shapes.drawStopsTrips')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>trip_id</Table.Th>
                      <Table.Th>route_id</Table.Th>
                      <Table.Th>trip_headsign</Table.Th>
                      <Table.Th>shape_id</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr
                        key={r.id}
                        onClick={() => setPicked(r.id)}
                        aria-selected={picked === r.id}
                        bg={picked === r.id ? 'var(--mantine-primary-color-light)' : undefined}
                        style={{ cursor: 'pointer' }}
                      >
                        <Table.Td>
                          <Button variant="subtle" size="compact-sm" onClick={() => setPicked(r.id)}>
                            {String(r.trip_id ?? '')}
                          </Button>
                        </Table.Td>
                        <Table.Td>{String(r.route_id ?? '')}</Table.Td>
                        <Table.Td>{String(r.trip_headsign ?? '')}</Table.Td>
                        <Table.Td>{String(r.shape_id ?? '')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
              {trips.isSuccess && !rows.length && (
                <Text size="sm" c="dimmed">
                  {t('shapes.drawStopsNoTrips')}
                </Text>
              )}
              {total > PER_PAGE && (
                <Text size="xs" c="dimmed">
                  {t('shapes.drawStopsMore', { shown: PER_PAGE, total })}
                </Text>
              )}
              {trip.isFetching && <Loader size="sm" />}
              {trip.data && (
                <Text size="sm" role="status">
                  {t('shapes.drawStopsPicked', { trip: trip.data.trip_id, count: stops.length })}
                </Text>
              )}
              {trip.data && stops.length < 2 && (
                <Alert color="yellow" p="xs">
                  <Text size="sm">{t('shapes.drawStopsTooFew')}</Text>
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={drawing} disabled={from === undefined || stops.length < 2}>
              {t('shapes.drawStopsApply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
