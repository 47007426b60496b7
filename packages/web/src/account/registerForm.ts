// Client-side checks of the registration form, as message keys per field so the screen
// can translate them. Kept apart from the screen so the rules are unit-tested.
import { isStrongPassword } from '../auth/passwordRule';

export interface RegisterValues {
  email: string;
  name: string;
  last_name: string;
  password: string;
  confirm: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

// The same shape the browser's type=email check accepts, loosely: something@something.tld
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of ['email', 'name', 'last_name', 'password', 'confirm'] as const) {
    if (!values[field].trim()) errors[field] = 'common.required';
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'common.invalidEmail';
  if (!errors.password && !isStrongPassword(values.password)) errors.password = 'register.passwordRule';
  if (!errors.confirm && values.password !== values.confirm) errors.confirm = 'register.passwordMismatch';
  return errors;
}
