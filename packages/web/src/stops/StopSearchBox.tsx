// The quick search box: debounced 300 ms, acts from 4 characters.
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_CHARS } from './stopSearch';
import { SearchInput } from '../common/SearchInput';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Matches of the debounced query, or null when it is too short. */
  matches: number | null;
}

export function StopSearchBox({ value, onChange, matches }: Props) {
  const { t } = useTranslation();
  const hint =
    value.trim() === ''
      ? null
      : matches === null
        ? t('stops.searchMin', { count: SEARCH_MIN_CHARS })
        : matches === 0
          ? t('stops.searchNone')
          : t('stops.searchCount', { count: matches });
  return (
    <Stack gap={4} w={280}>
      <SearchInput
        label={t('stops.search')}
        placeholder={t('stops.searchPlaceholder')}
        value={value}
        onChange={onChange}
        type="search"
      />
      {hint && (
        <Paper px="xs" py={2} radius="sm" shadow="xs" withBorder style={{ alignSelf: 'flex-start' }}>
          <Text size="xs" aria-live="polite" data-testid="stop-search-result">
            {hint}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
