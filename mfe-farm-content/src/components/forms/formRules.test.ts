import { validate } from 'contract';
import { PASSWORD_MISMATCH } from '../../data/formMessages';
import { EMPTY_LOGIN, EMPTY_REGISTER, loginRules, matchesPassword, registerRules } from './formRules';

describe('login rules', () => {
  it('requires e-mail and password', () => {
    expect(validate(EMPTY_LOGIN, loginRules)).toEqual({ email: 'E-mail is required.', password: 'Password is required.' });
  });

  it('accepts any password with a valid e-mail: there is no real check', () => {
    expect(validate({ email: 'chef@example.com', password: 'x' }, loginRules)).toEqual({});
  });
});

describe('register rules', () => {
  const rulesFor = (values: typeof EMPTY_REGISTER) => registerRules(() => values.password);

  it('requires all three fields', () => {
    expect(validate(EMPTY_REGISTER, rulesFor(EMPTY_REGISTER))).toEqual({
      email: 'E-mail is required.',
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
    });
  });

  it('says so when the confirmation differs from the password', () => {
    const values = { email: 'ana@example.com', password: 'harvest-2025', confirmPassword: 'harvest-2024' };
    expect(validate(values, rulesFor(values))).toEqual({ confirmPassword: PASSWORD_MISMATCH });
  });

  it('accepts matching passwords', () => {
    const values = { email: 'ana@example.com', password: 'harvest-2025', confirmPassword: 'harvest-2025' };
    expect(validate(values, rulesFor(values))).toEqual({});
  });
});

describe('matchesPassword', () => {
  it('reads the password when it validates, not when it is created', () => {
    let password = 'first';
    const rule = matchesPassword(() => password);
    password = 'second';
    expect(rule('second')).toBeNull();
    expect(rule('first')).toBe(PASSWORD_MISMATCH);
  });

  it('leaves an empty confirmation to the required rule', () => {
    expect(matchesPassword(() => 'secret')('')).toBeNull();
  });
});
