// What a release is: when it was built, proposed and published, its service dates, size,
// validation, public address and the last webhook delivery.
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../common/RelativeTime';
import type { Release } from './api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const megabytes = (bytes: number, lang: string) =>
  `${(bytes / 1_048_576).toLocaleString(lang, { maximumFractionDigits: 2 })} MB`;

export function ReleaseFacts({ release }: { release: Release }) {
  const { t, i18n } = useTranslation();
  const webhook = release.webhook;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      <Fact label={t('releases.facts.built')}>
        <RelativeTime iso={release.built_at} />
      </Fact>
      <Fact label={t('releases.facts.proposed')}>
        <RelativeTime iso={release.created_at} />
      </Fact>
      <Fact label={t('releases.facts.service')}>
        {release.service_start && release.service_end
          ? `${release.service_start} → ${release.service_end}`
          : '—'}
      </Fact>
      <Fact label={t('releases.facts.size')}>{megabytes(release.size, i18n.language)}</Fact>
      <Fact label={t('releases.facts.validation')}>
        {t('releases.validationCounts', {
          errors: release.validation.errors,
          warnings: release.validation.warnings,
        })}
      </Fact>
      <Fact label={t('releases.facts.published')}>
        {release.published_at ? <RelativeTime iso={release.published_at} /> : '—'}
      </Fact>
      <Fact label={t('releases.facts.address')}>
        {release.public_url ? (
          <Anchor href={release.public_url} size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {release.public_url}
          </Anchor>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={t('releases.facts.webhook')}>
        {webhook
          ? t(`releases.webhook.${webhook.state}`, {
              attempts: webhook.attempts,
              status: webhook.status ?? '—',
            })
          : '—'}
      </Fact>
    </SimpleGrid>
  );
}
