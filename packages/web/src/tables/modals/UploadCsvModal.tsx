import { Alert, Button, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { CsvRowError } from '@ruta/server/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { flattenMessages } from '../../api/errors';
import { tablesApi } from '../../api/tables';
import { FileField } from '../../common/FileField';
import { ModalActions } from '../../common/ModalActions';

interface Props {
  projectId: number;
  resource: string;
  file: string;
  opened: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/**
 * The refusal as lines: the general messages first, then one line per row error
 * (docs/api.md "Table CSV": `{"non_field_errors", "rows": [{row, field, message, value}]}`).
 */
function uploadMessages(error: unknown, rowLine: (row: CsvRowError) => string): string[] {
  if (!(error instanceof ApiError) || !error.answered) return [];
  const body = error.body as { rows?: unknown } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.rows)) return flattenMessages(body);
  const { rows, ...rest } = body;
  const lines = flattenMessages(rest);
  for (const row of rows as Partial<CsvRowError>[]) {
    if (row && typeof row === 'object' && typeof row.message === 'string')
      lines.push(
        rowLine({
          row: Number(row.row),
          field: String(row.field ?? ''),
          message: row.message,
          value: row.value ?? null,
        }),
      );
  }
  return lines;
}

/** The CSV replaces the table, irreversibly; the server's row errors are listed here. */
export function UploadCsvModal({ projectId, resource, file: fileName, opened, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (csv: File) => tablesApi.upload(projectId, resource, csv),
    onSuccess: () => {
      close();
      onUploaded();
    },
  });
  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
  const messages = uploadMessages(upload.error, (row) => t('tables.uploadRowError', { ...row }));

  return (
    <Modal opened={opened} onClose={close} title={t('tables.uploadTitle')} centered size="lg">
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{t('tables.uploadWarning', { file: fileName })}</Text>
        </Alert>
        <FileField
          kind="csv"
          label={t('tables.uploadFile')}
          placeholder={t('tables.uploadPlaceholder')}
          value={file}
          onChange={(f) => {
            setFile(f);
            upload.reset();
          }}
        />
        {upload.isError && (
          <Alert color="red" role="alert" title={t('common.errorListTitle')}>
            {messages.length === 0 ? (
              <Text size="sm">{t('common.unexpectedError')}</Text>
            ) : (
              <ScrollArea.Autosize mah={220}>
                <List size="sm" spacing={2}>
                  {messages.slice(0, 200).map((m, i) => (
                    <List.Item key={i}>{m}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Alert>
        )}
        <ModalActions onCancel={close}>
          <Button
            color="orange"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            {t('tables.uploadSubmit')}
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
