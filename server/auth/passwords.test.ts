import { hashPassword, scryptCost, verifyPassword } from './passwords';

const PRODUCTION_COST = scryptCost({});

describe('password hashes', () => {
  it('is made at scrypt cost 2^14 outside the test runner, at 2^10 under it', () => {
    expect(PRODUCTION_COST).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'production' })).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(1024);
  });

  it('verifies the password it was made from and nothing else', async () => {
    const hash = await hashPassword('correct horse', PRODUCTION_COST);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse ', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('verifies a hash by the cost stored in it, whichever cost this process makes', async () => {
    const cheap = await hashPassword('admin', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    await expect(verifyPassword('admin', cheap)).resolves.toBe(true);
    await expect(verifyPassword('admin!', cheap)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not look equal', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    await expect(verifyPassword('admin', 'admin')).resolves.toBe(false);
    await expect(verifyPassword('admin', 'bcrypt$x$y')).resolves.toBe(false);
  });
});
