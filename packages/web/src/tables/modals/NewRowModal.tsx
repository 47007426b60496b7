import { Modal, ScrollArea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { parseErrorBody } from '../../api/errors';
import { tablesApi, type Row } from '../../api/tables';
import { fromInput } from '../cellValue';
import { remembersLastValue, type Column } from '../columns';
import { lastValue, rememberValue } from '../localPrefs';
import { withDerived, type ServiceIds } from '../derivedInputs';
import { fillEmpty, filterInputs } from '../newRowDefaults';
import type { ResourceName } from '../resources';
import { useNewRowSuggestions } from '../useNewRowSuggestions';
import { ColumnsForm, type Inputs } from './ColumnsForm';

interface Props {
  projectId: number;
  resource: ResourceName;
  table: string;
  /** The grid's exact filters (`route_id` → `L1`): a new row starts inside them. */
  filters: Record<string, string>;
  columns: Column[];
  columnLabel: (column: Column) => string;
  opened: boolean;
  onClose: () => void;
  onCreated: (row: Row) => void;
}

function initialInputs(table: string, columns: Column[], filters: Record<string, string>): Inputs {
  const inputs: Inputs = {};
  for (const column of columns) {
    if (column.input === 'checkbox') inputs[column.name] = false;
    else inputs[column.name] = (remembersLastValue(column) && lastValue(table, column.name)) || '';
  }
  return { ...inputs, ...filterInputs(filters, columns) };
}

/** The create body; a new shape is its id and a first point (docs/api.md "Shapes"). */
function createBody(resource: string, columns: Column[], inputs: Inputs): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of columns) values[column.name] = fromInput(inputs[column.name] ?? '', column);
  if (resource !== 'shapes') return values;
  return {
    shape_id: values.shape_id,
    points: [{ shape_pt_sequence: 1, shape_pt_lat: values.shape_pt_lat, shape_pt_lon: values.shape_pt_lon }],
  };
}

/** Field errors by input name (a shape's point errors come under points[0]). */
function fieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.answered) return {};
  const body = error.body as Record<string, unknown> | null;
  const fields = parseErrorBody(body).fields;
  const points = body && Array.isArray(body.points) ? (body.points[0] as unknown) : undefined;
  if (points && typeof points === 'object') {
    delete fields.points;
    Object.assign(fields, parseErrorBody(points).fields);
  }
  return fields;
}

/**
 * Add row: a modal titled by what it adds ('New stop') with the fields in words and the server's
 * field errors; it starts inside the grid's filters, with a single choice taken and the next free id.
 */
export function NewRowModal(props: Props) {
  const { t } = useTranslation();
  const { columns, table, filters } = props;
  const [inputs, setInputs] = useState<Inputs>(() => initialInputs(table, columns, filters));
  const [wasOpened, setWasOpened] = useState(props.opened);
  // Each opening starts from the filters shown then.
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) setInputs(initialInputs(table, columns, filters));
  }
  const suggestions = useNewRowSuggestions(props.projectId, props.resource, columns, props.opened);
  const suggested = JSON.stringify(suggestions.values);
  useEffect(() => {
    // A suggestion fills an empty input only: nothing the user typed or the filter set is replaced.
    const values = JSON.parse(suggested) as Record<string, string>;
    setInputs((current) => fillEmpty(current, values));
  }, [suggested, props.opened]);
  const create = useMutation({
    mutationFn: () =>
      tablesApi.create(props.projectId, props.resource, createBody(props.resource, columns, inputs)),
    onSuccess: (row) => {
      for (const column of columns)
        if (remembersLastValue(column))
          rememberValue(table, column.name, fromInput(inputs[column.name] ?? '', column));
      close();
      props.onCreated(row);
    },
  });
  const close = () => {
    create.reset();
    props.onClose();
  };
  const serviceIds: ServiceIds = {
    weekdays: t('forms.serviceIds.weekdays'),
    weekend: t('forms.serviceIds.weekend'),
    everyDay: t('forms.serviceIds.everyDay'),
  };
  const errors = fieldErrors(create.error);
  const id = suggestions.id;
  const notes: Record<string, string> =
    id && inputs[id.field] === suggestions.values[id.field]
      ? { [id.field]: t('forms.suggestedId', { last: id.after }) }
      : {};

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t(`forms.newTitle.${table as 'agency'}`)}
      centered
      size={columns.length > 6 ? 'xl' : 'md'}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <ColumnsForm
        projectId={props.projectId}
        columns={columns}
        label={props.columnLabel}
        notes={notes}
        inputs={inputs}
        onInput={(name, value) =>
          setInputs((current) => withDerived(table, current, name, value, serviceIds))
        }
        errors={errors}
        error={create.error}
        wide={columns.length > 6}
        pending={create.isPending}
        submitLabel={t('tables.create')}
        onSubmit={() => create.mutate()}
        onCancel={close}
      />
    </Modal>
  );
}
