/** Reads the platform's settings from the environment, once, into a typed value. */
import fs from 'node:fs';
import path from 'node:path';
import { OSM_TILE_URL } from '../../shared/maps/geoMapConstants';
import type { MailConfig, ServerConfig, TlsConfig } from './config';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const tls = readTls(env);
  const port = readPort('PORT', env.PORT ?? (tls ? '8443' : '8080'));
  const redirect = env.VANTAGE_HTTP_PORT ?? '8080';
  const httpRedirectPort = tls && redirect !== 'off' ? readPort('VANTAGE_HTTP_PORT', redirect) : undefined;
  if (httpRedirectPort !== undefined && httpRedirectPort !== 0 && httpRedirectPort === port) {
    throw new Error(`VANTAGE_HTTP_PORT must differ from PORT (${port}); 'off' turns the redirect off`);
  }
  const root = projectRoot();
  const publicUrl = env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`;
  return {
    port,
    tls,
    httpRedirectPort,
    frameSources: readOrigins('VANTAGE_FRAME_SOURCES', env.VANTAGE_FRAME_SOURCES),
    imageSources: readOrigins('VANTAGE_MAP_TILE_SOURCES', env.VANTAGE_MAP_TILE_SOURCES),
    osmTileUrl: env.VANTAGE_OSM_TILE_URL || OSM_TILE_URL,
    mapTileCacheBytes: (Number(env.VANTAGE_TILE_CACHE_MB) > 0 ? Number(env.VANTAGE_TILE_CACHE_MB) : 256) * 1024 ** 2,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.VANTAGE_DATA ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.VANTAGE_DEMO !== '0',
    smtp: readMail(env),
    consoleDir: path.resolve(env.VANTAGE_CONSOLE_DIR ?? path.join(root, 'build', 'renderer')),
    publicUrl,
    logLevel: env.LOG_LEVEL ?? 'info',
    media: env.VANTAGE_MEDIA !== '0',
    mediaCameras: env.VANTAGE_MEDIA_CAMERAS
      ? env.VANTAGE_MEDIA_CAMERAS.split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : undefined,
    archiveMinFreeBytes:
      Number(env.VANTAGE_ARCHIVE_MIN_FREE_MB) > 0 ? Number(env.VANTAGE_ARCHIVE_MIN_FREE_MB) * 1024 ** 2 : undefined,
    aodKBps: Number(env.VANTAGE_AOD_KBPS) > 0 ? Number(env.VANTAGE_AOD_KBPS) : undefined,
    development: env.VANTAGE_DEV === '1',
    metricsToken: env.VANTAGE_METRICS_TOKEN || undefined,
    grafana:
      env.VANTAGE_GRAFANA_URL && env.VANTAGE_GRAFANA_TOKEN
        ? { url: env.VANTAGE_GRAFANA_URL, token: env.VANTAGE_GRAFANA_TOKEN }
        : undefined,
    probeNetworks: env.VANTAGE_PROBE_NETWORKS || undefined,
    cluster: {
      nodeId: env.VANTAGE_NODE_ID?.trim() || undefined,
      url: env.VANTAGE_NODE_URL?.trim() || publicUrl,
      weight: Number(env.VANTAGE_NODE_WEIGHT) > 0 ? Number(env.VANTAGE_NODE_WEIGHT) : 1,
      pinned: (env.VANTAGE_NODE_PINNED ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      group: env.VANTAGE_NODE_GROUP?.trim() || undefined,
    },
    notificationRetryDelaysMs: env.VANTAGE_NOTIFICATION_RETRY_MS
      ? env.VANTAGE_NOTIFICATION_RETRY_MS.split(',').map((ms) => Math.max(0, Number(ms) || 0))
      : undefined,
  };
}

function readPort(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got '${value}'`);
  }
  return port;
}

function readTls(env: NodeJS.ProcessEnv): TlsConfig | undefined {
  const certFile = env.VANTAGE_TLS_CERT ? path.resolve(env.VANTAGE_TLS_CERT) : undefined;
  const keyFile = env.VANTAGE_TLS_KEY ? path.resolve(env.VANTAGE_TLS_KEY) : undefined;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    throw new Error('VANTAGE_TLS_CERT and VANTAGE_TLS_KEY go together: set both, or neither');
  }
  if (certFile || env.VANTAGE_TLS === '1') return { certFile, keyFile };
  return undefined;
}

/** A comma-separated list of http(s) or ws(s) URLs, each reduced to its origin (path and query dropped). */
function readOrigins(name: string, value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      if (!url || !['http:', 'https:'].includes(url.protocol)) {
        throw new Error(`${name} takes http(s) URLs separated by commas, got '${item}'`);
      }
      return url.origin;
    });
  return [...new Set(origins)];
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
