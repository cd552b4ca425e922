/** Builds the platform's services once at start-up: the Services contract (server/services) that
 *  HTTP routes and resolvers are handed. The database handle and the repositories stay with the
 *  platform wiring: routes and resolvers reach data through these services only (design.md §2). */
import path from 'node:path';
import { createAccessServices } from './createAccessServices';
import { createScheduleServices, type ScheduleServices } from './createScheduleServices';
import { createNotificationServices, type NotificationServices } from './createNotificationServices';
import { AuthService } from '../auth/authService';
import { SessionConnections } from '../auth/SessionConnections';
import { SessionStore } from '../auth/sessionStore';
import type { ServerConfig } from '../kernel/config';
import type { Logger } from '../kernel/Logger';
import type { DatabaseHandle } from '../db/database';
import { parseJson } from '../db/json';
import { ArchiveIndexRepository } from '../db/repositories/archiveIndex';
import { VideoMetadataRepository } from '../db/repositories/videoMetadata';
import { AuditEntryRepository } from '../db/repositories/auditEntries';
import { AuthTokenRepository } from '../db/repositories/authTokens';
import { CloudSpanRepository } from '../db/repositories/cloudSpans';
import { CameraSearchRepository } from '../db/repositories/cameraSearch';
import { DeviceRepository } from '../db/repositories/devices';
import { HierarchyRepository } from '../db/repositories/hierarchies';
import { LabelRepository } from '../db/repositories/labels';
import { LicenceAcceptanceRepository } from '../db/repositories/licenceAcceptances';
import { LoginFailureRepository } from '../db/repositories/loginFailures';
import { ParameterRepository } from '../db/repositories/parameters';
import { RealmRepository } from '../db/repositories/realms';
import { SessionHandoverRepository } from '../db/repositories/sessionHandovers';
import { SessionRepository } from '../db/repositories/sessions';
import { SharedViewsRepository } from '../db/repositories/sharedViews';
import { SolidConfigRepository } from '../db/repositories/solidConfigs';
import { VideoRequestRepository } from '../db/repositories/videoRequests';
import { UserRepository } from '../db/repositories/users';
import { UserAuditRepository } from '../db/repositories/userAudit';
import { AuditLog } from '../events/AuditLog';
import { AuditRetention } from '../events/AuditRetention';
import { UserAudit } from '../events/UserAudit';
import type { EventBus } from '../events/eventBus';
import type { Mailer } from '../mail/mailer';
import { RealmMailers, smtpMailer } from '../mail/realmMailer';
import { RealmSettingsService } from '../realmSettings/RealmSettingsService';
import { ErrorReportRelay, InstallationSettingsService } from '../installation';
import { UserAdminService } from '../users/UserAdminService';
import { UserDirectory } from '../users/UserDirectory';
import { FirstRunSetup } from '../users/FirstRunSetup';
import { LoginThrottle } from '../auth/loginThrottle';
import { Transactions } from '../db/transactions';
import { avatarState } from '../devices/avatars/avatarAspect';
import { DeviceDirectory } from '../devices/DeviceDirectory';
import { DevicePlacementService } from '../maps/DevicePlacementService';
import { MediaService } from '../media/MediaService';
import { CameraAdminService } from '../cameras/CameraAdminService';
import { probeCamera } from '../cameras/probeCamera';
import { withOnvif } from '../devices/onvif/probeOnvifCamera';
import { ProbeNetworks } from '../devices/ProbeNetworks';
import { CameraAdminRepository } from '../db/repositories/cameraAdmin';
import { PtzService } from '../media/ptz/PtzService';
import { AodService, DEFAULT_AOD_KBPS } from '../media/aod/AodService';
import { deliveryTermsOf } from '../media/aod/deliveryTerms';
import { ExportService } from '../media/exports/ExportService';
import { CameraSearch } from '../organisation/CameraSearch';
import { createDeviceAdminServices, type DeviceAdminServices } from '../devices/deviceAdminServices';
import { DevicePlacementRepository } from '../db/repositories/devicePlacements';
import { GeoLayerRepository } from '../db/repositories/geoLayers';
import { GeoZoneRepository } from '../db/repositories/geoZones';
import { TargetReportRepository } from '../db/repositories/targetReports';
import { GeoLayerService } from '../maps/GeoLayerService';
import { GeoZoneService } from '../maps/GeoZoneService';
import { OfflineBaseMap } from '../maps/offlineBaseMap';
import { MapTileService } from '../maps/MapTileService';
import { TileCache } from '../maps/TileCache';
import { demoSitePlan } from '../sim/demoSitePlan';
import { TargetService } from '../maps/TargetService';
import { HierarchyService } from '../organisation/HierarchyService';
import { ImageMapRepository } from '../db/repositories/imageMaps';
import { ImageMapService } from '../imageMaps/ImageMapService';
import { PlanStore } from '../imageMaps/PlanStore';
import { LabelService } from '../organisation/LabelService';
import { SystemService } from '../system/systemService';
import { CameraTourRepository } from '../db/repositories/cameraTours';
import { CameraTourService } from '../tours';
import { WorkspaceService } from '../workspace/workspaceService';
import { MetricPointRepository } from '../db/repositories/metricPoints';
import { GrafanaDashboards, MetricCollector, MetricsService, PrometheusExposition } from '../metrics';
import type { Services } from '../services';
import { createWallServices } from './createWallServices';
import { createWatchlistServices } from './createWatchlistServices';
import {
  ClusterPipeline,
  ClusterPtzLocks,
  ClusterService,
  ONCE_JOB,
  type LeaseCoordinator,
  type OnceJobs,
} from '../cluster';
import { MediaTicketRepository } from '../db/repositories/mediaTickets';
import { PtzLockRepository } from '../db/repositories/ptzLocks';
import { createClusterNode } from './createClusterNode';
import { EVENT_SNAPSHOT_SIZE } from '../../shared/events/auditConstants';
import { AnalyticsService } from '../analytics';

