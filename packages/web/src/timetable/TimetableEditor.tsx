// The editor of one route and direction: pickers, the pattern's toolbar, the grid, the save line.
import { Alert, Button, Group, Loader, Select, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDirections } from './api';
import { isDirty } from './model';
import { rangeOf } from './selection';
import { TimetableGrid } from './TimetableGrid';
import { TimetableToolbar } from './TimetableToolbar';
import { useTimetableEdit } from './useTimetableEdit';
import { UnsavedModal } from './UnsavedModal';
import { useUnsavedGuard } from '../tables/useUnsavedGuard';
import { RetryAlert } from '../common/ErrorAlerts';

interface Props {
  projectId: number;
  routeId: string;
  directionId: number | null;
  routes: RouteDirections[];
  onPick: (route: string, direction?: number | null) => void;
}

export function TimetableEditor({ projectId, routeId, directionId, routes, onPick }: Props) {
  const { t } = useTranslation();
  const ed = useTimetableEdit(projectId, routeId, directionId);
  const { model, read, problem } = ed;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirty = !!model && isDirty(model);
  const blocker = useUnsavedGuard(dirty);
  const guard = (go: () => void) => (dirty ? setPending(() => go) : go());
  const stopName = (id: string) => ed.stopInfo(id)?.stop_name ?? id;
  const route = routes.find((r) => r.route_id === routeId);

  const header = (
    <Group
      gap="sm"
      px="md"
      py={8}
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Select
        size="xs"
        w={320}
        label={t('timetable.route')}
        searchable
        data={routes.map((r) => ({
          value: r.route_id,
          label: [r.route_short_name, r.route_long_name].filter(Boolean).join(' · ') || r.route_id,
        }))}
        value={routeId}
        onChange={(v) => v && v !== routeId && guard(() => onPick(v))}
      />
      <Select
        size="xs"
        w={150}
        label={t('timetable.direction')}
        data={(route?.directions ?? [{ direction_id: directionId, trips: 0 }]).map((d) => ({
          value: String(d.direction_id),
          label: d.direction_id === null ? t('timetable.noDirection') : String(d.direction_id),
        }))}
        value={String(directionId)}
        onChange={(v) => v && guard(() => onPick(routeId, v === 'null' ? null : Number(v)))}
      />
      {ed.patterns.length > 0 && (
        <Select
          size="xs"
          w={540}
          label={t('timetable.pattern')}
          data={ed.patterns.map((p) => ({
            value: p.stop_ids.join('\u001f'),
            label: t('timetable.patternLabel', {
              first: stopName(p.stop_ids[0] ?? ''),
              last: stopName(p.stop_ids[p.stop_ids.length - 1] ?? ''),
              stops: p.stop_ids.length,
              trips: p.trips.length,
            }),
          }))}
          value={ed.key}
          onChange={(v) => v && v !== ed.key && guard(() => ed.choosePattern(v))}
          allowDeselect={false}
        />
      )}
    </Group>
  );

  let body;
  if (read.isPending) body = <Loader m="xl" aria-label={t('common.loading')} />;
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
        <TimetableToolbar ed={ed} model={model} dirty={dirty} stopName={stopName} />
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
                    : t('timetable.saveFailed')}
              </Text>
              {problem.kind === 'stale' && (
                <Button size="xs" variant="white" color="orange" onClick={ed.reload}>
                  {t('timetable.reload')}
                </Button>
              )}
            </Group>
          </Alert>
        )}
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
            field={ed.field}
            selection={ed.selection}
            onSelect={ed.setSelection}
            onEdit={(r, c, v) => ed.setModel(ed.edits.setTime(model, r, c, ed.field, v))}
            onPaste={ed.pasteAt}
            onClear={() => ed.setModel(ed.edits.clearRange(model, rangeOf(ed.selection)))}
            cellErrors={problem?.kind === 'errors' ? problem.cells : EMPTY}
            tripLink={(trip) => `/project/${projectId}/stoptimes/${encodeURIComponent(trip)}`}
            onShift={ed.shiftSelection}
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
