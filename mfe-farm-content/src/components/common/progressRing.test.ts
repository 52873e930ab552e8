import { RING_STEP, RING_STEP_INTERVAL_MS, RING_VISIBILITY_THRESHOLD, nextRingValue, ringDashOffset, ringSteps } from './progressRing';

describe('progress ring steps', () => {
  it('steps by 5 every 50 ms while half visible', () => {
    expect(RING_STEP).toBe(5);
    expect(RING_STEP_INTERVAL_MS).toBe(50);
    expect(RING_VISIBILITY_THRESHOLD).toBe(0.5);
  });

  it('moves one step and never passes the target', () => {
    expect(nextRingValue(0, 83)).toBe(5);
    expect(nextRingValue(80, 83)).toBe(83);
    expect(nextRingValue(83, 83)).toBe(83);
    expect(nextRingValue(55, 60)).toBe(60);
  });

  it('reaches 83 in 17 steps and 60 in 12', () => {
    const to83 = ringSteps(83);
    expect(to83).toHaveLength(17);
    expect(to83.slice(0, 3)).toEqual([5, 10, 15]);
    expect(to83.at(-1)).toBe(83);
    expect(ringSteps(60)).toHaveLength(12);
    expect(ringSteps(60).at(-1)).toBe(60);
  });

  it('draws the share of the circle', () => {
    expect(ringDashOffset(0, 200)).toBe(200);
    expect(ringDashOffset(100, 200)).toBe(0);
    expect(ringDashOffset(60, 200)).toBeCloseTo(80);
    expect(ringDashOffset(140, 200)).toBe(0);
  });
});
