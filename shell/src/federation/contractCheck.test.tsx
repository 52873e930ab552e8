import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONTRACT_VERSION, defineRemoteRoutes, type RemoteRoutesModule } from 'shared';
import { RemoteArea } from '../routing/RemoteArea';
import { loadRemoteRoutes, RemoteUnavailableError } from './remotes';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
}));

const ShopPage = () => <h1>Shop page</h1>;
const routes = [{ path: '/shop', load: async () => ({ default: ShopPage }) }];

function remoteExposing(module: unknown) {
  loadRemote.mockResolvedValue({ default: module });
}

let warn: jest.SpyInstance;
beforeEach(() => {
  loadRemote.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the shell/remote contract check', () => {
  it('loads `<remote>/routes` and accepts a remote supporting this shell', async () => {
    remoteExposing(defineRemoteRoutes(routes, [CONTRACT_VERSION]));
    const module: RemoteRoutesModule = await loadRemoteRoutes('shop');
    expect(loadRemote).toHaveBeenCalledWith('shop/routes');
    expect(module.routes.map((route) => route.path)).toEqual(['/shop']);
  });

  it('rejects a remote built for other shell contract versions', async () => {
    remoteExposing(defineRemoteRoutes(routes, [CONTRACT_VERSION + 1]));
    await expect(loadRemoteRoutes('blog')).rejects.toThrow(RemoteUnavailableError);
    await expect(loadRemoteRoutes('blog')).rejects.toThrow(`does not support shell contract version ${CONTRACT_VERSION}`);
  });

  it('rejects a routes module of the wrong shape', async () => {
    remoteExposing({ routes: 'not a list' });
    await expect(loadRemoteRoutes('checkout')).rejects.toThrow('wrong shape');
  });

  it('a remote supporting several shell versions states the newest as its own', () => {
    const module = defineRemoteRoutes(routes, [1, 2]);
    expect(module.contractVersion).toBe(2);
    expect(module.supportsShell(1)).toBe(true);
    expect(module.supportsShell(3)).toBe(false);
  });

  it("shows the remote's 'temporarily unavailable' state, not a crash, when the contract is unsupported", async () => {
    remoteExposing(defineRemoteRoutes(routes, [CONTRACT_VERSION + 1]));
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <RemoteArea remote="farm_content" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Shop page')).not.toBeInTheDocument();
  });

  it('shows the pages of a supported remote', async () => {
    remoteExposing(defineRemoteRoutes(routes, [CONTRACT_VERSION]));
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <RemoteArea remote="shop" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
  });
});
