// The dashboard's way to the clean-up screen.
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenLinkCard } from '../common/ScreenLinkCard';

export function TidyCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ScreenLinkCard
      title={t('tidy.cardTitle')}
      text={t('tidy.cardText')}
      action={t('tidy.open')}
      to={`/project/${projectId}/tidy`}
      icon={IconSparkles}
    />
  );
}
