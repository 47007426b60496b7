// The editor's dialogs: the three error dialogs of the catalogue (edit without shape, stops without
// distance traveled, needs departure value) and the question before closing with unsaved changes.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesModal } from '../tables/modals/UnsavedChangesModal';

export type ErrorDialog = 'editWithoutShape' | 'stopsWithoutDistTraveled' | 'needsDepartureValue';

export function ErrorDialogModal({ dialog, onClose }: { dialog: ErrorDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? t(`stopTimes.${dialog}.title`) : ''}
      centered
    >
      <Text size="sm">{dialog ? t(`stopTimes.${dialog}.body`) : ''}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('stopTimes.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

export const UnsavedModal = (p: { opened: boolean; onStay: () => void; onDiscard: () => void }) => (
  <UnsavedChangesModal opened={p.opened} onStay={p.onStay} onProceed={p.onDiscard} words="stopTimes" />
);
