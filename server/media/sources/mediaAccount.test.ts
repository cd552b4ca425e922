/** Files the media account must open itself (issue 27 #11): where it cannot reach them (a checkout
 *  under a private home), it is given a copy it can read. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaAccount, reachableByMediaAccount } from './mediaAccount';

const asRoot = process.getuid?.() === 0;

(asRoot ? describe : describe.skip)('reachableByMediaAccount', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-private-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const readsAsAccount = (file: string) => {
    const account = mediaAccount()!;
    return spawnSync('cat', [file], { uid: account.uid, gid: account.gid, encoding: 'utf8' }).stdout;
  };

  it('keeps a file the account can read, and copies one behind a private folder', () => {
    fs.chmodSync(dir, 0o700);
    const hidden = path.join(dir, 'font.ttf');
    fs.writeFileSync(hidden, 'glyphs', { mode: 0o644 });
    expect(readsAsAccount(hidden)).toBe('');
    const reachable = reachableByMediaAccount(hidden);
    expect(reachable).not.toBe(hidden);
    expect(readsAsAccount(reachable)).toBe('glyphs');
    expect(reachableByMediaAccount('/etc/hostname')).toBe('/etc/hostname');
  });
});
