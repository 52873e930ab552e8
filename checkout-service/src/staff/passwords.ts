import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { RequestError } from '../http/httpErrors';

/**
 * Staff passwords, kept only as argon2id hashes (docs/decisions/staff-sign-in.md): the PHC string
 * carries its own salt and parameters, so a later change of the parameters still verifies old hashes.
 */

/** `Algorithm.Argon2id`; the package's enum is a `const enum`, which isolated modules cannot read. */
const ARGON2ID: Algorithm = 2;

/** OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane), the package's defaults, said outright. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `A staff password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** The same password typed on any keyboard or system is the same bytes. */
const normalised = (password: string) => password.normalize('NFC');

/** Why a new password is refused, or null. Length in characters (code points), not UTF-16 units. */
export function passwordProblem(password: string): string | null {
  return [...normalised(password)].length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}

/** The argon2id hash to store; a password too short is refused (400) and never hashed. */
export async function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new RequestError(400, problem);
  return hash(normalised(password), OPTIONS);
}

/** Whether the password is the one hashed; false, not an error, for a hash that cannot be read. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, normalised(password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifies the password against a hash nobody's password matches, with the same parameters: a
 * sign-in for an e-mail without an account costs what one with a wrong password does, so the
 * answer's timing does not tell which e-mails have accounts. Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  dummy ??= hash(randomBytes(32), OPTIONS);
  await verifyPassword(await dummy, password);
  return false;
}
