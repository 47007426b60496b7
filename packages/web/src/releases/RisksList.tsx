// The risks of a release against the other, first on the page: one line each in the reader's
// language, with the values that locate it.
import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DiffRisk } from './diffApi';

function useRiskText() {
  const { t } = useTranslation();
  return (risk: DiffRisk): string => {
    switch (risk.code) {
      case 'route_removed':
        return t('releases.risks.route_removed', { route: risk.route_id });
      case 'service_dropped_on_date':
        return risk.route_id === null
          ? t('releases.risks.feed_service_dropped', { date: risk.date })
          : t('releases.risks.service_dropped_on_date', { route: risk.route_id, date: risk.date });
      case 'stop_moved':
        return t('releases.risks.stop_moved', { stop: risk.stop_id, metres: Math.round(risk.metres) });
      case 'id_removed':
        return t('releases.risks.id_removed', { file: risk.file, id: risk.id });
      case 'stop_sequence_renumbered':
        return t('releases.risks.stop_sequence_renumbered', { trip: risk.trip_id });
      case 'feed_end_shortened':
        return t('releases.risks.feed_end_shortened', { old: risk.old, new: risk.new });
      case 'feed_expires_soon':
        return t('releases.risks.feed_expires_soon', { date: risk.date });
      case 'new_error_notices':
        return t('releases.risks.new_error_notices', {
          list: risk.notices.map((n) => `${n.code} (${n.old} → ${n.new})`).join(', '),
        });
    }
  };
}

export function RisksList({ risks }: { risks: DiffRisk[] }) {
  const { t } = useTranslation();
  const text = useRiskText();
  if (!risks.length)
    return (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('releases.risks.noneTitle')}>
        {t('releases.risks.none')}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('releases.risks.title', { count: risks.length })}
      data-testid="release-risks"
    >
      <List
        spacing={4}
        size="sm"
        icon={
          <ThemeIcon color="orange" size={8} radius="xl">
            <span />
          </ThemeIcon>
        }
        style={{ maxHeight: 320, overflowY: 'auto' }}
      >
        {risks.map((risk, i) => (
          <List.Item key={i} data-risk={risk.code}>
            <Text size="sm" span>
              {text(risk)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
