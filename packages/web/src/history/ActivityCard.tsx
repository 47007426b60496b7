// The dashboard's way to the Activity screen.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ActivityCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Title order={3} size="h4">
            {t('history.cardTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('history.cardText')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/project/${projectId}/activity`}
          variant="light"
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          {t('history.open')}
        </Button>
      </Group>
    </Card>
  );
}
