import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="gray.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Anchor component={Link} to="/">
          {t('notFound.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
