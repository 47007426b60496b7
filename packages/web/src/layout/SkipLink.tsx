// "Skip to the table": the first focusable element of a screen whose main content (a grid, the
// timetable) sits many Tab presses below the header and breadcrumb. A screen asks for the link with
// useSkipLink(label); the element it leads to carries `data-skip-target`.
import { Button } from '@mantine/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const SetSkipLabel = createContext<(label: string | null) => void>(() => {});

/** Holds the current screen's skip link and draws it before `children` (the header). */
export function SkipLinkProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<string | null>(null);
  return (
    <SetSkipLabel.Provider value={setLabel}>
      {label && <SkipLink label={label} />}
      {children}
    </SetSkipLabel.Provider>
  );
}

/** Offers a skip link to this screen's `[data-skip-target]` while the calling component is shown. */
export function useSkipLink(label: string) {
  const setLabel = useContext(SetSkipLabel);
  useEffect(() => {
    setLabel(label);
    return () => setLabel(null);
  }, [label, setLabel]);
}

/** Focuses the skip target (or the main region while the target is still loading). */
function skipToTarget() {
  const target =
    document.querySelector<HTMLElement>('[data-skip-target]') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  // A target that is not focusable itself still takes focus from the script (not from Tab).
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

function SkipLink({ label }: { label: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <Button
      component="a"
      href="#"
      onClick={(event) => {
        event.preventDefault();
        skipToTarget();
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      size="sm"
      // Off-screen until focused, then above the header's left edge (WCAG 2.4.1, bypass blocks).
      style={{
        position: 'absolute',
        top: 8,
        left: focused ? 8 : -10_000,
        zIndex: 1000,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      {label}
    </Button>
  );
}
