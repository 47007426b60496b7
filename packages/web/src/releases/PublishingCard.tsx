// Publishing settings: the slug of the public address, the webhook (URL and a write-only secret),
// the addresses once a slug is chosen, and the DMFR download for the feed registries.
import { Anchor, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/answered';
import { ClosableErrorAlert } from '../common/ErrorAlerts';
import { IconLabelButton } from '../common/IconLabelButton';
import { saveBlob } from '../common/saveFile';
import { releasesApi, useReleaseMutation, type Publishing, type PublishingInput } from './api';
import { failureText } from './failure';

interface Props {
  projectId: number;
  publishing: Publishing;
  /** Below publisher: the addresses and the DMFR download, no settings to change. */
  readOnly?: boolean;
}

export function PublishingCard({ projectId, publishing, readOnly }: Props) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState(publishing.slug ?? '');
  const [url, setUrl] = useState(publishing.webhook_url ?? '');
  const [secret, setSecret] = useState('');
  const [dmfrError, setDmfrError] = useState<string | null>(null);
  const save = useReleaseMutation(projectId, (body: PublishingInput) =>
    releasesApi.savePublishing(projectId, body),
  );
  const errors = fieldErrorsOf(save.error);
  const changed = slug !== (publishing.slug ?? '') || url !== (publishing.webhook_url ?? '') || secret !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        slug: slug.trim() || null,
        webhook_url: url.trim() || null,
        ...(secret ? { webhook_secret: secret } : {}),
      },
      { onSuccess: () => setSecret('') },
    );
  };
  const downloadDmfr = async () => {
    setDmfrError(null);
    try {
      const file = await releasesApi.dmfr(projectId);
      saveBlob(file.blob, file.name);
    } catch (err) {
      setDmfrError(failureText(err, t('releases.publishing.dmfrError')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} aria-labelledby="publishing-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="publishing-title">
            {t('releases.publishing.title')}
          </Title>
          {!readOnly && (
            <>
              <TextInput
                label={t('releases.publishing.slug')}
                description={t('releases.publishing.slugHint', { origin: window.location.origin })}
                value={slug}
                onChange={(e) => setSlug(e.currentTarget.value.toLowerCase())}
                error={errors.slug?.join(' ')}
                maxLength={60}
                autoComplete="off"
              />
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  label={t('releases.publishing.webhookUrl')}
                  description={t('releases.publishing.webhookHint')}
                  value={url}
                  onChange={(e) => setUrl(e.currentTarget.value)}
                  error={errors.webhook_url?.join(' ')}
                  type="url"
                  miw={240}
                />
                <PasswordInput
                  label={t('releases.publishing.webhookSecret')}
                  description={
                    publishing.has_webhook_secret
                      ? t('releases.publishing.secretKept')
                      : t('releases.publishing.secretHint')
                  }
                  value={secret}
                  onChange={(e) => setSecret(e.currentTarget.value)}
                  error={errors.webhook_secret?.join(' ')}
                  autoComplete="new-password"
                  miw={240}
                />
              </Group>
            </>
          )}
          {save.isError && !Object.keys(errors).length && (
            <ClosableErrorAlert onClose={() => save.reset()}>
              {failureText(save.error, t('releases.publishing.saveError'))}
            </ClosableErrorAlert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              {publishing.feed_url ? (
                <>
                  <Text size="sm">
                    {t('releases.publishing.stable')}{' '}
                    <Anchor href={publishing.feed_url} ff="monospace" size="sm">
                      {publishing.feed_url}
                    </Anchor>
                  </Text>
                  <Text size="sm">
                    {t('releases.publishing.atom')}{' '}
                    <Anchor href={publishing.atom_url ?? undefined} ff="monospace" size="sm">
                      {publishing.atom_url}
                    </Anchor>
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(readOnly ? 'readOnly.noSlug' : 'releases.publishing.noSlug')}
                </Text>
              )}
            </Stack>
            <Group gap="sm">
              <IconLabelButton
                icon={IconDownload}
                variant="default"
                disabled={!publishing.feed_url}
                onClick={() => void downloadDmfr()}
              >
                {t('releases.publishing.dmfr')}
              </IconLabelButton>
              {!readOnly && (
                <Button type="submit" loading={save.isPending} disabled={!changed}>
                  {t('common.save')}
                </Button>
              )}
            </Group>
          </Group>
          {dmfrError && (
            <ClosableErrorAlert onClose={() => setDmfrError(null)}>{dmfrError}</ClosableErrorAlert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
