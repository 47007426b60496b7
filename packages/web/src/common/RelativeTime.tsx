import { Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromNow, fullDate } from '../time/relativeTime';

/** "3 minutes ago" in the interface language, refreshed every minute, with the full date on hover. */
export function RelativeTime({ iso, render }: { iso: string; render?: (relative: string) => string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const relative = fromNow(iso, i18n.language, now);
  return (
    <Tooltip label={fullDate(iso, i18n.language)} openDelay={400}>
      <time dateTime={iso}>{render ? render(relative) : relative}</time>
    </Tooltip>
  );
}
