import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak yields no usable session or reset link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
