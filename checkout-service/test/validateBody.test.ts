import { SignInSchema } from 'contract';
import { RequestError } from '../src/http/httpErrors';
import { parseBody, type Problem, type Sentences } from '../src/http/validateBody';

/** A schema that finds exactly these issues, so each test names the one it is about. */
const finding = (
  ...issues: { code: string; path: PropertyKey[]; message?: string; keys?: string[]; params?: Record<string, unknown> }[]
) => ({
  safeParse: () => ({ success: false as const, error: { issues: issues.map((issue) => ({ message: 'Invalid input', ...issue })) } }),
});

/** The sentence parseBody refuses with, and that it is a 400 `validation`. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    expect([(error as RequestError).status, (error as RequestError).code]).toEqual([400, 'validation']);
    return (error as RequestError).message;
  }
  throw new Error('parseBody accepted the body');
}

const BODY = { items: [{ id: 1 }, { id: 'x', quantity: 2 }], customer: { email: 'ana', first_name: 'Ana' } };

describe('parseBody', () => {
  it('answers the valid body as the schema parsed it', () => {
    expect(parseBody(SignInSchema, { email: 'ana@farm.example', password: 'pw', extra: 1 }, { '': () => 'never' })).toEqual({
      email: 'ana@farm.example',
      password: 'pw',
    });
  });

  it("refuses a contract schema's failure with the body's sentence when no field has its own", () => {
    const sentences: Sentences = { '': () => 'The request body must be a JSON object with email and password.' };
    expect(refusal(() => parseBody(SignInSchema, { email: 'ana@farm.example' }, sentences))).toBe(
      'The request body must be a JSON object with email and password.',
    );
    expect(refusal(() => parseBody(SignInSchema, 'ana', sentences))).toBe(
      'The request body must be a JSON object with email and password.',
    );
  });

  it('words only the first issue, which zod lists in the order it checks', () => {
    const sentences: Sentences = {
      '': () => 'body',
      'items[].id': ({ path }) => `${path} is wrong`,
      'customer.*': ({ path }) => `${path} is wrong too`,
    };
    const schema = finding({ code: 'invalid_type', path: ['items', 1, 'id'] }, { code: 'custom', path: ['customer', 'email'] });
    expect(refusal(() => parseBody(schema, BODY, sentences))).toBe('items[1].id is wrong');
  });

  it('hands the sentence what was sent there, what holds it, and the issue', () => {
    let seen: Problem | undefined;
    const sentences: Sentences = { '': () => 'body', 'items[].id': (problem) => ((seen = problem), 'seen') };
    refusal(() => parseBody(finding({ code: 'invalid_type', path: ['items', 1, 'id'], params: { rule: 'inCatalogue' } }), BODY, sentences));
    expect(seen).toEqual({
      path: 'items[1].id',
      code: 'invalid_type',
      rule: 'inCatalogue',
      message: 'Invalid input',
      value: 'x',
      parent: BODY.items[1],
    });
  });

  it('names the first unknown field of an unrecognized_keys issue, at the object holding it', () => {
    const sentences: Sentences = { '': () => 'body', customer: ({ code, key }) => `${code}: ${key}` };
    expect(
      refusal(() => parseBody(finding({ code: 'unrecognized_keys', path: ['customer'], keys: ['first_name', 'x'] }), BODY, sentences)),
    ).toBe('unrecognized_keys: first_name');
  });

  it("takes the field's own sentence, else `*` in its place, else the nearest field holding it, else the body's", () => {
    const sentences: Sentences = {
      '': () => 'body',
      customer: () => 'customer',
      'customer.*': () => 'a customer field',
      'customer.email': () => 'the e-mail',
      items: () => 'items',
    };
    const at = (...path: PropertyKey[]) => refusal(() => parseBody(finding({ code: 'custom', path }), BODY, sentences));
    expect(at('customer', 'email')).toBe('the e-mail');
    expect(at('customer', 'phone')).toBe('a customer field');
    expect(at('customer')).toBe('customer');
    expect(at('items', 0, 'quantity')).toBe('items');
    expect(at('success_url')).toBe('body');
    expect(at()).toBe('body');
  });

  it('gives nothing as the value where the body holds nothing, however deep the path', () => {
    let seen: Problem | undefined;
    const sentences: Sentences = { '': (problem) => ((seen = problem), 'body') };
    refusal(() => parseBody(finding({ code: 'invalid_type', path: ['items', 7, 'id'] }), null, sentences));
    expect(seen).toMatchObject({ path: 'items[7].id', value: undefined, parent: undefined });
  });
});
