// Copy trips to another service: the chosen trips (the selected ones, every one shown, or the whole
// route both ways where the screen offers it) copied with their stop times to a service, optionally
// shifted by some minutes. The server makes the new ids (route-direction-HHMM); the dialog then lists
// what it made.
import { Alert, Button, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { ModalActions } from '../common/ModalActions';
import { ServiceSelect } from '../newTrip/ServiceSelect';
import { copyTrips, type CopiedTrips } from './api';

export interface TripChoice {
  /** The trips chosen by the user (the selected rows); may be empty. */
  selected: readonly string[];
  /** Every trip shown; null where the screen offers only its selection. */
  shown: readonly string[] | null;
  /** Every trip of the route shown, in all its directions; absent where not offered or still read. */
  route?: readonly string[];
}

interface Props {
  projectId: number;
  opened: boolean;
  trips: TripChoice;
  /** The services of the trips offered: when one service is left besides them, it comes chosen. */
  fromServices?: readonly string[];
  onClose: () => void;
  /** After trips were made: the screen reloads what it shows. */
  onCopied: (answer: CopiedTrips) => void;
}

type FieldErrors = Record<string, string[] | undefined>;
type Scope = 'selected' | 'shown' | 'route';

export function CopyTripsModal({ projectId, opened, trips, fromServices, onClose, onCopied }: Props) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>(trips.selected.length ? 'selected' : 'shown');
  const [service, setService] = useState<string | null>(null);
  const [shift, setShift] = useState<number>(0);
  // The whole route only when it has more than the trips shown (another direction).
  const route = trips.route && trips.shown && trips.route.length > trips.shown.length ? trips.route : null;
  const ids =
    scope === 'route' && route ? route : scope !== 'selected' && trips.shown ? trips.shown : trips.selected;
  const scopes = [
    ...(trips.selected.length
      ? [{ value: 'selected', label: t('tripCopy.selected', { count: trips.selected.length }) }]
      : []),
    ...(trips.shown ? [{ value: 'shown', label: t('tripCopy.shown', { count: trips.shown.length }) }] : []),
    ...(route ? [{ value: 'route', label: t('tripCopy.route', { count: route.length }) }] : []),
  ];
  const copy = useMutation({
    mutationFn: () =>
      copyTrips(projectId, { trip_ids: [...ids], service_id: service ?? '', shift_minutes: shift }),
    onSuccess: onCopied,
  });
  const errors: FieldErrors =
    copy.error instanceof ApiError && copy.error.status === 400 ? (copy.error.body as FieldErrors) : {};
  const otherError = copy.isError && !(copy.error instanceof ApiError && copy.error.status === 400);
  const close = () => {
    copy.reset();
    onClose();
  };
  const made = copy.data?.created;

  return (
    <Modal opened={opened} onClose={close} title={t('tripCopy.title')} centered>
      {made ? (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {t('tripCopy.done', {
              count: made.length,
              service,
              first: made[0]?.trip_id,
              last: made[made.length - 1]?.trip_id,
            })}
          </Text>
          <Button onClick={close} data-autofocus style={{ alignSelf: 'flex-end' }}>
            {t('tripCopy.close')}
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (service && ids.length) copy.mutate();
          }}
        >
          <Stack gap="sm">
            {scopes.length > 1 && (
              <SegmentedControl
                orientation="vertical"
                fullWidth
                aria-label={t('tripCopy.which')}
                value={scope}
                onChange={(v) => setScope(v as Scope)}
                data={scopes}
              />
            )}
            <ServiceSelect
              projectId={projectId}
              enabled={opened}
              label={t('tripCopy.service')}
              description={t('tripCopy.serviceHelp')}
              value={service}
              onChange={setService}
              pickOnly={!!fromServices}
              besides={fromServices}
              error={errors.service_id?.join(' ')}
              required
            />
            <NumberInput
              label={t('tripCopy.shift')}
              description={t('tripCopy.shiftHelp')}
              value={shift}
              min={-1440}
              max={1440}
              allowDecimal={false}
              onChange={(v) => setShift(Number(v) || 0)}
              error={errors.shift_minutes?.join(' ')}
            />
            <Text size="sm" c="dimmed">
              {ids.length ? t('tripCopy.preview', { count: ids.length }) : t('tripCopy.noneChosen')}
            </Text>
            {(errors.trip_ids || errors.non_field_errors || otherError) && (
              <Alert color="red" role="alert" py={6}>
                {errors.trip_ids?.join(' ') ?? errors.non_field_errors?.join(' ') ?? t('tripCopy.failed')}
              </Alert>
            )}
            <ModalActions onCancel={close}>
              <Button type="submit" disabled={!service || ids.length === 0} loading={copy.isPending}>
                {t('tripCopy.copy', { count: ids.length })}
              </Button>
            </ModalActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
