import { isValid, rules, validate } from './forms';

describe('form rules', () => {
  const contactRules = {
    name: [rules.required('Name')],
    email: [rules.required('E-mail'), rules.email()],
    phone: [rules.required('Phone'), rules.numeric('Phone')],
  };

  it('reports the first failing rule of each field', () => {
    const errors = validate({ name: ' ', email: 'nope', phone: '12a' }, contactRules);
    expect(errors).toEqual({
      name: 'Name is required.',
      email: 'E-mail must be a valid e-mail address, like name@example.com.',
      phone: 'Phone must contain numbers only.',
    });
    expect(isValid(errors)).toBe(false);
  });

  it('accepts valid values', () => {
    expect(isValid(validate({ name: 'Ana', email: 'ana@farm.br', phone: '+55 (48) 3025-0147' }, contactRules))).toBe(true);
  });

  it('limits lengths and restricts a value to a list', () => {
    const limited = { name: [rules.maxLength('Name', 5)], country: [rules.oneOf('Country', ['Canada', 'Japan'])] };
    expect(validate({ name: 'Anabela', country: 'Brazil' }, limited)).toEqual({
      name: 'Name must be at most 5 characters long.',
      country: 'Country must be one of Canada, Japan.',
    });
    expect(isValid(validate({ name: ' Ana  ', country: 'Japan' }, limited))).toBe(true);
  });

  // Issue 37: `mal(comment)lory@evil.example` was stored, and mailed to lory@evil.example.
  it.each([
    'mal(comment)lory@evil.example',
    '"mal"@evil.example',
    'mal@evil.example (Mallory)',
    'Mallory <mal@evil.example>',
    '<mal@evil.example>',
    'mal@[127.0.0.1]',
    'ana@example.com@evil.example',
    'ana@example.com,eve@evil.example',
    'ana@example.com;eve@evil.example',
    'ana\\@example.com',
    'ana:eve@evil.example',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'ana@example..com',
    'ana@.example.com',
  ])('refuses %s: only a plain address is sent exactly where it says', (address) => {
    expect(rules.email()(address)).toBe('E-mail must be a valid e-mail address, like name@example.com.');
  });

  it.each([
    'ana@farm.br',
    'ana.souza+orders@example.com.br',
    "o'neil@example.ie",
    'first_last-1@sub.example-farm.co',
    'josé@exemplo.br',
    'ana@açaí.com.br',
  ])('accepts the plain address %s', (address) => {
    expect(rules.email()(address)).toBeNull();
  });
});
