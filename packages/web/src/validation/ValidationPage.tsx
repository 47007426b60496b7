import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useFindings, type Finding, type SampleNotice, type Severity } from '../api/build';
import { useProject } from '../api/projects';
import { RelativeTime } from '../common/RelativeTime';
import { BackLink } from '../common/BackLink';
import { recordLink, sampleFile } from './recordLink';

const SEVERITIES: Severity[] = ['ERROR', 'WARNING', 'INFO'];
const SEVERITY_COLOR: Record<Severity, string> = { ERROR: 'red', WARNING: 'yellow', INFO: 'blue' };
const FIRST_SAMPLES = 10;
const MORE_SAMPLES = 30;

/** MobilityData's page of a notice code. */
const noticeReference = (code: string) => `https://gtfs-validator.mobilitydata.org/rules.html#${code}-rule`;

/**
 * The findings of the last validation: each notice code grouped by severity, with its description
 * and sample notices; a sample that names a record links to its table, searched for that record.
 */
export function ValidationPage() {
  const { t } = useTranslation();
  const { projectId: param } = useParams();
  const projectId = Number(param);
  const valid = /^\d+$/.test(param ?? '');
  const project = useProject(projectId, { enabled: valid });
  const findings = useFindings(projectId, valid);
  const [filter, setFilter] = useState('');

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const notices = findings.data?.notices ?? [];
    if (!q) return notices;
    return notices.filter(
      (n) =>
        n.code.includes(q) ||
        (n.file ?? '').includes(q) ||
        n.samples.some((s) => (sampleFile(s, n.file) ?? '').includes(q)),
    );
  }, [findings.data, filter]);

  if (!valid) return <Navigate to="/404" replace />;
  const validation = project.data?.gtfs_validation;
  const neverValidated = findings.error instanceof ApiError && findings.error.status === 404;

  return (
    <Container size="xl" px="lg" py="lg">
      <Stack gap="md">
        <BackLink to={`/project/${projectId}`} label={t('validation.back')} />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mt={-8}>
          <Stack gap={4}>
            <Title order={2}>{t('validation.title')}</Title>
            <Group gap="sm">
              {project.data && <Text fw={500}>{project.data.name}</Text>}
              {findings.data && (
                <Text size="sm" c="dimmed">
                  <RelativeTime
                    iso={findings.data.validated_at}
                    render={(time) => t('validation.validatedAt', { time })}
                  />
                </Text>
              )}
            </Group>
          </Stack>
          {validation && (
            <Group gap="xs">
              <Badge color="red" variant="light" radius="sm" tt="none" size="lg">
                {t('validation.errors', { count: validation.error_number })}
              </Badge>
              <Badge color="yellow" variant="light" radius="sm" tt="none" size="lg">
                {t('validation.warnings', { count: validation.warning_number })}
              </Badge>
              <Badge color="blue" variant="light" radius="sm" tt="none" size="lg">
                {t('validation.infos', { count: validation.info_number })}
              </Badge>
            </Group>
          )}
        </Group>

        {findings.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : neverValidated ? (
          <Alert color="gray" icon={<IconAlertCircle aria-hidden />}>
            {t('validation.neverValidated')}
          </Alert>
        ) : findings.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('validation.loadError')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void findings.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : findings.data.notices.length === 0 ? (
          <Alert color="teal">{t('validation.none')}</Alert>
        ) : (
          <>
            <TextInput
              aria-label={t('validation.filter')}
              placeholder={t('validation.filter')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('validation.noMatch', { filter })}
              </Text>
            )}
            {SEVERITIES.map((severity) => {
              const group = shown.filter((n) => n.severity === severity);
              if (group.length === 0) return null;
              return (
                <Stack
                  gap="xs"
                  key={severity}
                  component="section"
                  aria-label={t(`validation.severities.${severity}`)}
                >
                  <Group gap="xs">
                    <Title order={3} size="h4">
                      {t(`validation.severities.${severity}`)}
                    </Title>
                    <Badge color={SEVERITY_COLOR[severity]} variant="light" radius="sm">
                      {group.reduce((a, n) => a + n.total, 0).toLocaleString()}
                    </Badge>
                  </Group>
                  <Accordion variant="separated" radius="md" multiple>
                    {group.map((n) => (
                      <NoticeItem key={n.code} projectId={projectId} notice={n} />
                    ))}
                  </Accordion>
                </Stack>
              );
            })}
          </>
        )}
      </Stack>
    </Container>
  );
}

