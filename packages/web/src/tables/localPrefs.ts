// Small preferences kept in local storage: which optional columns a user hides (per table and
// column) and the last timezone and colours typed, offered again for new rows.
type Store = Pick<Storage, 'getItem' | 'setItem'>;

const columnKey = (table: string, column: string) => `ruta.columns.${table}.${column}`;
const lastValueKey = (table: string, field: string) => `ruta.last.${table}.${field}`;

function safeStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Hidden columns of a table; columns are shown unless the user hid them. */
export function hiddenColumns(table: string, columns: readonly string[], store = safeStore()): Set<string> {
  const hidden = new Set<string>();
  for (const column of columns) {
    if (store?.getItem(columnKey(table, column)) === 'hidden') hidden.add(column);
  }
  return hidden;
}

export function setColumnHidden(table: string, column: string, hidden: boolean, store = safeStore()): void {
  store?.setItem(columnKey(table, column), hidden ? 'hidden' : 'shown');
}

export function lastValue(table: string, field: string, store = safeStore()): string | null {
  return store?.getItem(lastValueKey(table, field)) ?? null;
}

export function rememberValue(table: string, field: string, value: unknown, store = safeStore()): void {
  if (typeof value === 'string' && value !== '') store?.setItem(lastValueKey(table, field), value);
}
