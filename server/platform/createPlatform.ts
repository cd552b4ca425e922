/** Builds the platform: HTTP server, database (migrated), event bus, services, routes,
 *  GraphQL and the built console. The port opens at once; /api answers 503 until ready. */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { SESSION_SWEEP_MS } from '../auth/authPolicy';
import type { ServerConfig } from '../kernel/config';
import { credentialFreeStream, type LineSink } from '../kernel/credentialFreeStream';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { AdminViewsRepository } from '../db/repositories/adminViews';
import { migrateToLatest } from '../db/migrate';
import { Transactions } from '../db/transactions';
import type { EventBus } from '../events/eventBus';
import { MemoryBus } from '../events/memoryBus';
import { PostgresBus } from '../events/postgresBus';
import { registerGraphql } from '../graphql/registerGraphql';
import { registerAuthRoutes } from '../http/authRoutes';
import { registerSetupRoutes } from '../http/setupRoutes';
import { registerErrorReportRoute } from '../http/errorReportRoute';
import { registerBodyDepthLimit } from '../http/bodyDepthLimit';
import { registerCloseAnsweredUpgrades } from '../http/closeAnsweredUpgrades';
import { registerErrorHandler } from '../http/errorHandler';
import { registerListLengthLimit } from '../http/listLengthLimit';
import { clientErrors, frameworkErrors } from '../http/frameworkErrors';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpServerTimeouts } from '../http/httpTimeouts';
import { registerPreflight } from '../http/preflight';
import { registerSecurityHeaders } from '../http/securityHeaders';
import { type TlsCredentials, tlsCredentials } from '../http/tls/tlsCredentials';
import { consoleIsBuilt, registerStaticConsole } from '../http/staticConsole';
import { createMailer, type Mailer } from '../mail/mailer';
import { registerMediaRoutes } from '../http/media/registerMediaRoutes';
import { registerClusterRoutes } from '../http/cluster/registerClusterRoutes';
import { registerMetricsRoutes } from '../http/metrics/registerMetricsRoutes';
import { registerImageMapPlanRoute } from '../http/imageMaps/registerImageMapPlanRoute';
import { registerAlertLogRoutes } from '../http/events/registerAlertLogRoutes';
import { registerAvatarRoutes } from '../http/devices/registerAvatarRoutes';
import { registerGatewayEventRoutes } from '../http/devices/registerGatewayEventRoutes';
import { DEMO_ACCOUNTS, seedDemo } from '../sim/seedDemo';
import { PageSources } from '../workspace/PageSources';
import { registerUrlWidgetFrame } from '../http/workspace/registerUrlWidgetFrame';
import { registerStoredFileRoutes } from '../http/maps/registerStoredFileRoutes';
import { registerMapTileRoutes } from '../http/maps/registerMapTileRoutes';
import { createServices, type PlatformServices } from './services';
import { demoEventSources } from './demoEventSources';
import { startEventSources, type EventSources } from './startEventSources';
import { runSchedules } from './runSchedules';
import { addOnceJobs, addQueueJobs, addTourJob } from './addOnceJobs';
import { startWatchlists } from './createWatchlistServices';

/** Largest request body accepted; configurations are the biggest legitimate payloads. */
const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export interface Platform {
  app: FastifyInstance;
  services: PlatformServices;
  /** The database: migrated and closed here; tests read and arrange rows through it. */
  database: DatabaseHandle;
  /** The certificate the port serves HTTPS with; undefined when it serves plain HTTP. */
  tls: TlsCredentials | undefined;
  /** The demo accounts the start-up banner lists (none without the demo): the process entry reads
   *  them here, since platform/ alone knows sim/ (design.md §2). */
  demoAccounts: ReadonlyArray<{ name: string; password: string; description: string }>;
  /** Resolves once the database is migrated and seeded; rejects when start-up fails. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** Replaces the SMTP mailer (tests capture e-mail this way). */
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log's lines go (standard output by default); tests read them this way. */
  logDestination?: LineSink;
  /** Replaces some of HTTP_TIMEOUTS (tests shorten them to see connections closed). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Told of every route as it is added (tests list the routes they exercise). */
  onRoute?: (route: RouteOptions) => void;
}

