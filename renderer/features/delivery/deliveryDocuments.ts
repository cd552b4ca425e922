/** The GraphQL documents of export, event creation, archive-on-demand and the delivery manager
 *  (spec 2 §7). */
import { graphql } from '../../graphql';
import { VideoRequestFields } from '../video-requests';

export { VideoRequestFields, type VideoRequestItem } from '../video-requests';

/** The realm's export limit in minutes (0 or null: no downloads). */
export const DeliveryRealmQuery = graphql(`
  query DeliveryRealm {
    currentRealm {
      id
      maxDownloadLength
      maxScheduledDeliveryDelay
    }
  }
`);

/** The device's media streams, for the export's stream choices. */
export const ExportDeviceQuery = graphql(`
  query ExportDevice($id: ID!) {
    device(id: $id) {
      id
      name
      aspects {
        ... on MediaAspect {
          id
          streamType
          streamSize
          enabled
        }
      }
    }
  }
`);

export const VideoRequestSubmitMutation = graphql(
  `
    mutation VideoRequestSubmit($input: VideoRequestInput!) {
      videoRequestSubmit(input: $input) {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

export const VideoRequestsQuery = graphql(
  `
    query VideoRequests($filter: VideoRequestFilter) {
      videoRequests(filter: $filter) {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

export const VideoRequestUpdateSubscription = graphql(
  `
    subscription VideoRequestUpdate {
      videoRequestUpdate {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

export const VideoRequestPauseMutation = graphql(
  `
    mutation VideoRequestPause($requestId: ID!) {
      videoRequestPause(requestId: $requestId) {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

export const VideoRequestResumeMutation = graphql(
  `
    mutation VideoRequestResume($requestId: ID!) {
      videoRequestResume(requestId: $requestId) {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

export const VideoRequestResubmitMutation = graphql(
  `
    mutation VideoRequestResubmit($requestId: ID!) {
      videoRequestResubmit(requestId: $requestId) {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

export const VideoRequestCancelMutation = graphql(
  `
    mutation VideoRequestCancel($requestIds: [ID!]!) {
      videoRequestCancel(requestIds: $requestIds) {
        ...VideoRequestFields
      }
    }
  `,
  [VideoRequestFields],
);

/** Names of the requests' devices; ids missing from the answer are devices that no longer exist. */
export const DeliveryDevicesQuery = graphql(`
  query DeliveryDevices($ids: [ID!]!) {
    devicesByIds(ids: $ids) {
      id
      name
    }
  }
`);

export const CreateEventMutation = graphql(`
  mutation CreateEvent($events: [CreateEventInput!]!) {
    createEvent(events: $events) {
      obj
      context
      error
    }
  }
`);

export const AodSubmitMutation = graphql(`
  mutation AodSubmit($input: AodRequestInput!) {
    aodSubmit(input: $input) {
      id
      status
      startTime
      endTime
    }
  }
`);

export const AodGetQuery = graphql(`
  query AodGet($ids: [ID!]) {
    aodGet(ids: $ids) {
      id
      status
    }
  }
`);

/** Cloud coverage of the chunk ahead of playback, with what the avatar holds and what is pending. */
export const AodCoverageQuery = graphql(`
  query AodCoverage($ids: [ID!]!, $startTime: Long!, $endTime: Long!, $streams: [StreamSize!]) {
    archiveCoverage(ids: $ids, startTime: $startTime, endTime: $endTime, streams: $streams, location: cloud) {
      coverage {
        deviceId
        time
      }
      partialCoverage {
        deviceId
        time
      }
      offlineCoverage {
        deviceId
        coverage {
          time
        }
      }
      aod {
        deviceId
        startTime
        endTime
      }
    }
  }
`);
