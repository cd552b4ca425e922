/** Starts the embedded platform: `node build/server/server/main.js` (npm start does it). */
import { readConfig } from './config';
import { createPlatform } from './platform/createPlatform';
import { DEMO_ACCOUNTS } from './sim/seedDemo';

async function main(): Promise<void> {
  const config = readConfig();
  const platform = await createPlatform(config);
  await platform.app.listen({ port: config.port, host: config.host });
  await platform.ready;
  const lines = [
    '',
    `Vantage is running at http://localhost:${config.port}`,
    `  data:     ${config.dataDir}`,
    `  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (embedded)'}`,
  ];
  if (config.demo) {
    lines.push('  demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.name} / ${account.password}  (${account.description})`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  const stop = (signal: string) => {
    platform.app.log.info(`${signal}: shutting down`);
    platform.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Vantage failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
