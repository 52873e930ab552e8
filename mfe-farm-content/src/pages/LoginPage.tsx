import { PageBanner, usePageMeta } from 'shared';
import { LoginForm } from '../components/forms/LoginForm';
import { ACCOUNT_PAGE_META } from '../data/accountPages';

export default function LoginPage() {
  usePageMeta(ACCOUNT_PAGE_META.login);
  return (
    <>
      <PageBanner title="Login" />
      <section className="tv-section tv-section--cream">
        <div className="tv-container">
          <LoginForm />
        </div>
      </section>
    </>
  );
}
