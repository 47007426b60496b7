import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconDeviceFloppy,
  IconDownload,
  IconInfoCircle,
  IconPlus,
  IconRoute,
  IconSearch,
  IconTimeline,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { parseErrorBody } from '../api/errors';
import { invalidateTable, tablesApi, useTableRows, type CellValue, type Row } from '../api/tables';
import { currentLanguage } from '../i18n';
import { ColumnSettings } from './ColumnSettings';
import { RowActionButton } from './RowActionButton';
import { columnsFor, newRowColumns, remembersLastValue, type Column } from './columns';
import { hiddenColumns, rememberValue, setColumnHidden } from './localPrefs';
import { DeleteRowModal } from './modals/DeleteRowModal';
import { NewRowModal } from './modals/NewRowModal';
import { StaleRowModal } from './modals/StaleRowModal';
import { UnsavedChangesModal } from './modals/UnsavedChangesModal';
import { UploadCsvModal } from './modals/UploadCsvModal';
import { saveBlob } from '../common/saveFile';
import { RESOURCES, type ResourceName } from './resources';
import { changedRowIds, editsReducer, patchBody, type RowEdit } from './rowState';
import { TableGrid, type EditingCell } from './TableGrid';
import { TablePager } from './TablePager';
import { useUnsavedGuard } from './useUnsavedGuard';
import { stop_times } from '@ruta/gtfs/schema';

interface Props {
  resource: ResourceName;
  /** The stop-times route shows the trips grid until its map editor exists (stop times are per trip). */
  asStopTimes?: boolean;
  /** Extra per-row buttons from an embedding screen (the stops screen's "show on map"). */
  rowActions?: (row: Row) => ReactNode;
  /** Tells an embedding screen whether there are unsaved rows (it asks before hiding the grid). */
  onDirtyChange?: (dirty: boolean) => void;
}

const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_SORT = 'id|asc';
const DEFAULT_PER_PAGE = 20;

interface Stale {
  rowId: number;
  current: Row;
}

/**
 * Generic table screen, driven by the schema: search, count, CSV download and upload, column
 * settings, sortable headers, inline editing with Save, New entity, delete and paging.
 */
