import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verifies the password it was made from and nothing else', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse ', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not look equal', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    await expect(verifyPassword('admin', 'admin')).resolves.toBe(false);
    await expect(verifyPassword('admin', 'bcrypt$x$y')).resolves.toBe(false);
  });
});
