import { hashPassword, PASSWORD_TOO_SHORT, passwordProblem, verifyPassword, verifyWithoutAccount } from '../src/staff/passwords';

describe('a staff password', () => {
  it('is kept as an argon2id hash (PHC string), salted: the same password hashes differently twice', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
  });

  it('verifies against its hash, and nothing else does', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, not an error, for a stored hash that is not an argon2 hash', async () => {
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
  });

  it('must be at least 12 characters: shorter ones are refused with a sentence, and not hashed', async () => {
    expect(PASSWORD_TOO_SHORT).toBe('A staff password must be at least 12 characters.');
    expect(passwordProblem('12345678901')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('123456789012')).toBeNull();
    // Characters, not UTF-16 units: twelve emoji are twelve characters.
    expect(passwordProblem('🌱'.repeat(11))).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('🌱'.repeat(12))).toBeNull();
    await expect(hashPassword('short')).rejects.toThrow(PASSWORD_TOO_SHORT);
  });

  it('is checked against a hash nobody matches when the e-mail has no account, so both cost the same argon2 work', async () => {
    expect(await verifyWithoutAccount('correct horse battery')).toBe(false);
    expect(await verifyWithoutAccount('')).toBe(false);
  });
});
