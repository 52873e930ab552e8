import * as z from 'zod/mini';
import { type FormRules, validate } from '../forms';
import {
  BOX_REQUEST_FIELDS,
  boxRequestRules,
  COMMENT_FIELDS,
  COMMENT_RULES,
  CONTACT_FIELDS,
  CONTACT_RULES,
  HONEYPOT_FIELD,
  NEWSLETTER_FIELDS,
  NEWSLETTER_RULES,
} from '../visitors/visitorForms';

/**
 * What the visitors' forms send the checkout-service (docs/product.md#visitors-forms): each body is
 * the form's fields as text plus the honeypot, checked by the form's own rules (contract/src/visitors/),
 * so the service's refusal is the sentence the form itself shows. Each answers 201 with nothing
 * private in it (`FormReceiptSchema`).
 */

/**
 * A form's body: no field but its own and the honeypot (named before any is read), each text,
 * trimmed (missing or null is empty, for the rules to require), then the form's rules, each failing
 * field an issue carrying the form's sentence, in the form's order of fields. (Control characters
 * never reach it: the service refuses them in any body, src/http/controlCharacters.ts.)
 */
function formRequestSchema<K extends string, E extends z.core.$ZodLooseShape = Record<never, never>>(
  fields: readonly K[],
  rulesFor: (values: Record<K, string>) => FormRules<K>,
  extra: E = {} as E,
) {
  const text = z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (value ?? '').trim()),
  );
  const shape = Object.fromEntries([...fields, HONEYPOT_FIELD].map((field) => [field, text])) as Record<
    K | typeof HONEYPOT_FIELD,
    typeof text
  >;
  return z.strictObject({ ...extra, ...shape }).check(
    z.superRefine((parsed, ctx) => {
      // Every field of the form is text after the transform above; only `extra`'s are not.
      const values = parsed as unknown as Record<K, string>;
      const errors = validate<K>(values, rulesFor(values));
      for (const field of fields) {
        if (errors[field]) {
          ctx.addIssue({ code: 'custom', path: [field], message: errors[field], input: values[field], params: { rule: 'form' } });
        }
      }
    }),
  );
}

/** `POST /api/contact`: a message to the farm. */
export const ContactMessageRequestSchema = formRequestSchema(CONTACT_FIELDS, () => CONTACT_RULES);

/** `POST /api/box-requests`: a household asks for a Seasonal Produce Box; the farm calls back to set it up. */
export const BoxRequestSchema = formRequestSchema(BOX_REQUEST_FIELDS, (values) => boxRequestRules(values.method));

/** `POST /api/newsletter`: a sign-up, confirmed by the link it sends (double opt-in). */
export const NewsletterSignUpSchema = formRequestSchema(NEWSLETTER_FIELDS, () => NEWSLETTER_RULES);

/** `POST /api/comments`: a comment on a blog post, shown once the farm approves it. */
export const CommentRequestSchema = formRequestSchema(COMMENT_FIELDS, () => COMMENT_RULES, {
  postId: z.int().check(z.gte(1), z.lte(1_000_000)),
});
/**
 * A form's answer (201): that it arrived, and nothing else: never whether an address was known,
 * so a sign-up cannot be used to learn who is on the list.
 */
export const FormReceiptSchema = z.object({ received: z.literal(true) });
export type FormReceipt = z.infer<typeof FormReceiptSchema>;

/** `POST /api/newsletter/confirm` and `/api/newsletter/unsubscribe`: the token from the e-mail's link. */
export const NewsletterTokenSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** Their answer: where the address now stands. */
export const NewsletterStateSchema = z.object({ state: z.enum(['confirmed', 'unsubscribed']) });
export type NewsletterState = z.infer<typeof NewsletterStateSchema>;

/** One approved comment as a post shows it: no e-mail, ever. */
const PublicCommentSchema = z.object({
  id: z.string(),
  postId: z.int(),
  name: z.string(),
  text: z.string(),
  /** ISO 8601, UTC: when it was posted. */
  postedAt: z.string(),
});
export type PublicComment = z.infer<typeof PublicCommentSchema>;

/** `GET /api/comments?post=<id>` (or every post's without `post`): the approved comments, oldest first. */
export const PublicCommentsSchema = z.object({ comments: z.array(PublicCommentSchema) });
export type PublicComments = z.infer<typeof PublicCommentsSchema>;
