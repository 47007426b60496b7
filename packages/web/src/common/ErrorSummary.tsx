import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { parseErrorBody } from '../api/errors';

interface Props {
  error: unknown;
  /** Field errors already shown beside their inputs are left out here. */
  shownFields?: string[];
  /** Use the 'Please correct the following error(s):' heading (forms with several fields). */
  withTitle?: boolean;
}

/**
 * A failed call as an alert: the server's messages (general first, then per field), or the
 * unexpected-problem text when no answer came. Renders nothing when there is nothing left to say.
 */
export function ErrorSummary({ error, shownFields = [], withTitle = false }: Props) {
  const { t } = useTranslation();
  if (!error) return null;
  if (!(error instanceof ApiError) || !error.answered) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t('common.unexpectedError')}
      </Alert>
    );
  }
  const { general, fields } = parseErrorBody(error.body);
  const fieldEntries = Object.entries(fields).filter(([field]) => !shownFields.includes(field));
  const messages = [...general, ...fieldEntries.flatMap(([, list]) => list)];
  if (messages.length === 0) {
    if (Object.keys(fields).length > 0) return null; // everything is shown beside its field
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t('common.unexpectedError')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={withTitle ? t('common.errorListTitle') : undefined}
    >
      {messages.length === 1 && !withTitle ? (
        <Text size="sm">{messages[0]}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message, index) => (
            <List.Item key={index}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
