import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GtfsValidation } from '../api/projects';

/** Error and warning counts of the last validation, or 'Never validated'. */
export function ValidationPill({ validation }: { validation: GtfsValidation | null }) {
  const { t } = useTranslation();
  if (!validation) {
    return (
      <Badge variant="light" color="gray" radius="xl" tt="none">
        {t('projects.neverValidated')}
      </Badge>
    );
  }
  const errors = validation.error_number ?? 0;
  const warnings = validation.warning_number ?? 0;
  const color = errors > 0 ? 'red' : warnings > 0 ? 'yellow' : 'teal';
  return (
    <Badge variant="light" color={color} radius="xl" tt="none">
      {t('projects.validationSummary', {
        errors: t('projects.errors', { count: errors }),
        warnings: t('projects.warnings', { count: warnings }),
      })}
    </Badge>
  );
}
