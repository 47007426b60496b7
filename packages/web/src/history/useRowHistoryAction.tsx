// The grid's history button of each row: "changed by Ana, 5 minutes ago" as its label, opening the
// row's history. Rows never changed in Ruta (as imported) have none.
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActionButton } from '../common/RowActionButton';
import { fromNow } from '../time/relativeTime';
import { useLastChanges } from './api';

export function useRowHistoryAction(
  projectId: number,
  table: string,
  rows: { id: number; version: number }[],
) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const last = useLastChanges(
    projectId,
    table,
    rows.map((r) => r.id),
    rows.map((r) => r.version).join(','),
  );
  return (rowId: number) => {
    const change = last.data?.[String(rowId)];
    if (!change) return null;
    const when = fromNow(change.at, i18n.language);
    const said = change.user
      ? t('history.lastChange', { name: change.user.name, when })
      : t('history.lastChangeAnonymous', { when });
    return (
      <RowActionButton
        label={`${said} — ${t('history.lastChangeLink')}`}
        icon={IconHistory}
        color="gray"
        onClick={() => navigate(`/project/${projectId}/activity?table=${table}&row=${rowId}`)}
      />
    );
  };
}
