// The shapes list's table: search, sortable Shape ID and Point Count, pages, and per row a focus
// button and a menu (edit, edit a section, duplicate, delete).
import {
  ActionIcon,
  Group,
  Menu,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCopy,
  IconDots,
  IconEdit,
  IconFocus2,
  IconRoute,
  IconSearch,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ShapeListRow } from '../api/shapes';
import { useTableRows } from '../api/tables';
import { TablePager } from '../tables/TablePager';
import { formatNumber } from '../i18n/numbers';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  projectId: number;
  focusedId: number | null;
  onFocus: (row: ShapeListRow) => void;
  /** Absent for a viewer: the rows then only focus their shape on the map. */
  onDelete?: (row: ShapeListRow) => void;
}

function SortHeader({
  field,
  sort,
  onSort,
  label,
}: {
  field: string;
  sort: string;
  onSort: (sort: string) => void;
  label: string;
}) {
  const [current, dir] = sort.split('|');
  const active = current === field;
  const Icon = !active ? IconSelector : dir === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(`${field}|${active && dir === 'asc' ? 'desc' : 'asc'}`)}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function ShapeTable({ projectId, focusedId, onFocus, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState('shape_id|asc');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const rows = useTableRows(projectId, 'shapes', { page, perPage, sort, search: debounced });
  const list = (rows.data?.results ?? []) as unknown as ShapeListRow[];
  const go = (path: string) => void navigate(`/project/${projectId}/shapes/${path}`);

  return (
    <Stack gap="sm" h="100%">
      <TextInput
        label={t('shapes.search')}
        placeholder={t('shapes.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <ScrollArea style={{ flex: 1 }}>
        <Table highlightOnHover stickyHeader aria-label={t('shapes.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('shapes.actions')}</Table.Th>
              <SortHeader field="shape_id" sort={sort} onSort={setSort} label={t('shapes.shapeId')} />
              <SortHeader field="point_count" sort={sort} onSort={setSort} label={t('shapes.pointCount')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((row) => (
              <Table.Tr
                key={row.id}
                bg={row.id === focusedId ? 'var(--mantine-color-teal-light)' : undefined}
              >
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('shapes.focus', { id: row.shape_id })}
                      onClick={() => onFocus(row)}
                    >
                      <IconFocus2 size={18} aria-hidden />
                    </ActionIcon>
                    {onDelete && (
                      <Menu position="bottom-start" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={t('shapes.menu', { id: row.shape_id })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => go(`${row.id}`)}>
                            {t('shapes.edit')}
                          </Menu.Item>
                          <Menu.Item
                            leftSection={<IconRoute size={16} />}
                            onClick={() => go(`${row.id}/section`)}
                          >
                            {t('shapes.editSection')}
                          </Menu.Item>
                          <Menu.Item
                            leftSection={<IconCopy size={16} />}
                            onClick={() => go(`${row.id}/duplicate`)}
                          >
                            {t('shapes.duplicate')}
                          </Menu.Item>
                          <Menu.Item
                            color="red"
                            leftSection={<IconTrash size={16} />}
                            onClick={() => onDelete(row)}
                          >
                            {t('shapes.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{row.shape_id}</Table.Td>
                <Table.Td>{formatNumber(row.point_count, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.isSuccess && list.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {debounced ? t('shapes.noMatch') : t('shapes.empty')}
          </Text>
        )}
        {rows.isError && (
          <Text c="red" size="sm" role="alert" py="md">
            {t('common.unexpectedError')}
          </Text>
        )}
      </ScrollArea>
      <TablePager
        page={page}
        lastPage={rows.data?.pagination.last_page ?? 1}
        perPage={perPage}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
    </Stack>
  );
}
