/** The services transports (graphql/, http/) and the demo seed are handed: the contract platform/
 *  fills at start-up (platform/services.ts builds it). Types only, below platform/ and above the
 *  domains, so a transport reads it without importing the wiring that imports the transport
 *  (design.md §2, issue 35). Repositories stay out: transports call services, never a repository. */
import type { AccessServices } from '../access';
import type { AuthService, SessionConnections, SessionStore } from '../auth';
import type { CameraAdminService } from '../cameras';
import type { ClusterLinks, ClusterService } from '../cluster';
import type { DeviceAdminServices, DeviceDirectory } from '../devices';
import type { AuditLog, AuditRetention, EventBus, UserAudit } from '../events';
import type { ImageMapService } from '../imageMaps';
import type { ErrorReportRelay, InstallationSettingsService } from '../installation';
import type { Logger, ServerConfig } from '../kernel';
import type { Mailer } from '../mail';
import type { NotificationPolicyService } from '../notifications';
import type {
  DevicePlacementService,
  GeoLayerService,
  GeoZoneService,
  MapTileService,
  OfflineBaseMap,
  TargetService,
} from '../maps';
import type { AodService, ExportService, MediaService, PtzService } from '../media';
import type { GrafanaDashboards, MetricsService, PrometheusExposition } from '../metrics';
import type { CameraSearch, HierarchyService, LabelService } from '../organisation';
import type { RealmSettingsService } from '../realmSettings';
import type { ScheduledState, ScheduleService } from '../schedules';
import type { SystemService } from '../system';
import type { CameraTourService } from '../tours';
import type { FirstRunSetup, UserAdminService, UserDirectory } from '../users';
import type { VideoWallService } from '../walls';
import type { WatchlistServices } from '../watchlists';
import type { WorkspaceService } from '../workspace';

/** One of each service, built once. */
export interface Services {
  config: ServerConfig;
  bus: EventBus;
  mailer: Mailer;
  log: Logger;
  /** Users, their memberships and consoles as transports and the caller check read them. */
  userDirectory: UserDirectory;
  /** A realm's devices and cameras as transports read them. */
  deviceDirectory: DeviceDirectory;
  /** The audit log's rules: pages of a realm's events, recording, acknowledgement. */
  auditLog: AuditLog;
  /** Deletes events older than their realm's auditTtl. */
  auditRetention: AuditRetention;
  sessions: SessionStore;
  /** Sockets held per session, closed when the session ends. */
  sessionConnections: SessionConnections;
  auth: AuthService;
  system: SystemService;
  workspace: WorkspaceService;
  /** Cameras, recording, archive and streaming; started by the platform when config.media is on. */
  media: MediaService;
  /** PTZ commands, locks and presets on the media pipeline's domes. */
  ptz: PtzService;
  /** Video requests (exports) turned into MP4 files from the archive. */
  exports: ExportService;
  /** Archive-on-demand requests: avatar storage to cloud at a bandwidth cap. */
  aod: AodService;
  /** Labels and the objects they tag (spec 3 §3.3). */
  labels: LabelService;
  /** Hierarchies of labels (spec 3 §3.3). */
  hierarchies: HierarchyService;
  /** The Device List's camera search by name and labels (spec 3 §2.9). */
  cameraSearch: CameraSearch;
  /** Cameras added by URL: probe, create, change, enable, delete, import; storage pools; camera log. */
  cameraAdmin: CameraAdminService;
  /** Groups, policies, zones and sets, and the policy engine that enforces them (spec 3 §3.6). */
  access: AccessServices;
  /** Sensors, gateways and avatars: administration, activation, commands and status (spec 3 §7.2). */
  readonly deviceAdmin: DeviceAdminServices;
  /** Image map sets, layers, maps (floor plans) and device objects (spec 3 §3.4). */
  imageMaps: ImageMapService;
  /** The geographic map's GIS layers and stored files (spec 3 §3.5). */
  geoLayers: GeoLayerService;
  /** Zones drawn on the geographic map (spec 3 §3.5). */
  geoZones: GeoZoneService;
  /** The offline base map (spec 3 §2.10), with the demo sites' plans from sim/. */
  baseMap: OfflineBaseMap;
  /** The base layers' tiles read through the platform, cached on disk (issue 34). */
  mapTiles: MapTileService;
  /** Devices' positions and camera views on the map (EditMap). */
  devicePlacements: DevicePlacementService;
  /** Target reports and the targetUpdate feed (spec 3 §3.5, §7.3). */
  targets: TargetService;
  /** Logins, failed logins, lockouts and administrative changes (spec 1 §2.5 Access → Audit). */
  userAudit: UserAudit;
  /** Users administration of a realm (spec 3 §7.2). */
  userAdmin: UserAdminService;
  /** Notification policies and their send log (issue 28). */
  notifications: NotificationPolicyService;
  /** Schedules (spec 3 §3.6, §7; issue 28). */
  schedules: ScheduleService;
  /** What the schedules hold in force now, per device. */
  scheduledState: ScheduledState;
  /** Realm settings (spec 3 §3.6, §7.2). */
  realmSettings: RealmSettingsService;
  /** The installation's settings: branding, error reporting, licence expiry text, updates host (issue 34). */
  installation: InstallationSettingsService;
  /** The browser console's error reports, passed on to the installation's DSN (issue 34). */
  errorReports: ErrorReportRelay;
  /** Camera tours, stored and run over PTZ presets (spec 3 §3.6; issue 28). */
  tours: CameraTourService;
  /** The first run: the first administrator and realm of a platform without the demo (issue 36). */
  firstRun: FirstRunSetup;
  /** Cameras' and avatars' metrics as stored time series (spec 3 §7.1; issue 29). */
  metrics: MetricsService;
  /** The analytics dashboards: built-in, and a configured Grafana's (spec 3 §7.1 grafanaDashboards). */
  dashboards: GrafanaDashboards;
  /** The Prometheus exposition at GET /metrics and what it times (issue 29). */
  prometheus: PrometheusExposition;
  /** Video walls, their displays' content and presets, and display pairing (spec 3 §2.12; issue 30). */
  walls: VideoWallService;
  /** Watchlists, plate reads and cameras' VAE configs (spec 3 §2.12, §3.1; issue 32). */
  watchlists: WatchlistServices;
  /** The platform's nodes, their health and the cameras each records (issue 33). */
  cluster: ClusterService;
  /** On PostgreSQL, the internal channel between the nodes (issue 33); undefined on one node. */
  clusterLinks: ClusterLinks | undefined;
}
