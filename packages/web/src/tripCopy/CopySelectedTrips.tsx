// The trips list's "Copy to service…": the trips ticked in the list, copied by CopyTripsModal.
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyTripsModal } from './CopyTripsModal';

/** The ticked trips of a list, by trip_id. */
export function usePickedTrips() {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  return {
    picked,
    pick: (id: string, on: boolean) =>
      setPicked((p) => new Set([...p].filter((x) => x !== id).concat(on ? [id] : []))),
    clear: () => setPicked(new Set()),
  };
}

interface Props {
  projectId: number;
  picks: ReturnType<typeof usePickedTrips>;
  /** After the copies were made (the ticks are then cleared): the list reloads. */
  onCopied: () => void;
}

export function CopySelectedTrips({ projectId, picks, onCopied }: Props) {
  const { picked } = picks;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        mt="xs"
        disabled={picked.size === 0}
        leftSection={<IconCopy size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {picked.size ? t('tripCopy.openPicked', { count: picked.size }) : t('tripCopy.open')}
      </Button>
      {open && (
        <CopyTripsModal
          projectId={projectId}
          opened
          trips={{ selected: [...picked], shown: null }}
          onClose={() => setOpen(false)}
          onCopied={() => {
            picks.clear();
            onCopied();
          }}
        />
      )}
    </>
  );
}
