// Conversion between the API's row values and the grid's inputs: empty strings are
// sent as null, number inputs become numbers, colours are 6 upper-case hex characters without '#'.
import type { CellValue, Row } from '../api/tables';
import type { Column } from './columns';

/** The text an input starts with (checkboxes get a boolean). */
export function toInput(value: CellValue | undefined, column: Column): string | boolean {
  if (column.input === 'checkbox') return value === true || value === 1 || value === '1';
  if (value == null) return '';
  return String(value);
}

/** Colour input text: '#' dropped, upper case, at most 6 characters. */
export function normalizeColor(text: string): string {
  return text.replace(/#/g, '').trim().toUpperCase().slice(0, 6);
}

/** The value sent to the API for an input's content. */
export function fromInput(input: string | boolean, column: Column): CellValue {
  if (column.input === 'checkbox') return input === true;
  const text = String(input);
  if (column.input === 'color') {
    const color = normalizeColor(text);
    return color === '' ? null : color;
  }
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (column.input === 'number' || column.input === 'select') {
    const n = Number(trimmed);
    // Not a number: send the text so the server answers with its field error.
    return Number.isFinite(n) ? n : trimmed;
  }
  return column.input === 'text' || column.input === 'fk' ? text : trimmed;
}

/** A field's value on a row, with an invalid imported value shown as its original text. */
export function rowValue(row: Row, name: string): CellValue {
  const invalid = row.invalid?.[name];
  if (invalid !== undefined) return invalid;
  const value = row[name];
  return value === undefined || (typeof value === 'object' && value !== null) ? null : value;
}

/** True when the imported value of a field did not parse (docs/api.md: the row's `invalid` map). */
export function isInvalid(row: Row, name: string): boolean {
  return row.invalid?.[name] !== undefined;
}

/** Equality of two values as the API would store them (so editing back to the original is no change). */
export function sameValue(a: CellValue | undefined, b: CellValue | undefined): boolean {
  const norm = (v: CellValue | undefined) => (v === undefined || v === '' ? null : v);
  return norm(a) === norm(b);
}
