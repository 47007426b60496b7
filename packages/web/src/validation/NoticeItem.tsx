// One notice code of the findings: its description, the files it touches and its samples, each
// sample that names a record linking to that record's table.
import { Accordion, Anchor, Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIDY_NOTICE_CODES } from '@ruta/gtfs/schema';
import type { Finding, SampleNotice, Severity } from '../api/build';
import { CoverageFix } from './CoverageFix';
import { recordLink, sampleFile } from './recordLink';

export const SEVERITY_COLOR: Record<Severity, string> = { ERROR: 'red', WARNING: 'yellow', INFO: 'blue' };
const FIRST_SAMPLES = 10;
const MORE_SAMPLES = 30;

/** MobilityData's page of a notice code. */
const noticeReference = (code: string) => `https://gtfs-validator.mobilitydata.org/rules.html#${code}-rule`;

export function NoticeItem({ projectId, notice }: { projectId: number; notice: Finding }) {
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
          <CoverageFix projectId={projectId} notice={notice} />
          {TIDY_NOTICE_CODES.has(notice.code) && (
            <Anchor component={Link} to={`/project/${projectId}/tidy`} size="sm" fw={500}>
              {t('tidy.fromFinding')}
            </Anchor>
          )}
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
                  {t(`validation.sampleKeys.${k as 'csvRowNumber'}`, { defaultValue: k })}:
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
