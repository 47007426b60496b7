// The columns a user hid in a table's grid, remembered in this browser (localPrefs) per table.
import { useState } from 'react';
import type { Column } from './columns';
import { hiddenColumns, setColumnHidden } from './localPrefs';

export function useHiddenColumns(tableName: string, columns: readonly Column[]) {
  const [hidden, setHidden] = useState(() =>
    hiddenColumns(
      tableName,
      columns.map((c) => c.name),
    ),
  );
  const toggle = (column: string, hide: boolean) => {
    setColumnHidden(tableName, column, hide);
    setHidden((current) => {
      const next = new Set(current);
      if (hide) next.add(column);
      else next.delete(column);
      return next;
    });
  };
  return { hidden, toggle };
}
