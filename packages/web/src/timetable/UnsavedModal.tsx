// The question before unsaved timetable edits are dropped (another route, direction or pattern, or
// leaving the screen).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function UnsavedModal({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('timetable.unsavedTitle')} centered>
      <Text size="sm">{t('timetable.unsavedText')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('timetable.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('timetable.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
