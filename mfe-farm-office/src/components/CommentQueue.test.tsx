import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import CommentsPage from '../pages/CommentsPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';
import { comment, counts } from '../testing/visitorFixtures';

const OLDEST = comment({ id: 'c-1', name: 'João Pereira' });
const LATER = comment({ id: 'c-2', name: 'Bia Costa', postId: 5, text: 'Second!', postedAt: '2026-11-11T09:30:00.000Z' });
const queue = (...comments: ReturnType<typeof comment>[]) => ({ url: `${API_PATHS.staffComments}?status=pending`, body: { comments } });
const statusUrl = (id: string) => pathWith(API_PATHS.staffCommentStatus, { id });

const open = (url = '/office/comments') => renderPage(OFFICE_PATHS.comments, CommentsPage, url);
const names = () => screen.queryAllByTestId('comment').map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

describe('the comments', () => {
  const toasts = spyOnToasts();

  it('shows the moderation queue as the service sends it, oldest first: the post, name, e-mail, text and time', async () => {
    fakeService(SIGNED_IN, queue(OLDEST, LATER));
    open();
    await screen.findAllByTestId('comment');
    expect(names()).toEqual(['João Pereira', 'Bia Costa']);
    const first = screen.getByRole('article', { name: 'João Pereira' });
    expect(within(first).getByRole('link', { name: 'On post 3' })).toHaveAttribute('href', '/blog-single/3');
    expect(first).toHaveTextContent('joao@example.com');
    expect(first).toHaveTextContent('Posted 10 Nov 2026, 09:30');
    expect(within(first).getByTestId('comment-text').textContent).toBe('Lovely carrots!\nWill the farm open for visits in spring?');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve (comment by João Pereira)', 'Reject (comment by João Pereira)']);
    expect(screen.getByRole('status')).toHaveTextContent('2 comments wait for moderation, the oldest first.');
    expect(screen.getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
  });

  it('approves a comment: the service is told, it leaves the queue, focus goes to the next, the counts are asked again', async () => {
    const service = fakeService(SIGNED_IN, { url: API_PATHS.staffCounts, body: counts({ pendingComments: 2 }) }, queue(OLDEST, LATER), {
      method: 'POST',
      url: statusUrl(OLDEST.id),
      body: { comment: { ...OLDEST, status: 'approved' } },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('link', { name: 'Comments, 2 waiting' })).toBeInTheDocument();
    service.answer({ url: API_PATHS.staffCounts, body: counts({ pendingComments: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'Approve (comment by João Pereira)' }));

    await waitFor(() => expect(names()).toEqual(['Bia Costa']));
    expect(service.requests().find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: statusUrl(OLDEST.id),
      body: { to: 'approved' },
    });
    expect(toasts.success).toHaveBeenCalledWith('The comment by João Pereira is approved: it is on post 3 now.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Bia Costa' })).toHaveFocus());
    expect(await screen.findByRole('link', { name: 'Comments, 1 waiting' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 comment waits for moderation, the oldest first.');
  });

  it('rejects the last one, and says the queue is empty', async () => {
    fakeService(SIGNED_IN, queue(OLDEST), {
      method: 'POST',
      url: statusUrl(OLDEST.id),
      body: { comment: { ...OLDEST, status: 'rejected' } },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Reject (comment by João Pereira)' }));
    const empty = await screen.findByText('No comments wait for moderation.');
    await waitFor(() => expect(empty).toHaveFocus());
    expect(toasts.success).toHaveBeenCalledWith('The comment by João Pereira is rejected: it will not be shown.');
  });

  it('keeps a comment in the queue when the service refuses, saying why', async () => {
    fakeService(SIGNED_IN, queue(OLDEST), {
      method: 'POST',
      url: statusUrl(OLDEST.id),
      status: 503,
      body: { error: 'The order store is not available.', code: 'unavailable' },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Approve (comment by João Pereira)' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The order store is not available.'));
    expect(names()).toEqual(['João Pereira']);
  });

  it('shows the approved or rejected ones with the filter, each with the other choice', async () => {
    const service = fakeService(
      SIGNED_IN,
      queue(OLDEST),
      { url: `${API_PATHS.staffComments}?status=approved`, body: { comments: [{ ...LATER, status: 'approved' }] } },
      { url: `${API_PATHS.staffComments}?status=rejected`, body: { comments: [] } },
    );
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('comment');
    await user.click(screen.getByRole('link', { name: 'Approved' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/office/comments?status=approved');
    await waitFor(() => expect(names()).toEqual(['Bia Costa']));
    expect(screen.getByRole('button', { name: 'Reject (comment by Bia Costa)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 approved comment, the newest first.');

    await user.click(screen.getByRole('link', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected comments.')).toBeInTheDocument();
    expect(service.requests().map((request) => request.url)).toContain(`${API_PATHS.staffComments}?status=rejected`);
  });
});
