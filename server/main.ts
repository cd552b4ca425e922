/** Starts the embedded platform: `node build/server/server/main.js` (npm start does it). */
import os from 'node:os';
import { readConfig } from './kernel/readConfig';
import { listenHttpRedirect, redirectTarget } from './http/tls/httpRedirect';
import { createPlatform } from './platform/createPlatform';
import { runSetupCommand, unattendedSetup } from './platform/setupCommand';

async function main(): Promise<void> {
  const config = readConfig();
  const platform = await createPlatform(config);
  await platform.app.listen({ port: config.port, host: config.host });
  const redirect =
    config.httpRedirectPort === undefined
      ? undefined
      : await listenHttpRedirect(config.httpRedirectPort, config.host, redirectTarget(config.port, config.publicUrl));
  await platform.ready;
  const tls = platform.tls;
  const lines = ['', `Vantage is running at ${tls ? 'https' : 'http'}://localhost:${config.port}`];
  if (tls) {
    const origin = tls.source === 'files' ? 'from VANTAGE_TLS_CERT' : `self-signed, ${tls.source}`;
    lines.push(`  other machines: https://${os.hostname()}:${config.port}`);
    lines.push(`  certificate SHA-256 (${origin}): ${tls.fingerprint}`);
    if (config.httpRedirectPort !== undefined) {
      lines.push(`  http://…:${config.httpRedirectPort} redirects to https`);
    }
  }
  lines.push(
    `  data:     ${config.dataDir}`,
    `  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (embedded)'}`,
  );
  if (platform.demoAccounts.length > 0) {
    lines.push('  demo accounts:');
    for (const account of platform.demoAccounts) {
      lines.push(`    ${account.name} / ${account.password}  (${account.description})`);
    }
  }
  // Issue 36: a first run without the demo has no account until its administrator claims it;
  // VANTAGE_SETUP_USER, _PASSWORD, _EMAIL and _REALM claim it at start (containers, scripts).
  const unattended = await unattendedSetup(platform.services.firstRun, process.env);
  if (unattended) lines.push(`  first run: ${unattended}`);
  // Issue 34: VANTAGE_COMPANY_NAME, VANTAGE_SENTRY_DSN, VANTAGE_UPDATES_HOST … set the
  // installation's settings at each start (README "Installation settings").
  const installation = await platform.services.installation.applyEnvironment(process.env, (message) =>
    platform.app.log.warn(message),
  );
  if (installation.length) lines.push(`  installation settings from the environment: ${installation.join(', ')}`);
  const setupCode = await platform.services.firstRun.pendingCode();
  if (setupCode) {
    const scheme = tls ? 'https' : 'http';
    lines.push(
      '',
      '  First run: no administrator yet. Create the first one at',
      `    ${scheme}://localhost:${config.port}/setup  (on this machine)`,
      `    ${scheme}://${os.hostname()}:${config.port}/setup  (elsewhere, with the setup code)`,
      `  setup code: ${setupCode}  (valid until setup is done or the platform restarts)`,
      '  unattended: npm run setup -- --help',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  const stop = (signal: string) => {
    platform.app.log.info(`${signal}: shutting down`);
    redirect?.close();
    platform.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

async function setup(): Promise<void> {
  const status = await runSetupCommand(readConfig(), process.argv.slice(3), process.env, (line) =>
    process.stdout.write(`${line}\n`),
  );
  process.exit(status);
}

// `node build/server/main.js setup …` is the unattended first run (npm run setup).
(process.argv[2] === 'setup' ? setup() : main()).catch((err: unknown) => {
  process.stderr.write(`Vantage failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
