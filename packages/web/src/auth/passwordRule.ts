// At least 8 characters with an uppercase letter, a lowercase letter and a digit.
// The server applies the same rule; checking here gives the message before any request.
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
}
