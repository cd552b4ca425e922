/** What the browser benches share: the stale parts built, the platform serving the built console,
 *  Chromium launched with the flags that work here, and both closed at the end, on failure and on
 *  SIGINT/SIGTERM. */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../../scripts/chromium';
import { buildIfStale } from './buildIfStale';
import { ROOT, startServer, type ServerProcess } from './serverProcess';

/** BENCH_CONSOLE_DIR serves a console built elsewhere (`webpack --output-path …`), e.g. two builds
 *  compared in one sitting; the server is then used as built. */
const CONSOLE_DIR = process.env.BENCH_CONSOLE_DIR ?? path.join(ROOT, 'build', 'renderer');

export interface BrowserBench {
  server: ServerProcess;
  browser: Browser;
}

export async function runBrowserBench(
  run: (bench: BrowserBench) => Promise<void>,
  extraChromiumArgs: readonly string[] = [],
): Promise<void> {
  if (!process.env.BENCH_CONSOLE_DIR) buildIfStale();
  const executablePath = systemChromium();
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  try {
    server = await startServer(undefined, { consoleDir: CONSOLE_DIR });
    browser = await chromium.launch({
      headless: true,
      args: [...CHROMIUM_ARGS, ...extraChromiumArgs],
      ...(executablePath && { executablePath }),
    });
    await run({ server, browser });
  } finally {
    await stop();
  }
}
