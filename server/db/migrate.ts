/** Runs the versioned migrations in order at start-up; a failed migration stops the server. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as media from './migrations/0002_media';
import * as videoRequests from './migrations/0003_video_requests';
import * as cloudArchive from './migrations/0004_cloud_archive';
import * as auditEntries from './migrations/0005_audit_entries';
import * as auditEntryPaging from './migrations/0006_audit_entry_paging';
import * as labels from './migrations/0007_labels';
import * as cameraSources from './migrations/0008_camera_sources';
import * as avatars from './migrations/0009_avatars';
import * as policies from './migrations/0010_policies';
import * as realmSettings from './migrations/0011_realm_settings';
import * as geoLayers from './migrations/0012_geo_layers';
import * as imageMaps from './migrations/0013_image_maps';
import * as groupVisualConfigs from './migrations/0014_group_visual_configs';
import * as schedules from './migrations/0015_schedules';
import * as notificationPolicies from './migrations/0016_notification_policies';
import * as auditEntryFilters from './migrations/0017_audit_entry_filters';
import * as cameraTours from './migrations/0018_camera_tours';
import * as metricPoints from './migrations/0019_metric_points';
import * as scheduledDeliveries from './migrations/0020_scheduled_deliveries';
import * as videoWalls from './migrations/0021_video_walls';
import * as videoAnalytics from './migrations/0022_video_analytics';
import * as watchlists from './migrations/0023_watchlists';
import * as clusterNodes from './migrations/0024_cluster_nodes';
import * as videoMetadata from './migrations/0027_video_metadata';
import * as clusterMedia from './migrations/0028_cluster_media';
import * as faceReads from './migrations/0029_face_reads';
import * as clusterJobs from './migrations/0030_cluster_jobs';
import * as notificationReplay from './migrations/0031_notification_replay';
import * as failoverGroups from './migrations/0032_failover_groups';
import * as sessionHandovers from './migrations/0033_session_handovers';
import type { Database } from './schema';

/** Every migration, by name; names sort in the order they run. Append, never edit. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_media': media,
  '0003_video_requests': videoRequests,
  '0004_cloud_archive': cloudArchive,
  '0005_audit_entries': auditEntries,
  '0006_audit_entry_paging': auditEntryPaging,
  '0007_labels': labels,
  '0008_camera_sources': cameraSources,
  '0009_avatars': avatars,
  '0010_policies': policies,
  '0011_realm_settings': realmSettings,
  '0012_geo_layers': geoLayers,
  '0013_image_maps': imageMaps,
  '0014_group_visual_configs': groupVisualConfigs,
  '0015_schedules': schedules,
  '0016_notification_policies': notificationPolicies,
  '0017_audit_entry_filters': auditEntryFilters,
  '0018_camera_tours': cameraTours,
  '0019_metric_points': metricPoints,
  '0020_scheduled_deliveries': scheduledDeliveries,
  '0021_video_walls': videoWalls,
  '0022_video_analytics': videoAnalytics,
  '0023_watchlists': watchlists,
  '0024_cluster_nodes': clusterNodes,
  '0027_video_metadata': videoMetadata,
  '0028_cluster_media': clusterMedia,
  '0029_face_reads': faceReads,
  '0030_cluster_jobs': clusterJobs,
  '0031_notification_replay': notificationReplay,
  '0032_failover_groups': failoverGroups,
  '0033_session_handovers': sessionHandovers,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
