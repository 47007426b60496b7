// The editor's side panel: shape_id, length (km, 2 decimals), point count, undo/redo, invert, and
// in select-range the picked points with the start-editing button; save and close at the bottom.
import { Alert, Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsExchange, IconBusStop, IconDeviceFloppy, IconLine, IconX } from '@tabler/icons-react';
import { lengthKm } from '@ruta/gtfs/schema';
import { formatNumber } from '../i18n/numbers';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canRedo, canUndo } from '../editing/history';
import { UndoRedoButtons } from '../editing/UndoRedoButtons';
import { useSaveShortcut } from '../common/useSaveShortcut';
import { invertShape, renameShape } from './shapeDraft';
import {
  edit,
  isSimple,
  pickedCount,
  redoEdit,
  startRangeEdit,
  undoEdit,
  type EditorState,
} from './shapeEditor';

interface Props {
  state: EditorState;
  setState: (change: (s: EditorState) => EditorState) => void;
  title: string;
  shapeIdError?: string;
  onSave: () => void;
  onClose: () => void;
  saving: boolean;
  /** Errors of a failed save other than shape_id. */
  errors?: ReactNode;
  /** The map-matching switch and its warnings. */
  matching?: ReactNode;
  /** Save was pressed while map matching is on. */
  saveBlocked?: boolean;
  onSimplify: () => void;
  /** Opens "draw through stops" (whole-shape editions only). */
  onDrawStops: () => void;
  /** What the last "draw through stops" drew. */
  drawnNote?: string | null;
  /** How many stops the shape's trips have and how many are far from it. */
  stopsNote?: string | null;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** The panel's tools (simplify, invert, draw through stops): small light buttons with an icon. */
function ToolButton(props: {
  icon: typeof IconLine;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { icon: Icon, ...rest } = props;
  return <Button variant="light" size="xs" leftSection={<Icon size={16} aria-hidden />} {...rest} />;
}

export function ShapePanel(props: Props) {
  const { state, setState, title, shapeIdError, onSave, onClose, saving, errors, matching, saveBlocked } =
    props;
  const { onSimplify, stopsNote, onDrawStops, drawnNote } = props;
  const { t, i18n } = useTranslation();
  const draft = state.draft.present;
  const km = useMemo(() => lengthKm(draft.points), [draft.points]);
  const picking = state.edition === 'selectRange';
  const count = pickedCount(state);
  useSaveShortcut(onSave, !saving && !picking && draft.points.length >= 2);
  const pointId = (i: number | undefined) => (i === undefined ? '—' : String(i + 1));
  return (
    <Paper w={320} p="md" withBorder radius={0} h="100%" style={{ overflowY: 'auto' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <TextInput
          label="shape_id"
          required
          value={draft.shapeId}
          readOnly={!isSimple(state.edition)}
          error={shapeIdError}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setState((s) => edit(s, renameShape, value));
          }}
        />
        <Figure
          label={t('shapes.length')}
          value={t('shapes.lengthValue', { km: formatNumber(km, i18n.language, 2, 2) })}
        />
        <Figure label={t('shapes.pointCount')} value={formatNumber(draft.points.length, i18n.language)} />
        {stopsNote && (
          <Text size="xs" c="dimmed" data-testid="stops-along">
            {stopsNote}
          </Text>
        )}
        <Divider />
        {picking ? (
          <Stack gap="xs">
            <Text size="sm">{t('shapes.pickHint')}</Text>
            <Figure label={t('shapes.startPoint')} value={pointId(state.picked[0])} />
            <Figure label={t('shapes.endPoint')} value={pointId(state.picked[1])} />
            <Figure label={t('shapes.pointsToEdit')} value={formatNumber(count, i18n.language)} />
            <Button disabled={count === 0} onClick={() => setState(startRangeEdit)}>
              {t('shapes.startEditing')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {state.edition === 'editRange' ? t('shapes.rangeHint') : t('shapes.hint')}
            </Text>
            <Group justify="space-between" gap="xs">
              <UndoRedoButtons
                canUndo={canUndo(state.draft)}
                canRedo={canRedo(state.draft)}
                onUndo={() => setState(undoEdit)}
                onRedo={() => setState(redoEdit)}
              />
              <ToolButton icon={IconLine} disabled={draft.points.length < 3} onClick={onSimplify}>
                {t('shapes.simplify')}
              </ToolButton>
              {isSimple(state.edition) && (
                <ToolButton
                  icon={IconArrowsExchange}
                  disabled={draft.points.length < 2}
                  onClick={() => setState((s) => edit(s, invertShape))}
                >
                  {t('shapes.invert')}
                </ToolButton>
              )}
            </Group>
            {isSimple(state.edition) && (
              <ToolButton icon={IconBusStop} onClick={onDrawStops}>
                {t('shapes.drawStops')}
              </ToolButton>
            )}
            {drawnNote && (
              <Text size="xs" c="dimmed" data-testid="drawn-note">
                {drawnNote}
              </Text>
            )}
          </Stack>
        )}
        {matching}
        {saveBlocked && (
          <Alert color="yellow" p="xs" role="alert">
            <Text size="sm">{t('shapes.saveBlocked')}</Text>
          </Alert>
        )}
        {errors}
        {draft.points.length < 2 && !picking && (
          <Alert color="gray" p="xs">
            <Text size="sm">{t('shapes.needsTwoPoints')}</Text>
          </Alert>
        )}
        <Divider />
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={onSave}
            loading={saving}
            disabled={picking || draft.points.length < 2}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
