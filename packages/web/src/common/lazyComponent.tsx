// Code splitting: a screen's code, and what only it uses (MapLibre for the map screens), is fetched
// when it is first shown, so the sign-in page and the project list load only what they draw.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const RELOADED = 'ruta.chunkReloaded';

/**
 * After a new release the previous build's files are gone from the server, so a tab opened before it
 * fails to fetch a screen: it loads the page once more (the new index.html names the new files).
 * A second failure in a row is a real one and reaches the route's error screen.
 */
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED);
    return loaded;
  } catch (error) {
    if (sessionStorage.getItem(RELOADED)) throw error;
    sessionStorage.setItem(RELOADED, '1');
    window.location.reload();
    return new Promise<T>(() => {}); // the reload replaces this page
  }
}

/** A component whose code is fetched when first rendered; `fallback` shows meanwhile. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  const Lazy = lazy(() => loadOrReload(load).then((component) => ({ default: component })));
  const Loaded = Lazy as unknown as ComponentType<P>;
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** A spinner that appears only if loading takes long enough to notice (no flash on a fast network). */
export function PageLoader() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih="50vh" role="status" aria-label={t('common.loading')}>
      {visible && <Loader />}
    </Center>
  );
}

/** A routed screen whose code is fetched when it first opens. */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent(load, () => <PageLoader />);
