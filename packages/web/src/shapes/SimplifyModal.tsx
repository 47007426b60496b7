// Simplify: a tolerance in metres, a preview of how many points remain, then one undo step.
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShapeDraft } from './shapeDraft';
import { simplifyShape } from './shapeDraft';

export const DEFAULT_TOLERANCE_M = 5;

interface Props {
  opened: boolean;
  draft: ShapeDraft;
  onApply: (toleranceMetres: number) => void;
  onClose: () => void;
}

export function SimplifyModal({ opened, draft, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [tolerance, setTolerance] = useState<number | string>(DEFAULT_TOLERANCE_M);
  const metres = typeof tolerance === 'number' ? tolerance : Number(tolerance);
  const valid = Number.isFinite(metres) && metres > 0;
  const remaining = useMemo(
    () => (opened && valid ? simplifyShape(draft, metres).points.length : draft.points.length),
    [opened, valid, draft, metres],
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('shapes.simplifyTitle')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onApply(metres);
        }}
      >
        <Stack gap="md">
          <NumberInput
            label={t('shapes.tolerance')}
            value={tolerance}
            onChange={setTolerance}
            min={0.1}
            step={1}
            decimalScale={1}
            suffix=" m"
            error={valid ? undefined : t('shapes.toleranceInvalid')}
            data-autofocus
          />
          <Text size="sm" role="status">
            {t('shapes.simplifyPreview', { remaining, total: draft.points.length })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!valid || remaining === draft.points.length}>
              {t('shapes.simplifyApply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
