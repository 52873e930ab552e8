import { RequestError } from './httpErrors';

/**
 * One problem zod found, as the service words it: its issue's kind and where it is, with what was
 * sent there. Typed by shape, not by zod's types: the service reaches zod only through `contract`.
 */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A contract schema (contract/src/api), as far as the service uses it. */
interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export interface Problem {
  /** Where, as a sentence names it: `items[0].id`, `customer.email`; '' for the body itself. */
  path: string;
  /** zod's kind of issue: invalid_type, too_small, too_big, unrecognized_keys, custom, ... */
  code: string;
  /** The contract's name for the custom check that failed (its `params.rule`). */
  rule?: string;
  /** zod's message: the contract's own sentence where a check gives one (the billing rules do). */
  message: string;
  /** For unrecognized_keys: the first field that is not one, as sent. */
  key?: string;
  /** What was sent at `path`. */
  value: unknown;
  /** The object or list holding it: a sentence may depend on a sibling (a delivery's pickupDay). */
  parent: unknown;
}

type Sentence = (problem: Problem) => string;

/**
 * The service's refusal sentences for one request, by field: `items[].id` (any line's id),
 * `customer.*` (any field of customer), '' for the body itself. A problem takes the sentence of
 * its field, else of the nearest field holding it, else the body's.
 */
export type Sentences = { readonly '': Sentence } & Readonly<Record<string, Sentence>>;

/** `items[0].id` as a sentence names it; with `anyLine`, `items[].id`, as a Sentences key names it. */
const pathOf = (keys: readonly PropertyKey[], anyLine = false) =>
  keys.map((key, at) => (typeof key === 'number' ? (anyLine ? '[]' : `[${key}]`) : `${at === 0 ? '' : '.'}${String(key)}`)).join('');

/** What the body holds at `keys`, or undefined where it holds nothing. */
function valueAt(body: unknown, keys: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The sentence of the field at `keys`, else of `*` in its place, else of the field holding it. */
function sentenceOf(keys: readonly PropertyKey[], sentences: Sentences): Sentence {
  for (let length = keys.length; length > 0; length -= 1) {
    const field = keys.slice(0, length);
    const sentence =
      sentences[pathOf(field, true)] ??
      (typeof field[length - 1] === 'string' ? sentences[pathOf([...field.slice(0, -1), '*'], true)] : undefined);
    if (sentence) return sentence;
  }
  return sentences[''];
}

/**
 * The body, valid by `schema` (the contract's), or a 400 `validation` RequestError whose sentence
 * is the service's for the first problem: zod lists them in the order it checks, field by field
 * in the schema's order, so the contract's order of fields is the order refusals name them.
 */
export function parseBody<T>(schema: BodySchema<T>, body: unknown, sentences: Sentences): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  // A failed parse has at least one issue; the fallback only keeps the type honest.
  const issue: Issue = parsed.error.issues[0] ?? { code: 'custom', path: [], message: '' };
  const rule = issue.params?.rule;
  const problem: Problem = {
    path: pathOf(issue.path),
    code: issue.code,
    message: issue.message,
    value: valueAt(body, issue.path),
    parent: issue.path.length === 0 ? undefined : valueAt(body, issue.path.slice(0, -1)),
    ...(typeof rule === 'string' ? { rule } : {}),
    ...(issue.keys?.[0] === undefined ? {} : { key: issue.keys[0] }),
  };
  throw new RequestError(400, sentenceOf(issue.path, sentences)(problem), 'validation');
}
