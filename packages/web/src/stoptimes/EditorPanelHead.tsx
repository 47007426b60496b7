// The top of the editor's side panel: the title with save and close, the editable trip_id and the
// drag-reorder and optional-columns toggles, and the undo/redo pair.
import { Button, Group, Switch, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSaveShortcut } from '../common/useSaveShortcut';
import { canRedo, canUndo, type History } from '../editing/history';
import { UndoRedoButtons } from '../editing/UndoRedoButtons';

export interface Toggles {
  dragging: boolean;
  optional: boolean;
}

interface Props {
  title: string;
  tripId: string;
  onTripId: (v: string) => void;
  history: History<unknown>;
  onUndo: () => void;
  onRedo: () => void;
  changed: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  toggles: Toggles;
  onToggles: (t: Toggles) => void;
  /** A viewer's head: the trip's id as text, no save and no drag-reorder. */
  readOnly?: boolean;
}

const SWITCHES: [keyof Toggles, string][] = [
  ['dragging', 'stopTimes.dragReorder'],
  ['optional', 'stopTimes.optionalColumns'],
];

export function EditorPanelHead(p: Props) {
  const { t } = useTranslation();
  useSaveShortcut(p.onSave, !p.readOnly && p.changed && !p.saving);
  const switches = p.readOnly ? SWITCHES.filter(([key]) => key !== 'dragging') : SWITCHES;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title
          order={2}
          size="h4"
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {p.title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {!p.readOnly && (
            <>
              <UndoRedoButtons
                canUndo={canUndo(p.history)}
                canRedo={canRedo(p.history)}
                onUndo={p.onUndo}
                onRedo={p.onRedo}
              />
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} />}
                loading={p.saving}
                disabled={!p.changed || p.tripId.trim() === ''}
                onClick={p.onSave}
              >
                {t('common.save')}
              </Button>
            </>
          )}
          <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={p.onClose}>
            {t('stopTimes.close')}
          </Button>
        </Group>
      </Group>
      <Group gap="md" align="flex-end" mb="xs">
        {!p.readOnly && (
          <TextInput
            size="xs"
            w={200}
            label={t('stopTimes.tripIdLabel')}
            value={p.tripId}
            required
            error={p.tripId.trim() === '' ? t('liveChecks.tripIdEmpty') : undefined}
            onChange={(e) => p.onTripId(e.currentTarget.value)}
          />
        )}
        {switches.map(([key, label]) => (
          <Switch
            key={key}
            size="xs"
            label={t(label)}
            checked={p.toggles[key]}
            onChange={(e) => p.onToggles({ ...p.toggles, [key]: e.currentTarget.checked })}
            mb={4}
          />
        ))}
      </Group>
    </>
  );
}
