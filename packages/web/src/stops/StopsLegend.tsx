// The legend of location types, with the schema's labels in the current language.
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { stops } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { LOCATION_COLORS } from '../map/stopStyle';

const OPTIONS = stops.fieldsByName.get('location_type')?.options ?? [];

export function StopsLegend() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Paper shadow="xs" px="xs" py={6} radius="md" withBorder aria-label={t('stops.legendTypes')} role="group">
      <Stack gap={2}>
        {OPTIONS.map((o) => (
          <Group key={o.value} gap={6} wrap="nowrap">
            <Box
              w={10}
              h={10}
              style={{ borderRadius: '50%', background: LOCATION_COLORS[o.value], flex: 'none' }}
              aria-hidden
            />
            <Text size="xs">{o[lang]}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
