// The quick search box: debounced 300 ms, acts from 4 characters. Coordinates typed in it
// ("-22.46, -68.93") are a place instead: Enter moves the map there.
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_CHARS } from './stopSearch';
import { SearchInput } from '../common/SearchInput';
import type { LngLat } from '../map/geo';
import { parseCoordinates } from './coordinates';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Matches of the debounced query, or null when it is too short. */
  matches: number | null;
  /** Enter on coordinates: the map goes to that place. */
  onGoTo: (place: LngLat) => void;
}

export function StopSearchBox({ value, onChange, matches, onGoTo }: Props) {
  const { t } = useTranslation();
  const place = parseCoordinates(value);
  const hint =
    place?.kind === 'place'
      ? t('placeBox.goTo', { lat: place.lngLat[1], lon: place.lngLat[0] })
      : place?.kind === 'outOfRange'
        ? t(`placeBox.${place.field}`)
        : value.trim() === ''
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
        error={place?.kind === 'outOfRange'}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && place?.kind === 'place') onGoTo(place.lngLat);
        }}
      />
      {hint && (
        <Paper px="xs" py={2} radius="sm" shadow="xs" withBorder style={{ alignSelf: 'flex-start' }}>
          <Text
            size="xs"
            c={place?.kind === 'outOfRange' ? 'red.8' : undefined}
            aria-live="polite"
            data-testid="stop-search-result"
          >
            {hint}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
