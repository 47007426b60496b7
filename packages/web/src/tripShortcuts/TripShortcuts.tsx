// The shortcuts' buttons under the editor's times tools (see useTripShortcuts): "Make the return
// trip" and, for a trip without a shape, "Shape through these stops". They act on the saved trip,
// so while the trip has unsaved changes they wait and a note says why.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { allMessages } from '../api/errors';
import type { TripDetail } from '../api/stopTimes';
import { useTripShortcuts } from './useTripShortcuts';

interface Props {
  projectId: number;
  /** The trip as last read or saved. */
  read: TripDetail;
  changed: boolean;
  onReloaded: (trip: TripDetail) => void;
}

const why = (e: unknown) =>
  e instanceof ApiError && e.answered ? (allMessages(e.body)[0] ?? e.message) : String(e);

export function TripShortcuts({ projectId, read, changed, onReloaded }: Props) {
  const { t } = useTranslation();
  const { makeReturn, makeShape, shapesReady } = useTripShortcuts(projectId, read, onReloaded);
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
          {t('tripShortcuts.makeReturn')}
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
