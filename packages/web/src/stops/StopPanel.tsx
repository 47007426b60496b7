// The stop form beside the map: every stops.txt field from the schema, asterisks on the fields
// required for the values typed so far, server errors next to each field, Save / Delete / Cancel,
// undo and redo of the edits, and the footer about asterisks. The fields a stop always needs come
// first; the others wait under "More fields" unless the stop has values or errors there. A new stop
// opens with the focus in its first empty field, so a line's stops can be typed one after another
// (Enter saves, and adding goes on).
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Group,
  NativeSelect,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessages } from '../api/errors';
import { fieldWords } from '@ruta/gtfs/schema';
import { currentLanguage } from '../i18n';
import { FieldDescription } from '../tables/modals/FieldInput';
import { canRedo, canUndo } from '../editing/history';
import { UndoRedoButtons } from '../editing/UndoRedoButtons';
import { RowLastChange } from '../history/LastChange';
import { useParams } from 'react-router';
import { useSaveShortcut } from '../common/useSaveShortcut';
import { SIDE_PANEL } from './sidePanel';
import type { StopDraft } from './stopDraft';
import { isForbidden, isRequired, MAIN_STOP_FIELDS, STOP_FIELDS, type StopField } from './stopFields';
import type { DraftMode } from './stopsMode';

interface Props {
  mode: DraftMode;
  /** stop_ids of the project's stations, offered for parent_station. */
  stations: readonly string[];
  errors: ErrorMessages | null;
  saving: boolean;
  onField: (name: string, value: string) => void;
  onSave: () => void;
  onDelete: () => void;
  onCancel: () => void;
  onUndo: () => void;
  onRedo: () => void;
}

const TIMEZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

export function StopPanel(props: Props) {
  const { t } = useTranslation();
  const { mode } = props;
  const isNew = mode.kind === 'addDataPoint' || (mode.kind === 'movingPoint' && mode.from === 'addDataPoint');
  const stop = mode.kind === 'addDataPoint' ? undefined : mode.stop;
  const draft = mode.draft.present;
  const projectId = Number(useParams().projectId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave();
  };
  useSaveShortcut(props.onSave, !props.saving);
  const others = STOP_FIELDS.filter((f) => !MAIN_STOP_FIELDS.includes(f.name));
  const othersInUse = others.some((f) => (draft.values[f.name] ?? '') !== '' || props.errors?.fields[f.name]);
  const [more, setMore] = useState(false);
  const shown =
    more || othersInUse ? STOP_FIELDS : STOP_FIELDS.filter((f) => MAIN_STOP_FIELDS.includes(f.name));
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isNew) return;
    const first = MAIN_STOP_FIELDS.find((name) => (draft.values[name] ?? '') === '') ?? 'stop_name';
    form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the panel opens: then the focus is the user's
  }, []);
  return (
    <Stack component="form" ref={form} onSubmit={submit} aria-label={t('stops.panel')} {...SIDE_PANEL}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h4" lineClamp={1}>
          {isNew ? t('stops.newTitle') : t('stops.editTitle', { id: stop?.stop_id ?? '' })}
        </Title>
        <UndoRedoButtons
          canUndo={canUndo(mode.draft)}
          canRedo={canRedo(mode.draft)}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
        />
      </Group>
      <Text size="xs" c="dimmed" px="md" pb="xs">
        {t('stops.dragHint')}
      </Text>
      {stop && projectId && (
        <Box px="md" pb="xs">
          <RowLastChange projectId={projectId} table="stops" rowId={stop.id} version={stop.version} />
        </Box>
      )}
      <ScrollArea style={{ flex: 1 }} px="md" type="auto">
        <Stack gap="xs" pb="md">
          {props.errors && props.errors.general.length > 0 && (
            <Alert color="red" role="alert" p="xs">
              {props.errors.general.map((m) => (
                <Text size="sm" key={m}>
                  {m}
                </Text>
              ))}
            </Alert>
          )}
          {shown.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              draft={draft}
              stations={props.stations}
              error={props.errors?.fields[field.name]?.join(' ')}
              onChange={(value) => props.onField(field.name, value)}
            />
          ))}
          {!othersInUse && (
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={more}
              onClick={() => setMore((m) => !m)}
              style={{ alignSelf: 'flex-start' }}
            >
              {more ? t('stopPanelFields.fewer') : t('stopPanelFields.more', { count: others.length })}
            </Button>
          )}
        </Stack>
      </ScrollArea>
      <Stack gap="xs" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Text size="xs" c="dimmed">
          {t('stops.requiredFooter')}
        </Text>
        <Group justify="space-between">
          {!isNew ? (
            <Button color="red" variant="light" onClick={props.onDelete}>
              {t('common.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={props.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Stack>
  );
}

interface FieldProps {
  field: StopField;
  draft: StopDraft;
  stations: readonly string[];
  error?: string;
  onChange: (value: string) => void;
}

function FieldInput({ field, draft, stations, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const value = draft.values[field.name] ?? '';
  const common = {
    // The field's words, as the forms show them; its GTFS name (and one-line help) beneath.
    label: fieldWords('stops', field.name)?.label[lang] ?? field.name,
    description: <FieldDescription name={field.name} help={fieldWords('stops', field.name)?.help[lang]} />,
    'data-field': field.name,
    withAsterisk: isRequired(field, draft.values),
    disabled: isForbidden(field, draft.values) && value === '',
    error,
    size: 'xs' as const,
  };
  const selectData = useMemo(() => {
    if (field.input !== 'select') return [];
    const options = field.def.options ?? [];
    const empty = field.def.emptyLabel?.[lang] ?? t('stops.noInfo');
    const data = [{ value: '', label: `— ${empty}` }];
    for (const o of options) data.push({ value: String(o.value), label: `${o.value} · ${o[lang]}` });
    // An imported value outside the enum stays visible so it can be corrected.
    if (value !== '' && !options.some((o) => String(o.value) === value)) data.push({ value, label: value });
    return data;
  }, [field, lang, t, value]);

  switch (field.input) {
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={selectData}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'timezone':
      return (
        <Autocomplete
          {...common}
          data={TIMEZONES}
          limit={30}
          placeholder={t('stops.timezonePlaceholder')}
          value={value}
          onChange={onChange}
        />
      );
    case 'station':
      return (
        <Autocomplete
          {...common}
          data={stations as string[]}
          limit={30}
          placeholder={t('stops.stationPlaceholder')}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          inputMode={field.input === 'number' ? 'decimal' : undefined}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
