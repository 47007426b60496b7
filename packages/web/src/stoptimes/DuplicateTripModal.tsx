// Duplicate trip: new trip id (proposed as route-direction-HHMM until typed), headway in minutes
// (15 to start with, as in the timetable) and an optional "repeat until" time that makes the whole
// series in one request, with a preview of what will be created. On
// success the first new trip's editor opens. Each field is checked as it is typed (once changed,
// or all of them after a first Duplicate), so an error goes as soon as the value is corrected.
import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { formatTime, timeSeconds } from '@ruta/gtfs/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { stopTimesApi } from '../api/stopTimes';
import {
  duplicateCopies,
  MAX_COPIES,
  proposedId,
  type DuplicateError,
  type IdParts,
} from './duplicateSeries';
import type { TripItem } from './TripsTable';

interface Props {
  projectId: number;
  trip: TripItem;
  onClose: () => void;
  onCreated: (tripId: string) => void;
}

export function DuplicateTripModal({ projectId, trip, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  // null while the proposed id is kept.
  const [typedId, setTypedId] = useState<string | null>(null);
  const [headway, setHeadway] = useState('15');
  const [until, setUntil] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<DuplicateError>>(new Set());
  // The id the server refused as already taken: its error stays while that id is typed.
  const [takenId, setTakenId] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const startTime = trip.summary?.start_time ?? null;
  const parts: IdParts = {
    route_id: typeof trip.route_id === 'string' ? trip.route_id : null,
    direction_id: typeof trip.direction_id === 'number' ? trip.direction_id : null,
  };
  const plan = duplicateCopies(typedId, headway, until, startTime, parts);
  const minutes = Number(headway);
  const newId =
    typedId ?? proposedId(parts, startTime, Number.isFinite(minutes) ? Math.round(minutes * 60) : 0);
  const start = timeSeconds(startTime);
  const preview =
    'copies' in plan && start !== null
      ? plan.copies.length === 1
        ? t('stopTimes.previewSingle', {
            first: plan.copies[0]!.trip_id,
            time: formatTime(Math.max(0, start + plan.copies[0]!.shift)),
          })
        : t('stopTimes.preview', {
            count: plan.copies.length,
            first: plan.copies[0]!.trip_id,
            last: plan.copies[plan.copies.length - 1]!.trip_id,
            time: formatTime(start + plan.copies[plan.copies.length - 1]!.shift),
          })
      : null;
  const errors = 'errors' in plan ? plan.errors : [];
  const touch = (...fields: DuplicateError[]) => setTouched((s) => new Set([...s, ...fields]));
  const has = (e: DuplicateError) =>
    (errors.includes(e) && touched.has(e)) ||
    (e === 'tripIdInvalid' && takenId !== null && newId === takenId);

  const submit = async () => {
    setServerError(null);
    if ('errors' in plan) return touch(...plan.errors);
    setBusy(true);
    try {
      const res = await stopTimesApi.duplicate(projectId, trip.id, plan.copies);
      onCreated(res.created[0]!.trip_id);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) {
        setTakenId(newId);
      } else
        setServerError(
          e instanceof ApiError && e.answered ? JSON.stringify(e.body) : t('common.unexpectedError'),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('stopTimes.duplicateTitle', { id: trip.trip_id })}
      centered
      size="md"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('stopTimes.newTripId')}
          value={newId}
          onChange={(e) => {
            setTypedId(e.currentTarget.value);
            touch('tripIdInvalid');
          }}
          error={
            has('tripIdInvalid')
              ? t(newId === takenId ? 'stopTimes.tripIdDuplicated' : 'stopTimes.tripIdInvalid')
              : undefined
          }
          data-autofocus
        />
        <TextInput
          mt="sm"
          label={t('stopTimes.headway')}
          inputMode="numeric"
          value={headway}
          onChange={(e) => {
            setHeadway(e.currentTarget.value);
            touch('headwayInvalid');
          }}
          error={has('headwayInvalid') ? t('stopTimes.headwayInvalid') : undefined}
        />
        <TextInput
          mt="sm"
          label={t('stopTimes.repeatUntil')}
          description={t('stopTimes.repeatUntilHint')}
          placeholder="20:00"
          value={until}
          onChange={(e) => {
            setUntil(e.currentTarget.value);
            touch('untilInvalid', 'tooManyCopies');
          }}
          error={
            has('untilInvalid')
              ? t('stopTimes.untilInvalid')
              : has('tooManyCopies')
                ? t('stopTimes.tooManyCopies', { max: MAX_COPIES })
                : undefined
          }
        />
        {preview && (
          <Text size="sm" mt="sm" role="status">
            {preview}
          </Text>
        )}
        {serverError && (
          <Alert color="red" mt="sm" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('stopTimes.create')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
