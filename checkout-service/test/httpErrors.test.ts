import Koa from 'koa';
import request from 'supertest';
import { jsonErrors, RequestError } from '../src/http/httpErrors';

/** A service whose only route throws `error`, with what it logs. */
function throwing(error: unknown) {
  const logged: { message: string; error?: unknown }[] = [];
  const app = new Koa();
  app.silent = true;
  app.use(jsonErrors((message, cause) => logged.push(cause === undefined ? { message } : { message, error: cause })));
  app.use(() => {
    throw error;
  });
  return { http: request(app.callback()), logged };
}

describe('errors as JSON sentences', () => {
  it("answers our own refusals with their sentence and logs nothing: they are the client's mistake", async () => {
    const { http, logged } = throwing(new RequestError(400, 'items must be an array.'));
    const res = await http.get('/api/x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'items must be an array.' });
    expect(logged).toEqual([]);
  });

  it('logs any other client error as one short line, with no stack trace', async () => {
    const { http, logged } = throwing(Object.assign(new Error(`refused\n${'x'.repeat(5000)}`), { status: 400 }));
    const res = await http.get(`/api/${'y'.repeat(3000)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request could not be processed.' });
    expect(logged).toHaveLength(1);
    expect(logged[0].error).toBeUndefined();
    expect(logged[0].message).not.toContain('\n');
    expect(logged[0].message.length).toBeLessThan(300);
  });

  it('logs its own faults whole and answers them with a generic sentence', async () => {
    const fault = new TypeError('cannot read x of undefined');
    const { http, logged } = throwing(fault);
    const res = await http.get('/api/x');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(logged).toEqual([{ message: 'GET /api/x failed', error: fault }]);
  });
});
