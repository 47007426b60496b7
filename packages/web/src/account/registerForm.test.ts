import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registerForm';

const valid = {
  email: 'ana@example.org',
  name: 'Ana',
  last_name: 'Pérez',
  password: 'Secret123',
  confirm: 'Secret123',
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });
  it('requires every field', () => {
    expect(validateRegistration({ email: '', name: ' ', last_name: '', password: '', confirm: '' })).toEqual({
      email: 'common.required',
      name: 'common.required',
      last_name: 'common.required',
      password: 'common.required',
      confirm: 'common.required',
    });
  });
  it('checks the e-mail shape, the password rule and the confirmation', () => {
    expect(validateRegistration({ ...valid, email: 'ana@', password: 'short', confirm: 'other' })).toEqual({
      email: 'common.invalidEmail',
      password: 'register.passwordRule',
      confirm: 'register.passwordMismatch',
    });
  });
});
