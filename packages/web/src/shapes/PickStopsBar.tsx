// "Draw through stops" with the stops clicked on the map: while picking, this bar above the map says
// what to do and lists the stops clicked so far, in order; Done (or Escape) goes back to the dialog
// with them written in its "Stops typed in order" box, where they can still be edited.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { splitStops } from './typedStops';

interface Props {
  typed: string;
  onUndo: () => void;
  onDone: () => void;
}

export function PickStopsBar({ typed, onUndo, onDone }: Props) {
  const { t } = useTranslation();
  const picked = splitStops(typed);
  return (
    <Paper p="sm" radius={0} withBorder data-testid="pick-stops-bar">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {t('drawTyped.pickHelp')}
          </Text>
          <Text size="sm" role="status" aria-live="polite">
            {picked.length
              ? t('drawTyped.picked', { count: picked.length, stops: picked.join(' → ') })
              : t('drawTyped.pickedNone')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onUndo} disabled={picked.length === 0}>
            {t('drawTyped.pickUndo')}
          </Button>
          <Button size="xs" onClick={onDone}>
            {t('drawTyped.pickDone')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
