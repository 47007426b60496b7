// The dashboard's way to the clean-up screen.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TidyCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Title order={3} size="h4">
            {t('tidy.cardTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tidy.cardText')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/project/${projectId}/tidy`}
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          {t('tidy.open')}
        </Button>
      </Group>
    </Card>
  );
}
