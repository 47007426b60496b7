// Saving a Blob as a file from the browser (the report, the built zip), or showing it in a tab.
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Opens a tab at once, in the click that asks for it (a tab opened after an await is a pop-up that
 * browsers block), to show a document fetched afterwards: `show` puts the Blob in it, `close` gives
 * up. Null when the browser refused the tab.
 */
export function openPendingTab(): { show: (blob: Blob) => void; close: () => void } | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null; // the document shown there has no business with this page
  return {
    show: (blob) => {
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close: () => tab.close(),
  };
}
