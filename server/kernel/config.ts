/** The platform's settings as a typed value (read from the environment by readConfig). */

export interface SmtpConfig {
  url: string;
  from: string;
}

/** Where mail goes: an SMTP server, or a pickup directory of .eml files (VANTAGE_MAIL_DIR). */
export type MailConfig = SmtpConfig | { pickupDir: string; from: string };

/** HTTPS: the certificate and key files given, or (both absent) a self-signed pair kept in dataDir. */
export interface TlsConfig {
  certFile: string | undefined;
  keyFile: string | undefined;
}

/** This platform as a node of a cluster on one PostgreSQL (issue 33; docs/cluster.md). */
export interface ClusterConfig {
  /** VANTAGE_NODE_ID; when unset, one kept in the data directory (stable across restarts). */
  nodeId: string | undefined;
  /** Where consoles and the other nodes reach this node (VANTAGE_NODE_URL; default publicUrl). */
  url: string;
  /** Capacity weight in the spread rule (VANTAGE_NODE_WEIGHT, default 1). */
  weight: number;
  /** Camera ids recorded here whenever this node is alive (VANTAGE_NODE_PINNED, comma-separated). */
  pinned: string[];
  /** Its failover group (VANTAGE_NODE_GROUP): when it is down, its cameras move to the live nodes
   *  of the same group first. Undefined: none. */
  group: string | undefined;
}

export interface ServerConfig {
  /** The console's port: HTTPS when tls is set (default 8443), else HTTP (default 8080). */
  port: number;
  /** VANTAGE_TLS=1 (self-signed) or VANTAGE_TLS_CERT + VANTAGE_TLS_KEY; plain HTTP when undefined. */
  tls: TlsConfig | undefined;
  /** With TLS, a plain-HTTP port that redirects to HTTPS (VANTAGE_HTTP_PORT, default 8080; off: none). */
  httpRedirectPort: number | undefined;
  /** Origins the URL widget may frame (VANTAGE_FRAME_SOURCES, comma-separated); none when empty. */
  frameSources: string[];
  /** Origins of map tiles and other images the console may show (VANTAGE_MAP_TILE_SOURCES). */
  imageSources: string[];
  /** The OpenStreetMap layer's tile URL template, {z}/{x}/{y} (VANTAGE_OSM_TILE_URL; OSM's own by
   *  default): an installation's own tile server. */
  osmTileUrl: string;
  /** Bytes of map tiles the platform keeps on disk (VANTAGE_TILE_CACHE_MB, default 256). */
  mapTileCacheBytes: number;
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
  /** Free space kept on the archive volume, oldest recordings pruned below it
   *  (VANTAGE_ARCHIVE_MIN_FREE_MB; default 1 GiB, at most 5 % of the volume). */
  archiveMinFreeBytes: number | undefined;
  /** Archive-on-demand copy rate in KB/s when the realm sets none (VANTAGE_AOD_KBPS). */
  aodKBps: number | undefined;
  /** What administrators may make the platform connect to (VANTAGE_PROBE_NETWORKS, ProbeNetworks):
   *  CIDR blocks, addresses and `public`, comma-separated; public addresses only when unset. */
  probeNetworks: string | undefined;
  /** Waits between a notification webhook's attempts in ms (VANTAGE_NOTIFICATION_RETRY_MS,
   *  comma-separated; the shared WEBHOOK_RETRY_DELAYS_MS when unset). */
  notificationRetryDelaysMs: number[] | undefined;
  /** `npm run dev` (VANTAGE_DEV=1): GraphQL answers introspection and the console's source maps
   *  are served, for tools; never in production. */
  development: boolean;
  /** A bearer token that may read GET /metrics besides an administrator's session
   *  (VANTAGE_METRICS_TOKEN); only sessions when unset. */
  metricsToken?: string | undefined;
  /** The node's identity and share in a cluster; used only on PostgreSQL (SQLite is one node). */
  cluster: ClusterConfig;
  /** A Grafana whose dashboards grafanaDashboards lists (VANTAGE_GRAFANA_URL + VANTAGE_GRAFANA_TOKEN). */
  grafana?: { url: string; token: string } | undefined;
}