export function TableScreen({ resource, asStopTimes = false, rowActions, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { projectId: projectParam } = useParams();
  const projectId = Number(projectParam);
  const [searchParams, setSearchParams] = useSearchParams();
  const table = RESOURCES[resource];
  const allColumns = useMemo(() => columnsFor(resource), [resource]);
  const createColumns = useMemo(() => newRowColumns(resource), [resource]);

  const [searchInput, setSearchInput] = useState(() => searchParams.get('search') ?? '');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState({ page: 1, perPage: DEFAULT_PER_PAGE, sort: DEFAULT_SORT, search });
  // A new search starts again on page 1.
  const page = view.search === search ? view.page : 1;
  const params = { page, perPage: view.perPage, sort: view.sort, search };
  const rows = useTableRows(projectId, resource, params);

  const [edits, dispatch] = useReducer(editsReducer, {});
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [hidden, setHidden] = useState(() =>
    hiddenColumns(
      table.name,
      allColumns.map((c) => c.name),
    ),
  );
  const [newOpen, setNewOpen] = useState(() => searchParams.get('new') === '1');
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [stale, setStale] = useState<Stale[]>([]);
  const [pendingView, setPendingView] = useState<typeof view | null>(null);
  const [saving, setSaving] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const changed = changedRowIds(edits);
  const dirty = changed.length > 0;
  const blocker = useUnsavedGuard(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const columns = allColumns.filter((c) => !c.hideable || !hidden.has(c.name));
  const columnLabel = useCallback(
    (column: Column) => {
      if (column.name === 'point_count') return t('tables.pointCount');
      if (column.input === 'checkbox' && table.name === 'calendar')
        return t(`tables.days.${column.name as 'monday'}`);
      return column.name;
    },
    [t, table.name],
  );
  const rowName = useCallback(
    (row: Row) => {
      const key = resource === 'shapes' ? ['shape_id'] : table.key;
      const parts = key.length <= 2 ? key.map((k) => row[k]).filter((v) => v != null && v !== '') : [];
      return parts.length > 0 ? parts.join(' ') : `#${row.id}`;
    },
    [resource, table.key],
  );

  const refresh = () => invalidateTable(queryClient, projectId, resource);

  /** Page, page size and sort changes drop the marks of unsaved rows, after asking. */
  const changeView = (next: Partial<typeof view>) => {
    const target = { ...view, page, search, ...next };
    if (dirty) setPendingView(target);
    else setView(target);
    setEditing(null);
  };

  const onCellChange = (row: Row, column: string, value: CellValue) => {
    dispatch({ type: 'edit', row, field: column, value });
    const col = allColumns.find((c) => c.name === column);
    if (col && remembersLastValue(col)) rememberValue(table.name, column, value);
  };

  const saveRows = async (
    ids: number[],
    editsById: Record<number, RowEdit>,
    bodies?: Record<number, object>,
  ) => {
    setSaving(true);
    setEditing(null);
    const results = await Promise.allSettled(
      ids.map((id) =>
        tablesApi.patch(projectId, resource, id, { ...(bodies?.[id] ?? patchBody(editsById[id]!)) }),
      ),
    );
    const staleRows: Stale[] = [];
    results.forEach((result, i) => {
      const rowId = ids[i]!;
      if (result.status === 'fulfilled') {
        dispatch({ type: 'saved', rowId });
        return;
      }
      const error = result.reason as unknown;
      if (error instanceof ApiError && error.status === 409) {
        const current = (error.body as { current?: Row } | null)?.current;
        if (current) staleRows.push({ rowId, current });
      }
      if (error instanceof ApiError && error.answered) {
        const { fields, general } = parseErrorBody(error.body);
        dispatch({ type: 'failed', rowId, fieldErrors: fields, generalErrors: general });
      } else {
        dispatch({ type: 'failed', rowId, fieldErrors: {}, generalErrors: [t('common.unexpectedError')] });
      }
    });
    setStale((list) => [...list, ...staleRows]);
    setSaving(false);
    refresh();
  };

  const download = async () => {
    setDownloadError(false);
    setDownloading(true);
    try {
      const { name, blob } = await tablesApi.download(
        projectId,
        resource,
        table.file.replace(/\.txt$/, '.csv'),
      );
      saveBlob(blob, name);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const closeNew = () => {
    setNewOpen(false);
    if (searchParams.has('new')) {
      const next = new URLSearchParams(searchParams);
      next.delete('new');
      setSearchParams(next, { replace: true });
    }
  };

  if (!/^\d+$/.test(projectParam ?? '')) return <Navigate to="/404" replace />;

  const data = rows.data;
  const pagination = data?.pagination;
  const title = asStopTimes ? stop_times.label[lang] : table.label[lang];
  const referenceUrl = (asStopTimes ? stop_times : table).referenceUrl[lang];
  const file = asStopTimes ? stop_times.file : table.file;
  const firstStale = stale[0];
  const staleEdit = firstStale ? (edits[firstStale.rowId] ?? null) : null;
  const searchable = table.search.length > 0;

  return (
    <Container size="100%" px="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={`/project/${projectId}`} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('tables.backToOverview')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm" mt={-8}>
          <Group gap={6} wrap="nowrap">
            <Title order={2}>{title}</Title>
            <Tooltip label={t('tables.info', { file })} withArrow>
              <ActionIcon
                component="a"
                href={referenceUrl}
                target="_blank"
                rel="noreferrer"
                variant="subtle"
                aria-label={t('tables.info', { file })}
              >
                <IconInfoCircle size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {pagination && (
              <Text size="sm" c="dimmed" ml="xs" aria-live="polite">
                {t('tables.total', { count: pagination.total })}
              </Text>
            )}
            {rows.isFetching && !rows.isPending && <Loader size={14} aria-label={t('common.loading')} />}
          </Group>
          <Group gap="xs" wrap="wrap">
            {resource === 'trips' && (
              <Button
                variant="default"
                component={Link}
                to={`/project/${projectId}/shapes`}
                leftSection={<IconTimeline size={16} aria-hidden />}
              >
                {t('tables.editShapes')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
            >
              {t('tables.download')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setUploadOpen(true)}
            >
              {t('tables.upload')}
            </Button>
            <ColumnSettings
              columns={allColumns}
              hidden={hidden}
              columnLabel={columnLabel}
              onToggle={(column, hide) => {
                setColumnHidden(table.name, column, hide);
                setHidden((current) => {
                  const next = new Set(current);
                  if (hide) next.add(column);
                  else next.delete(column);
                  return next;
                });
              }}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNewOpen(true)}>
              {t('tables.addRow')}
            </Button>
          </Group>
        </Group>

        {asStopTimes && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('tables.stopTimesNote')}
          </Alert>
        )}
        {downloadError && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setDownloadError(false)}
          >
            {t('tables.downloadError')}
          </Alert>
        )}

        <Group justify="space-between" gap="sm" wrap="wrap">
          {searchable ? (
            <TextInput
              aria-label={t('tables.search')}
              placeholder={t('tables.searchPlaceholder', { fields: table.search.join(', ') })}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchInput}
              onChange={(event) => setSearchInput(event.currentTarget.value)}
              w={{ base: '100%', sm: 380 }}
              maxLength={200}
            />
          ) : (
            <span />
          )}
          <Group gap="sm">
            {dirty && (
              <Text size="sm" c="yellow.9">
                {t('tables.unsaved', { count: changed.length })}
              </Text>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!dirty}
              loading={saving}
              onClick={() => void saveRows(changed, edits)}
              color="teal"
            >
              {dirty ? t('tables.saveCount', { count: changed.length }) : t('tables.save')}
            </Button>
          </Group>
        </Group>

        {rows.isError && !data ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('tables.loadError')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void rows.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
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
              rowName={rowName}
              empty={
                <Text size="sm" c="dimmed">
                  {search ? t('tables.emptySearch', { search }) : t('tables.empty')}
                </Text>
              }
              onSort={(column) => {
                const [field, dir] = view.sort.split('|');
                setView({
                  ...view,
                  page,
                  search,
                  sort: `${column}|${field === column && dir === 'asc' ? 'desc' : 'asc'}`,
                });
              }}
              onStartEdit={setEditing}
              onChange={onCellChange}
              onDelete={setDeleting}
              onDiscard={(row) => dispatch({ type: 'discard', rowId: row.id })}
              rowActions={
                rowActions ??
                (resource === 'routes'
                  ? (row) => (
                      <RowActionButton
                        label={t('tables.tripsOfRoute', { id: row.route_id })}
                        icon={IconRoute}
                        onClick={() =>
                          void navigate(
                            `/project/${projectId}/trips?search=${encodeURIComponent(String(row.route_id ?? ''))}`,
                          )
                        }
                      />
                    )
                  : undefined)
              }
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
        columns={createColumns}
        columnLabel={columnLabel}
        opened={newOpen}
        onClose={closeNew}
        onCreated={refresh}
      />
      <DeleteRowModal
        projectId={projectId}
        resource={resource}
        row={deleting}
        rowName={deleting ? rowName(deleting) : ''}
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
        edit={staleEdit}
        current={firstStale?.current ?? null}
        columns={allColumns}
        columnLabel={columnLabel}
        rowName={firstStale ? rowName(firstStale.current) : ''}
        onOverwrite={() => {
          if (!firstStale || !staleEdit) return;
          dispatch({ type: 'rebase', current: firstStale.current });
          setStale((list) => list.slice(1));
          const body = { ...staleEdit.changes, version: firstStale.current.version };
          void saveRows([firstStale.rowId], edits, { [firstStale.rowId]: body });
        }}
        onDiscard={() => {
          if (firstStale) dispatch({ type: 'discard', rowId: firstStale.rowId });
          setStale((list) => list.slice(1));
          refresh();
        }}
      />
      <UnsavedChangesModal
        opened={pendingView !== null || blocker.state === 'blocked'}
        onStay={() => {
          setPendingView(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onProceed={() => {
          dispatch({ type: 'clear' });
          if (pendingView) setView(pendingView);
          setPendingView(null);
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </Container>
  );
}
