// MapLibre 6 looks for its worker next to its own module (import.meta.url), which is not where the
// bundle puts it; without the worker no GeoJSON source draws. Point it at the worker file that Vite
// copies into the build. Importing this module once (before any map starts) is enough for every map.
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
