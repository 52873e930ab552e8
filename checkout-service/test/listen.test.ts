import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../src/http/listen';

const closeAll = (...servers: http.Server[]) => Promise.all(servers.map((server) => new Promise((done) => server.close(done))));

describe('listening on HOST and PORT', () => {
  it('listens on the configured address only, and says where', async () => {
    const server = http.createServer();
    // 127.0.0.2 rather than the default, so a server that ignored HOST (and took every interface) would show.
    const where = await listen(server, { host: '127.0.0.2', port: 0 });
    const { address, port } = server.address() as AddressInfo;
    await closeAll(server);
    expect(address).toBe('127.0.0.2');
    expect(where).toBe(`127.0.0.2:${port}`);
  });

  it('refuses with a sentence when the port is taken', async () => {
    const first = http.createServer();
    await listen(first, { host: '127.0.0.1', port: 0 });
    const { port } = first.address() as AddressInfo;
    const second = http.createServer();
    const refused = await listen(second, { host: '127.0.0.1', port }).catch((error: Error) => error);
    await closeAll(first);
    expect(refused).toEqual(new Error(`cannot listen on 127.0.0.1:${port}: the port is already in use`));
  });
});
