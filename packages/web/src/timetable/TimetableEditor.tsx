// The editor of one route and direction: pickers, the pattern's toolbar, the grid, the save line.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDirections } from './api';
import { NewTripButton } from '../newTrip/NewTripModal';
import { EditorHeader } from './EditorHeader';
import { SecondsLegend } from './SecondsLegend';
import { serviceDays } from './serviceNames';
import { isDirty } from './model';
import { rangeOf } from './selection';
import { TimetableGrid } from './TimetableGrid';
import { FieldSwitch, TimetableToolbar } from './TimetableToolbar';
import { useProjectAccess } from '../members/access';
import { useTimetableEdit } from './useTimetableEdit';
import { UnsavedModal } from './UnsavedModal';
import { useUnsavedGuard } from '../tables/useUnsavedGuard';
import { RetryAlert } from '../common/ErrorAlerts';
import { LoadingSpinner } from '../common/Loading';

interface Props {
  projectId: number;
  routeId: string;
  directionId: number | null;
  /** The services whose trips are shown (empty: all). */
  services: readonly string[];
  routes: RouteDirections[];
  onPick: (route: string, direction?: number | null, services?: readonly string[]) => void;
}

export function TimetableEditor({ projectId, routeId, directionId, services, routes, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const editor = useTimetableEdit(projectId, routeId, directionId, services);
  const { canEdit } = useProjectAccess(projectId);
  const { model, read, problem } = editor;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirty = !!model && isDirty(model);
  const blocker = useUnsavedGuard(dirty);
  const guard = (go: () => void) => (dirty ? setPending(() => go) : go());
  const stopName = (id: string) => editor.stopInfo(id)?.stop_name ?? id;
  const serviceTitle = (id: string | null) => {
    const s = editor.services.find((x) => x.service_id === id);
    return s ? `${s.service_id}: ${serviceDays(s, i18n.language)}` : (id ?? '');
  };

  const header = (
    <EditorHeader
      editor={editor}
      routeId={routeId}
      directionId={directionId}
      services={services}
      routes={routes}
      onPick={onPick}
      guard={guard}
      stopName={stopName}
    >
      <NewTripButton size="xs" projectId={projectId} routeId={routeId} directionId={directionId} />
    </EditorHeader>
  );
  // The service column when the trips shown may be of more than one service.
  const shownServices = services.length ? services.length : editor.services.length;

  let body;
  if (read.isPending || read.isPlaceholderData) body = <LoadingSpinner m="xl" />;
  else if (read.isError)
    body = <RetryAlert m="md" message={t('timetable.loadError')} onRetry={() => void read.refetch()} />;
  else if (!model)
    body = (
      <Text m="md" c="dimmed" size="sm">
        {t('timetable.noTrips')}
      </Text>
    );
  else
    body = (
      <>
        {canEdit ? (
          <TimetableToolbar
            projectId={projectId}
            routeId={routeId}
            services={services}
            editor={editor}
            model={model}
            dirty={dirty}
            stopName={stopName}
          />
        ) : (
          <Group px="md" py={8}>
            <FieldSwitch editor={editor} />
          </Group>
        )}
        {problem && (
          <Alert
            mx="md"
            mb={6}
            color={problem.kind === 'stale' ? 'orange' : 'red'}
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            py={6}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {problem.kind === 'stale'
                  ? problem.detail
                  : problem.kind === 'errors'
                    ? problem.messages.join(' ')
                    : problem.kind === 'otherDirection'
                      ? t('timetable.series.otherFailed', { trip: problem.tripId })
                      : t('timetable.saveFailed')}
              </Text>
              {problem.kind === 'stale' && (
                <Button size="xs" variant="white" color="orange" onClick={editor.reload}>
                  {t('timetable.reload')}
                </Button>
              )}
            </Group>
          </Alert>
        )}
        <SecondsLegend model={model} />
        <div
          style={{
            flex: 1,
            minHeight: 0,
            margin: '0 16px 8px',
            border: '1px solid var(--mantine-color-gray-4)',
          }}
        >
          <TimetableGrid
            model={model}
            stopNames={model.stopIds.map(stopName)}
            serviceTitle={shownServices > 1 ? serviceTitle : null}
            field={editor.field}
            selection={editor.selection}
            onSelect={editor.setSelection}
            onEdit={(r, c, v) => editor.setModel(editor.edits.setTime(model, r, c, editor.field, v))}
            onPaste={editor.pasteAt}
            onClear={() => editor.setModel(editor.edits.clearRange(model, rangeOf(editor.selection)))}
            cellErrors={problem?.kind === 'errors' ? problem.cells : EMPTY}
            tripLink={(trip) => `/project/${projectId}/stoptimes/${encodeURIComponent(trip)}`}
            onShift={editor.shiftSelection}
            readOnly={!canEdit}
          />
        </div>
      </>
    );

  return (
    <>
      {header}
      {body}
      <UnsavedModal
        opened={!!pending || blocker.state === 'blocked'}
        onStay={() => {
          setPending(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onLeave={() => {
          const go = pending;
          setPending(null);
          if (blocker.state === 'blocked') blocker.proceed();
          go?.();
        }}
      />
    </>
  );
}

const EMPTY = new Map<string, string>();
