import { act, renderHook } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { checkoutService } from '../testing/checkoutService';
import { inIsland, OUTSIDE } from '../testing/deliveryAnswers';
import { POSTCODE_SETTLE_MS, useDeliveryDays } from './useDeliveryDays';

type Answer = { status: number; body: unknown };

/** An answer the test lets arrive when it likes, to see what becomes of one that comes late. */
function held() {
  let arrive: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => (arrive = resolve));
  return { answer, arrive };
}

/** Lets the answers already given reach the hook. */
const settle = () => act(async () => undefined);

describe('the delivery days of the postcode being typed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const typing = (initial: string) => renderHook(({ postcode }) => useDeliveryDays(postcode), { initialProps: { postcode: initial } });

  it('asks once the digits rest, not on every keystroke, by their digits only', async () => {
    const service = checkoutService({ [API_PATHS.deliveryDays]: () => ({ status: 200, body: inIsland() }) });
    const { result, rerender } = typing('');
    expect(result.current.state).toEqual({ kind: 'idle' });
    for (const postcode of ['8', '88', '880', '8801', '88015', '88015-', '88015-4', '88015-40', '88015-400']) {
      rerender({ postcode });
      act(() => jest.advanceTimersByTime(100));
    }
    expect(service.calls(API_PATHS.deliveryDays)).toBe(0);
    expect(result.current.state).toEqual({ kind: 'loading' });
    act(() => jest.advanceTimersByTime(POSTCODE_SETTLE_MS));
    await settle();
    expect(service.urls(API_PATHS.deliveryDays)).toEqual(['/api/delivery-days?postcode=88015400']);
    expect(result.current.state).toEqual({ kind: 'zone', zone: inIsland().zone, days: inIsland().days });

    // The same digits written another way ask nothing more, and keep the zone shown.
    rerender({ postcode: '88015 400 ' });
    expect(result.current.state.kind).toBe('zone');
    act(() => jest.advanceTimersByTime(POSTCODE_SETTLE_MS * 2));
    await settle();
    expect(service.calls(API_PATHS.deliveryDays)).toBe(1);
  });

  it('drops the answer for digits since changed, and shows the answer for the digits typed now', async () => {
    const late = held();
    const service = checkoutService({
      [API_PATHS.deliveryDays]: (url) => (url.endsWith('=88015400') ? late.answer : { status: 200, body: OUTSIDE }),
    });
    const { result, rerender } = typing('88015-400');
    act(() => jest.advanceTimersByTime(POSTCODE_SETTLE_MS));
    rerender({ postcode: '90000-000' });
    act(() => jest.advanceTimersByTime(POSTCODE_SETTLE_MS));
    await settle();
    expect(result.current.state).toEqual({ kind: 'outside' });
    late.arrive({ status: 200, body: inIsland() });
    await settle();
    expect(result.current.state).toEqual({ kind: 'outside' });
    expect(service.urls(API_PATHS.deliveryDays)).toEqual(['/api/delivery-days?postcode=88015400', '/api/delivery-days?postcode=90000000']);
  });

  it('says so when the service gives no usable answer, asks nothing for a postcode without digits, and asks again on retry', async () => {
    let answer: Answer = { status: 503, body: { error: 'Down for a moment.', code: 'unavailable' } };
    const service = checkoutService({ [API_PATHS.deliveryDays]: () => answer });
    const { result, rerender } = typing('N1H 2K3');
    act(() => jest.advanceTimersByTime(POSTCODE_SETTLE_MS));
    await settle();
    expect(result.current.state).toEqual({ kind: 'failed' });

    answer = { status: 200, body: inIsland(['2026-12-01', 'someday']) };
    act(() => result.current.retry());
    await settle();
    // A day that is no calendar day is never offered.
    expect(result.current.state).toEqual({ kind: 'zone', zone: inIsland().zone, days: ['2026-12-01'] });

    rerender({ postcode: 'N-H K' });
    expect(result.current.state).toEqual({ kind: 'idle' });
    act(() => jest.advanceTimersByTime(POSTCODE_SETTLE_MS));
    await settle();
    expect(service.calls(API_PATHS.deliveryDays)).toBe(2);
  });
});
