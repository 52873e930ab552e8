import { Link } from 'react-router-dom';
import { Field, notify, useForm } from 'shared';
import { FORM_TOASTS } from '../../data/formMessages';
import { EMPTY_LOGIN, loginRules } from './formRules';
import './forms.css';

/** Login (docs/product.md#register-and-login): no real check and nothing stored; a filled form welcomes and resets. */
export function LoginForm() {
  const { field, onSubmit, formRef } = useForm(EMPTY_LOGIN, loginRules, () => {
    notify.success(FORM_TOASTS.login);
  });

  return (
    <div className="farm-auth">
      <h2 className="farm-auth__title">Welcome back</h2>
      <p className="farm-auth__lead">Log in with your e-mail and password.</p>
      <form ref={formRef} className="farm-form" onSubmit={onSubmit} noValidate aria-label="Log in">
        <Field label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        <button type="submit" className="tv-button">
          Log In
        </button>
      </form>
      <p className="farm-auth__switch">
        New to Terra Verde? <Link to="/register">Create an account</Link>
      </p>
    </div>
  );
}
