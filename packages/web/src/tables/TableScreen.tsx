import { Box, Button, Container, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { invalidateTable, tablesApi, useTableRows, type CellValue, type Row } from '../api/tables';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal';
import { currentLanguage } from '../i18n';
import { ColumnSettings } from './ColumnSettings';
import { RowActionButton } from '../common/RowActionButton';
import { columnsFor, newRowColumns, remembersLastValue, type Column } from './columns';
import { rememberValue } from './localPrefs';
import { FilterChips } from './FilterChips';
import { NewRowModal } from './modals/NewRowModal';
import { StaleRowModal } from './modals/StaleRowModal';
import { UnsavedChangesModal } from './modals/UnsavedChangesModal';
import { UploadCsvModal } from './modals/UploadCsvModal';
import { RESOURCES, type ResourceName } from './resources';
import { resourceProfile, rowName } from './resourceProfiles';
import { SearchAndSave } from './SearchAndSave';
import { TableGrid, type EditingCell } from './TableGrid';
import { TableHeading } from './TableHeading';
import { TablePager } from './TablePager';
import { useCsvDownload } from './useCsvDownload';
import { useHiddenColumns } from './useHiddenColumns';
import { useRowSaves } from './useRowSaves';
import { useTableView } from './useTableView';
import { ClosableErrorAlert, RetryAlert } from '../common/ErrorAlerts';
import { IconLabelButton } from '../common/IconLabelButton';
import { useProjectId } from '../common/useProjectId';
import { useRowHistoryAction } from '../history/useRowHistoryAction';
import { useProjectAccess } from '../members/access';

interface Props {
  resource: ResourceName;
  /** Extra per-row buttons from an embedding screen (the stops screen's "show on map"). */
  rowActions?: (row: Row) => ReactNode;
  /** Tells an embedding screen whether there are unsaved rows (it asks before hiding the grid). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Generic table screen, driven by the schema: search, count, CSV download and upload, column
 * settings, sortable headers, inline editing with Save, New entity, delete and paging. What is
 * shown comes from useTableView, the edits and their saves from useRowSaves, and each resource's
 * extras from resourceProfiles.
 */
export function TableScreen({ resource, rowActions, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { projectId, valid } = useProjectId();
  const [searchParams, setSearchParams] = useSearchParams();
  const table = RESOURCES[resource];
  const profile = resourceProfile(resource);
  const allColumns = useMemo(() => columnsFor(resource), [resource]);
  const createColumns = useMemo(() => newRowColumns(resource), [resource]);

  const [editing, setEditing] = useState<EditingCell | null>(null);
  const { hidden, toggle: toggleColumn } = useHiddenColumns(table.name, allColumns);
  const [newOpen, setNewOpen] = useState(() => searchParams.get('new') === '1');
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);

  const refresh = () => invalidateTable(queryClient, projectId, resource);
  const saves = useRowSaves(projectId, resource, { onStart: () => setEditing(null), onSettled: refresh });
  const { edits, dispatch, changed, dirty } = saves;
  const tableView = useTableView(table, dirty, () => dispatch({ type: 'clear' }));
  const { view, search } = tableView;
  const rows = useTableRows(projectId, resource, view);
  const csv = useCsvDownload(projectId, resource, table.file);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const { canEdit } = useProjectAccess(projectId);
  // Someone who may not edit reads the same grid with every cell read-only.
  const columns = allColumns
    .filter((c) => !c.hideable || !hidden.has(c.name))
    .map((c) => (canEdit ? c : { ...c, readOnly: true }));
  const columnLabel = useCallback(
    (column: Column) => {
      if (column.name === 'point_count') return t('tables.pointCount');
      if (column.input === 'checkbox' && table.name === 'calendar')
        return t(`tables.days.${column.name as 'monday'}`);
      return column.name;
    },
    [t, table.name],
  );
  const nameOf = useCallback((row: Row) => rowName(resource, row), [resource]);
  const rowLinks = profile.rowLinks;
  const profileActions =
    rowLinks &&
    ((row: Row) =>
      rowLinks.map((link) => (
        <RowActionButton
          key={link.labelKey}
          label={t(link.labelKey, link.labelParams(row))}
          icon={link.icon}
          onClick={() => void navigate(link.path(projectId, row))}
        />
      )));

  const changeView = (next: Parameters<typeof tableView.changeView>[0]) => {
    tableView.changeView(next);
    setEditing(null);
  };

  const onCellChange = (row: Row, column: string, value: CellValue) => {
    dispatch({ type: 'edit', row, field: column, value });
    const col = allColumns.find((c) => c.name === column);
    if (col && remembersLastValue(col)) rememberValue(table.name, column, value);
  };

  const closeNew = () => {
    setNewOpen(false);
    if (searchParams.has('new')) {
      const next = new URLSearchParams(searchParams);
      next.delete('new');
      setSearchParams(next, { replace: true });
    }
  };

  // The grid rows' last changes (a hook, so before the early return).
  const historyAction = useRowHistoryAction(projectId, table.name, rows.data?.results ?? []);
  if (!valid) return <Navigate to="/404" replace />;

  const data = rows.data;
  const pagination = data?.pagination;
  const stale = saves.stale;

  return (
    <Container size="100%" px="lg" py="lg">
      <Stack gap="md">
        <TableHeading
          projectId={projectId}
          title={table.label[lang]}
          file={table.file}
          referenceUrl={table.referenceUrl[lang]}
          total={pagination?.total}
          fetching={rows.isFetching && !rows.isPending}
        >
          {profile.link && (
            <Button
              variant="default"
              component={Link}
              to={profile.link.path(projectId)}
              leftSection={<profile.link.icon size={16} aria-hidden />}
            >
              {t(profile.link.labelKey)}
            </Button>
          )}
          <IconLabelButton
            icon={IconDownload}
            variant="default"
            onClick={csv.download}
            loading={csv.downloading}
          >
            {t('tables.download')}
          </IconLabelButton>
          {canEdit && (
            <IconLabelButton icon={IconUpload} variant="default" onClick={() => setUploadOpen(true)}>
              {t('tables.upload')}
            </IconLabelButton>
          )}
          <ColumnSettings
            columns={allColumns}
            hidden={hidden}
            columnLabel={columnLabel}
            onToggle={toggleColumn}
          />
          {canEdit && (
            <IconLabelButton icon={IconPlus} onClick={() => setNewOpen(true)}>
              {t('tables.addRow')}
            </IconLabelButton>
          )}
        </TableHeading>

        {csv.failed && (
          <ClosableErrorAlert onClose={csv.dismiss}>{t('tables.downloadError')}</ClosableErrorAlert>
        )}

        <SearchAndSave
          table={table.name}
          searchFields={table.search}
          search={tableView.searchInput}
          onSearch={tableView.setSearchInput}
          unsaved={changed.length}
          saving={saves.saving}
          onSave={saves.saveAll}
          canEdit={canEdit}
        />
        <FilterChips filters={view.filters} onRemove={tableView.removeFilter} />

        {rows.isError && !data ? (
          <RetryAlert message={t('tables.loadError')} onRetry={() => void rows.refetch()} />
        ) : (
          <Box style={{ opacity: rows.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <TableGrid
              projectId={projectId}
              columns={columns}
              rows={data?.results ?? []}
              loading={rows.isPending}
              edits={edits}
              editing={editing}
              sort={view.sort}
              columnLabel={columnLabel}
              rowName={nameOf}
              empty={
                <Text size="sm" c="dimmed">
                  {search
                    ? t('tables.emptySearch', { search })
                    : Object.keys(view.filters).length > 0
                      ? t('tables.emptyFilter')
                      : t('tables.empty')}
                </Text>
              }
              onSort={tableView.toggleSort}
              onStartEdit={setEditing}
              onChange={onCellChange}
              onDelete={canEdit ? setDeleting : undefined}
              onDiscard={(row) => dispatch({ type: 'discard', rowId: row.id })}
              rowActions={(row) => (
                <>
                  {(rowActions ?? profileActions)?.(row)}
                  {historyAction(row.id)}
                </>
              )}
            />
          </Box>
        )}

        {pagination && pagination.total > 0 && (
          <TablePager
            page={pagination.current_page}
            lastPage={pagination.last_page}
            perPage={view.perPage}
            onPage={(p) => changeView({ page: p })}
            onPerPage={(perPage) => changeView({ perPage, page: 1 })}
          />
        )}
      </Stack>

      <NewRowModal
        projectId={projectId}
        resource={resource}
        table={table.name}
        filters={view.filters}
        columns={createColumns}
        columnLabel={columnLabel}
        opened={newOpen && canEdit}
        onClose={closeNew}
        onCreated={refresh}
      />
      <ConfirmDeleteModal
        target={deleting}
        title={t('tables.deleteTitle')}
        text={t('tables.deleteText', { name: deleting ? nameOf(deleting) : '' })}
        remove={(row) => tablesApi.remove(projectId, resource, row.id)}
        onClose={() => setDeleting(null)}
        onDeleted={(row) => {
          setDeleting(null);
          dispatch({ type: 'discard', rowId: row.id });
          refresh();
        }}
      />
      <UploadCsvModal
        projectId={projectId}
        resource={resource}
        file={table.file}
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={() => {
          dispatch({ type: 'clear' });
          refresh();
        }}
      />
      <StaleRowModal
        edit={stale?.edit ?? null}
        current={stale?.current ?? null}
        columns={allColumns}
        columnLabel={columnLabel}
        rowName={stale ? nameOf(stale.current) : ''}
        onOverwrite={saves.overwriteStale}
        onDiscard={saves.discardStale}
      />
      <UnsavedChangesModal
        opened={tableView.guard.opened}
        onStay={tableView.guard.stay}
        onProceed={tableView.guard.proceed}
      />
    </Container>
  );
}
