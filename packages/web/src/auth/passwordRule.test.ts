import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './passwordRule';

describe('isStrongPassword', () => {
  it('accepts 8+ characters with upper, lower and digit', () => {
    expect(isStrongPassword('Secret123')).toBe(true);
    expect(isStrongPassword('aB3aaaaa')).toBe(true);
  });
  it('rejects short passwords', () => {
    expect(isStrongPassword('aB3aaaa')).toBe(false);
    expect(isStrongPassword('')).toBe(false);
  });
  it('rejects a missing character class', () => {
    expect(isStrongPassword('secret123')).toBe(false);
    expect(isStrongPassword('SECRET123')).toBe(false);
    expect(isStrongPassword('SecretWord')).toBe(false);
  });
});
