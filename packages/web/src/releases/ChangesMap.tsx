// The map of what moved: added stops (blue), removed ones (red rings), moved ones (orange, with a line
// from the old place), and the changed shapes (old dashed grey, new purple), fitted to the changes.
import { Group, Text } from '@mantine/core';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Layer, Source } from 'react-map-gl/maplibre';
import { boundsOf } from '../map/geo';
import { ringedCircle, roundLine } from '../map/layerStyles';
import type { MapMode } from '../map/mode';
import { RutaMap } from '../map/RutaMap';
import type { ReleaseDiff } from './diffApi';

const BROWSE: MapMode = { id: 'browse', cursor: '' };
const COLORS = { added: '#1c7ed6', removed: '#e03131', moved: '#f08c00' } as const;

export function changesGeoJson(diff: Pick<ReleaseDiff, 'stops' | 'shape_lines'>) {
  const points: FeatureCollection = { type: 'FeatureCollection', features: [] };
  const lines: FeatureCollection = { type: 'FeatureCollection', features: [] };
  for (const s of diff.stops) {
    const at = s.to ?? s.from;
    if (!at) continue;
    points.features.push({
      type: 'Feature',
      properties: { change: s.change, id: s.stop_id },
      geometry: { type: 'Point', coordinates: at },
    });
    if (s.change === 'moved' && s.from && s.to)
      lines.features.push({
        type: 'Feature',
        properties: { kind: 'move' },
        geometry: { type: 'LineString', coordinates: [s.from, s.to] },
      });
  }
  for (const shape of diff.shape_lines ?? []) {
    if (shape.old)
      lines.features.push({
        type: 'Feature',
        properties: { kind: 'old' },
        geometry: { type: 'LineString', coordinates: shape.old },
      });
    if (shape.new)
      lines.features.push({
        type: 'Feature',
        properties: { kind: 'new' },
        geometry: { type: 'LineString', coordinates: shape.new },
      });
  }
  const coords = [
    ...points.features.map((f) => (f.geometry as GeoJSON.Point).coordinates as [number, number]),
    ...lines.features.flatMap((f) => (f.geometry as GeoJSON.LineString).coordinates as [number, number][]),
  ];
  return { points, lines, bounds: boundsOf(coords) };
}

export function ChangesMap({ diff }: { diff: Pick<ReleaseDiff, 'stops' | 'shape_lines'> }) {
  const { t } = useTranslation();
  const { points, lines, bounds } = useMemo(() => changesGeoJson(diff), [diff]);
  const counts = { added: 0, removed: 0, moved: 0 };
  for (const s of diff.stops) counts[s.change]++;
  const status = t('releases.diff.mapStatus', { ...counts, shapes: diff.shape_lines?.length ?? 0 });
  if (!bounds)
    return (
      <Text size="sm" c="dimmed">
        {t('releases.diff.noMapChanges')}
      </Text>
    );
  return (
    <>
      <div style={{ height: 380, borderRadius: 8, overflow: 'hidden' }} data-testid="changes-map">
        <RutaMap
          initialView={{ bounds, padding: 40 }}
          label={t('releases.diff.mapLabel')}
          status={status}
          mode={BROWSE}
        >
          <Source id="release-lines" type="geojson" data={lines}>
            <Layer
              {...roundLine('release-old-shapes', '#868e96', 3)}
              filter={['==', ['get', 'kind'], 'old']}
              paint={{ 'line-color': '#868e96', 'line-width': 3, 'line-dasharray': [2, 2] }}
            />
            <Layer
              {...roundLine('release-new-shapes', '#7048e8', 3)}
              filter={['==', ['get', 'kind'], 'new']}
            />
            <Layer
              {...roundLine('release-moves', COLORS.moved, 2)}
              filter={['==', ['get', 'kind'], 'move']}
            />
          </Source>
          <Source id="release-stops" type="geojson" data={points}>
            {/* A removed stop is a wide red ring under the dots: an added or moved stop at the same
                place (an id changed without a rename) shows inside it instead of hiding it. */}
            <Layer
              {...ringedCircle('release-stops-removed', 'rgba(0, 0, 0, 0)', 9, 3, COLORS.removed)}
              filter={['==', ['get', 'change'], 'removed']}
            />
            <Layer
              {...ringedCircle(
                'release-stop-changes',
                ['match', ['get', 'change'], 'added', COLORS.added, COLORS.moved],
                5,
                2,
              )}
              filter={['!=', ['get', 'change'], 'removed']}
            />
          </Source>
        </RutaMap>
      </div>
      <Group gap="md">
        {(['added', 'removed', 'moved'] as const).map((c) => (
          <Group key={c} gap={6}>
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: 6,
                display: 'inline-block',
                boxSizing: 'border-box',
                ...(c === 'removed' ? { border: `3px solid ${COLORS[c]}` } : { background: COLORS[c] }),
              }}
            />
            <Text size="xs">{t(`releases.diff.stops.${c}`, { count: counts[c] })}</Text>
          </Group>
        ))}
        {(diff.shape_lines?.length ?? 0) > 0 && (
          <Text size="xs">{t('releases.diff.shapesLegend', { count: diff.shape_lines!.length })}</Text>
        )}
      </Group>
    </>
  );
}
