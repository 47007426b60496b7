import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { flattenMessages } from '../../api/errors';
import { tablesApi } from '../../api/tables';

interface Props {
  projectId: number;
  resource: string;
  file: string;
  opened: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/** SPEC §5: the CSV replaces the table, irreversibly; the server's row errors are listed here. */
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
  const messages =
    upload.error instanceof ApiError && upload.error.answered ? flattenMessages(upload.error.body) : [];

  return (
    <Modal opened={opened} onClose={close} title={t('tables.uploadTitle')} centered size="lg">
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{t('tables.uploadWarning', { file: fileName })}</Text>
        </Alert>
        <FileInput
          label={t('tables.uploadFile')}
          placeholder={t('tables.uploadPlaceholder')}
          accept=".csv,.txt,text/csv,text/plain"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(f) => {
            setFile(f);
            upload.reset();
          }}
          clearable
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
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="orange"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            {t('tables.uploadSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
