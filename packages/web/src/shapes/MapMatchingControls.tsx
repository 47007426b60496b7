// The map-matching switch, its 'replace points' button and its warnings, in the editor's panel.
import { Alert, Button, Group, Loader, Switch, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRoute2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MapMatching } from './useMapMatching';

interface Props {
  available: boolean;
  on: boolean;
  onToggle: (on: boolean) => void;
  matching: MapMatching;
  onReplace: () => void;
}

export function MapMatchingControls({ available, on, onToggle, matching, onReplace }: Props) {
  const { t } = useTranslation();
  const toggle = (
    <Switch
      label={t('shapes.mapMatching')}
      checked={available && on}
      disabled={!available}
      onChange={(e) => onToggle(e.currentTarget.checked)}
    />
  );
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        {available ? (
          toggle
        ) : (
          <Tooltip label={t('shapes.mapMatchingOff')} multiline w={260}>
            <div>{toggle}</div>
          </Tooltip>
        )}
        {available && on && (
          <Button
            size="xs"
            variant="light"
            color="green"
            leftSection={matching.loading ? <Loader size={12} /> : <IconRoute2 size={16} aria-hidden />}
            disabled={!matching.line}
            onClick={onReplace}
          >
            {t('shapes.replacePoints')}
          </Button>
        )}
      </Group>
      {!available && (
        <Text size="xs" c="dimmed">
          {t('shapes.mapMatchingOff')}
        </Text>
      )}
      {matching.tooMany && (
        <Alert color="yellow" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />} role="alert">
          <Text size="sm">{t('shapes.mapMatchingTooMany')}</Text>
        </Alert>
      )}
    </>
  );
}
