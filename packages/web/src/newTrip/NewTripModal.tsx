// A new trip started from its route: the route and direction are set, the user picks the service
// (preselected when the project has only one) and may change the proposed id (route-direction, made
// free by the shared generator). The trip is added through the trips table and opened in the
// stop-times editor, where its stops and times are entered.
import { Alert, Button, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { directionWords, newTripId } from '@ruta/gtfs/schema';
import { ApiError } from '../api/client';
import { currentLanguage } from '../i18n';
import { editorPath } from '../api/stopTimes';
import { tablesApi } from '../api/tables';
import { ModalActions } from '../common/ModalActions';
import { ServiceSelect } from './ServiceSelect';
import { useProjectAccess } from '../members/access';

interface Props {
  projectId: number;
  routeId: string;
  /** The direction shown; the user may pick another. */
  directionId: number | null;
  opened: boolean;
  onClose: () => void;
}

type FieldErrors = Record<string, string[] | undefined>;

export function NewTripModal({ projectId, routeId, directionId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [direction, setDirection] = useState(directionId === null ? 'none' : String(directionId));
  const [service, setService] = useState<string | null>(null);
  const [tripId, setTripId] = useState('');
  const dir = direction === 'none' ? null : Number(direction);
  // Ids already taken that start like the proposal, so the generator's counter skips them.
  const base = newTripId({ route_id: routeId, direction_id: dir, departure: null }, new Set());
  const taken = useQuery({
    queryKey: ['fk-options', projectId, 'trips', base],
    queryFn: ({ signal }) => tablesApi.options(projectId, 'trips', base, signal),
    enabled: opened,
  });
  useEffect(() => {
    if (!taken.data) return;
    const ids = new Set(taken.data.results.map((r) => String(r.trip_id)));
    setTripId(newTripId({ route_id: routeId, direction_id: dir, departure: null }, ids));
  }, [taken.data, routeId, dir]);

  const create = useMutation({
    mutationFn: () =>
      tablesApi.create(projectId, 'trips', {
        trip_id: tripId.trim(),
        route_id: routeId,
        service_id: service,
        direction_id: dir,
      }),
    onSuccess: () => void navigate(editorPath(projectId, tripId.trim())),
  });
  const errors: FieldErrors =
    create.error instanceof ApiError && create.error.status === 400 ? (create.error.body as FieldErrors) : {};
  const otherErrors = Object.entries(errors)
    .filter(([k]) => k !== 'trip_id' && k !== 'service_id')
    .flatMap(([, v]) => v ?? []);
  const failed = create.isError && !(create.error instanceof ApiError && create.error.status === 400);

  return (
    <Modal opened={opened} onClose={onClose} title={t('newTrip.title', { route: routeId })} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (service && tripId.trim()) create.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('newTrip.intro')}</Text>
          <SegmentedControl
            aria-label={t('newTrip.direction')}
            value={direction}
            onChange={setDirection}
            data={[
              { value: '0', label: directionWords(0, currentLanguage()) },
              { value: '1', label: directionWords(1, currentLanguage()) },
              { value: 'none', label: directionWords(null, currentLanguage()) },
            ]}
          />
          <ServiceSelect
            projectId={projectId}
            enabled={opened}
            pickOnly
            label={t('newTrip.service')}
            description={t('newTrip.serviceHelp')}
            placeholder={t('newTrip.servicePlaceholder')}
            value={service}
            onChange={setService}
            error={errors.service_id?.join(' ')}
            required
          />
          <TextInput
            label={t('newTrip.tripId')}
            description={t('newTrip.tripIdHelp')}
            value={tripId}
            onChange={(e) => setTripId(e.currentTarget.value)}
            error={errors.trip_id?.join(' ')}
            required
          />
          {otherErrors.length > 0 && (
            <Alert color="red" role="alert">
              {otherErrors.join(' ')}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {t('newTrip.failed')}
            </Alert>
          )}
          <ModalActions onCancel={onClose}>
            <Button type="submit" loading={create.isPending} disabled={!service || !tripId.trim()}>
              {t('newTrip.create')}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** The "New trip on this route" button with its dialog, open from the start with `startOpen`. */
export function NewTripButton({
  startOpen = false,
  ...props
}: Omit<Props, 'opened' | 'onClose'> & { size?: 'xs' | 'sm'; startOpen?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(startOpen);
  if (!useProjectAccess(props.projectId).canEdit) return null;
  return (
    <>
      <Button size={props.size ?? 'sm'} variant="light" onClick={() => setOpened(true)}>
        {t('newTrip.open')}
      </Button>
      {opened && <NewTripModal {...props} opened onClose={() => setOpened(false)} />}
    </>
  );
}