/** The services plus the repositories that only platform/ wiring and the sources it starts
 *  (health events, the demo world, seeding) read. Transports get `Services`: they call services,
 *  never a repository (design.md §2, issue 35). */
export interface PlatformServices extends Services, NotificationServices, ScheduleServices {
  users: UserRepository;
  realms: RealmRepository;
  devices: DeviceRepository;
  params: ParameterRepository;
  /** Samples the media figures and avatars' reports into the metric time series (issue 29). */
  metricCollector: MetricCollector;
  /** The video analytics engines on the cameras' pipelines (issue 32): started with the event sources. */
  analytics: AnalyticsService;
  /** On PostgreSQL, this node's camera leases (issue 33): started before media, stopped after it. */
  leases: LeaseCoordinator | undefined;
  /** The work done once per cluster (issue 33): every job here on SQLite, on PostgreSQL the jobs
   *  whose leases this node holds. Started once migrated, stopped before media. */
  jobs: OnceJobs;
}

export function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  bus: EventBus,
  mailer: Mailer,
  log: Logger,
): PlatformServices {
  const db = database.db;
  const users = new UserRepository(db);
  const sessions = new SessionStore(new SessionRepository(db), new SessionHandoverRepository(db));
  const devices = new DeviceRepository(db);
  const params = new ParameterRepository(db);
  const node = createClusterNode(config, database, log);
  const leases = node.leases;
  const media = new MediaService(
    new ArchiveIndexRepository(db, leases?.nodeId),
    new CloudSpanRepository(db),
    devices,
    bus,
    log,
    {
      dataDir: config.dataDir,
      cameras: config.mediaCameras,
      minFreeBytes: config.archiveMinFreeBytes,
      lease: leases,
      metadata: new VideoMetadataRepository(db),
    },
  );
  const realms = new RealmRepository(db);
  const auditEntries = new AuditEntryRepository(db);
  const videoRequests = new VideoRequestRepository(db);
  const exportsDir = path.join(config.dataDir, 'exports');
  const labels = new LabelRepository(db);
  const hierarchies = new HierarchyRepository(db);
  const solidConfigs = new SolidConfigRepository(db);
  const sharedViews = new SharedViewsRepository(db);
  const userAudit = new UserAudit(new UserAuditRepository(db), realms, (message) => log.error(message));
  const realmMailers = new RealmMailers(realms, mailer);
  const auditRetention = new AuditRetention(auditEntries, realms, (message) => log.error(message));
  const auth = new AuthService({
    users,
    sessions,
    tokens: new AuthTokenRepository(db),
    loginFailures: new LoginFailureRepository(db),
    bus,
    mailer,
    realmMailer: (realmId) => realmMailers.forRealm(realmId),
    realms,
    audit: userAudit,
    publicUrl: config.publicUrl,
    log,
  });
  const viewSources = {
    configs: (realmId: string) => solidConfigs.inRealm(realmId),
    sharedViews: async (realmId: string) =>
      parseJson<unknown[]>((await sharedViews.byRealm(realmId))?.shared_views, []),
    userNames: async (ids: readonly string[]) =>
      new Map(
        (await Promise.all(ids.map((id) => users.byId(id)))).flatMap((u) => (u ? [[u.id, u.name] as const] : [])),
      ),
  };
  const walls = createWallServices(db, devices, viewSources.sharedViews, bus, userAudit);
  const access = createAccessServices(db, devices, bus, userAudit);
  const probeNetworks = ProbeNetworks.parse(config.probeNetworks);
  // In a cluster, a camera's change reaches the node recording it, whichever node it was made on.
  const pipeline = leases
    ? new ClusterPipeline(
        media,
        bus,
        leases.nodeId,
        () => leases.refresh(),
        (message) => log.error(message),
      )
    : media;
  const cameraAdmin = new CameraAdminService(
    devices,
    new CameraAdminRepository(db),
    pipeline,
    bus,
    withOnvif(probeCamera, probeNetworks),
    probeNetworks,
  );
  media.onHealth((device, status, reason) => {
    cameraAdmin
      .logStatus(device.realmId, device.id, reason ? `${status}: ${reason}` : status)
      .catch((err: Error) => log.error(`camera log of ${device.id} failed: ${err.message}`));
  });
  const ptz = new PtzService(devices, bus, params, (cameraId) => media.camera(cameraId)?.dome);
  // In a cluster (issue 33): tickets any node redeems, archive and PTZ of the other nodes' cameras.
  if (node.links && leases) {
    media.tickets.useStore(new MediaTicketRepository(db));
    media.reader.useRemote(leases.nodeId, node.links.archive);
    ptz.useCluster(new ClusterPtzLocks(new PtzLockRepository(db)), node.links.domes);
    node.links.relays.onMarks((cameraId, mark) => media.metadata.relayed(cameraId, mark));
  }
  const jobs = node.jobs;
  const schedules = createScheduleServices(db, devices, media, ptz, access, userAudit, log, () =>
    jobs.runs(ONCE_JOB.scheduleMoments),
  );
  // A notification policy may be gated by a schedule: it sends while the schedule is in force, and
  // deleting the schedule names the policies that followed it. A schedule's task may also hold a
  // policy disabled (or enabled), or a camera tour running (or stopped), for its window.
  const held = schedules.scheduledState;
  const notifications = createNotificationServices(
    config,
    db,
    bus,
    mailer,
    userAudit,
    log,
    {
      inForce: (_realmId, scheduleId) => held.scheduleActive(scheduleId),
      heldEnabled: (realmId, policyId) => held.policyEnabled(realmId, policyId),
    },
    () => jobs.runs(ONCE_JOB.notifications),
    // In a cluster the events it handles are recorded under the job's lease, for the replay of a gap.
    leases && (() => jobs.fence(ONCE_JOB.notifications)),
  );
  schedules.schedules.addUsage(async (realmId, scheduleId) =>
    (await notifications.notifications.list(realmId)).filter((p) => p.scheduleId === scheduleId).map((p) => p.name),
  );
  const tours = new CameraTourService(new CameraTourRepository(db), devices, ptz, (m) => log.error(m), userAudit);
  tours.followSchedules(held);
  tours.runOnlyWhile(() => jobs.runs(ONCE_JOB.tours));
  const named = <T extends { id: string; name: string }>(list: T[], ids: readonly string[]) =>
    list.filter((item) => ids.includes(item.id)).map(({ id, name }) => ({ id, name }));
  schedules.schedules.addTargets('tour', async (realmId, ids) => named(await tours.list(realmId), ids));
  schedules.schedules.addTargets('notificationPolicy', async (realmId, ids) =>
    named(await notifications.notifications.list(realmId), ids),
  );
  // Deleting a tour or a policy names the schedules whose actions name it.
  tours.useNamedBy((realmId, id) => schedules.schedules.naming(realmId, id));
  notifications.notifications.useNamedBy((realmId, id) => schedules.schedules.naming(realmId, id));
  const installation = new InstallationSettingsService(params);
  const metricPoints = new MetricPointRepository(db);
  const metrics = new MetricsService(metricPoints, media);
  const metricCollector = new MetricCollector(media, devices, metricPoints, log);
  metrics.useOpenPoints(metricCollector);
  media.addHousekeeping((now) => metricCollector.prune(now));
  const exports = new ExportService(videoRequests, bus, realms, media.reader, exportsDir, (message) =>
    log.error(message),
  );
  // In a cluster (issue 33) the queue runs on one node at a time and each node deletes the expired
  // files it made; the others stream a download from the node whose disk holds it.
  if (leases) exports.makeOn(leases.nodeId);
  media.addHousekeeping((now) => exports.sweepExpired(now));
  const prometheus = new PrometheusExposition({
    media,
    archiveFreeBytes: async () => (await media.space.state())?.freeBytes,
  });
  const auditLog = new AuditLog(auditEntries, bus);
  auditLog.onRecord((entry) => prometheus.countEvent(entry.category));
  const watchlists = createWatchlistServices(db, devices, access.scopes, auditLog, userAudit, (m) => log.error(m));
  media.addHousekeeping(async (now) => void (await watchlists.reads.prune(now)));
  media.addHousekeeping(async (now) => void (await watchlists.faces.prune(now)));
  let deviceAdmin: DeviceAdminServices | undefined;
  return {
    /** Built on first use from the audit log and the AOD queue below. */
    get deviceAdmin(): DeviceAdminServices {
      deviceAdmin ??= createDeviceAdminServices({
        db,
        devices,
        bus,
        auditLog: this.auditLog,
        aod: this.aod,
        dataDir: config.dataDir,
        port: config.port,
        probeNetworks,
        onError: (message) => log.error(message),
        onInfo: (message) => log.info(message),
        sensorArmed: (sensorId) => schedules.scheduledState.sensorArmed(sensorId),
        snapshot: (cameraId, at) => media.snapshots.snapshot(cameraId, at, { fit: EVENT_SNAPSHOT_SIZE }),
      });
      return deviceAdmin;
    },
    config,
    bus,
    mailer,
    log,
    users,
    realms,
    devices,
    params,
    userDirectory: new UserDirectory(users),
    cameraAdmin,
    deviceDirectory: new DeviceDirectory(devices),
    auditLog,
    auditRetention,
    sessions,
    sessionConnections: new SessionConnections(bus),
    auth,
    system: new SystemService(
      new LicenceAcceptanceRepository(db),
      params,
      devices,
      () => media.space.state(),
      mailer.canSend,
    ),
    // A failure to update the walls showing a view is logged: the views themselves are saved.
    workspace: new WorkspaceService(solidConfigs, sharedViews, bus, (realmId) =>
      walls
        .followViews(realmId)
        .catch((error: unknown) => log.error(`Video walls did not follow the views: ${String(error)}`)),
    ),
    media,
    ptz,
    tours,
    exports,
    aod: new AodService(
      videoRequests,
      bus,
      realms,
      media.reader,
      media.archive,
      media.cloud,
      config.aodKBps ?? DEFAULT_AOD_KBPS,
      (message) => log.error(message),
      deliveryTermsOf(devices, avatarState),
    ),
    labels: new LabelService(labels, hierarchies, devices, bus),
    hierarchies: new HierarchyService(hierarchies, labels, viewSources, bus),
    cameraSearch: new CameraSearch(new CameraSearchRepository(db), labels),
    access,
    imageMaps: new ImageMapService(
      new ImageMapRepository(db),
      devices,
      new PlanStore(path.join(config.dataDir, 'image-maps')),
      bus,
    ),
    geoLayers: new GeoLayerService(new GeoLayerRepository(db)),
    geoZones: new GeoZoneService(new GeoZoneRepository(db)),
    baseMap: new OfflineBaseMap(demoSitePlan),
    mapTiles: new MapTileService(
      realms,
      new TileCache(path.join(config.dataDir, 'map-tiles'), config.mapTileCacheBytes),
      {
        osmTileUrl: config.osmTileUrl,
        userAgent: 'Vantage-VMS',
        mayConnect: (host) => probeNetworks.allowsHost(host),
      },
    ),
    devicePlacements: new DevicePlacementService(new DevicePlacementRepository(db), bus),
    targets: new TargetService(new TargetReportRepository(db), bus, (message) => log.error(message)),
    userAudit,
    userAdmin: new UserAdminService(users, sessions, auth, userAudit, access.groups, access.userChanges),
    firstRun: new FirstRunSetup({
      users,
      transactions: new Transactions(db),
      sessions,
      auth,
      audit: userAudit,
      throttle: new LoginThrottle(new LoginFailureRepository(db)),
      log,
    }),
    ...notifications,
    ...schedules,
    installation,
    errorReports: new ErrorReportRelay(installation),
    metrics,
    metricCollector,
    analytics: new AnalyticsService(media, (message) => log.error(message)),
    prometheus,
    walls,
    watchlists,
    leases,
    jobs,
    cluster: new ClusterService(node.self, devices, node.repository, () => media.running().map((c) => c.device.id)),
    clusterLinks: node.links,
    dashboards: new GrafanaDashboards(config.grafana, (message) => log.warn(message)),
    realmSettings: new RealmSettingsService({
      realms,
      audit: userAudit,
      platformMailer: mailer,
      smtpMailer,
      onAuditTtlChanged: async (realmId) => {
        await auditRetention.run(Date.now(), realmId);
        await userAudit.purge();
      },
    }),
  };
}
