// The generic grid's cells as a user finds them: a cell's button is named by the value it shows,
// then "Edit <field> of row <row>" (its visible text first, WCAG 2.5.3).
import type { Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The accessible name of a cell's button, whatever value it shows. */
export const editCellName = (field: string, row: string) =>
  new RegExp(`(^|\\s)Edit ${escapeRegExp(field)} of row ${escapeRegExp(row)}$`);

/** The button that starts editing `field` of the row named `row`. */
export const editCellButton = (page: Page, field: string, row: string) =>
  page.getByRole('button', { name: editCellName(field, row) });
