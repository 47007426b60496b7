import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/client';
import { storeProject, type ImportWarning, type Project } from '../api/projects';
import { ErrorSummary } from '../common/ErrorSummary';

const KNOWN = new Set([
  'converted_utf16',
  'invalid_utf8_replaced',
  'nul_removed',
  'row_too_short',
  'row_too_long',
  'empty_lines_skipped',
  'header_whitespace_trimmed',
  'top_level_folder',
  'ignored_os_file',
]);

function WarningItem({ warning }: { warning: ImportWarning }) {
  const { t } = useTranslation();
  const sentence = KNOWN.has(warning.kind)
    ? t(`importReport.kind.${warning.kind}` as 'importReport.kind.other')
    : t('importReport.kind.other', { kind: warning.kind });
  const lines = warning.lines.length
    ? t(warning.lines.length > 1 ? 'importReport.lines' : 'importReport.line', {
        lines: warning.lines.join(', '),
      }) +
      (warning.count > warning.lines.length
        ? ` ${t('importReport.more', { count: warning.count - warning.lines.length })}`
        : '')
    : t('importReport.times', { count: warning.count });
  return (
    <List.Item>
      <Text size="sm" span fw={600} ff="monospace">
        {warning.file ?? t('importReport.zip')}
      </Text>
      <Text size="sm" span>
        {' '}
        {sentence}{' '}
      </Text>
      <Text size="sm" span c="dimmed">
        ({lines})
      </Text>
    </List.Item>
  );
}

/**
 * The reader warnings of the project's last import, in the reader's language, until the owner
 * dismisses them (the server forgets them then, so they do not come back on the next visit).
 */
export function ImportWarningsPanel({ project }: { project: Project }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () =>
      apiRequest<null>(`projects/${project.project_id}/import_warnings/`, { method: 'DELETE' }),
    onSuccess: () => storeProject(queryClient, { ...project, import_warnings: null }),
  });
  const warnings = project.import_warnings;
  if (!warnings?.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('importReport.title', { count: warnings.length })}
      data-testid="import-warnings"
    >
      <Text size="sm" mb="xs">
        {t('importReport.intro')}
      </Text>
      <List spacing={4} size="sm">
        {warnings.map((w) => (
          <WarningItem key={`${w.file}:${w.kind}`} warning={w} />
        ))}
      </List>
      {dismiss.isError && <ErrorSummary error={dismiss.error} />}
      <Group justify="flex-end" mt="xs">
        <Button
          size="xs"
          variant="subtle"
          color="yellow"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {t('importReport.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
