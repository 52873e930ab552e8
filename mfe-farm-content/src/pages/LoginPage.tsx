import { PageBanner, usePageMeta } from 'shared';
import { LoginForm } from '../components/forms/LoginForm';

export default function LoginPage() {
  usePageMeta({ title: 'Login', description: 'Log in to your Terra Verde account.' });
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
