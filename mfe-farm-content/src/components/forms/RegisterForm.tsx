import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Field, notify, useForm } from 'shared';
import { FORM_TOASTS } from '../../data/formMessages';
import { EMPTY_REGISTER, registerRules } from './formRules';
import './forms.css';

/** Register (docs/product.md#register-and-login): nothing is stored; a valid form thanks the visitor and resets. */
export function RegisterForm() {
  // The confirmation rule reads the password at submit time, after this render's effect stored it.
  const password = useRef('');
  // eslint-disable-next-line react-hooks/refs -- registerRules keeps the getter for submit time; nothing calls it while rendering.
  const rules = registerRules(() => password.current);
  const { field, values, onSubmit, formRef } = useForm(EMPTY_REGISTER, rules, () => {
    notify.success(FORM_TOASTS.register);
  });
  useEffect(() => {
    password.current = values.password;
  }, [values.password]);

  return (
    <div className="farm-auth">
      <h2 className="farm-auth__title">Create your account</h2>
      <p className="farm-auth__lead">Register to follow our harvests and order faster.</p>
      <form ref={formRef} className="farm-form" onSubmit={onSubmit} noValidate aria-label="Register">
        <Field label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        <Field label="Password" type="password" autoComplete="new-password" required {...field('password')} />
        {/* The confirmation is plain text (docs/product.md#register-and-login), so the visitor can check what they typed. */}
        <Field
          label="Confirm password"
          type="text"
          autoComplete="off"
          spellCheck={false}
          hint="Shown as you type; it must match the password."
          required
          {...field('confirmPassword')}
        />
        <button type="submit" className="tv-button">
          Register
        </button>
      </form>
      <p className="farm-auth__switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
