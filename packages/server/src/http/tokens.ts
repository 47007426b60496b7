// Random tokens (session, verification, recovery). Only their SHA-256 hash is stored, so a database
// leak does not leak usable tokens; SHA-256 is enough because the tokens have 256 bits of entropy.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
export const VERIFICATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RECOVERY_TTL_MS = 3600 * 1000;