function NoticeItem({ projectId, notice }: { projectId: number; notice: Finding }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(FIRST_SAMPLES);
  const files = [...new Set(notice.samples.map((s) => sampleFile(s, notice.file)).filter(Boolean))];
  return (
    <Accordion.Item value={notice.code}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Code fw={600}>{notice.code}</Code>
              {files.slice(0, 3).map((f) => (
                <Badge key={f} variant="outline" color="gray" radius="sm" tt="none">
                  {f}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {notice.description}
            </Text>
          </Stack>
          <Badge
            color={SEVERITY_COLOR[notice.severity]}
            variant="filled"
            radius="xl"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {t('validation.notices', { count: notice.total })}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Anchor href={noticeReference(notice.code)} target="_blank" rel="noreferrer" size="xs">
            <Group gap={4}>
              {t('validation.reference')}
              <IconExternalLink size={12} aria-hidden />
            </Group>
          </Anchor>
          <Table striped withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={220}>{t('validation.sampleRecord')}</Table.Th>
                <Table.Th>{t('validation.sampleDetails')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notice.samples.slice(0, limit).map((sample, i) => (
                <SampleRow key={i} projectId={projectId} sample={sample} codeFile={notice.file} />
              ))}
            </Table.Tbody>
          </Table>
          <Group gap="sm">
            <Text size="xs" c="dimmed">
              {t('validation.samplesShown', {
                shown: Math.min(limit, notice.samples.length),
                total: notice.total.toLocaleString(),
              })}
            </Text>
            {limit < notice.samples.length && (
              <Button size="xs" variant="subtle" onClick={() => setLimit((l) => l + MORE_SAMPLES)}>
                {t('validation.showMore')}
              </Button>
            )}
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Fields shown as the sample's details: all but those already in the link. */
const LINK_FIELDS = new Set(['filename', 'childFilename']);

function SampleRow({
  projectId,
  sample,
  codeFile,
}: {
  projectId: number;
  sample: SampleNotice;
  codeFile: string | null;
}) {
  const { t } = useTranslation();
  const link = recordLink(projectId, sample, codeFile);
  const row = sample.csvRowNumber;
  const label = link?.id ?? (typeof row === 'number' ? t('validation.row', { row }) : (link?.file ?? '—'));
  return (
    <Table.Tr>
      <Table.Td>
        {link ? (
          <Anchor
            component={Link}
            to={link.to}
            size="sm"
            aria-label={
              link.id
                ? t('validation.openRecord', { id: link.id, file: link.file })
                : t('validation.openFile', { file: link.file })
            }
          >
            <Text span ff="monospace" size="sm">
              {label}
            </Text>
          </Anchor>
        ) : (
          <Text span ff="monospace" size="sm">
            {label}
          </Text>
        )}
        {link && (
          <Text size="xs" c="dimmed">
            {link.file}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" style={{ wordBreak: 'break-word' }}>
          {Object.entries(sample)
            .filter(([k]) => !LINK_FIELDS.has(k))
            .map(([k, v]) => (
              <span key={k} style={{ marginRight: 12, display: 'inline-block' }}>
                <Text span c="dimmed" size="xs">
                  {k}:
                </Text>{' '}
                <Text span ff="monospace" size="xs">
                  {Array.isArray(v) ? v.join(', ') : String(v)}
                </Text>
              </span>
            ))}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
