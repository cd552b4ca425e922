/** GraphQL documents of reports and the analytics dashboard (spec 3 §7.1: cameraMetrics,
 *  avatarMetrics, cameraReport, avatarReport, grafanaDashboards; schema admin.graphql). */
import { graphql, type ResultOf } from '../../graphql';

/** The devices a report can be drawn for: cameras (a Media aspect) or avatars. */
export const ReportDevicesQuery = graphql(`
  query ReportDevices($types: [String!]!) {
    devicesByAspectTypes(types: $types) {
      id
      name
      deviceType
    }
  }
`);

export const CameraMetricsQuery = graphql(`
  query CameraMetrics($id: ID!) {
    cameraMetrics(id: $id) {
      name
      description
      unit
    }
  }
`);

export const AvatarMetricsQuery = graphql(`
  query AvatarMetrics($id: ID!) {
    avatarMetrics(id: $id) {
      name
      description
      unit
    }
  }
`);

const MetricReportFields = graphql(`
  fragment MetricReportFields on MetricReport {
    id
    metricName
    dfaId
    from
    to
    unit
    points {
      time
      value
    }
  }
`);

export type MetricReportData = ResultOf<typeof MetricReportFields>;
export type MetricData = ResultOf<typeof CameraMetricsQuery>['cameraMetrics'][number];

export const CameraReportQuery = graphql(
  `
    query CameraReport($id: ID!, $from: Long!, $to: Long!, $metricName: String!) {
      cameraReport(id: $id, from: $from, to: $to, metricName: $metricName) {
        ...MetricReportFields
      }
    }
  `,
  [MetricReportFields],
);

export const AvatarReportQuery = graphql(
  `
    query AvatarReport($id: ID!, $from: Long!, $to: Long!, $metricName: String!) {
      avatarReport(id: $id, from: $from, to: $to, metricName: $metricName) {
        ...MetricReportFields
      }
    }
  `,
  [MetricReportFields],
);

export const GrafanaDashboardsQuery = graphql(`
  query GrafanaDashboards($folderId: ID) {
    grafanaDashboards(folderId: $folderId) {
      id
      uid
      title
      url
      folderId
    }
  }
`);

export type GrafanaDashboardData = ResultOf<typeof GrafanaDashboardsQuery>['grafanaDashboards'][number];

/** A camera's live statistics (spec 3 §3.1 Media aspect, filled by the platform's media pipeline). */
export const CameraHealthQuery = graphql(`
  query CameraHealth($id: ID!) {
    device(id: $id) {
      id
      name
      healthStatus
      aspects {
        id
        type
        name
        health {
          healthStatus
          readinessTimeout
          livenessTimeout
        }
        ... on MediaAspect {
          streamSize
          videoWidth
          videoHeight
          videoCodec
          audioCodec
          codec
          FPS
          averageFPS
          liveBitrate
          averageGOP
          jitter
          packetLoss
          uptime
          consumedSpace
          spaceUsagePerHour
          spaceUsagePerDay
        }
      }
    }
  }
`);

/** Every camera's streams as the platform measures them now: the stream-health and storage dashboards. */
export const CameraStatsQuery = graphql(`
  query CameraStats {
    devicesByAspectTypes(types: ["Media"]) {
      id
      name
      deviceType
      enabled
      healthStatus
      aspects {
        id
        type
        health {
          healthStatus
        }
        ... on MediaAspect {
          streamSize
          FPS
          averageFPS
          frameRate
          liveBitrate
          jitter
          packetLoss
          uptime
          consumedSpace
          spaceUsagePerDay
        }
      }
    }
  }
`);

export type CameraStatsData = ResultOf<typeof CameraStatsQuery>['devicesByAspectTypes'][number];

/** A page of the audit log, only what the events dashboards count. */
export const EventSampleQuery = graphql(`
  query EventSample($filter: AuditEntryFilter!) {
    auditEntries(filter: $filter) {
      context
      triggeredAt
      modifiedAt
      isAcknowledged
      category {
        id
        shortName
      }
      metadata {
        key
        value
      }
    }
  }
`);

export type EventSampleData = ResultOf<typeof EventSampleQuery>['auditEntries'][number];

/** The configuration status report (spec 3 §2.1; issue 29): each enabled camera's checks and the archive's headroom. */
export const ConfigurationStatusQuery = graphql(`
  query ConfigurationStatusReport {
    configurationStatusReport {
      deviceId
      deviceName
      deviceType
      check
      status
      expected
      actual
      message
    }
  }
`);
