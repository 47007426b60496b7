// The editor's dialogs: the error dialogs of the catalogue (stops without distance traveled, needs
// departure value, and the refused distances and stops without a position, which name their stops)
// and the question before closing with unsaved changes.
import { Button, Group, Modal, Text } from '@mantine/core';
import { MAX_KMH, type TimesRefusal } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { UnsavedChangesModal } from '../tables/modals/UnsavedChangesModal';
import type { EditorRow } from './editorState';

type Plain = 'stopsWithoutDistTraveled' | 'needsDepartureValue';
type Distances = 'distancesNotIncreasing' | 'tooFast' | 'stopsWithoutPosition';
const NAMED: readonly string[] = ['distancesNotIncreasing', 'tooFast', 'stopsWithoutPosition'];
/** A dialog of the catalogue, or a refused distance check with the stops at fault in words. */
export type ErrorDialog = Plain | { kind: Distances; stops: string };

const SHOWN_STOPS = 5;

/** The dialog for a refused "calculate times", naming the rows at fault (the first few). */
export function refusalDialog(refusal: TimesRefusal, rows: readonly EditorRow[], t: TFunction): ErrorDialog {
  if (!NAMED.includes(refusal.error)) return refusal.error as Plain;
  const at = refusal.rows ?? [];
  const names = at.slice(0, SHOWN_STOPS).map((i) => {
    const r = rows[i]!;
    return t('distanceChecks.stop', { seq: r.stop_sequence, name: r.stop_name ?? r.stop_id, id: r.stop_id });
  });
  if (at.length > SHOWN_STOPS) names.push(t('distanceChecks.more', { count: at.length - SHOWN_STOPS }));
  return { kind: refusal.error as Distances, stops: names.join('; ') };
}

const sectionOf = (kind: Distances) => (kind === 'stopsWithoutPosition' ? 'tripTools' : 'distanceChecks');

export function ErrorDialogModal({ dialog, onClose }: { dialog: ErrorDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, body] =
    dialog === null
      ? ['', '']
      : typeof dialog === 'string'
        ? [t(`stopTimes.${dialog}.title`), t(`stopTimes.${dialog}.body`)]
        : [
            t(`${sectionOf(dialog.kind)}.${dialog.kind}.title`),
            t(`${sectionOf(dialog.kind)}.${dialog.kind}.body`, { stops: dialog.stops, max: MAX_KMH }),
          ];
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} centered>
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('stopTimes.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

export const UnsavedModal = (p: { opened: boolean; onStay: () => void; onDiscard: () => void }) => (
  <UnsavedChangesModal opened={p.opened} onStay={p.onStay} onProceed={p.onDiscard} words="stopTimes" />
);
