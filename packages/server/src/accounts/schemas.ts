// The account routes' bodies and answer in zod (docs/api.md "Accounts"): OpenAPI shows them and the web
// app imports their types (api-types.ts).
import { z } from 'zod';
import { isStrongPassword } from './passwords.js';

// Schema messages that are catalogue keys are translated by the error handler.
const requiredText = (max = 150) => z.string().trim().min(1, 'required').max(max);
const password = z.string().min(1, 'required').max(256).refine(isStrongPassword, 'password_rule');

export const registerBody = z.object({
  username: requiredText(254),
  email: requiredText(254).pipe(z.email('invalid_email')),
  password,
  name: requiredText(),
  last_name: requiredText(),
  invitation: z.string().max(200).optional().describe('The token of the invitation link being followed'),
});
export const loginBody = z.object({
  username: requiredText(254),
  password: z.string().min(1, 'required').max(256),
});
export const recoveryRequestBody = z.object({ username: requiredText(254) });
export const recoverBody = z.object({ password });
export const detail = z.object({ detail: z.string() });
