// A stop's details beside the map for someone who may not edit it (a viewer): the routes that serve
// it, its last change, and every field that holds a value, enum values with their meaning. Close
// (or Escape on the map) goes back to browsing.
import { Box, CloseButton, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { fieldWords } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import type { StopRow } from '../api/stops';
import { currentLanguage } from '../i18n';
import { RowLastChange } from '../history/LastChange';
import { StopRouteChips } from '../network/StopRouteChips';
import { SIDE_PANEL } from './sidePanel';
import { STOP_FIELDS, type StopField } from './stopFields';

interface Props {
  projectId: number;
  stop: StopRow;
  onClose: () => void;
}

function shown(field: StopField, raw: unknown, lang: 'en' | 'es'): string {
  const value = String(raw);
  const option = field.def.options?.find((o) => String(o.value) === value);
  return option ? `${value} · ${option[lang]}` : value;
}

export function StopDetails({ projectId, stop, onClose }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const filled = STOP_FIELDS.filter((f) => {
    const value = (stop as Record<string, unknown>)[f.name];
    return value != null && value !== '';
  });
  return (
    <Stack component="section" aria-label={t('stops.panel')} {...SIDE_PANEL}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h4" lineClamp={1}>
          {t('stops.editTitle', { id: stop.stop_id ?? '' })}
        </Title>
        <CloseButton aria-label={t('common.close')} onClick={onClose} />
      </Group>
      {stop.stop_id && <StopRouteChips projectId={projectId} stopId={stop.stop_id} />}
      <Box px="md" py="xs">
        <RowLastChange projectId={projectId} table="stops" rowId={stop.id} version={stop.version} />
      </Box>
      <ScrollArea style={{ flex: 1 }} px="md" type="auto">
        <Box component="dl" m={0} pb="md">
          {filled.map((field) => (
            <Box key={field.name} mb="xs">
              <Text component="dt" size="xs" c="dimmed">
                {fieldWords('stops', field.name)?.label[lang] ?? field.name}{' '}
                <Text span size="xs" ff="monospace">
                  ({field.name})
                </Text>
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {shown(field, (stop as Record<string, unknown>)[field.name], lang)}
              </Text>
            </Box>
          ))}
        </Box>
      </ScrollArea>
    </Stack>
  );
}
