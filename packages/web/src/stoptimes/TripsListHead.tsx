// The top of the stop-times list's sidebar: its title, the 'How to use' text shown on demand and
// the trips' search box.
import { Box, Button, Collapse, Group, Text, Title } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../common/SearchInput';

export function TripsListHead({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [help, setHelp] = useState(false);
  return (
    <Box p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('stopTimes.listTitle')}
        </Title>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconHelp size={14} aria-hidden />}
          onClick={() => setHelp((open) => !open)}
          aria-expanded={help}
        >
          {t('stopTimes.howToUse')}
        </Button>
      </Group>
      <Collapse expanded={help}>
        <Text size="sm" c="dimmed" mb="xs">
          {t('stopTimes.howToUseText')}
        </Text>
      </Collapse>
      <SearchInput size="xs" label={t('stopTimes.search')} value={search} onChange={onSearch} />
    </Box>
  );
}
