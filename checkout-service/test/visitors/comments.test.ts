import { API_PATHS, OfficeCommentDetailSchema, OfficeCommentListSchema, pathWith, PublicCommentsSchema } from 'contract';
import { COMMENTS_RATE_LIMITED } from '../../src/visitors/comments/commentRoutes';
import { BACKENDS } from '../support/backends';
import { testConfig } from '../support/fixtures';
import { signedInOffice } from '../support/signedInOffice';
import { COMMENT, outboxAbout, postJson, refused, staffGet, staffPost } from './visitorRequests';

const INES = 'ines@farm.example';
const moderatePath = (id: string) => pathWith(API_PATHS.staffCommentStatus, { id });
const FIELDS = "The request body must be a JSON object with the form's fields: postId, name, email, comment.";
const POST_ID = "postId must be the post's id, a whole number from 1.";

describe.each(BACKENDS)('blog comments, on %s', (_name, fresh) => {
  const office = signedInOffice(fresh);
  const http = () => office.service.http;

  /** Posts a comment; returns its id, from the moderation queue. */
  async function commentOn(postId: number, comment: string, email = COMMENT.email): Promise<string> {
    expect((await postJson(http(), API_PATHS.comments, { ...COMMENT, postId, email, comment })).status).toBe(201);
    const { comments } = OfficeCommentListSchema.parse((await staffGet(office, API_PATHS.staffComments)).body);
    return comments.find((stored) => stored.text === comment)!.id;
  }
  const moderate = (id: string, to: unknown) => staffPost(office, moderatePath(id), { to });
  const publicComments = async (query = '') => {
    const res = await http().get(`${API_PATHS.comments}${query}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    return PublicCommentsSchema.parse(res.body).comments;
  };

  it('stores a comment as waiting, e-mails no one, and shows it only once approved, without its e-mail', async () => {
    const hostile = '<script>alert(1)</script> Lovely!';
    const id = await commentOn(11, hostile, 'Dora@Example.com');
    expect(await outboxAbout(office.store, 'dora@example.com')).toEqual([]);
    expect((await publicComments('?post=11')).map((comment) => comment.id)).not.toContain(id);

    const approved = await moderate(id, 'approved');
    expect(approved.status).toBe(200);
    expect(OfficeCommentDetailSchema.parse(approved.body).comment).toMatchObject({ id, status: 'approved', email: 'Dora@Example.com' });

    const res = await http().get(`${API_PATHS.comments}?post=11`);
    expect(res.text).not.toContain('Dora@Example.com');
    const [shown] = await publicComments('?post=11');
    // Stored and served as typed: the post page escapes it where it shows it.
    expect(shown).toEqual({ id, postId: 11, name: COMMENT.name, text: hostile, postedAt: expect.any(String) });
    expect(Object.keys(shown)).not.toContain('email');
    expect(await outboxAbout(office.store, 'dora@example.com')).toEqual([]);
  });

  it("lists one post's approved comments oldest first, or every post's; a rejected one never shows", async () => {
    const first = await commentOn(21, 'First on 21');
    const other = await commentOn(22, 'On 22');
    const second = await commentOn(21, 'Second on 21');
    const rejected = await commentOn(21, 'Buy cheap pills');
    for (const id of [second, first, other]) expect((await moderate(id, 'approved')).status).toBe(200);
    expect((await moderate(rejected, 'rejected')).status).toBe(200);

    expect((await publicComments('?post=21')).map((comment) => comment.id)).toEqual([first, second]);
    const everyPost = (await publicComments()).map((comment) => comment.id);
    expect(everyPost).toEqual(expect.arrayContaining([first, second, other]));
    expect(everyPost).not.toContain(rejected);
    for (const query of ['?post=abc', '?post=0', '?post=1.5', '?post=99999999'])
      expect(refused(await http().get(`${API_PATHS.comments}${query}`), 400)).toBe("post must be a post's id, a whole number from 1.");
  });

  it('shows the moderation queue oldest first, and the approved or rejected ones by status', async () => {
    const older = await commentOn(31, 'Queue older');
    const newer = await commentOn(31, 'Queue newer');
    const queue = OfficeCommentListSchema.parse((await staffGet(office, API_PATHS.staffComments)).body).comments;
    expect(queue.every((comment) => comment.status === 'pending')).toBe(true);
    const mine = queue.filter((comment) => comment.postId === 31);
    expect(mine.map((comment) => comment.id)).toEqual([older, newer]);
    expect(mine[0]).toMatchObject({ name: COMMENT.name, email: COMMENT.email, text: 'Queue older' });

    await moderate(newer, 'rejected');
    const rejected = OfficeCommentListSchema.parse((await staffGet(office, `${API_PATHS.staffComments}?status=rejected`)).body);
    expect(rejected.comments.map((comment) => comment.id)).toContain(newer);
    expect(refused(await staffGet(office, `${API_PATHS.staffComments}?status=spam`), 400)).toBe(
      'status must be one of pending, approved, rejected.',
    );
    const stored = await office.store.visitors.comments.withStatus('rejected');
    expect(stored.find((comment) => comment.id === newer)).toMatchObject({ moderatedBy: INES });
  });

  it.each([
    ['no postId', { postId: undefined }, POST_ID],
    ['a postId in words', { postId: 'one' }, POST_ID],
    ['a postId that is not whole', { postId: 1.5 }, POST_ID],
    ['a postId of 0', { postId: 0 }, POST_ID],
    ['no name', { name: '' }, 'Name is required.'],
    ['a bad e-mail', { email: 'carla@example' }, 'E-mail must be a valid e-mail address, like name@example.com.'],
    ['no comment', { comment: '' }, 'Comment is required.'],
    ['a comment too long', { comment: 'y'.repeat(5001) }, 'Comment must be at most 5000 characters long.'],
    ['an object for a comment', { comment: { text: 'hi' } }, 'comment must be text.'],
    ['an unknown field', { approved: true }, FIELDS],
  ])('refuses %s with its sentence, storing nothing', async (_case, change, sentence) => {
    const email = 'refused-comment@example.com';
    expect(refused(await postJson(http(), API_PATHS.comments, { ...COMMENT, email, ...change }), 400)).toBe(sentence);
    const all = await office.store.visitors.comments.withStatus('pending');
    expect(all.filter((comment) => comment.email === email)).toEqual([]);
  });

  it('refuses a control character, and drops a comment whose honeypot is filled', async () => {
    const res = await postJson(http(), API_PATHS.comments, { ...COMMENT, name: 'Carla\u001b[31m' });
    expect(refused(res, 400)).toBe('name must not contain control characters.');
    const bot = await postJson(http(), API_PATHS.comments, { ...COMMENT, email: 'bot@example.com', website: 'x' });
    expect([bot.status, bot.body]).toEqual([201, { received: true }]);
    const pending = await office.store.visitors.comments.withStatus('pending');
    expect(pending.filter((comment) => comment.email === 'bot@example.com')).toEqual([]);
  });

  it.each([[{ to: 'pending' }], [{ to: 'spam' }], [{}]])('refuses the moderation %j with its sentence', async (body) => {
    const id = await commentOn(41, `Moderation ${JSON.stringify(body)}`);
    expect(refused(await staffPost(office, moderatePath(id), body), 400)).toBe('to must be approved or rejected.');
  });

  it('answers 404 for an id that is not a comment of ours, and 401 to anyone not signed in', async () => {
    expect(refused(await moderate('abc', 'approved'), 404)).toBe('There is no comment abc.');
    expect(refused(await moderate('00000000-0000-4000-8000-000000000000', 'approved'), 404)).toBe(
      'There is no comment 00000000-0000-4000-8000-000000000000.',
    );
    expect((await http().get(API_PATHS.staffComments)).status).toBe(401);
  });
});

describe.each(BACKENDS)('the comment form is rate-limited per address, on %s', (_name, fresh) => {
  const office = signedInOffice(fresh, testConfig({ formsPerMinute: 2 }));

  it('takes two comments a minute from one address; the third is a 429', async () => {
    const post = () => postJson(office.service.http, API_PATHS.comments, COMMENT);
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    expect(refused(await post(), 429)).toBe(COMMENTS_RATE_LIMITED);
    expect(await office.store.visitors.comments.withStatus('pending')).toHaveLength(2);
  });
});
