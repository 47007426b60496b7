import { ActionIcon, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { allMessages, firstFieldMessage } from '../api/errors';
import { useRenameProject, type Project } from '../api/projects';
import { accessOf } from '../members/access';

/**
 * Project name editor: view ↔ edit. Enter or the check saves; Escape or the close
 * button cancels. On failure the first server message shows under the name and editing continues.
 */
export function ProjectNameEditor({ project }: { project: Project }) {
  const { t } = useTranslation();
  const rename = useRenameProject(project.project_id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(project.name);

  const start = () => {
    setDraft(project.name);
    rename.reset();
    setEditing(true);
  };
  const cancel = () => {
    rename.reset();
    setEditing(false);
  };
  const save = () => {
    if (draft.trim() === project.name) return cancel();
    rename.mutate(draft.trim(), { onSuccess: () => setEditing(false) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  const error =
    rename.error instanceof ApiError && rename.error.answered
      ? (firstFieldMessage(rename.error.body, 'name') ?? allMessages(rename.error.body)[0])
      : rename.error
        ? t('common.unexpectedError')
        : undefined;

  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        {accessOf(project.role).canManage && (
          <ActionIcon variant="subtle" color="gray" onClick={start} aria-label={t('project.editName')}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    );
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="center">
        <TextInput
          aria-label={t('project.name')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={!!error}
          size="md"
          w={{ base: '100%', sm: 420 }}
          autoFocus
          disabled={rename.isPending}
        />
        <ActionIcon size="lg" onClick={save} loading={rename.isPending} aria-label={t('project.saveName')}>
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon size="lg" variant="default" onClick={cancel} aria-label={t('project.cancelEdit')}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
