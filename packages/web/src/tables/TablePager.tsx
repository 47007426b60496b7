import { Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  lastPage: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export const PER_PAGE_OPTIONS = [10, 20, 50, 100];
/** Above this many pages a number box replaces the page dropdown (a 200k-option list helps nobody). */
const DROPDOWN_MAX_PAGES = 2000;

/** Pagination: page buttons and a page dropdown, plus the page size. */
export function TablePager({ page, lastPage, perPage, onPage, onPerPage }: Props) {
  const { t } = useTranslation();
  const total = Math.max(1, lastPage);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onPage}
        size="sm"
        siblings={1}
        boundaries={1}
        aria-label={t('tables.pagination')}
        getControlProps={(control) => ({
          'aria-label': t(`tables.pageControl.${control}`),
        })}
        getItemProps={(p) => ({ 'aria-label': `${t('tables.page')} ${p}` })}
      />
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('tables.page')}
        </Text>
        {total <= DROPDOWN_MAX_PAGES ? (
          <Select
            aria-label={t('tables.goToPage')}
            data={Array.from({ length: total }, (_, i) => String(i + 1))}
            value={String(Math.min(page, total))}
            onChange={(v) => v && onPage(Number(v))}
            allowDeselect={false}
            searchable
            size="xs"
            w={90}
            limit={100}
          />
        ) : (
          <NumberInput
            aria-label={t('tables.goToPage')}
            value={page}
            min={1}
            max={total}
            onBlur={(event) => {
              const n = Number(event.currentTarget.value);
              if (Number.isInteger(n) && n >= 1 && n <= total && n !== page) onPage(n);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            size="xs"
            w={110}
            hideControls
          />
        )}
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('tables.pageOf', { count: total })}
        </Text>
        <Select
          aria-label={t('tables.perPage')}
          data={PER_PAGE_OPTIONS.map(String)}
          value={String(perPage)}
          onChange={(v) => v && onPerPage(Number(v))}
          allowDeselect={false}
          size="xs"
          w={80}
          ml="sm"
        />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('tables.perPage')}
        </Text>
      </Group>
    </Group>
  );
}
