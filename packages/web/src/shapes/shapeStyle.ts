// Layer ids and colours of the shape editor (line teal, frozen line red, picked section orange,
// map-matched line green).
export const SHAPE_COLORS = {
  line: '#0ca678',
  frozen: '#e03131',
  connecting: '#f76707',
  matched: '#2f9e44',
} as const;

export const EDIT_LINE_LAYER = 'shape-edit-line';
export const FROZEN_LINE_LAYER = 'shape-edit-frozen';
export const POINTS_LAYER = 'shape-edit-points';
export const MATCHED_LINE_LAYER = 'shape-matched-line';
