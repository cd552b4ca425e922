import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../kernel/readConfig';
import { createMailer } from './mailer';

describe('mail delivery', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-mail-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads SMTP_URL first, then VANTAGE_MAIL_DIR, else no e-mail', () => {
    expect(readConfig({ SMTP_URL: 'smtp://mx', VANTAGE_MAIL_DIR: dir }).smtp).toEqual({
      url: 'smtp://mx',
      from: 'Vantage <no-reply@localhost>',
    });
    expect(readConfig({ VANTAGE_MAIL_DIR: dir, SMTP_FROM: 'a@b.c' }).smtp).toEqual({ pickupDir: dir, from: 'a@b.c' });
    expect(readConfig({}).smtp).toBeUndefined();
    expect(createMailer(undefined).canSend).toBe(false);
  });

  it('writes every message as an .eml file into the pickup directory', async () => {
    const mailer = createMailer({ pickupDir: path.join(dir, 'out'), from: 'Vantage <no-reply@localhost>' });
    expect(mailer.canSend).toBe(true);
    await mailer.send({ to: 'operator@vantage.local', subject: 'Hello', text: 'Line one\nhttp://x/recover' });
    await mailer.send({ to: 'admin@vantage.local', subject: 'Second', text: 'Two' });
    const files = fs.readdirSync(path.join(dir, 'out'));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const first = files
      .map((file) => fs.readFileSync(path.join(dir, 'out', file), 'utf8'))
      .find((m) => /Hello/.test(m));
    expect(first).toMatch(/^To: operator@vantage\.local$/m);
    expect(first).toMatch(/^From: Vantage <no-reply@localhost>$/m);
    expect(first).toMatch(/^Subject: Hello$/m);
    expect(first).toContain('http://x/recover');
  });
});
