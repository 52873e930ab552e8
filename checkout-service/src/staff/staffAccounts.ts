import { rules } from 'contract';
import { RequestError } from '../http/httpErrors';
import { hashPassword } from './passwords';
import type { StaffStore } from './staffStore';

/** RFC 5321's limit on a forward path. */
const MAX_EMAIL_LENGTH = 254;
const emailRule = rules.email('E-mail');

/** How an e-mail is kept and looked up: trimmed and lower case, so one person has one account whatever they type. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A staff member's e-mail, normalised, or a 400 sentence: the checkout form's e-mail rule, and a length. */
export function parseStaffEmail(value: string): string {
  const email = normaliseEmail(value);
  if (!email) throw new RequestError(400, 'A staff account needs an e-mail address.');
  const problem = email.length > MAX_EMAIL_LENGTH ? `E-mail must be at most ${MAX_EMAIL_LENGTH} characters long.` : emailRule(email);
  if (problem) throw new RequestError(400, problem);
  return email;
}

const accountExists = (email: string) => `There is already a staff account for ${email}.`;
export const noSuchAccount = (email: string) => `There is no staff account for ${email}.`;

/**
 * Creates a staff account (the staff command, or `POST /api/admin/staff`): the e-mail checked and
 * kept lower case, the password (at least 12 characters) kept only as its argon2id hash. Answers
 * the stored e-mail; 409 when the e-mail has an account already.
 */
export async function addStaffAccount(store: StaffStore, givenEmail: string, password: string, at: Date): Promise<string> {
  const email = parseStaffEmail(givenEmail);
  const passwordHash = await hashPassword(password);
  if (!(await store.addAccount(email, passwordHash, at))) throw new RequestError(409, accountExists(email));
  return email;
}

/** Removes a staff account and its sessions, signing it out everywhere; 404 when there is none. */
export async function removeStaffAccount(store: StaffStore, givenEmail: string): Promise<string> {
  const email = normaliseEmail(givenEmail);
  if (!(await store.removeAccount(email))) throw new RequestError(404, noSuchAccount(email));
  return email;
}
