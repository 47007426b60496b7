import { describe, expect, it } from 'vitest';
import { allMessages, firstFieldMessage, flattenMessages, parseErrorBody } from './errors';

describe('parseErrorBody', () => {
  it('reads detail as a general message', () => {
    expect(parseErrorBody({ detail: 'Not found.' })).toEqual({ general: ['Not found.'], fields: {} });
  });

  it('separates non_field_errors from field arrays', () => {
    expect(
      parseErrorBody({ name: ['Required.', 'Too long.'], non_field_errors: ['Nope.'], file: 'Bad zip.' }),
    ).toEqual({ general: ['Nope.'], fields: { name: ['Required.', 'Too long.'], file: ['Bad zip.'] } });
  });

  it('treats a plain string or array body as general messages', () => {
    expect(parseErrorBody('Invalid credentials')).toEqual({ general: ['Invalid credentials'], fields: {} });
    expect(parseErrorBody(['a', 'b']).general).toEqual(['a', 'b']);
  });

  it('ignores empty values and nulls', () => {
    expect(parseErrorBody(null)).toEqual({ general: [], fields: {} });
    expect(parseErrorBody({ name: [], detail: '' })).toEqual({ general: [], fields: {} });
  });

  it('flattens nested row errors', () => {
    expect(parseErrorBody({ stop_times: [{}, { arrival_time: ['Bad time.'] }] }).fields).toEqual({
      stop_times: ['Bad time.'],
    });
  });
});

describe('allMessages and firstFieldMessage', () => {
  it('lists general messages first, then field messages', () => {
    expect(allMessages({ email: ['Taken.'], detail: 'Check the form.' })).toEqual([
      'Check the form.',
      'Taken.',
    ]);
  });
  it('finds the first message of a field', () => {
    expect(firstFieldMessage({ name: ['First.', 'Second.'] }, 'name')).toBe('First.');
    expect(firstFieldMessage({ detail: 'x' }, 'name')).toBeUndefined();
  });
  it('flattens numbers and skips blanks', () => {
    expect(flattenMessages([1, ' ', 'x'])).toEqual(['1', 'x']);
  });
});
