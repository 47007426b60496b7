// "changed by Ana, 5 min ago", linking to the row's history (grid rows, the stop panel).
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../common/RelativeTime';
import type { HistoryLastChanges } from '@ruta/server/api-types';
import { useLastChanges } from './api';

export function LastChange({
  projectId,
  table,
  rowId,
  change,
}: {
  projectId: number;
  table: string;
  rowId: number;
  change: HistoryLastChanges[string] | undefined;
}) {
  const { t } = useTranslation();
  if (!change) return null;
  return (
    <Text size="xs" c="dimmed">
      <Anchor
        component={Link}
        to={`/project/${projectId}/activity?table=${table}&row=${rowId}`}
        size="xs"
        c="dimmed"
        title={t('history.lastChangeLink')}
      >
        <RelativeTime
          iso={change.at}
          render={(when) =>
            change.user
              ? t('history.lastChange', { name: change.user.name, when })
              : t('history.lastChangeAnonymous', { when })
          }
        />
      </Anchor>
    </Text>
  );
}

/** The last change of one row, fetched by itself (the stop panel). */
export function RowLastChange({
  projectId,
  table,
  rowId,
  version,
}: {
  projectId: number;
  table: string;
  rowId: number;
  version: number;
}) {
  const last = useLastChanges(projectId, table, [rowId], String(version));
  return <LastChange projectId={projectId} table={table} rowId={rowId} change={last.data?.[String(rowId)]} />;
}
