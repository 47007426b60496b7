// The optional shape shown under the stops, chosen among the project's shapes.
import { Select } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShapeList } from '../api/shapes';

interface Props {
  projectId: number;
  value: number | null;
  onChange: (rowId: number | null) => void;
}

export function ShapeSelector({ projectId, value, onChange }: Props) {
  const { t } = useTranslation();
  const shapes = useShapeList(projectId);
  const data = (shapes.data ?? []).map((s) => ({ value: String(s.id), label: s.shape_id ?? '' }));
  return (
    <Select
      w={220}
      aria-label={t('stops.shape')}
      placeholder={t('stops.shape')}
      leftSection={<IconRoute size={16} aria-hidden />}
      data={data}
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      limit={100}
      nothingFoundMessage={t('stops.shapeNone')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
