/** `npm run setup -- --user … --password … --email … --realm …` (issue 36): the first run's
 *  unattended form for scripted installs. It opens the platform's database as the server would
 *  (same environment: VANTAGE_DATA, DATABASE_URL), migrates it, and claims the platform through
 *  the same FirstRunSetup rules as the setup page; each option may come from the environment
 *  instead (VANTAGE_SETUP_USER, VANTAGE_SETUP_PASSWORD, VANTAGE_SETUP_EMAIL, VANTAGE_SETUP_REALM),
 *  which keeps the password out of the shell history and the process list. The same variables
 *  set for `npm start` claim a platform nobody has set up as it starts (unattendedSetup). */
import { parseArgs } from 'node:util';
import type { SetupRequest } from '../../shared/auth/firstRunSetup';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { MemoryBus } from '../events/memoryBus';
import type { ServerConfig } from '../kernel/config';
import { DomainError } from '../kernel/DomainError';
import type { Logger } from '../kernel/Logger';
import { createMailer } from '../mail/mailer';
import type { FirstRunSetup } from '../users/FirstRunSetup';
import { createServices } from './services';

/** Exit statuses a script can tell apart. */
export const SETUP_EXIT = { created: 0, failed: 1, alreadySetUp: 2, usage: 64 } as const;

const OPTIONS = {
  user: { type: 'string', env: 'VANTAGE_SETUP_USER' },
  password: { type: 'string', env: 'VANTAGE_SETUP_PASSWORD' },
  email: { type: 'string', env: 'VANTAGE_SETUP_EMAIL' },
  realm: { type: 'string', env: 'VANTAGE_SETUP_REALM' },
} as const;

export const SETUP_USAGE = `Usage: npm run setup -- --user NAME --password PASSWORD --email ADDRESS --realm "REALM NAME"
Creates the first administrator and realm of a platform that has none (a first run without the demo).
Each option may come from the environment instead: ${Object.values(OPTIONS)
  .map((o) => o.env)
  .join(', ')}.
Exit status: 0 created, 2 already set up, 1 refused (the reason is printed), 64 wrong usage.`;

/** The request the command line and environment make, or the name of what is missing. */
export function parseSetupArgs(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { request: SetupRequest } | { missing: string[] } | { help: true } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      user: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      realm: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { help: true };
  const value = (key: keyof typeof OPTIONS) => values[key] ?? env[OPTIONS[key].env];
  const missing = (Object.keys(OPTIONS) as Array<keyof typeof OPTIONS>).filter((key) => !value(key));
  if (missing.length) return { missing: missing.map((key) => `--${key}`) };
  return {
    request: { username: value('user')!, password: value('password')!, email: value('email')!, realm: value('realm')! },
  };
}

/** Runs the command; resolves to the process's exit status. */
export async function runSetupCommand(
  config: ServerConfig,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  let parsed: ReturnType<typeof parseSetupArgs>;
  try {
    parsed = parseSetupArgs(args, env);
  } catch (err) {
    out(`${err instanceof Error ? err.message : String(err)}\n${SETUP_USAGE}`);
    return SETUP_EXIT.usage;
  }
  if ('help' in parsed) {
    out(SETUP_USAGE);
    return SETUP_EXIT.created;
  }
  if ('missing' in parsed) {
    out(`Missing ${parsed.missing.join(', ')}\n${SETUP_USAGE}`);
    return SETUP_EXIT.usage;
  }
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const log: Logger = { info: () => undefined, warn: () => undefined, error: (message) => out(message) };
    const services = createServices(config, database, new MemoryBus(), createMailer(config.smtp), log);
    const { user } = await services.firstRun.claim(parsed.request, { kind: 'console' });
    out(`Set up: administrator ${user.name} of realm ${parsed.request.realm.trim()}. Sign in at ${config.publicUrl}`);
    return SETUP_EXIT.created;
  } catch (err) {
    out(err instanceof Error ? err.message : String(err));
    if (err instanceof DomainError && err.kind === 'forbidden') return SETUP_EXIT.alreadySetUp;
    return SETUP_EXIT.failed;
  } finally {
    await database.close();
  }
}

/** At start: when every VANTAGE_SETUP_* variable is set and nobody has set the platform up, claims
 *  it as `npm run setup` would; answers what happened, for the start-up banner (undefined: the
 *  variables are not all set, or setup is done already). */
export async function unattendedSetup(setup: FirstRunSetup, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const parsed = parseSetupArgs([], env);
  if (!('request' in parsed) || !(await setup.isOpen())) return undefined;
  try {
    const { user } = await setup.claim(parsed.request, { kind: 'console' });
    return `administrator ${user.name} of realm ${parsed.request.realm.trim()} created from VANTAGE_SETUP_*`;
  } catch (err) {
    return `VANTAGE_SETUP_* refused: ${err instanceof Error ? err.message : String(err)}`;
  }
}
