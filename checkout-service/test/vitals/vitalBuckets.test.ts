import { bucketOf, p75Of } from '../../src/vitals/vitalBuckets';

describe('the fixed buckets of the field measurements', () => {
  it('names a value by its bucket’s upper edge: 10 ms below 1 s, 50 ms to 5 s, 500 ms to a minute', () => {
    expect([0, 1, 10, 10.5, 999, 1000, 1001, 4999, 5001, 60_000].map((ms) => bucketOf('LCP', ms))).toEqual([
      0, 10, 10, 20, 1000, 1000, 1050, 5000, 5500, 60_000,
    ]);
  });

  it('counts CLS in thousandths, without floating-point surprises', () => {
    expect([0, 0.012, 0.1, 0.25, 0.2501, 0.999, 9.99, 10].map((cls) => bucketOf('CLS', cls))).toEqual([
      0, 12, 100, 250, 260, 1000, 10_000, 10_000,
    ]);
  });

  it('reads the 75th percentile by nearest rank, in the metric’s own unit', () => {
    const counts = [
      { bucket: 200, count: 2 },
      { bucket: 100, count: 5 },
      { bucket: 3000, count: 1 },
    ];
    // 8 values: the 6th, which is in the 200 ms bucket.
    expect(p75Of('INP', counts)).toEqual({ p75: 200, count: 8 });
    expect(p75Of('CLS', [{ bucket: 12, count: 3 }])).toEqual({ p75: 0.012, count: 3 });
    expect(p75Of('LCP', [])).toEqual({ p75: null, count: 0 });
  });
});
