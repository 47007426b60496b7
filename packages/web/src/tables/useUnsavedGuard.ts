import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a screen with unsaved changes asks first. Navigations inside the app go through
 * React Router's blocker (the caller shows the question); closing or reloading the tab gets the
 * browser's own prompt. Query-only changes of the same screen (e.g. closing the New entity modal)
 * are not a departure.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
