// The 'records saved' toast: shown for a second after each save (`shownAt` changes per save).
import { Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TOAST_MS = 1000;

export function SavedToast({ shownAt }: { shownAt: number | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    setShown(shownAt);
    const timer = window.setTimeout(() => setShown(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);
  if (shown === null) return null;
  return (
    <Notification
      role="status"
      withCloseButton={false}
      color="green"
      pos="fixed"
      bottom={20}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
    >
      {t('stopTimes.recordsSaved')}
    </Notification>
  );
}
