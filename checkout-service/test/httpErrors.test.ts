import Koa from 'koa';
import Router from '@koa/router';
import request from 'supertest';
import { jsonErrors, RequestError } from '../src/http/httpErrors';
import { serviceLog } from '../src/logger';

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
    expect(res.body).toEqual({ error: 'items must be an array.', code: 'validation' });
    expect(logged).toEqual([]);
  });

  it('logs any other client error as one short line, with no stack trace', async () => {
    const { http, logged } = throwing(Object.assign(new Error(`refused\n${'x'.repeat(5000)}`), { status: 400 }));
    const res = await http.get(`/api/${'y'.repeat(3000)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request could not be processed.', code: 'validation' });
    expect(logged).toHaveLength(1);
    expect(logged[0].error).toBeUndefined();
    expect(logged[0].message).not.toContain('\n');
    expect(logged[0].message.length).toBeLessThan(300);
  });

  it('hands its own faults to the log and answers them with a generic sentence', async () => {
    const fault = new TypeError('cannot read x of undefined');
    const { http, logged } = throwing(fault);
    const res = await http.get('/api/x');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    expect(logged).toEqual([{ message: 'GET /api/x failed', error: fault }]);
  });

  it("logs a database fault as exactly one line: the error's name, message and frames, never the customer's data it carries", async () => {
    // As drizzle wraps a pg error: the query's parameters in its message, its own properties and its cause's.
    const values = ['A\u0000na', 'Souza', 'ana@example.com', 'pt_5c3f0e5b9a7d4e21'];
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      name: 'error',
      code: '22021',
      detail: `Key (email)=(${values[2]})`,
      parameters: values,
    });
    const query = 'insert into "orders" ("first_name", "last_name", "email", "page_token") values ($1, $2, $3, $4)';
    const fault = Object.assign(new Error(`Failed query: ${query}\nparams: ${values.join(',')}`), {
      name: 'DrizzleQueryError',
      query,
      params: values,
      cause: pgError,
    });
    const printed: string[] = [];
    const log = serviceLog({ write: (line: string) => void printed.push(line) });
    const app = new Koa();
    app.silent = true;
    app.use(jsonErrors(log.problem));
    // Logged by its route, not its path: the path holds the order page's secret token.
    app.use(
      new Router()
        .post('/api/orders/by-token/:token', () => {
          throw fault;
        })
        .routes(),
    );
    const res = await request(app.callback()).post(`/api/orders/by-token/${values[3]}`);
    expect(res.status).toBe(500);
    expect(printed).toHaveLength(1);
    const [line] = printed;
    // One JSON line: no raw line break or control character in it.
    expect(line.trimEnd()).not.toMatch(/[\r\n]/);
    expect(line).not.toContain('\u0000');
    for (const value of ['Ana', 'Souza', 'ana@example.com', values[3], 'params']) expect(line).not.toContain(value);
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ level: 'error', service: 'checkout-service', msg: 'POST /api/orders/by-token/:token failed' });
    expect(entry.err).toContain('DrizzleQueryError: Failed query: insert into "orders"');
    expect(entry.err).toContain('caused by error 22021');
    expect(entry.err).toMatch(/ at .*httpErrors\.test\.ts:\d+/);
  });
});
