// The trips grid's row action: open the trip's stop-times editor (given to the generic grid as its
// rowActions, so the grid itself knows nothing of stop times).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { editorPath } from '../api/stopTimes';
import type { Row } from '../api/tables';
import { TableScreen } from '../tables/TableScreen';
import { useProjectAccess } from '../members/access';

export function TripStopTimesAction({ projectId, row }: { projectId: string; row: Row }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canEdit } = useProjectAccess(Number(projectId));
  const tripId = typeof row.trip_id === 'string' ? row.trip_id : '';
  if (!tripId) return null;
  const label = t(canEdit ? 'stopTimes.editStopTimesOf' : 'readOnly.openStopTimes', { id: tripId });
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={label}
        onClick={() => void navigate(editorPath(projectId, tripId))}
      >
        <IconClockEdit size={15} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The trips grid, with that action on each row. */
export function TripsTableScreen() {
  const { projectId = '' } = useParams();
  return (
    <TableScreen
      resource="trips"
      rowActions={(row) => <TripStopTimesAction projectId={projectId} row={row} />}
    />
  );
}
