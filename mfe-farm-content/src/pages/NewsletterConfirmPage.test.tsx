import { StrictMode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { API_PATHS, NEWSLETTER_PAGES, newsletterPagePath } from 'contract';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from '../data/newsletterPages';
import { answer, sent, serviceAnswers } from '../testing/serviceAnswers';
import NewsletterConfirmPage from './NewsletterConfirmPage';

const TOKEN = 'c0nf1rm-t0ken_abc';

/** In StrictMode, as in development: its effects run twice. */
function renderAt(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <NewsletterConfirmPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('NewsletterConfirmPage', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('confirms the link’s address on arrival, once, and says it is on the list', async () => {
    const fetchMock = serviceAnswers(answer(200, { state: 'confirmed' }));
    renderAt(newsletterPagePath('confirm', TOKEN));
    expect(screen.getByText(TEXTS.confirm.sending)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: "You're on the list" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(fetchMock)).toEqual({ path: API_PATHS.newsletterConfirm, method: 'POST', body: { token: TOKEN } });
    expect(screen.getByRole('link', { name: TEXTS.home })).toHaveAttribute('href', '/');
  });

  it('shows the service’s sentence for an expired link, with no way to try again', async () => {
    const expired = 'This confirmation link has expired: it worked for 7 days. Sign up again at the bottom of any page.';
    serviceAnswers(answer(410, { error: expired, code: 'not_found' }));
    renderAt(newsletterPagePath('confirm', TOKEN));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEXTS.confirm.failedHeading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.tryAgain })).toBeNull();
  });

  it('offers to try again when the service cannot be reached, and confirms then', async () => {
    const fetchMock = serviceAnswers(new TypeError('Failed to fetch'), answer(200, { state: 'confirmed' }));
    renderAt(newsletterPagePath('confirm', TOKEN));
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.tryAgain }));
    const heading = await screen.findByRole('heading', { level: 2, name: "You're on the list" });
    expect(heading).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('posts nothing for a link without its token, and says so', () => {
    const fetchMock = serviceAnswers(answer(200, { state: 'confirmed' }));
    renderAt(NEWSLETTER_PAGES.confirm);
    expect(screen.getByText(TEXTS.missingToken)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is never indexed and names no canonical address', async () => {
    serviceAnswers(answer(200, { state: 'confirmed' }));
    renderAt(newsletterPagePath('confirm', TOKEN));
    await screen.findByRole('heading', { level: 2, name: "You're on the list" });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.title).toBe('Confirm Subscription | Terra Verde');
  });
});
