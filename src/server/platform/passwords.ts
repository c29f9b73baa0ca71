import { hash, verify } from '@node-rs/argon2';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import { PASSWORD_IS_IDENTITY_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '../../domain/auth';
import { AppError } from './errors';

// OWASP's recommended argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** PHC string (`$argon2id$v=19$m=...`): parameters travel with the hash, so they can be raised later. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), OPTIONS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spend the same time as a real check when the account doesn't exist, so timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}

let commonPasswords: Set<string> | null = null;

/**
 * zxcvbn's list of the most common passwords (about 49,000, from breach corpora), shipped in the package so the
 * check works offline; built on first use.
 */
function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(zxcvbnCommon.dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords;
}

const canonical = (value: string) => value.normalize('NFKC').toLowerCase().trim();
// Digits, punctuation and spaces people put around a word to pass a length rule: "dragon123456!", "!!alice2024".
const DECORATION = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/**
 * Why a password may not be set, beyond its length (checked by the domain schema): it is, or decorates with digits
 * and symbols, a common or breached password (ASVS V2.1.7), the username or the email address (V2.1.10's spirit:
 * nothing an attacker knows already), or one character repeated. Null when it is acceptable.
 */
export function passwordRefusal(password: string, userInputs: readonly (string | null | undefined)[]): string | null {
  const whole = canonical(password);
  const word = whole.replace(DECORATION, '');
  const common = commonPasswordSet();
  if (common.has(whole) || (word.length >= 4 && common.has(word))) return PASSWORD_TOO_COMMON_MESSAGE;
  if (new Set(whole).size === 1) return PASSWORD_TOO_COMMON_MESSAGE;
  const identities = userInputs.filter((v): v is string => !!v).flatMap((v) => [canonical(v), canonical(v.split('@')[0])]);
  if (identities.some((id) => id.length >= 3 && (id === whole || id === word))) return PASSWORD_IS_IDENTITY_MESSAGE;
  return null;
}

/**
 * Refuse a password being set (registration, Create User, change, reset) with a 400 on `field`, after the length
 * checks of the domain schema have passed.
 */
export function assertPasswordAllowed(password: string, userInputs: readonly (string | null | undefined)[], field = 'password'): void {
  const refusal = passwordRefusal(password, userInputs);
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal, { [field]: [refusal] });
}
