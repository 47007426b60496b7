// The spreadsheet of one pattern: a row per trip, a column per stop. Only the rows and columns in
// view are drawn (a 1,000 × 60 pattern is 60,000 cells), the header and the trip column stay put.
// The keys and the clipboard are useGridKeys'; a trip's row is GridRow's.
import { Box, Text, useMantineTheme } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GridRow } from './GridRow';
import {
  COL_W,
  HEAD_STYLE,
  MAX_HEAD_LINES,
  ROW_H,
  TRIP_W,
  columnBox,
  headHeight,
  serviceWidth,
  type Geometry,
} from './gridStyle';
import { rangeOf } from './selection';
import { useGridKeys, type GridProps } from './useGridKeys';
import { useViewport, visibleSpan } from './useViewport';
import { useSkipLink } from '../layout/SkipLink';

export function TimetableGrid(props: GridProps) {
  const { model, stopNames, selection, onSelect } = props;
  const { t } = useTranslation();
  useSkipLink(t('a11y.skipToTimetable'));
  const ref = useRef<HTMLDivElement>(null);
  const vp = useViewport(ref);
  const font = useMantineTheme().fontFamily ?? 'sans-serif';
  // Measured once per stop list, not on every selection change.
  const names = stopNames.join('\u001f');
  const head = useMemo(() => headHeight(names.split('\u001f'), font), [names, font]);
  // The service column, when there is one, fits the ids of the trips shown.
  const withService = !!props.serviceTitle;
  const serviceIds = withService ? [...new Set(model.rows.map((r) => r.serviceId ?? ''))].join('\u001f') : '';
  const service = useMemo(
    () => (withService ? serviceWidth(serviceIds.split('\u001f'), font) : 0),
    [withService, serviceIds, font],
  );
  const geo: Geometry = { lead: TRIP_W + service, head, service };
  const keys = useGridKeys(props, ref, vp.height, geo);
  const rows = model.rows.length;
  const cols = model.stopIds.length;
  const range = rangeOf(selection);

  const [r0, r1] = visibleSpan(vp.top, vp.height - head, ROW_H, rows);
  const [c0, c1] = visibleSpan(Math.max(0, vp.left), vp.width - geo.lead, COL_W, cols);
  const width = geo.lead + cols * COL_W;
  const height = head + rows * ROW_H;
  const columns: number[] = [];
  for (let c = c0; c <= c1; c++) columns.push(c);
  const rowIdx: number[] = [];
  for (let r = r0; r <= r1; r++) rowIdx.push(r);

  return (
    <div
      ref={ref}
      role="grid"
      data-skip-target
      aria-label={t('timetable.gridLabel')}
      aria-rowcount={rows + 1}
      aria-colcount={cols + 1}
      tabIndex={0}
      onKeyDown={keys.onKeyDown}
      onCopy={keys.onCopy}
      onPaste={keys.onPaste}
      className="timetable-grid"
      style={{
        position: 'relative',
        overflow: 'auto',
        height: '100%',
        outline: 'none',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <div style={{ width, height, position: 'relative' }}>
        <div role="row" style={{ position: 'sticky', top: 0, height: head, width, zIndex: 3 }}>
          <div
            style={{ position: 'sticky', left: 0, width: geo.lead, height: head, zIndex: 4, display: 'flex' }}
          >
            <div role="columnheader" style={{ width: TRIP_W, ...HEAD_STYLE }}>
              <Text size="xs" fw={600} px={8}>
                {t('timetable.trip')}
              </Text>
            </div>
            {props.serviceTitle && (
              <div role="columnheader" style={{ width: service, ...HEAD_STYLE }}>
                <Text size="xs" fw={600} px={8}>
                  {t('timetable.service')}
                </Text>
              </div>
            )}
          </div>
          {columns.map((c) => (
            <div
              key={c}
              role="columnheader"
              title={`${stopNames[c]} (${model.stopIds[c]})`}
              onClick={() => onSelect({ anchor: { r: Math.max(0, rows - 1), c }, focus: { r: 0, c } })}
              style={{
                ...columnBox(c, head, geo),
                cursor: 'pointer',
                ...HEAD_STYLE,
                background:
                  c >= range.c0 && c <= range.c1 ? 'var(--mantine-color-blue-1)' : HEAD_STYLE.background,
              }}
            >
              <Text size="xs" lh={1.2} px={4} lineClamp={MAX_HEAD_LINES} style={{ wordBreak: 'break-word' }}>
                {stopNames[c]}
              </Text>
            </div>
          ))}
        </div>
        {rowIdx.map((r) => {
          const row = model.rows[r]!;
          return (
            <GridRow
              key={r}
              r={r}
              row={row}
              changed={row.rowId === null || model.changed.has(row.rowId)}
              columns={columns}
              width={width}
              geo={geo}
              serviceTitle={props.serviceTitle}
              stopNames={stopNames}
              field={props.field}
              range={range}
              selection={selection}
              onSelect={onSelect}
              cellErrors={props.cellErrors}
              tripLink={props.tripLink}
              keys={keys}
              focusGrid={() => ref.current?.focus()}
            />
          );
        })}
      </div>
      {keys.editing && keys.editValue === undefined && (
        <Box
          role="alert"
          style={{ position: 'sticky', left: 8, bottom: 8, width: 'max-content', zIndex: 5 }}
          bg="red.7"
          c="white"
          px="xs"
          py={4}
        >
          <Text size="xs">{t('timetable.badTime')}</Text>
        </Box>
      )}
    </div>
  );
}
