import type { AccessEntry } from '../src/logging/accessLog';
import { memoryStore, serve, silentLog, testConfig, type Service } from './support/fixtures';
import { CONTACT, outboxAbout } from './visitors/visitorRequests';

describe('each request has an id (X-Request-Id), answered, logged with it, and kept on the e-mails it causes', () => {
  let service: Service;
  const answered: AccessEntry[] = [];

  beforeAll(async () => {
    service = await serve(testConfig(), await memoryStore(), silentLog, { onAnswered: (entry) => void answered.push(entry) });
  });
  afterAll(async () => {
    await service.close();
    await service.store.close();
  });

  it('keeps the id nginx (or a client) gave, logs the request by its route pattern, and writes it on the outbox rows the change causes', async () => {
    const res = await service.http
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .set('X-Request-Id', 'nginx-4f2a.1')
      .send(CONTACT);
    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe('nginx-4f2a.1');
    expect(answered.at(-1)).toEqual({
      requestId: 'nginx-4f2a.1',
      method: 'POST',
      route: '/api/contact',
      status: 201,
      ms: expect.any(Number),
    });
    const rows = await outboxAbout(service.store, CONTACT.email.toLowerCase());
    expect(rows.map((row) => [row.kind, row.requestId]).sort()).toEqual([
      ['contact_ack', 'nginx-4f2a.1'],
      ['contact_farm', 'nginx-4f2a.1'],
    ]);
  });

  it('makes an id when none came, or when the given one is not a plain token (it would be written into log lines)', async () => {
    const none = await service.http.get('/healthz');
    const odd = await service.http.get('/healthz').set('X-Request-Id', 'a b\tc');
    for (const res of [none, odd]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
  });

  it('logs a path no route matched as "(unmatched)", never the path itself', async () => {
    await service.http.get('/api/orders/by-token/secret-token-value/extra');
    expect(answered.at(-1)).toMatchObject({ route: '(unmatched)', status: 404 });
    expect(JSON.stringify(answered)).not.toContain('secret-token-value');
  });
});
