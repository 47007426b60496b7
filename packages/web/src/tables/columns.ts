// Grid columns derived from the schema: input kind, required mark,
// enum options and foreign-key targets. Nothing about a field is declared here.
import {
  entityKeyOf,
  fieldWords,
  type EnumOption,
  type FieldDef,
  type FieldWords,
  type Label,
  type TableDef,
} from '@ruta/gtfs/schema';
import {
  isBooleanField,
  resourceOfTable,
  RESOURCES,
  SERVICES_RESOURCE,
  type ResourceName,
} from './resources';

export type InputKind =
  'text' | 'url' | 'email' | 'number' | 'date' | 'time' | 'checkbox' | 'color' | 'select' | 'fk' | 'timezone';

export interface ForeignKey {
  /** The resource searched for options (or `services`). */
  resource: string;
  /** The field of its rows that holds the referenced GTFS id. */
  valueField: string;
  /** Other fields shown beside the id in the options (e.g. a stop's name). */
  labelFields: readonly string[];
}

export interface Column {
  name: string;
  /** The schema field; absent for computed columns (shapes' point_count). */
  field?: FieldDef;
  /** The field in words and its one-line help (forms, header tooltips). */
  words?: FieldWords;
  input: InputKind;
  /** Whole numbers only (integer and enum kinds). */
  integer: boolean;
  required: boolean;
  readOnly: boolean;
  options?: readonly EnumOption[];
  /** The meaning of an empty select value, when it has one ('No information', 'Unlimited'). */
  emptyLabel?: Label;
  fk?: ForeignKey;
  /** Only optional columns can be hidden. */
  hideable: boolean;
}

const NUMBER_KINDS = new Set(['integer', 'float', 'latitude', 'longitude', 'currency_amount']);

function foreignKey(field: FieldDef): ForeignKey | undefined {
  const refs = field.references;
  if (refs.some((r) => r.table === 'calendar' && r.field === 'service_id')) {
    return { resource: SERVICES_RESOURCE, valueField: 'service_id', labelFields: [] };
  }
  for (const ref of refs) {
    const resource = resourceOfTable(ref.table);
    if (!resource) continue;
    const target = RESOURCES[resource];
    // Only a list keyed by the referenced field gives rows to choose from (not e.g. zone_id); the
    // shapes resource lists one row per shape_id.
    const listKey = entityKeyOf(target) ?? (target.key.length === 1 ? target.key[0] : undefined);
    if (listKey !== ref.field) continue;
    return {
      resource,
      valueField: ref.field,
      labelFields: target.search.filter((name) => name !== ref.field && !name.endsWith('_id')),
    };
  }
  return undefined;
}

function inputKind(table: TableDef, field: FieldDef): InputKind {
  if (isBooleanField(table, field.name)) return 'checkbox';
  if (field.references.length > 0 && foreignKey(field)) return 'fk';
  switch (field.kind) {
    case 'url':
      return 'url';
    case 'email':
      return 'email';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'color':
      return 'color';
    case 'timezone':
      return 'timezone';
    case 'enum':
      return 'select';
    default:
      return NUMBER_KINDS.has(field.kind) ? 'number' : 'text';
  }
}

export function fieldColumn(table: TableDef, field: FieldDef): Column {
  const input = inputKind(table, field);
  const required = field.presence === 'required';
  return {
    name: field.name,
    field,
    words: fieldWords(table.name, field.name),
    input,
    integer: field.kind === 'integer' || field.kind === 'enum',
    required,
    readOnly: false,
    options: input === 'select' ? field.options : undefined,
    emptyLabel: field.emptyLabel,
    fk: input === 'fk' ? foreignKey(field) : undefined,
    hideable: !required,
  };
}

/** The columns of a resource's grid, in the GTFS reference's order. */
export function columnsFor(resource: ResourceName): Column[] {
  const table = RESOURCES[resource];
  if (resource === 'shapes') {
    // A shape is listed as one row per shape_id with its point count (docs/api.md "Shapes").
    const shapeId = table.fieldsByName.get('shape_id')!;
    return [
      fieldColumn(table, shapeId),
      {
        name: 'point_count',
        input: 'number',
        integer: true,
        required: false,
        readOnly: true,
        hideable: false,
      },
    ];
  }
  return table.fields.map((field) => fieldColumn(table, field));
}

/** The fields asked for in the New entity modal. */
export function newRowColumns(resource: ResourceName): Column[] {
  const table = RESOURCES[resource];
  if (resource === 'shapes') {
    // A new shape needs its id and a first point; more points come with the shape editor.
    return ['shape_id', 'shape_pt_lat', 'shape_pt_lon'].map((name) =>
      fieldColumn(table, table.fieldsByName.get(name)!),
    );
  }
  return columnsFor(resource).filter((c) => !c.readOnly);
}

/**
 * References a new row takes at once when there is a single choice: required ones, and the agency
 * (needed with several agencies, recommended with one). Other conditional references, such as a
 * stop's parent_station, are a choice even when one target exists.
 */
export function takesSingleChoice(column: Column): boolean {
  return column.fk !== undefined && (column.required || column.fk.resource === 'agencies');
}

/** Fields whose last value is offered again for new rows. */
export function remembersLastValue(column: Column): boolean {
  return column.input === 'color' || (column.input === 'timezone' && column.required);
}
