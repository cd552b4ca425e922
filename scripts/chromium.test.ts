/** The browser tests' Chromium flags, read back off a running browser (Linux: its /proc). */
import fs from 'node:fs';
import { type BrowserServer, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './chromium';

const onLinux = process.platform === 'linux' ? describe : describe.skip;

onLinux('the browser tests’ Chromium', () => {
  let server: BrowserServer;
  beforeAll(async () => {
    const executablePath = systemChromium();
    server = await chromium.launchServer({ args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) });
  }, 60_000);
  afterAll(() => server?.close());

  it('keeps every feature Playwright disables beside those it adds (Chromium keeps the last switch)', () => {
    const commandLine = fs.readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const switches = commandLine
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const applied = new Set(switches.at(-1));
    const dropped = switches.slice(0, -1).flatMap((names) => names.filter((name) => !applied.has(name)));
    expect(dropped).toEqual([]);
    expect([...applied]).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it('opens a window without the address bar’s popups', async () => {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const page = await browser.newPage();
      await page.goto('data:text/html,<p>window');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
