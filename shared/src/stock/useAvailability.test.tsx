import { renderHook, waitFor } from '@testing-library/react';
import { type Availability, AVAILABILITY_SNAPSHOT_ID } from 'contract';
import { useAvailability } from './useAvailability';

const TOMATOES = 2;
const CARROTS = 3;

const answer: Availability = {
  products: [
    { productId: TOMATOES, left: 4, soldByWeight: { estimatedGrams: 1000 } },
    { productId: CARROTS, left: null, soldByWeight: null },
  ],
  holdBufferPercent: 15,
};

function givenSnapshot(body: unknown) {
  document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = AVAILABILITY_SNAPSHOT_ID;
  script.textContent = JSON.stringify(body);
  document.body.append(script);
}

/** A service answering `body` (jsdom has no fetch, nor Response). */
function givenService(body: unknown) {
  const response = { ok: true, status: 200, headers: { get: () => null }, json: async () => body };
  const fetchImpl = jest.fn(async () => response as unknown as Response);
  globalThis.fetch = fetchImpl as unknown as typeof fetch;
  return fetchImpl;
}

describe('useAvailability', () => {
  // The hook shares one answer for 5 s across components; each test starts a minute later, so asks anew.
  let minutes = 0;
  beforeEach(() => {
    minutes += 1;
    jest.spyOn(Date, 'now').mockReturnValue(minutes * 60_000);
  });
  afterEach(() => {
    document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove();
    jest.restoreAllMocks();
  });

  it('renders first from the page’s snapshot: what is left, and the weighed products with the hold’s buffer', () => {
    givenService(new Promise(() => undefined));
    givenSnapshot(answer);
    const { result } = renderHook(() => useAvailability());
    expect(result.current.availability).toEqual(
      new Map([
        [TOMATOES, 4],
        [CARROTS, null],
      ]),
    );
    expect(result.current.weighing).toEqual({ estimatedGrams: new Map([[TOMATOES, 1000]]), holdBufferPercent: 15 });
  });

  it('knows nothing of weighing on a page built ahead, then takes the service’s one answer for both', async () => {
    const fetchImpl = givenService({ ...answer, holdBufferPercent: 20 });
    const { result } = renderHook(() => useAvailability());
    expect(result.current).toMatchObject({ availability: null, weighing: null });
    await waitFor(() => expect(result.current.weighing).toEqual({ estimatedGrams: new Map([[TOMATOES, 1000]]), holdBufferPercent: 20 }));
    expect(result.current.availability?.get(TOMATOES)).toBe(4);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
