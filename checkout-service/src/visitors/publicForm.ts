import type { Context, Middleware } from 'koa';
import { HONEYPOT_FIELD, type FormReceipt } from 'contract';
import { jsonBody } from '../http/jsonBody';
import { perMinuteLimit } from '../http/rateLimit';
import type { LimitName, RateCounts } from '../http/rateCounts';
import type { Sentences } from '../http/validateBody';
import type { Logger } from '../logger';

/** A form's body is a few kilobytes at most: the longest message is 5,000 characters. */
const FORM_BODY_LIMIT = '32kb';

export interface PublicFormOptions {
  /** Posts of one form one client address may make a minute (FORM_RATE_LIMIT). */
  perMinute: number;
  trustedProxies: readonly string[];
  rateCounts: RateCounts;
  log: Logger;
}

/**
 * A form's refusals: the form's own sentence where a field's rules failed (the contract's rules
 * word it, so the service says what the form says), that a field must be text where something
 * else came (not zod's bare "Invalid input"), and one for a body that is not the form's.
 */
export const formSentences = (fields: string, extra: Omit<Sentences, ''> = {}): Sentences => ({
  '': () => `The request body must be a JSON object with the form's fields: ${fields}.`,
  '*': ({ rule, message, path }) => (rule === 'form' ? message : `${path} must be text.`),
  ...extra,
});

/**
 * What every public form's route shares (docs/decisions/visitor-forms.md): a per-address limit of
 * its own, a small JSON body, the honeypot, and the 201 receipt, which says nothing about what
 * was stored.
 */
export function publicForm({ perMinute, trustedProxies, rateCounts, log }: PublicFormOptions) {
  return {
    /** The middleware before a form's handler: `router.post(path, ...guard('contact', 'Too many …'), handler)`. */
    guard: (name: LimitName, refusal: string): Middleware[] => [
      perMinuteLimit({ name, perMinute, trustedProxies, refusal }, rateCounts),
      ...jsonBody(FORM_BODY_LIMIT),
    ],

    /**
     * True when the honeypot holds anything: a bot. It is answered as a person would be, so it
     * learns nothing, and nothing is stored or sent.
     */
    caughtBot(form: string, body: { [HONEYPOT_FIELD]: string }): boolean {
      if (!body[HONEYPOT_FIELD]) return false;
      log(`A ${form} with its honeypot filled was dropped`);
      return true;
    },

    receipt(ctx: Context): void {
      const receipt: FormReceipt = { received: true };
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = receipt;
    },
  };
}

export type PublicForm = ReturnType<typeof publicForm>;
