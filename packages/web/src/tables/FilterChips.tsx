import { Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExactFilters } from './exactFilters';

/** The exact filters in force ("Route: 8"), each removable by its × (a button reached with Tab). */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: ExactFilters;
  onRemove: (field: string) => void;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(filters);
  if (entries.length === 0) return null;
  return (
    <Group gap="xs" role="list" aria-label={t('tables.filters')}>
      {entries.map(([field, value]) => {
        const text = t('tables.filterChip', {
          field: t(`tables.filterField.${field}`, { defaultValue: field }),
          value,
        });
        return (
          <Pill
            key={field}
            role="listitem"
            size="md"
            withRemoveButton
            onRemove={() => onRemove(field)}
            // Pill hides its × from keyboards and screen readers (made for inputs); here it is the control.
            removeButtonProps={{
              'aria-hidden': false,
              tabIndex: 0,
              'aria-label': t('tables.removeFilter', { filter: text }),
            }}
          >
            {text}
          </Pill>
        );
      })}
    </Group>
  );
}
