// The rows a revert leaves as they are, each with why: changed by a later change (who, which), or
// its revert would break the feed (its key taken again, a row it points at gone, later rows using it),
// or it goes with a rename left as it is.
import { Alert, List } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RevertAnswer } from './api';

type Conflict = RevertAnswer['conflicts'][number];

function reason(c: Conflict, t: TFunction): string {
  const words = { field: c.field ?? '', value: c.value ?? '' };
  switch (c.kind) {
    case 'changed':
      return t('history.conflictBy', { name: c.user?.name ?? t('history.deletedUser'), batch: c.batch_id });
    case 'key':
      return t('history.conflictKey', words);
    case 'reference':
      return t('history.conflictReference', words);
    case 'in_use':
      return t('history.conflictInUse', words);
    case 'follows':
      return t('history.conflictFollows', words);
    case 'value':
      return c.message ?? '';
  }
}

export function ConflictList({ title, conflicts }: { title: string; conflicts: Conflict[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={title}>
      <List size="sm" spacing={2}>
        {conflicts.map((c) => (
          <List.Item key={`${c.table}:${c.row_id}`}>
            <strong>
              {c.table} {c.label ?? `#${c.row_id}`}
            </strong>{' '}
            — {reason(c, t)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
