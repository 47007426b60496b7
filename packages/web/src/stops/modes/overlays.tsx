// What the browse and adding modes show in the map's mode corner.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function AddStopButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="md"
      radius="xl"
      leftSection={<IconMapPinPlus size={20} aria-hidden />}
      onClick={onClick}
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
    >
      {t('stops.addStop')}
    </Button>
  );
}

export function AddingHint({
  onCancel,
  onPlaceAtCenter,
}: {
  onCancel: () => void;
  onPlaceAtCenter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper shadow="md" p="sm" radius="md" withBorder maw={300}>
      <Stack gap="xs">
        <Text size="sm" role="status">
          {t('stops.addingHint')}
        </Text>
        <Button size="xs" variant="light" onClick={onPlaceAtCenter}>
          {t('a11y.placeAtCenter')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
