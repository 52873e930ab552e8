import { startFieldVitals } from './startFieldVitals';

const watchFieldVitals = jest.fn();
jest.mock('./fieldVitals', () => ({ watchFieldVitals: (pathname: string) => watchFieldVitals(pathname) }));

describe('the field reports sample', () => {
  it('watches a sampled page view once the browser is idle, with its landing path', async () => {
    startFieldVitals(0.1, '/shop', () => 0.05);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(watchFieldVitals).toHaveBeenCalledWith('/shop');
  });

  it('loads nothing for a page view outside the sample', async () => {
    watchFieldVitals.mockClear();
    startFieldVitals(0.1, '/shop', () => 0.1);
    startFieldVitals(0, '/shop', () => 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(watchFieldVitals).not.toHaveBeenCalled();
  });
});
