import { PageBanner, usePageMeta } from 'shared';
import { RegisterForm } from '../components/forms/RegisterForm';
import { ACCOUNT_PAGE_META } from '../data/accountPages';

export default function RegisterPage() {
  usePageMeta(ACCOUNT_PAGE_META.register);
  return (
    <>
      <PageBanner title="Register" />
      <section className="tv-section tv-section--cream">
        <div className="tv-container">
          <RegisterForm />
        </div>
      </section>
    </>
  );
}
