// A dashboard card that says what a screen is for and links to it (clean-up, activity).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Props {
  title: string;
  text: string;
  action: string;
  to: string;
  icon: Icon;
}

export function ScreenLinkCard({ title, text, action, to, icon: ActionIcon }: Props) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        <Button component={Link} to={to} variant="light" leftSection={<ActionIcon size={16} aria-hidden />}>
          {action}
        </Button>
      </Group>
    </Card>
  );
}
