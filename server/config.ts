/** Reads the platform's settings from the environment, once, into a typed value. */
import fs from 'node:fs';
import path from 'node:path';

export interface SmtpConfig {
  url: string;
  from: string;
}

/** Where mail goes: an SMTP server, or a pickup directory of .eml files (VANTAGE_MAIL_DIR). */
export type MailConfig = SmtpConfig | { pickupDir: string; from: string };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite in dataDir when absent. */
  databaseUrl: string | undefined;
  demo: boolean;
  /** SMTP_URL, else VANTAGE_MAIL_DIR; no e-mail at all when neither is set. */
  smtp: MailConfig | undefined;
  /** Where the built console lives (index.html and assets). */
  consoleDir: string;
  /** Public origin used in e-mailed links; defaults to http://localhost:{port}. */
  publicUrl: string;
  logLevel: string;
  /** Runs cameras, recording and streaming (VANTAGE_MEDIA=0 turns the media pipeline off). */
  media: boolean;
  /** Only these cameras run (VANTAGE_MEDIA_CAMERAS, comma-separated ids); all when undefined. */
  mediaCameras: string[] | undefined;
  /** Archive-on-demand copy rate in KB/s when the realm sets none (VANTAGE_AOD_KBPS). */
  aodKBps: number | undefined;
  /** `npm run dev` (VANTAGE_DEV=1): GraphQL answers introspection and the console's source maps
   *  are served, for tools; never in production. */
  development: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const root = projectRoot();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.VANTAGE_DATA ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.VANTAGE_DEMO !== '0',
    smtp: readMail(env),
    consoleDir: path.resolve(env.VANTAGE_CONSOLE_DIR ?? path.join(root, 'build', 'renderer')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    media: env.VANTAGE_MEDIA !== '0',
    mediaCameras: env.VANTAGE_MEDIA_CAMERAS
      ? env.VANTAGE_MEDIA_CAMERAS.split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : undefined,
    aodKBps: Number(env.VANTAGE_AOD_KBPS) > 0 ? Number(env.VANTAGE_AOD_KBPS) : undefined,
    development: env.VANTAGE_DEV === '1',
  };
}

function readMail(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const from = env.SMTP_FROM ?? 'Vantage <no-reply@localhost>';
  if (env.SMTP_URL) return { url: env.SMTP_URL, from };
  if (env.VANTAGE_MAIL_DIR) return { pickupDir: path.resolve(env.VANTAGE_MAIL_DIR), from };
  return undefined;
}

/** The repository root: the nearest folder above this file with a package.json (source or build). */
export function projectRoot(from: string = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
