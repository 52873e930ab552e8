import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { createHttpServer } from '../src/http/httpServer';
import { checkoutBody, memoryStore, silentLog, testConfig } from './support/fixtures';

/** Timeouts short enough for a test; production's are 30 s. */
const SHORT = { requestMs: 300, headersMs: 300, keepAliveMs: 200, checkEveryMs: 50 };

async function start() {
  const store = await memoryStore();
  const server = createHttpServer(createApp(testConfig(), store, silentLog), SHORT);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}

/** Opens a raw connection; resolves with everything the server sent once it closes the connection. */
function connect(port: number, send: (socket: net.Socket) => void): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', () => undefined);
  });
}

describe("the service's HTTP server holds no connection for ever", () => {
  it('answers a body that trickles in past the request timeout with 408 and closes', async () => {
    const service = await start();
    const body = JSON.stringify(checkoutBody());
    let timer: NodeJS.Timeout | undefined;
    const { answer, ms } = await connect(service.port, (socket) => {
      socket.write(
        `POST /api/create-checkout-session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      let sent = 0;
      timer = setInterval(() => socket.writable && sent < body.length && socket.write(body[sent++]), 20);
    });
    clearInterval(timer);
    await service.close();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(2000);
  });

  it('closes a connection that sends nothing', async () => {
    const service = await start();
    const { answer, ms } = await connect(service.port, () => undefined);
    await service.close();
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
    expect(ms).toBeLessThan(2000);
  });

  it('closes an idle kept-alive connection after its keep-alive timeout', async () => {
    const service = await start();
    const { answer, ms } = await connect(service.port, (socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
    await service.close();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeLessThan(2000);
  });
});
