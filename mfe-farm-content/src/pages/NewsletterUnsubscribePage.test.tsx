import { StrictMode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { API_PATHS, NEWSLETTER_PAGES, newsletterPagePath } from 'contract';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from '../data/newsletterPages';
import { answer, sent, serviceAnswers } from '../testing/serviceAnswers';
import NewsletterUnsubscribePage from './NewsletterUnsubscribePage';

const TOKEN = 'uns_ub-t0ken';

function renderAt(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <NewsletterUnsubscribePage />
      </MemoryRouter>
    </StrictMode>,
  );
}

const unsubscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

describe('NewsletterUnsubscribePage', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('posts nothing on arrival: mail scanners open links', () => {
    const fetchMock = serviceAnswers(answer(200, { state: 'unsubscribed' }));
    renderAt(newsletterPagePath('unsubscribe', TOKEN));
    expect(screen.getByRole('heading', { level: 2, name: TEXTS.unsubscribe.heading })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('unsubscribes on the button, says so and points to the footer’s form to sign up again', async () => {
    const fetchMock = serviceAnswers(answer(200, { state: 'unsubscribed' }));
    renderAt(newsletterPagePath('unsubscribe', TOKEN));
    unsubscribe();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('aria-busy', 'true');
    unsubscribe();
    const done = await screen.findByRole('heading', { level: 2, name: "You're unsubscribed. We won't send you the newsletter again." });
    expect(done).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(fetchMock)).toEqual({ path: API_PATHS.newsletterUnsubscribe, method: 'POST', body: { token: TOKEN } });
    expect(screen.getByRole('link', { name: TEXTS.unsubscribe.signUpAgain })).toHaveAttribute('href', '#footer-newsletter');
  });

  it('shows the service’s sentence for a link it does not know', async () => {
    const unknown =
      'This unsubscribe link is not valid. If our newsletter still reaches you, write to hello@terraverde.farm and we will take you off the list.';
    serviceAnswers(answer(404, { error: unknown, code: 'not_found' }));
    renderAt(newsletterPagePath('unsubscribe', TOKEN));
    unsubscribe();
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('keeps the button, with the reason, when the service cannot be reached', async () => {
    const fetchMock = serviceAnswers(new TypeError('Failed to fetch'), answer(200, { state: 'unsubscribed' }));
    renderAt(newsletterPagePath('unsubscribe', TOKEN));
    unsubscribe();
    expect(await screen.findByText(TEXTS.unreachable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('aria-disabled', 'false');
    unsubscribe();
    expect(await screen.findByText(TEXTS.unsubscribe.signUpAgain)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says a link without its token is incomplete, with no button', () => {
    renderAt(NEWSLETTER_PAGES.unsubscribe);
    expect(screen.getByText(TEXTS.missingToken)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
