import { Box, Checkbox, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellValue } from '../../api/tables';
import { fromInput, toInput } from '../cellValue';
import type { Column } from '../columns';
import { ValueInput } from '../inputs/ValueInput';
import { CellDisplay } from './CellDisplay';

export type Move = 'next' | 'prev' | null;

interface Props {
  column: Column;
  projectId: number;
  value: CellValue;
  invalid: boolean;
  errors?: string[];
  editing: boolean;
  /** "stop_name of row S1": the accessible name of the cell's input. */
  label: string;
  /** "Edit stop_name of row S1": said after the cell's visible value, which its name starts with. */
  editLabel: string;
  onStartEdit: () => void;
  /** Ends the edit keeping the value; `move` goes on to the next or previous cell (Tab). */
  onCommit: (value: CellValue, move: Move) => void;
  onCancel: () => void;
}

/** True while a select's option list is open: Enter and Escape belong to it then. */
function listOpen(event: KeyboardEvent<HTMLElement>): boolean {
  return (event.target as HTMLElement).getAttribute('aria-expanded') === 'true';
}

/**
 * One grid cell. Click (or Enter on the focused cell) edits it; keyboard: Enter keeps the
 * value, Escape cancels, Tab keeps it and moves to the next cell (Shift+Tab to the previous one).
 */
export function GridCell(props: Props) {
  const { t } = useTranslation();
  const { column, value, invalid, errors, editing } = props;
  const errorText = errors?.join(' ');
  const id = useId();

  if (column.input === 'checkbox') {
    // Checkboxes edit in place; Tab still walks the row like the other cells.
    return (
      <Box>
        <Checkbox
          aria-label={props.label}
          checked={value === true}
          onChange={(event) => props.onCommit(event.currentTarget.checked, null)}
          autoFocus={editing}
          onKeyDown={(event) => {
            if (event.key === 'Tab') {
              event.preventDefault();
              props.onCommit(value, event.shiftKey ? 'prev' : 'next');
            } else if (event.key === 'Escape' || event.key === 'Enter') props.onCancel();
          }}
          error={!!errorText}
        />
        {errorText && <CellError text={errorText} />}
      </Box>
    );
  }

  if (editing && !column.readOnly) return <CellEditor {...props} />;

  return (
    <Box>
      <UnstyledButton
        w="100%"
        px={6}
        py={3}
        // The name is the value shown, then what the button does (WCAG 2.5.3, label in name): a
        // voice-control user says what they see. A read-only cell is named by its value alone.
        aria-labelledby={column.readOnly ? `${id}-value` : `${id}-value ${id}-edit`}
        onClick={column.readOnly ? undefined : props.onStartEdit}
        disabled={column.readOnly}
        style={{
          borderRadius: 4,
          minHeight: 26,
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          cursor: column.readOnly ? 'default' : 'text',
          outline: errorText ? '1px solid var(--mantine-color-red-6)' : undefined,
        }}
      >
        {invalid && (
          <Tooltip label={t('tables.invalidValue')} withArrow>
            <IconAlertTriangle
              size={14}
              color="var(--mantine-color-red-7)"
              aria-label={t('tables.invalidValue')}
              style={{ flex: 'none' }}
            />
          </Tooltip>
        )}
        <Box miw={0} style={{ flex: 1 }} id={`${id}-value`}>
          <CellDisplay column={column} value={value} invalid={invalid} />
        </Box>
        <span id={`${id}-edit`} hidden>
          {props.editLabel}
        </span>
      </UnstyledButton>
      {errorText && <CellError text={errorText} />}
    </Box>
  );
}

function CellError({ text }: { text: string }) {
  return (
    <Text size="xs" c="red.8" mt={2} px={6} role="alert" style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      {text}
    </Text>
  );
}

function CellEditor(props: Props) {
  const { column, value } = props;
  const [draft, setDraft] = useState<string | boolean>(() => toInput(value, column));
  // Escape and Tab end the edit themselves; the blur that follows must not commit again.
  const done = useRef(false);
  const finish = (input: string | boolean, move: Move) => {
    if (done.current) return;
    done.current = true;
    props.onCommit(fromInput(input, column), move);
  };
  const picks = column.input === 'select' || column.input === 'fk' || column.input === 'timezone';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !listOpen(event)) {
      event.preventDefault();
      finish(draft, null);
    } else if (event.key === 'Escape' && !listOpen(event)) {
      event.preventDefault();
      done.current = true;
      props.onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(draft, event.shiftKey ? 'prev' : 'next');
    }
  };

  return (
    <Box>
      <ValueInput
        column={column}
        projectId={props.projectId}
        value={draft}
        onChange={setDraft}
        label={props.label}
        hideLabel
        autoFocus
        error={props.errors?.join(' ')}
        onKeyDown={onKeyDown}
        onBlur={() => finish(draft, null)}
        onPick={picks ? (picked) => finish(picked, null) : undefined}
      />
    </Box>
  );
}
