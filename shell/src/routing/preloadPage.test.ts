import type { RemoteRoutesModule } from 'shared';
import { loadRemoteRoutes } from '../federation/remotes';
import { preloadPage } from './preloadPage';

jest.mock('../federation/remotes', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRoutes = jest.mocked(loadRemoteRoutes);

const page = () => jest.fn(async () => ({ default: () => null }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloading the first page', () => {
  beforeEach(() => loadRoutes.mockReset());

  it("downloads the owning remote's routes and the chunk of the page that matches", async () => {
    const [list, product] = [page(), page()];
    loadRoutes.mockResolvedValue({
      routes: [
        { path: '/shop', load: list },
        { path: '/product/:slug', load: product },
      ],
    } as unknown as RemoteRoutesModule);
    preloadPage('/product/heirloom-tomatoes');
    await flush();
    expect(loadRoutes).toHaveBeenCalledWith('shop');
    expect(product).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('leaves a remote that cannot load to the page render, which shows the failure', async () => {
    loadRoutes.mockRejectedValue(new Error('down'));
    expect(() => preloadPage('/blog-standard')).not.toThrow();
    await flush();
    expect(loadRoutes).toHaveBeenCalledWith('blog');
  });
});
