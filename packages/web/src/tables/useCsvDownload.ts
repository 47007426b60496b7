// The toolbar's CSV download: the table as the server writes it, saved under the table's file name
// with .csv, with a busy state and an error the screen shows until dismissed.
import { useState } from 'react';
import { tablesApi } from '../api/tables';
import { saveBlob } from '../common/saveFile';
import type { ResourceName } from './resources';

export function useCsvDownload(projectId: number, resource: ResourceName, file: string) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    setDownloading(true);
    try {
      const { name, blob } = await tablesApi.download(projectId, resource, file.replace(/\.txt$/, '.csv'));
      saveBlob(blob, name);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return { download: () => void download(), downloading, failed, dismiss: () => setFailed(false) };
}
