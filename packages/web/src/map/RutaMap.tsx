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
import { useCallback, useMemo, useState, type ReactNode, type Ref } from 'react';
import Map, { NavigationControl, ScaleControl, type MapRef, type ViewState } from 'react-map-gl/maplibre';
import { addArrowImage, ARROW_IMAGE } from './arrowImage';
import { useBaseStyle } from './baseStyle';
import type { Bounds } from './geo';
import { maplibreLocale } from './maplibreLocale';
import { useMapMode, type MapMode } from './mode';

export type Padding = number | { top: number; right: number; bottom: number; left: number };
export type InitialView =
  { center: readonly [number, number]; zoom: number } | { bounds: Bounds; padding: Padding };

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
  /** After each move of the camera (user or code), with its centre and zoom. */
  onViewChange?: (center: [number, number], zoom: number) => void;
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
  const { t, i18n } = useTranslation();
  const base = useBaseStyle();
  // MapLibre reads its locale when the map is made: a language switch makes the map again.
  const language = i18n.language;
  const locale = useMemo(() => maplibreLocale(i18n.getFixedT(language)), [i18n, language]);
  const [view, setView] = useState<{ zoom: string; center: string }>({ zoom: '', center: '' });
  // Counts the map's idle events (everything requested drawn) and says whether the camera is moving:
  // tests and the bench wait on both (a flight may draw nothing new for a while).
  const [idles, setIdles] = useState(0);
  const [moving, setMoving] = useState(false);
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

  // The camera on the region's data attributes (from the first view on): tests read them.
  const showView = (m: MaplibreMap) => {
    const c = m.getCenter();
    setView({ zoom: m.getZoom().toFixed(2), center: `${c.lng.toFixed(6)},${c.lat.toFixed(6)}` });
  };
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
        data-map-moving={moving}
        data-map-mode={mode.id}
      >
        <Map
          key={language}
          locale={locale}
          ref={props.mapRef}
          initialViewState={viewProps(props.initialView)}
          mapStyle={base.style}
          style={{ position: 'absolute', inset: 0 }}
          doubleClickZoom={false}
          onLoad={(e) => {
            showView(e.target);
            registerImages(e.target);
            setMap(e.target);
            onLoad?.(e.target);
          }}
          onIdle={() => setIdles((n) => n + 1)}
          onMoveStart={() => setMoving(true)}
          onMoveEnd={(e) => {
            setMoving(false);
            const c = e.target.getCenter();
            props.onViewChange?.([c.lng, c.lat], e.target.getZoom());
            showView(e.target);
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
