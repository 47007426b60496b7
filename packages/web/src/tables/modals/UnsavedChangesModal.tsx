import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'There are unsaved changes, are you sure you want to proceed?' */
export function UnsavedChangesModal({
  opened,
  onProceed,
  onStay,
}: {
  opened: boolean;
  onProceed: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('tables.unsavedTitle')} centered>
      <Text size="sm">{t('tables.unsavedQuestion')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('tables.stay')}
        </Button>
        <Button color="red" onClick={onProceed}>
          {t('tables.proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
