import { describe, expect, it } from 'vitest';
import { fromNow } from './relativeTime';

describe('fromNow', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('speaks of the past in both languages', () => {
    expect(fromNow('2026-03-01T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(fromNow('2026-03-01T11:57:00Z', 'es', now)).toBe('hace 3 minutos');
  });

  it('reads a moment ahead of the browser clock as just now, not in the future', () => {
    expect(fromNow('2026-03-01T12:00:04Z', 'en', now)).toBe('a few seconds ago');
    expect(fromNow('2026-03-01T12:00:04Z', 'es', now)).toBe('hace unos segundos');
  });

  it('answers nothing for a value that is not a date', () => {
    expect(fromNow('not a date', 'en', now)).toBe('');
  });
});
