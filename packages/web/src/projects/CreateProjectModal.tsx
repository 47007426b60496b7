import { Button, Modal, Radio, Stack, TextInput, Tooltip } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { flattenMessages, parseErrorBody } from '../api/errors';
import { useCreateProject } from '../api/projects';
import { ErrorSummary } from '../common/ErrorSummary';
import { FileField } from '../common/FileField';
import { ModalActions } from '../common/ModalActions';

type Source = 'empty' | 'gtfs';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * Create project modal. An empty project opens its overview; a GTFS project closes the
 * modal and appears first in the list, where its card follows the import.
 */
export function CreateProjectModal({ opened, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [source, setSource] = useState<Source>('empty');
  const [file, setFile] = useState<File | null>(null);
  const [nameErrorsHidden, setNameErrorsHidden] = useState(false);

  const close = () => {
    setName('');
    setSource('empty');
    setFile(null);
    create.reset();
    onClose();
  };

  const canSubmit = source === 'empty' || file !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || create.isPending) return;
    setNameErrorsHidden(false);
    create.mutate(
      { name: name.trim(), file: source === 'gtfs' ? file : null },
      {
        onSuccess: (project) => {
          close();
          if (source === 'empty') void navigate(`/project/${project.project_id}`);
        },
      },
    );
  };

  // Field errors for name and file; an array answer counts as file errors.
  const body = create.error instanceof ApiError && create.error.answered ? create.error.body : undefined;
  const fields = Array.isArray(body) ? { file: flattenMessages(body) } : parseErrorBody(body).fields;
  const nameError = nameErrorsHidden ? undefined : fields.name?.join(' ');
  const fileError = fields.file?.join(' ');

  return (
    <Modal opened={opened} onClose={close} title={t('createProject.title')} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Tooltip
            label={nameError}
            opened={!!nameError}
            position="bottom-start"
            color="red"
            withArrow
            multiline
            maw={360}
          >
            <TextInput
              label={t('createProject.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onFocus={() => setNameErrorsHidden(true)}
              error={!!nameError}
              aria-invalid={!!nameError}
              data-autofocus
            />
          </Tooltip>
          <Radio.Group
            label={t('createProject.source')}
            value={source}
            onChange={(value) => setSource(value === 'gtfs' ? 'gtfs' : 'empty')}
          >
            <Stack gap="xs" mt={6}>
              <Radio
                value="empty"
                label={t('createProject.empty')}
                description={t('createProject.emptyHint')}
              />
              <Radio
                value="gtfs"
                label={t('createProject.fromGtfs')}
                description={t('createProject.fromGtfsHint')}
              />
            </Stack>
          </Radio.Group>
          <FileField
            kind="zip"
            label={t('createProject.file')}
            placeholder={t('createProject.filePlaceholder')}
            value={file}
            onChange={setFile}
            disabled={source !== 'gtfs'}
            error={fileError}
          />
          <ErrorSummary error={Array.isArray(body) ? null : create.error} shownFields={['name', 'file']} />
          <ModalActions onCancel={close} mt="xs">
            <Button type="submit" disabled={!canSubmit} loading={create.isPending}>
              {t('createProject.submit')}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
