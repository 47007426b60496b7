// The dashboard's map of the project envelope, fitted with 20 px of padding, on the same
// base style as the editors' maps (map/baseStyle.ts: a plain local style until the configured one
// loads, so the envelope draws offline too). Without WebGL the SVG outline stands in.
import 'maplibre-gl/dist/maplibre-gl.css';
import '../map/maplibreWorker';
import { Box } from '@mantine/core';
import { Component, useEffect, useMemo, useRef, type ReactNode } from 'react';
import Map, { Layer, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import type { EnvelopeFeature } from '../api/projects';
import { useBaseStyle } from '../map/baseStyle';
import { boundsOf } from '../map/geo';
import { envelopeRings } from '../map/envelope';
import { EnvelopeThumbnail } from '../map/EnvelopeThumbnail';

const FIT_PADDING = 20;

/** A map that fails to start (no WebGL) falls back to the SVG outline instead of breaking the page. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('map unavailable, showing the outline instead:', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Props {
  envelope: EnvelopeFeature | null;
  label: string;
  emptyLabel: string;
  height: number;
  /** Data layers drawn instead of the envelope's outline (the network). */
  layers?: ReactNode;
  /** Shown without WebGL instead of the envelope's outline. */
  fallback?: ReactNode;
}

export function EnvelopeMap({ envelope, label, emptyLabel, height, layers, fallback: given }: Props) {
  const { style } = useBaseStyle();
  const bounds = useMemo(() => boundsOf(envelopeRings(envelope).flat()), [envelope]);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<MapRef>(null);
  // MapLibre only follows window resizes; the card's size also changes with the layout around it.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      map.current?.resize();
      if (bounds) map.current?.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 15, duration: 0 });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [bounds]);
  const fallback = given ?? (
    <EnvelopeThumbnail
      envelope={envelope}
      label={label}
      emptyLabel={emptyLabel}
      box={{ width: 560, height, padding: FIT_PADDING }}
    />
  );
  if (!bounds || !envelope) return <Box h={height}>{fallback}</Box>;
  return (
    <Box
      ref={box}
      h="100%"
      mih={height}
      role="img"
      aria-label={label}
      data-testid="envelope-map"
      pos="relative"
    >
      <MapBoundary fallback={fallback}>
        <Map
          ref={map}
          key={bounds.join(',')}
          initialViewState={{ bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: 15 } }}
          mapStyle={style}
          style={{ width: '100%', height: '100%' }}
          attributionControl={{ compact: true }}
          cooperativeGestures
        >
          <NavigationControl position="top-right" showCompass={false} />
          {layers ?? (
            <Source id="envelope" type="geojson" data={envelope as GeoJSON.Feature}>
              <Layer
                id="envelope-fill"
                type="fill"
                paint={{ 'fill-color': '#0c8599', 'fill-opacity': 0.15 }}
              />
              <Layer id="envelope-line" type="line" paint={{ 'line-color': '#0c8599', 'line-width': 2 }} />
            </Source>
          )}
        </Map>
      </MapBoundary>
    </Box>
  );
}
