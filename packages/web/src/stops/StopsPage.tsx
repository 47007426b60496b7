// Stops screen: two tabs, map (default) and table. The table's row button switches to the
// map and flies to the stop; leaving a table with unsaved changes asks first; the table reloads
// each time it is shown (it is mounted anew).
import { Box, Tabs } from '@mantine/core';
import { IconMap, IconTable } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { stopKeys } from '../api/stops';
import { FullHeight } from '../map/FullHeight';
import { StopsMapTab } from './StopsMapTab';
import { StopsTableTab } from './StopsTableTab';
import { useProjectId } from '../common/useProjectId';

type Tab = 'map' | 'table';

export function StopsPage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'table' ? 'table' : 'map';
  const [focusStopId, setFocusStopId] = useState<number | null>(null);
  const [tableDirty, setTableDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<{ tab: Tab; focus: number | null } | null>(null);

  const go = useCallback(
    (next: Tab, focus: number | null = null) => {
      // Table edits change stops: the map's list is read again (it stays drawn meanwhile).
      if (next === 'map') void queryClient.invalidateQueries({ queryKey: stopKeys.all(projectId) });
      setFocusStopId(focus);
      setTableDirty(false);
      setSearchParams(next === 'table' ? { tab: 'table' } : {}, { replace: false });
    },
    [setSearchParams, queryClient, projectId],
  );
  const request = (next: Tab, focus: number | null = null) => {
    if (next === tab && focus === null) return;
    if (tab === 'table' && tableDirty) setPendingTab({ tab: next, focus });
    else go(next, focus);
  };
  const onFocused = useCallback(() => setFocusStopId(null), []);

  if (!valid) return <Navigate to="/404" replace />;

  return (
    <FullHeight display="flex" style={{ flexDirection: 'column' }}>
      <Tabs
        value={tab}
        onChange={(v) => v && request(v as Tab)}
        keepMounted={false}
        display="flex"
        style={{ flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List aria-label={t('stops.tabs')} px="md" bg="white">
          <Tabs.Tab value="map" leftSection={<IconMap size={16} aria-hidden />}>
            {t('stops.mapTab')}
          </Tabs.Tab>
          <Tabs.Tab value="table" leftSection={<IconTable size={16} aria-hidden />}>
            {t('stops.tableTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="map" style={{ flex: 1, minHeight: 0 }}>
          <StopsMapTab projectId={projectId} focusStopId={focusStopId} onFocused={onFocused} />
        </Tabs.Panel>
        <Tabs.Panel value="table" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <Box>
            <StopsTableTab
              onShowOnMap={(rowId) => request('map', rowId)}
              onDirtyChange={setTableDirty}
              pending={pendingTab !== null}
              onPendingAnswer={(proceed) => {
                const next = pendingTab;
                setPendingTab(null);
                if (proceed && next) go(next.tab, next.focus);
              }}
            />
          </Box>
        </Tabs.Panel>
      </Tabs>
    </FullHeight>
  );
}
