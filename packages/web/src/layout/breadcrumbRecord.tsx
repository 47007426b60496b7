// The last crumb of the breadcrumb bar: the record a screen shows ("Edit 357825606"), which only the
// screen knows (a shape's URL holds its row id, the crumb its shape_id). A screen names it with
// useBreadcrumbRecord; it is cleared when the screen goes.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const RecordContext = createContext<{ record: string | null; setRecord: (r: string | null) => void }>({
  record: null,
  setRecord: () => {},
});

export function BreadcrumbRecordProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState<string | null>(null);
  return <RecordContext.Provider value={{ record, setRecord }}>{children}</RecordContext.Provider>;
}

export const useBreadcrumbRecordText = () => useContext(RecordContext).record;

/** Shows `record` as the last crumb while the calling screen is mounted (null: none yet). */
export function useBreadcrumbRecord(record: string | null) {
  const { setRecord } = useContext(RecordContext);
  useEffect(() => {
    setRecord(record);
    return () => setRecord(null);
  }, [record, setRecord]);
}
