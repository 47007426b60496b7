import { Button, Tooltip } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../common/Loading';

interface Props {
  on: boolean;
  loading: boolean;
  onToggle: () => void;
}

/** Shows or hides the stops map's route layer; pressed while the layer is on. */
export function RoutesToggle({ on, loading, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('network.routesLayerHint')}>
      <Button
        variant={on ? 'filled' : 'default'}
        aria-pressed={on}
        onClick={onToggle}
        leftSection={
          loading ? (
            <LoadingSpinner size={14} label={t('network.routesLoading')} />
          ) : (
            <IconRoute size={16} aria-hidden />
          )
        }
      >
        {t('network.routesLayer')}
      </Button>
    </Tooltip>
  );
}
