import { PageBanner, usePageMeta } from 'shared';
import { RegisterForm } from '../components/forms/RegisterForm';

export default function RegisterPage() {
  usePageMeta({
    title: 'Register',
    description: 'Create a Terra Verde account to follow our harvests and order fresh organic produce faster.',
  });
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
