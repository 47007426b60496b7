// "Propose a release": freezes the last finished build, with an optional note.
import { Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClosableErrorAlert } from '../common/ErrorAlerts';
import { IconLabelButton } from '../common/IconLabelButton';
import { releasesApi, useReleaseMutation } from './api';
import { failureText } from './failure';

export function ProposeCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [note, setNote] = useState('');
  const propose = useReleaseMutation(projectId, (text: string) => releasesApi.propose(projectId, text));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('releases.propose.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('releases.propose.hint')}
        </Text>
        <Textarea
          label={t('releases.propose.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={2000}
        />
        {propose.isError && (
          <ClosableErrorAlert onClose={() => propose.reset()}>
            {failureText(propose.error, t('releases.propose.error'))}
          </ClosableErrorAlert>
        )}
        <Group justify="flex-end">
          <IconLabelButton
            icon={IconPackage}
            loading={propose.isPending}
            onClick={() =>
              propose.mutate(note.trim(), {
                onSuccess: (release) => void navigate(`/project/${projectId}/releases/${release.number}`),
              })
            }
          >
            {t('releases.propose.action')}
          </IconLabelButton>
        </Group>
      </Stack>
    </Card>
  );
}
