// The dashboard's way to the Activity screen.
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenLinkCard } from '../common/ScreenLinkCard';

export function ActivityCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ScreenLinkCard
      title={t('history.cardTitle')}
      text={t('history.cardText')}
      action={t('history.open')}
      to={`/project/${projectId}/activity`}
      icon={IconHistory}
    />
  );
}
