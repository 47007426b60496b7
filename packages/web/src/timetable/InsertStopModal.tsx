// Insert a stop into every trip of the pattern: which stop (any stop of the project), and where.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAllStops, type StopRow } from '../api/stops';
import type { Model } from './model';

interface Props {
  opened: boolean;
  model: Model;
  /** The column selected when the dialog opened: the default place is before it. */
  at: number;
  stopName: (id: string) => string;
  onClose: () => void;
  onInsert: (at: number, stop: StopRow) => void;
}

export function InsertStopModal({ opened, model, at, stopName, onClose, onInsert }: Props) {
  const { t } = useTranslation();
  const projectId = Number(useParams().projectId);
  const stops = useAllStops(projectId);
  const [stopId, setStopId] = useState<string | null>(null);
  const [position, setPosition] = useState<string | null>(null);
  const place = position ?? String(at);
  const positions = model.stopIds.map((id, i) => ({
    value: String(i),
    label: t('timetable.before', { stop: stopName(id) }),
  }));
  positions.push({ value: String(model.stopIds.length), label: t('timetable.atEnd') });
  return (
    <Modal opened={opened} onClose={onClose} title={t('timetable.insertStopTitle')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('timetable.insertStopHelp')}
        </Text>
        <Select
          label={t('timetable.stop')}
          searchable
          data-autofocus
          limit={50}
          nothingFoundMessage={t('timetable.noStop')}
          data={(stops.data ?? [])
            .filter((s) => s.stop_id)
            .map((s) => ({ value: s.stop_id!, label: `${s.stop_name ?? ''} (${s.stop_id})` }))}
          value={stopId}
          onChange={setStopId}
        />
        <Select
          label={t('timetable.position')}
          data={positions}
          value={place}
          onChange={setPosition}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!stopId}
            onClick={() => {
              const stop = stops.data?.find((s) => s.stop_id === stopId);
              if (stop) onInsert(Number(place), stop);
            }}
          >
            {t('timetable.insert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
