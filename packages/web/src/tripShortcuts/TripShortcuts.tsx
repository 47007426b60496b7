// The shortcuts' buttons under the editor's times tools (see useTripShortcuts): "Make the return
// trip" (or "Open the return trip …" once it exists), a link to the route's timetable in this
// trip's direction (where the trips are repeated), and, for a trip without a shape, "Shape through these stops". They act on the saved trip,
// so while the trip has unsaved changes they wait and a note says why.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconRoute, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import type { TripDetail } from '../api/stopTimes';
import { directionParam } from '../timetable/api';
import { useTripShortcuts } from './useTripShortcuts';

interface Props {
  projectId: number;
  /** The trip as last read or saved. */
  read: TripDetail & { route_id?: string | null };
  changed: boolean;
  onReloaded: (trip: TripDetail) => void;
}

const why = (e: unknown) =>
  e instanceof ApiError && e.answered ? (allMessages(e.body)[0] ?? e.message) : String(e);

export function TripShortcuts({ projectId, read, changed, onReloaded }: Props) {
  const { t } = useTranslation();
  const { makeReturn, makeShape, shapesReady, existingReturn } = useTripShortcuts(
    projectId,
    read,
    onReloaded,
  );
  const placed = read.stop_times.filter((r) => r.stop_lat !== null && r.stop_lon !== null).length;
  if (read.stop_times.length < 2) return null;
  const busy = makeReturn.isPending || makeShape.isPending;
  const failure = makeReturn.error ?? makeShape.error;
  return (
    <>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          disabled={changed || busy}
          loading={makeReturn.isPending}
          onClick={() => makeReturn.mutate()}
        >
          {existingReturn
            ? t('tripShortcuts.openReturn', { id: existingReturn })
            : t('tripShortcuts.makeReturn')}
        </Button>
        {!read.shape_id && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRoute size={14} aria-hidden />}
            disabled={changed || busy || !shapesReady || placed < 2}
            loading={makeShape.isPending}
            onClick={() => makeShape.mutate()}
          >
            {t('tripShortcuts.makeShape')}
          </Button>
        )}
        {read.route_id && (
          // The next step of a line's first trips: repeating them in the timetable, this direction open.
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={`/project/${projectId}/timetable?${new URLSearchParams({
              route: read.route_id,
              direction: directionParam(typeof read.direction_id === 'number' ? read.direction_id : null),
            })}`}
            leftSection={<IconTable size={14} aria-hidden />}
          >
            {t('tripShortcuts.timetable', { route: read.route_id })}
          </Button>
        )}
      </Group>
      {changed && (
        <Text size="xs" c="dimmed" mt={4} role="note">
          {t('tripShortcuts.saveFirst')}
        </Text>
      )}
      {makeShape.data && (
        <Text size="xs" mt={4} role="status">
          {t('tripShortcuts.shapeMade', { id: makeShape.data.shapeId, count: makeShape.data.trips })}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" mt="xs" p="xs">
          {t('tripShortcuts.failed', { message: why(failure) })}
        </Alert>
      )}
    </>
  );
}
