// MapLibre 6 loads its worker from a file beside its own module; once bundled that file must be
// emitted and named explicitly, or no source (stops, shapes) is ever tiled.
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