export async function createPlatform(config: ServerConfig, options: PlatformOptions = {}): Promise<Platform> {
  const tls = config.tls ? await tlsCredentials(config.tls, config.dataDir) : undefined;
  // Typed as the HTTP instance it otherwise is: routes and hooks see the same request either way.
  const app = Fastify({
    ...(tls && { https: { cert: tls.cert, key: tls.key } }),
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, stream: credentialFreeStream(options.logDestination ?? process.stdout) },
    // One line per request drowns what matters; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    ...httpServerTimeouts({ ...HTTP_TIMEOUTS, ...options.httpTimeouts }),
    // A number where a string belongs is a client bug to report, not to paper over.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    frameworkErrors: frameworkErrors(config),
    clientErrorHandler: clientErrors,
  }) as unknown as FastifyInstance;
  const onRoute = options.onRoute;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  registerSecurityHeaders(app, config);
  registerCloseAnsweredUpgrades(app);
  const database = openDatabase(config);
  const bus: EventBus = database.pool ? await PostgresBus.start(database.pool) : new MemoryBus();
  const mailer = options.mailer ?? createMailer(config.smtp);
  const log = {
    info: (msg: string) => app.log.info(msg),
    warn: (msg: string) => app.log.warn(msg),
    error: (msg: string) => app.log.error(msg),
  };
  const services = createServices(config, database, bus, mailer, log);

  let migrated = false;
  app.get(AUTH_PATHS.health, async (_request, reply) => {
    const built = consoleIsBuilt(config.consoleDir);
    const ok = migrated && built;
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'starting',
      database: { kind: database.kind, migrated },
      console: built,
      uptimeSeconds: Math.round(process.uptime()),
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL, which the router decodes (/%61pi/… reaches /api/…).
    const route = request.routeOptions.url ?? '';
    if (!migrated && route.startsWith('/api/') && route !== AUTH_PATHS.health) {
      return reply.code(503).send({ code: 503, message: 'The platform is starting' });
    }
  });

  await app.register(cookie);
  registerErrorHandler(app);
  registerPreflight(app);
  registerBodyDepthLimit(app);
  registerListLengthLimit(app, [AUTH_PATHS.graphql]);
  registerAuthRoutes(app, services);
  registerSetupRoutes(app, services.firstRun);
  registerErrorReportRoute(app, services.errorReports);
  await registerGraphql(app, services);
  registerMetricsRoutes(app, services);
  registerMediaRoutes(app, services);
  registerClusterRoutes(app, services);
  registerAlertLogRoutes(app, services);
  registerAvatarRoutes(app, services);
  registerGatewayEventRoutes(app, services);
  registerImageMapPlanRoute(app, services);
  registerStoredFileRoutes(app, services);
  registerMapTileRoutes(app, services);
  const pageSources = new PageSources(
    { views: new AdminViewsRepository(database.db) },
    { frameSources: config.frameSources, imageSources: config.imageSources },
  );
  registerUrlWidgetFrame(app, services, pageSources);
  await registerStaticConsole(app, config.consoleDir, {
    sourceMaps: config.development,
    pageSources: () => pageSources.sources(),
  });

  let eventSources: EventSources | undefined;
  let stopSchedules: (() => void) | undefined;
  const ready = (async () => {
    await migrateToLatest(database.db);
    if (config.demo) await seedDemo(new Transactions(database.db), services);
    migrated = true;
    // Watching for events before any source raises one: none goes without its notifications.
    await services.notificationDispatch.start();
    // What the schedules hold in force now, before the pipelines read it as they start (issue 28).
    await services.scheduler.prepare();
    // The work done once per cluster (issue 33): here on SQLite, on the node its lease gives it on
    // PostgreSQL. Notifications first, so that no event of the start goes without them.
    addOnceJobs(services);
    await services.jobs.start();
    // The API answers while cameras start; `ready` waits for them so tests see live video.
    if (config.media) {
      // On PostgreSQL (issue 33): the node registers and takes the leases the spread rule gives it,
      // so media starts with the cameras this node records; then the leases follow the cluster.
      await services.leases?.start(services.media);
      await services.media.start();
      services.leases?.run(services.media);
      addQueueJobs(services);
    }
    eventSources = await startEventSources(services, config, config.demo ? demoEventSources(services) : undefined);
    stopSchedules = await runSchedules(services, eventSources.motion);
    // Issue 32: the engines' plate reads are matched against the watchlists, and the cameras' VAE
    // configs start their engines.
    await startWatchlists(services.watchlists, services.analytics);
    await services.deviceAdmin.start();
    services.metricCollector.start();
    // Spec 3 §4: STARTING until here, when the cameras are connected and the sources run.
    services.system.setLifecycle('RUNNING');
    // The tours that were running when the platform stopped go on (issue 28), on one node.
    addTourJob(services);
  })();
  // Surfaced through `ready`; this only keeps the rejection from being reported as unhandled.
  ready.catch(() => undefined);

  const sweeper = setInterval(() => {
    if (!migrated) return;
    services.sessions
      .sweepExpired()
      .then((ids) => services.auth.endSessions(ids, 'SESSION_EXPIRED'))
      .catch((err: Error) => app.log.error({ err }, 'session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    app,
    services,
    database,
    tls,
    demoAccounts: config.demo ? DEMO_ACCOUNTS : [],
    ready,
    close: async () => {
      services.system.setLifecycle('STOPPING');
      clearInterval(sweeper);
      // Sources stop and recorders flush before the database they index into closes.
      await ready.catch(() => undefined);
      stopSchedules?.();
      eventSources?.stop();
      services.watchlists.reads.close();
      services.watchlists.faces.close();
      if (migrated) services.deviceAdmin.stop();
      // The once-per-cluster work stops here and its leases go to the other nodes at once.
      await services.jobs.stop();
      if (migrated) await services.notificationDispatch.stop();
      await services.tours.close();
      services.ptz.stop();
      services.clusterLinks?.stop();
      services.exports.stop();
      services.aod.stop();
      await services.media.stop();
      // After the recorders' last rows: the leases go at once, for the other nodes to take.
      if (config.media) await services.leases?.stop();
      // After the recorders' last writes, which it counts; before the database closes.
      if (migrated) await services.metricCollector.stop();
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
