import { API_PATHS, ApiErrorSchema, type ApiErrorCode } from 'contract';
import { checkoutBody, OTHER_SITE, postCheckout, serveForSuite, SITE } from './support/fixtures';

/**
 * Every refusal is `{ error, code }` with a code of the contract (docs/architecture.md#the-api-contract):
 * the kinds other suites do not already pin, one request each. A caller decides by the code, so a
 * 409 for a reused Idempotency-Key must not read as the 409 for stock.
 */
describe('each refusal names its kind with a code of the contract', () => {
  const service = serveForSuite();

  const sameKeyOtherBody = async () => {
    expect((await postCheckout(service.http, checkoutBody(), 'error-codes-1')).status).toBe(200);
    return postCheckout(service.http, checkoutBody({ items: [{ id: 3, quantity: 1 }] }), 'error-codes-1');
  };
  const payFromAnotherSite = async () => {
    const session = await postCheckout(service.http, checkoutBody());
    return service.http.post(`/api/test-payment/${session.body.id}/pay`).set('Origin', OTHER_SITE.replace('3000', '9999'));
  };

  it.each<[string, () => PromiseLike<{ status: number; body: unknown }>, number, ApiErrorCode]>([
    [
      'a body that is not JSON',
      () => service.http.post(API_PATHS.checkoutSession).set('Content-Type', 'application/json').send('{'),
      400,
      'validation',
    ],
    ['a wrong method', () => service.http.get(API_PATHS.checkoutSession), 405, 'method_not_allowed'],
    ['a reused Idempotency-Key with another cart', sameKeyOtherBody, 409, 'idempotency_conflict'],
    ['a test payment paid from another site', payFromAnotherSite, 403, 'cross_site'],
    ['the office without a session', () => service.http.get(API_PATHS.staffOrders).set('Origin', SITE), 401, 'not_signed_in'],
  ])('%s', async (_case, call, status, code) => {
    const answer = await call();
    expect(answer.status).toBe(status);
    const parsed = ApiErrorSchema.safeParse(answer.body);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.code).toBe(code);
    expect(parsed.data?.error).toMatch(/\w+.*[.?]$/);
  });
});
