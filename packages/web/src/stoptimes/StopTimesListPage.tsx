// The stop-times list (/project/:projectId/stoptimes): 'How to use', the trips of the project in a
// paged, searchable sidebar table with their stop counts and times, and a map of the stops with the
// focused trip's shape and stops (TripsListMap).
import { Box } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { editorPath, stopTimesApi, type TripDetail } from '../api/stopTimes';
import { invalidateTable } from '../api/tables';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal';
import { useProjectId } from '../common/useProjectId';
import { useProjectAccess } from '../members/access';
import { FullHeight } from '../map/FullHeight';
import { TablePager } from '../tables/TablePager';
import { DuplicateTripModal } from './DuplicateTripModal';
import { TripsListHead } from './TripsListHead';
import { TripsListMap } from './TripsListMap';
import { TripsListBody } from './TripsListBody';
import type { TripItem } from './TripsTable';
import { useTripItems } from './useTripItems';
import { CopySelectedTrips, usePickedTrips } from '../tripCopy/CopySelectedTrips';

const SEARCH_DEBOUNCE_MS = 300;
const SIDEBAR_BORDER = '1px solid var(--mantine-color-gray-3)';

export function StopTimesListPage() {
  const { projectId, valid } = useProjectId();
  if (!valid) return <Navigate to="/404" replace />;
  return <TripsList projectId={projectId} />;
}

function TripsList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [focused, setFocused] = useState<TripDetail | null>(null);
  const [duplicating, setDuplicating] = useState<TripItem | null>(null);
  const [deleting, setDeleting] = useState<TripItem | null>(null);
  useEffect(() => setPage(1), [debounced, perPage]);
  const { list, trips } = useTripItems(projectId, { page, perPage, search: debounced });
  const picks = usePickedTrips();
  const { canEdit } = useProjectAccess(projectId);

  // Only the last trip asked for is shown: an earlier answer arriving late is dropped.
  const asked = useRef(0);
  const focus = async (trip: TripItem) => {
    const ask = ++asked.current;
    const detail = await stopTimesApi.trip(projectId, trip.id);
    if (ask === asked.current) setFocused(detail);
  };
  const refresh = () => {
    invalidateTable(queryClient, projectId, 'trips');
    void queryClient.invalidateQueries({ queryKey: ['stoptimes-summary', projectId] });
  };
  // The trip is read again for its current version: the list's may be older than its stop times.
  const clearStopTimes = async (trip: TripItem) => {
    const detail = await stopTimesApi.trip(projectId, trip.id);
    await stopTimesApi.clearStopTimes(projectId, detail.id, detail.version);
  };

  const lastPage = list.data?.pagination.last_page ?? 1;
  return (
    <FullHeight display="flex">
      <Box
        w={{ base: 480, lg: 620 }}
        h="100%"
        display="flex"
        bg="white"
        style={{ flex: 'none', flexDirection: 'column', borderRight: SIDEBAR_BORDER }}
      >
        <TripsListHead search={search} onSearch={setSearch} />
        {canEdit && (
          <Box px="sm">
            <CopySelectedTrips projectId={projectId} picks={picks} onCopied={refresh} />
          </Box>
        )}
        <TripsListBody
          list={list}
          search={debounced}
          trips={trips}
          focusedId={focused?.id ?? null}
          onFocus={(trip) => void focus(trip)}
          onEdit={(trip) => navigate(editorPath(projectId, trip.trip_id))}
          picked={picks.picked}
          onPick={picks.pick}
          onDuplicate={setDuplicating}
          onDelete={setDeleting}
          readOnly={!canEdit}
        />
        {list.data && (lastPage > 1 || perPage !== 10) && (
          <Box p="xs" style={{ borderTop: SIDEBAR_BORDER }}>
            <TablePager
              page={page}
              lastPage={lastPage}
              perPage={perPage}
              onPage={setPage}
              onPerPage={setPerPage}
            />
          </Box>
        )}
      </Box>
      <TripsListMap projectId={projectId} focused={focused} />
      {duplicating && (
        <DuplicateTripModal
          projectId={projectId}
          trip={duplicating}
          onClose={() => setDuplicating(null)}
          onCreated={(tripId) => {
            refresh();
            navigate(editorPath(projectId, tripId));
          }}
        />
      )}
      <ConfirmDeleteModal
        target={deleting}
        title={t('stopTimes.deleteTitle')}
        text={t('stopTimes.deleteText', {
          count: deleting?.summary?.stop_count ?? 0,
          id: deleting?.trip_id ?? '',
        })}
        confirmLabel={t('stopTimes.deleteConfirm')}
        remove={clearStopTimes}
        onClose={() => setDeleting(null)}
        onDeleted={(trip) => {
          if (focused?.id === trip.id) setFocused(null);
          setDeleting(null);
          refresh();
        }}
      />
    </FullHeight>
  );
}
