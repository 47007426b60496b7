// Actions on the pattern: arrival/departure view, shift the selection, insert a trip at a headway,
// duplicate and delete trips, copy trips to another service, fill empty times, insert or remove a
// stop in every trip, save.
import { Button, Group, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { IconCopy, IconMinus, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSet, type Model, type TimeField } from './model';
import { appendTrips } from './newTrips';
import { InsertTripControls } from './InsertTripControls';
import { InsertStopModal } from './InsertStopModal';
import { PastePrintedModal } from './PastePrintedModal';
import { rangeOf } from './selection';
import type { useTimetableEdit } from './useTimetableEdit';
import { TooltipIcon } from '../common/TooltipIcon';
import { UndoRedoButtons } from '../editing/UndoRedoButtons';
import { useUndoKeys } from '../editing/undoKeys';
import { ConfirmModal } from '../common/ConfirmModal';
import { useSaveShortcut } from '../common/useSaveShortcut';
import { CopyTripsModal } from '../tripCopy/CopyTripsModal';
import { useRouteTrips } from './useRouteTrips';

interface Props {
  projectId: number;
  /** The route shown and its service filter (empty: all): "Copy to service" may take the whole route. */
  routeId: string;
  services: readonly string[];
  editor: ReturnType<typeof useTimetableEdit>;
  model: Model;
  dirty: boolean;
  stopName: (id: string) => string;
}

export function TimetableToolbar({ projectId, routeId, services, editor, model, dirty, stopName }: Props) {
  const { t } = useTranslation();
  const [inserting, setInserting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const routeTrips = useRouteTrips(projectId, routeId, services, copying);
  const range = rangeOf(editor.selection);
  const hasRows = model.rows.length > 0;
  const deleteCount = range.r1 - range.r0 + 1;
  const { edits } = editor;
  const pending = changeSet(model, '', null);
  const count = pending.updated.length + pending.inserted.length + pending.deleted.length;
  useSaveShortcut(() => editor.save.mutate(model), dirty && !editor.save.isPending);
  useUndoKeys(editor.undo, editor.redo);

  // Copies are made of saved trips: those of the selection, or every trip of the pattern.
  const saved = (rows: Model['rows']) => rows.flatMap((row) => (row.rowId === null ? [] : [row.tripId]));

  const deleteTrips = () => {
    setDeleting(false);
    editor.setModel(edits.deleteRows(model, range.r0, range.r1));
    const r = Math.max(0, Math.min(range.r0, model.rows.length - 2 - (range.r1 - range.r0)));
    editor.setSelection({ anchor: { r, c: range.c0 }, focus: { r, c: range.c0 } });
  };

  return (
    <Group gap="sm" px="md" py={8} wrap="wrap" align="flex-end">
      <UndoRedoButtons
        toolbar
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
      />
      <FieldSwitch editor={editor} />
      <Group gap={4} align="flex-end">
        <MinutesInput
          label={t('timetable.shiftMinutes')}
          value={editor.shiftMinutes}
          onChange={editor.setShiftMinutes}
        />
        <TooltipIcon
          label={t('timetable.shiftEarlier', { n: editor.shiftMinutes })}
          variant="default"
          size="lg"
          disabled={!hasRows}
          onClick={() => editor.shiftSelection(-1)}
        >
          <IconMinus size={16} aria-hidden />
        </TooltipIcon>
        <TooltipIcon
          label={t('timetable.shiftLater', { n: editor.shiftMinutes })}
          variant="default"
          size="lg"
          disabled={!hasRows}
          onClick={() => editor.shiftSelection(1)}
        >
          <IconPlus size={16} aria-hidden />
        </TooltipIcon>
      </Group>
      <InsertTripControls projectId={projectId} editor={editor} model={model} r={range.r1} />
      <Group gap={4} align="flex-end">
        <Button
          size="xs"
          variant="default"
          color="red"
          disabled={!hasRows}
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setDeleting(true)}
        >
          {t('timetable.deleteTrips', { count: deleteCount })}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!hasRows || dirty}
          title={dirty ? t('tripCopy.openHelp') : undefined}
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => setCopying(true)}
        >
          {t('tripCopy.open')}
        </Button>
      </Group>
      <Group gap={4} align="flex-end">
        <Button
          size="xs"
          variant="default"
          disabled={!hasRows}
          leftSection={<IconWand size={14} aria-hidden />}
          onClick={() =>
            editor.setModel(
              edits.fillRows(model, range.r0, range.r1, (row) => editor.distancesOf(row, model.stopIds)),
            )
          }
        >
          {t('timetable.fill')}
        </Button>
        <Button size="xs" variant="default" disabled={!hasRows} onClick={() => setPrinting(true)}>
          {t('timetable.pastePrinted')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setInserting(true)}>
          {t('timetable.insertStop')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={model.stopIds.length < 3}
          onClick={() => editor.setModel(edits.removeStop(model, range.c0))}
        >
          {t('timetable.removeStop', { stop: stopName(model.stopIds[range.c0] ?? '') })}
        </Button>
      </Group>
      <Group gap="xs" ml="auto" align="center">
        <Text size="xs" c={editor.notice ? 'red' : 'dimmed'} role="status">
          {editor.notice
            ? t(`timetable.notice.${editor.notice}`)
            : editor.saved
              ? t('timetable.saved')
              : dirty
                ? t('timetable.changes', { count })
                : ''}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={!dirty || editor.save.isPending}
          onClick={editor.reload}
        >
          {t('timetable.discard')}
        </Button>
        <Button
          size="xs"
          disabled={!dirty}
          loading={editor.save.isPending}
          onClick={() => editor.save.mutate(model)}
        >
          {t('timetable.save')}
        </Button>
      </Group>
      <ConfirmModal
        opened={deleting}
        title={t('timetable.deleteTitle', { count: deleteCount })}
        body={t('timetable.deleteText', {
          count: deleteCount,
          first: model.rows[range.r0]?.tripId,
          last: model.rows[range.r1]?.tripId,
        })}
        confirm={t('common.delete')}
        cancel={t('common.cancel')}
        danger
        onConfirm={deleteTrips}
        onCancel={() => setDeleting(false)}
      />
      {copying && (
        <CopyTripsModal
          projectId={projectId}
          opened
          trips={{
            selected: saved(model.rows.slice(range.r0, range.r1 + 1)),
            shown: saved(model.rows),
            route: routeTrips.data,
          }}
          fromServices={model.rows.flatMap((r) => r.serviceId ?? [])}
          onClose={() => setCopying(false)}
          onCopied={() => {
            // The copied rows are not left selected beside "Delete N trips": one cell stays.
            const at = { r: range.r0, c: range.c0 };
            editor.setSelection({ anchor: at, focus: at });
            editor.reload();
          }}
        />
      )}
      <PastePrintedModal
        opened={printing}
        stops={model.stopIds.length}
        onClose={() => setPrinting(false)}
        onPaste={(trips) => {
          setPrinting(false);
          editor.setModel(appendTrips(model, range.r1, trips));
          const r = range.r1 + 1;
          editor.setSelection({ anchor: { r: r + trips.length - 1, c: 0 }, focus: { r, c: 0 } });
        }}
      />
      <InsertStopModal
        opened={inserting}
        model={model}
        at={range.c0}
        stopName={stopName}
        onClose={() => setInserting(false)}
        onInsert={(at, stop) => {
          setInserting(false);
          const id = stop.stop_id!;
          const info = {
            stop_name: stop.stop_name ?? null,
            stop_lat: Number(stop.stop_lat),
            stop_lon: Number(stop.stop_lon),
          };
          editor.addStop(id, info);
          // The read does not know the new stop yet: its place comes with it.
          editor.setModel(
            edits.insertStop(model, at, id, (row, ids) => editor.distancesOf(row, ids, { [id]: info })),
          );
          // The new column, its focus on the first trip so the view stays at the top.
          editor.setSelection({
            anchor: { r: Math.max(0, model.rows.length - 1), c: at },
            focus: { r: 0, c: at },
          });
        }}
      />
    </Group>
  );
}

/** Departures or arrivals shown: the one control of the toolbar a viewer gets too. */
export function FieldSwitch({ editor }: { editor: ReturnType<typeof useTimetableEdit> }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('timetable.shown')}
      value={editor.field}
      onChange={(v) => editor.setField(v as TimeField)}
      data={[
        { value: 'dep', label: t('timetable.departures') },
        { value: 'arr', label: t('timetable.arrivals') },
      ]}
    />
  );
}

/** A whole number of minutes, 1 to a day. */
const MinutesInput = (p: { label: string; value: number; onChange: (v: number) => void }) => (
  <NumberInput
    size="xs"
    w={124}
    label={p.label}
    min={1}
    max={1440}
    value={p.value}
    onChange={(v) => p.onChange(Math.max(1, Number(v) || 1))}
  />
);
