import { eq } from 'drizzle-orm';
import { ApiErrorSchema } from 'contract';
import type request from 'supertest';
import type { Store } from '../../src/store/openStore';
import { outboxMessages } from '../../src/store/schema';
import { SITE, type Service } from '../support/fixtures';

/** What the visitors' forms' tests send and read (the tests of test/visitors/). */

/** A contact message as the form sends it; tests change one field at a time. */
export const CONTACT = {
  name: 'Ana Souza',
  email: 'Ana.Souza@Example.com',
  phone: '+55 48 99999-0147',
  comments: 'Do you deliver to Lagoa da Conceição?\nWe are a small restaurant.',
  website: '',
};

/** A box request as the /subscription form sends it: a Family box, weekly, delivered. */
export const BOX_REQUEST = {
  boxSize: 'medium',
  frequency: 'weekly',
  name: 'Bruno Lima',
  email: 'bruno@example.com',
  phone: '48 3025 0000',
  method: 'delivery',
  postcode: '88060-000',
  startDay: '',
  website: '',
};

export const COMMENT = { postId: 1, name: 'Carla Dias', email: 'carla@example.com', comment: 'Lovely carrots this week!', website: '' };

/** A JSON post, as the site's forms send it. */
export const postJson = (http: Service['http'], path: string, body: unknown) =>
  http.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));

/** A signed-in staff member's read and change, from the site's own origin (signedInOffice's cookie). */
export const staffGet = (office: { service: Service; cookie: string }, path: string) =>
  office.service.http.get(path).set('Cookie', office.cookie);
export const staffPost = (office: { service: Service; cookie: string }, path: string, body: unknown) =>
  postJson(office.service.http, path, body).set('Cookie', office.cookie).set('Origin', SITE);

/** A refusal's sentence, after checking it is the contract's `{ error, code }` with the status expected. */
export function refused(res: request.Response, status: number): string {
  expect(res.status).toBe(status);
  expect(ApiErrorSchema.safeParse(res.body).success).toBe(true);
  return res.body.error as string;
}

/** The outbox's messages about one visitor's address (lower case), oldest first. */
export const outboxAbout = (store: Store, email: string) =>
  store.visitors.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.aboutEmail, email))
    .orderBy(outboxMessages.createdAt, outboxMessages.kind);
