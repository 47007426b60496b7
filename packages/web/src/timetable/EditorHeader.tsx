// The timetable's pickers: route, direction (named by its headsign), services (one, several or all,
// each named by its id and days) and pattern. Each change goes through `guard` (unsaved changes).
import { Group, MultiSelect, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDirections } from './api';
import { directionName, serviceName } from './serviceNames';
import type { useTimetableEdit } from './useTimetableEdit';

interface Props {
  editor: ReturnType<typeof useTimetableEdit>;
  routeId: string;
  directionId: number | null;
  services: readonly string[];
  routes: RouteDirections[];
  onPick: (route: string, direction?: number | null, services?: readonly string[]) => void;
  guard: (go: () => void) => void;
  stopName: (id: string) => string;
  /** Actions at the end of the pickers (a new trip on this route). */
  children?: ReactNode;
}

export function EditorHeader({
  editor,
  routeId,
  directionId,
  services,
  routes,
  onPick,
  guard,
  stopName,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const route = routes.find((r) => r.route_id === routeId);
  const directions = route?.directions ?? [{ direction_id: directionId, trips: 0, headsign: null }];
  return (
    <Group
      gap="sm"
      px="md"
      py={8}
      wrap="wrap"
      align="flex-start"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Select
        size="xs"
        w={220}
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
        w={340}
        label={t('timetable.direction')}
        data={directions.map((d) => ({ value: String(d.direction_id), label: directionName(t, d) }))}
        value={String(directionId)}
        onChange={(v) => v && guard(() => onPick(routeId, v === 'null' ? null : Number(v)))}
      />
      {editor.services.length > 0 && (
        <MultiSelect
          size="xs"
          miw={300}
          style={{ flex: 1 }}
          label={t('timetable.services')}
          placeholder={services.length ? undefined : t('timetable.allServices')}
          data={editor.services.map((s) => ({
            value: s.service_id,
            label: serviceName(t, s, i18n.language),
          }))}
          value={[...services]}
          onChange={(v) => guard(() => onPick(routeId, directionId, v))}
          clearable
          hidePickedOptions={false}
        />
      )}
      {editor.patterns.length > 0 && (
        <Select
          size="xs"
          miw={380}
          style={{ flex: 1 }}
          label={t('timetable.pattern')}
          data={editor.patterns.map((p) => ({
            value: p.stop_ids.join('\u001f'),
            label: t('timetable.patternLabel', {
              first: stopName(p.stop_ids[0] ?? ''),
              last: stopName(p.stop_ids[p.stop_ids.length - 1] ?? ''),
              stops: p.stop_ids.length,
              trips: p.trips.length,
            }),
          }))}
          value={editor.key}
          onChange={(v) => v && v !== editor.key && guard(() => editor.choosePattern(v))}
          allowDeselect={false}
        />
      )}
      {children && <div style={{ alignSelf: 'flex-end' }}>{children}</div>}
    </Group>
  );
}
