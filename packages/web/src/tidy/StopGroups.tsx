// The duplicate-stop groups as an accordion: each opens to its stops (the survivor first) and has a
// checkbox to leave the group apart. Opening a group focuses it on the map.
import { Accordion, Badge, Checkbox, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TidyPlan } from './api';

interface Props {
  groups: TidyPlan['stops'];
  excluded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  open: string | null;
  onOpen: (id: string | null) => void;
  disabled: boolean;
}

export function StopGroups({ groups, excluded, onToggle, open, onOpen, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Accordion value={open} onChange={onOpen} variant="contained" chevronPosition="left">
      {groups.map((g) => (
        <Accordion.Item key={g.id} value={g.id}>
          <Group wrap="nowrap" gap="xs" pr="sm">
            {/* Named by what it shows (the name and the badge): a different label would hide the
                visible words from voice control. */}
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} td={excluded.has(g.id) ? 'line-through' : undefined}>
                  {g.name}
                </Text>
                <Badge size="sm" variant="light" color="gray" tt="none">
                  {t('tidy.groupBadge', { count: g.stops.length, spread: g.spread })}
                </Badge>
              </Group>
            </Accordion.Control>
            <Checkbox
              checked={!excluded.has(g.id)}
              onChange={() => onToggle(g.id)}
              disabled={disabled}
              label={t('tidy.mergeGroup')}
              aria-label={t('tidy.mergeGroupOf', { name: g.name, survivor: g.survivor })}
              styles={{ label: { whiteSpace: 'nowrap' } }}
            />
          </Group>
          <Accordion.Panel>
            <Text size="sm" mb={4}>
              {t('tidy.keeps', { survivor: g.survivor, merged: g.merged.join(', ') })}
            </Text>
            <List size="sm" spacing={2}>
              {g.stops.map((s) => (
                <List.Item key={s.stop_id}>
                  <Text span size="sm" ff="monospace">
                    {s.stop_id}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {s.lat.toFixed(6)}, {s.lon.toFixed(6)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
