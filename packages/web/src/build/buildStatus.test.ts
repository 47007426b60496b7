import { describe, expect, it } from 'vitest';
import { durationWithoutFraction, statusKey } from './buildStatus';

describe('build status', () => {
  it('drops the fractional part of durations', () => {
    expect(durationWithoutFraction('00:01:02.345')).toBe('00:01:02');
    expect(durationWithoutFraction('00:00:09')).toBe('00:00:09');
    expect(durationWithoutFraction('1 day 02:03:04.5')).toBe('1 day 02:03:04');
    expect(durationWithoutFraction(null)).toBeNull();
  });
  it('knows the build statuses only', () => {
    expect(statusKey('validating')).toBe('validating');
    expect(statusKey('error')).toBe('error');
    expect(statusKey(null)).toBeNull();
    expect(statusKey('weird')).toBeNull();
  });
});
