// The stop being added or edited, as the text of each form field. Edits are pure actions over it
// (see docs/architecture.md), so the panel's undo/redo is a history of drafts.
import type { StopRow, StopValues } from '../api/stops';
import { toLngLat, type LngLat } from '../map/geo';
import { STOP_FIELDS, type FormValues } from './stopFields';

export interface StopDraft {
  readonly values: FormValues;
}

/** Six decimals: about 10 cm, finer than any stop needs. */
export const COORDINATE_DECIMALS = 6;

function text(value: unknown): string {
  return value == null ? '' : String(value);
}

export function draftFromStop(stop: StopRow): StopDraft {
  const values: Record<string, string> = {};
  for (const { name } of STOP_FIELDS) values[name] = text(stop.invalid?.[name] ?? stop[name]);
  return { values };
}

export function newDraft(at: LngLat, stopId = ''): StopDraft {
  const values: Record<string, string> = {};
  for (const { name } of STOP_FIELDS) values[name] = '';
  values.stop_id = stopId;
  return moveDraft({ values }, at);
}

export function moveDraft(draft: StopDraft, to: LngLat): StopDraft {
  return {
    values: {
      ...draft.values,
      stop_lon: to[0].toFixed(COORDINATE_DECIMALS),
      stop_lat: to[1].toFixed(COORDINATE_DECIMALS),
    },
  };
}

export function setDraftField(draft: StopDraft, name: string, value: string): StopDraft {
  if (draft.values[name] === value) return draft;
  return { values: { ...draft.values, [name]: value } };
}

/** Where the draft is drawn, or null while its coordinates are not valid numbers. */
export function draftPosition(draft: StopDraft): LngLat | null {
  return toLngLat(draft.values.stop_lon, draft.values.stop_lat);
}

/** The body sent to the API: empty text is null, numeric fields are numbers. */
export function draftPayload(draft: StopDraft): StopValues {
  const out: StopValues = {};
  for (const field of STOP_FIELDS) {
    const raw = draft.values[field.name] ?? '';
    const trimmed = raw.trim();
    if (trimmed === '') out[field.name] = null;
    else if (field.input === 'number' || field.input === 'select') {
      const n = Number(trimmed);
      // Not a number: send the text so the server answers with its field error.
      out[field.name] = Number.isFinite(n) ? n : trimmed;
    } else out[field.name] = field.def.kind === 'text' ? raw : trimmed; // ids, urls… are trimmed
  }
  return out;
}

export function sameDraft(a: StopDraft, b: StopDraft): boolean {
  return STOP_FIELDS.every(({ name }) => (a.values[name] ?? '') === (b.values[name] ?? ''));
}
