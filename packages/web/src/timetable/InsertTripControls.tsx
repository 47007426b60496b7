// Insert trip and Duplicate: new trips after the selected one at the headway, or with "Repeat until"
// a whole series up to a departure time, counted before it is made (one undo step). A series can be
// made in both directions at once when the other direction has a trip leaving with the selected one
// (otherDirection.ts): that one's series is saved with this direction's changes.
import { Button, Checkbox, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { IconCopy, IconRowInsertBottom } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionWords, formatClock } from '@ruta/gtfs/schema';
import { currentLanguage } from '../i18n';
import { ServiceSelect } from '../newTrip/ServiceSelect';
import { MAX_COPIES } from '../stoptimes/duplicateSeries';
import type { Model } from './model';
import { insertSeries } from './newTrips';
import { useOtherDirection } from './bothDirections';
import { otherDirectionOf, otherSource } from './otherDirection';
import { firstTime, seriesPlan } from './repeatUntil';
import type { useTimetableEdit } from './useTimetableEdit';

interface Props {
  projectId: number;
  editor: ReturnType<typeof useTimetableEdit>;
  model: Model;
  /** The row new trips follow and copy. */
  r: number;
}

export function InsertTripControls({ projectId, editor, model, r }: Props) {
  const { t } = useTranslation();
  const { until, setUntil } = editor;
  // The service of the trips inserted; none chosen: each takes its source trip's.
  const [service, setService] = useState<string | null>(null);
  const src = model.rows[r];
  const plan = src ? seriesPlan(src, editor.headway, until) : null;
  const start = src ? firstTime(src) : null;
  const count = plan && 'shifts' in plan ? plan.shifts.length : 0;
  const series = until.trim() !== '' && plan && 'shifts' in plan ? plan.shifts : null;
  const other = useOtherDirection(projectId, editor.routeId, editor.directionId, editor.servicesShown);
  const otherTrip = other.data && src ? otherSource(other.data, src) : null;
  const otherDirection = otherDirectionOf(editor.directionId);
  const otherWords = directionWords(otherDirection, currentLanguage());
  // Offered (and on) once this direction's series has a source leaving at the same time there.
  const [both, setBoth] = useState(true);
  const alsoOther = series && both && otherTrip && otherDirection !== null ? otherTrip : null;

  /** `withOther`: the series button, which also makes the other direction's series when asked. */
  const insert = (shifts: number[], withOther = false) => {
    const inserted = insertSeries(model, r, shifts, service);
    editor.setModel(
      withOther && alsoOther
        ? {
            ...inserted,
            alsoOther: [
              ...(model.alsoOther ?? []),
              {
                directionId: otherDirection!,
                tripId: alsoOther,
                shifts,
                serviceId: service,
                pairedWith: inserted.rows.slice(r + 1, r + 1 + shifts.length).map((row) => row.tripId),
              },
            ],
          }
        : inserted,
    );
    editor.setSelection({ anchor: { r: r + shifts.length, c: 0 }, focus: { r: r + 1, c: 0 } });
  };

  return (
    <Group gap={4} align="flex-end">
      <NumberInput
        size="xs"
        w={124}
        label={t('timetable.headway')}
        min={1}
        max={1440}
        value={editor.headway}
        onChange={(v) => editor.setHeadway(Math.max(1, Number(v) || 1))}
      />
      <TextInput
        size="xs"
        w={124}
        label={t('timetable.series.until')}
        placeholder="HH:MM"
        value={until}
        onChange={(e) => setUntil(e.currentTarget.value)}
        error={
          plan && 'error' in plan
            ? plan.error === 'tooManyCopies'
              ? t('timetable.series.tooMany', { max: MAX_COPIES })
              : t('timetable.series.invalid')
            : undefined
        }
        aria-describedby={series ? 'timetable-series-preview' : undefined}
      />
      <ServiceSelect
        projectId={projectId}
        enabled
        size="xs"
        w={150}
        label={t('newTrip.insertService')}
        placeholder={src?.serviceId ?? undefined}
        value={service}
        onChange={setService}
        clearable
      />
      {series && otherTrip && (
        <Checkbox
          size="xs"
          mb={6}
          label={t('timetable.series.bothDirections', { direction: otherWords, trip: otherTrip })}
          checked={both}
          onChange={(e) => setBoth(e.currentTarget.checked)}
        />
      )}
      <Button
        size="xs"
        variant="default"
        disabled={!src || count === 0}
        leftSection={<IconRowInsertBottom size={14} aria-hidden />}
        onClick={() => plan && 'shifts' in plan && insert(plan.shifts, true)}
      >
        {series ? t('timetable.series.insert', { count }) : t('timetable.insertTrip')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={!src}
        leftSection={<IconCopy size={14} aria-hidden />}
        onClick={() => insert([0])}
      >
        {t('timetable.duplicate')}
      </Button>
      {series && src && start !== null && (
        <Text id="timetable-series-preview" size="xs" role="status" maw={280} pb={4}>
          {t('timetable.series.preview', {
            count,
            trip: src.tripId,
            first: formatClock(start + series[0]!),
            last: formatClock(start + series[series.length - 1]!),
          })}
          {alsoOther && ` ${t('timetable.series.previewOther', { direction: otherWords, trip: alsoOther })}`}
        </Text>
      )}
      {model.alsoOther?.map((o) => (
        <Text key={`${o.tripId}-${o.shifts.length}`} size="xs" role="status" maw={280} pb={4}>
          {t('timetable.series.pendingOther', {
            count: o.shifts.length,
            direction: directionWords(o.directionId, currentLanguage()),
            trip: o.tripId,
          })}
        </Text>
      ))}
    </Group>
  );
}
