// The editor's dialogs: the three error dialogs of the catalogue (edit without shape, stops without
// distance traveled, needs departure value) and the question before closing with unsaved changes.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

export function UnsavedModal(p: { opened: boolean; onStay: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={p.opened} onClose={p.onStay} title={t('stopTimes.unsavedTitle')} centered>
      <Text size="sm">{t('stopTimes.unsavedText')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={p.onStay} data-autofocus>
          {t('stopTimes.stay')}
        </Button>
        <Button color="red" onClick={p.onDiscard}>
          {t('stopTimes.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
