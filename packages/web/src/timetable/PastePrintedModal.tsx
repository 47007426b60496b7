// A whole printed timetable pasted as new trips of the pattern: stops down (as agencies print them)
// or across (as this grid shows them); stop names and a header line are recognised and skipped.
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePrinted, type Orientation } from '@ruta/gtfs/schema';

interface Props {
  opened: boolean;
  stops: number;
  onClose: () => void;
  onPaste: (trips: (number | null)[][]) => void;
}

export function PastePrintedModal({ opened, stops, onClose, onPaste }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [orientation, setOrientation] = useState<Orientation>('down');
  const parsed = text.trim() ? parsePrinted(text, orientation) : null;
  const width = parsed ? Math.max(0, ...parsed.trips.map((x) => x.length)) : 0;
  const error = !parsed
    ? null
    : parsed.invalid.length
      ? t('timetable.printedInvalid', { count: parsed.invalid.length })
      : width !== stops
        ? t('timetable.printedStops', { found: width, stops })
        : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('timetable.pastePrintedTitle')} centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('timetable.pastePrintedHelp')}
        </Text>
        <SegmentedControl
          value={orientation}
          onChange={(v) => setOrientation(v as Orientation)}
          data={[
            { value: 'down', label: t('timetable.stopsDown') },
            { value: 'across', label: t('timetable.stopsAcross') },
          ]}
        />
        <Textarea
          label={t('timetable.printedText')}
          autosize
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-autofocus
        />
        {parsed && !error && (
          <Text size="sm" role="status">
            {t('timetable.printedTrips', { count: parsed.trips.length })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!parsed || !!error || parsed.trips.length === 0}
            onClick={() => {
              onPaste(parsed!.trips);
              setText('');
            }}
          >
            {t('timetable.addTrips')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
