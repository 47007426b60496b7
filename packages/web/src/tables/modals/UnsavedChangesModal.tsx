import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The question's catalogue keys (title, question, stay, proceed) in each screen's own wording. */
const WORDS = {
  tables: ['tables.unsavedTitle', 'tables.unsavedQuestion', 'tables.stay', 'tables.proceed'],
  timetable: ['timetable.unsavedTitle', 'timetable.unsavedText', 'timetable.stay', 'timetable.discard'],
  stopTimes: ['stopTimes.unsavedTitle', 'stopTimes.unsavedText', 'stopTimes.stay', 'stopTimes.discard'],
} as const;

/** 'There are unsaved changes, are you sure you want to proceed?': Stay (focused, Escape) or proceed. */
export function UnsavedChangesModal({
  opened,
  onProceed,
  onStay,
  words = 'tables',
}: {
  opened: boolean;
  onProceed: () => void;
  onStay: () => void;
  words?: keyof typeof WORDS;
}) {
  const { t } = useTranslation();
  const [title, question, stay, proceed] = WORDS[words].map((key) => t(key));
  return (
    <Modal opened={opened} onClose={onStay} title={title} centered>
      <Text size="sm">{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {stay}
        </Button>
        <Button color="red" onClick={onProceed}>
          {proceed}
        </Button>
      </Group>
    </Modal>
  );
}
