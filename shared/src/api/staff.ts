import * as z from 'zod/mini';

/**
 * The farm's office (mfe-farm-office) and the service's staff API, behind a signed-in staff
 * member's session cookie (docs/architecture.md#the-farms-office). Every changing request comes
 * from the site's own origin; every refusal is the contract's `{ error }` sentence.
 */

/** `POST /api/staff/session`: signing in. */
export const SignInSchema = z.object({ email: z.string(), password: z.string() });

/** `GET` and `POST /api/staff/session`: who is signed in. */
export const StaffSessionSchema = z.object({ staff: z.object({ email: z.string() }) });

/** `POST /api/admin/staff` (behind ADMIN_TOKEN, for scripts and `npm run staff`): a new staff account. */
export const NewStaffAccountSchema = z.object({ email: z.string(), password: z.string() });
export type NewStaffAccount = z.infer<typeof NewStaffAccountSchema>;

/** Its answer (201): the account made, its e-mail as stored (lower case). */
export const StaffAccountSchema = z.object({ staff: z.object({ email: z.string() }) });
