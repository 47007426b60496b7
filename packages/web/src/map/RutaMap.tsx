// The one map component of the app (stops, stop times and shapes editors). A MapLibre map with the
// configured base style (or a plain fallback), a metric scale (at most 80 px wide), zoom buttons,
// and accessible text describing what the canvas shows. Data layers are children: <Source>/<Layer>.
// Pointer and key events go to the current map mode (mode.ts), whose overlay sits in the bottom-right
// corner and whose own layers draw above the children.
import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibreWorker';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import { useCallback, useState, type ReactNode, type Ref } from 'react';
import Map, { NavigationControl, ScaleControl, type MapRef, type ViewState } from 'react-map-gl/maplibre';
import { addArrowImage, ARROW_IMAGE } from './arrowImage';
import { useBaseStyle } from './baseStyle';
import type { Bounds } from './geo';
import { useMapMode, type MapMode } from './mode';

export type InitialView =
  { center: readonly [number, number]; zoom: number } | { bounds: Bounds; padding: number };

export interface RutaMapProps {
  initialView: InitialView;
  /** Accessible name of the map region. */
  label: string;
  /** Accessible description of what the map shows (counts, selection), announced politely. */
  status?: ReactNode;
  mapRef?: Ref<MapRef>;
  /** The current interaction: cursor, pointer and key handlers, overlay, own layers. */
  mode: MapMode;
  onLoad?: (map: MaplibreMap) => void;
  /** Overlays (buttons, panels) placed over the map, and the data layers. */
  children?: ReactNode;
  overlay?: ReactNode;
}

function viewProps(view: InitialView): Partial<ViewState> & { bounds?: Bounds; fitBoundsOptions?: object } {
  if ('bounds' in view)
    return { bounds: view.bounds, fitBoundsOptions: { padding: view.padding, maxZoom: 17 } };
  return { longitude: view.center[0], latitude: view.center[1], zoom: view.zoom };
}

export function RutaMap(props: RutaMapProps) {
  const { t } = useTranslation();
  const base = useBaseStyle();
  const [view, setView] = useState<{ zoom: string; center: string }>({ zoom: '', center: '' });
  // Counts the map's idle events (everything requested drawn): tests and the bench wait on it.
  const [idles, setIdles] = useState(0);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const { mode } = props;
  useMapMode(map, mode);

  const registerImages = useCallback((map: MaplibreMap) => {
    addArrowImage(map);
    // A style switch drops added images; put ours back when a layer asks for it.
    map.on('styleimagemissing', (e: { id: string }) => {
      if (e.id === ARROW_IMAGE) addArrowImage(map);
    });
  }, []);

  const { onLoad } = props;
  return (
    <>
      <Box
        pos="relative"
        h="100%"
        w="100%"
        role="region"
        aria-label={props.label}
        data-map-zoom={view.zoom}
        data-map-center={view.center}
        data-base-map={base.loaded ? 'loaded' : 'fallback'}
        data-map-idle={idles}
        data-map-mode={mode.id}
      >
        <Map
          ref={props.mapRef}
          initialViewState={viewProps(props.initialView)}
          mapStyle={base.style}
          style={{ position: 'absolute', inset: 0 }}
          doubleClickZoom={false}
          onLoad={(e) => {
            registerImages(e.target);
            setMap(e.target);
            onLoad?.(e.target);
          }}
          onIdle={() => setIdles((n) => n + 1)}
          onMoveEnd={(e) => {
            const c = e.target.getCenter();
            setView({
              zoom: e.target.getZoom().toFixed(2),
              center: `${c.lng.toFixed(6)},${c.lat.toFixed(6)}`,
            });
          }}
          attributionControl={{ compact: true }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <ScaleControl position="bottom-left" maxWidth={80} unit="metric" />
          {props.children}
          {mode.layers}
        </Map>
        {props.overlay}
        {mode.overlay && (
          <Box pos="absolute" right={12} bottom={36} style={{ zIndex: 2 }}>
            {mode.overlay}
          </Box>
        )}
        {base.failed && (
          <Text
            size="xs"
            c="dimmed"
            pos="absolute"
            bottom={4}
            left="50%"
            style={{ transform: 'translateX(-50%)', pointerEvents: 'none' }}
          >
            {t('map.baseMapUnavailable')}
          </Text>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {props.status}
        </VisuallyHidden>
      </Box>
    </>
  );
}
