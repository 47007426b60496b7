// The stops table tab: the generic grid (tables/TableScreen) with a per-row button that shows the
// stop on the map, and the question before leaving it with unsaved changes.
import { IconMapPin } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/tables';
import { RowActionButton } from '../common/RowActionButton';
import { UnsavedChangesModal } from '../tables/modals/UnsavedChangesModal';
import { TableScreen } from '../tables/TableScreen';

interface Props {
  onShowOnMap: (rowId: number) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** A tab switch waits for the answer to the unsaved-changes question. */
  pending: boolean;
  onPendingAnswer: (proceed: boolean) => void;
}

export function StopsTableTab({ onShowOnMap, onDirtyChange, pending, onPendingAnswer }: Props) {
  const { t } = useTranslation();
  const showOnMap = useCallback(
    (row: Row) => {
      const label = t('stops.showOnMap', { id: row.stop_id ?? row.id });
      return <RowActionButton label={label} icon={IconMapPin} onClick={() => onShowOnMap(row.id)} />;
    },
    [t, onShowOnMap],
  );
  return (
    <>
      <TableScreen resource="stops" rowActions={showOnMap} onDirtyChange={onDirtyChange} />
      <UnsavedChangesModal
        opened={pending}
        onStay={() => onPendingAnswer(false)}
        onProceed={() => onPendingAnswer(true)}
      />
    </>
  );
}
