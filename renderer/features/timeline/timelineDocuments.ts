/** The timeline's GraphQL documents (spec 2 §7): archive coverage, archive boundary and the
 *  cameras' audit entries. */
import { graphql, type ResultOf } from '../../graphql';

export const TimelineCoverageQuery = graphql(`
  query TimelineCoverage(
    $ids: [ID!]!
    $startTime: Long!
    $endTime: Long!
    $streams: [StreamSize!]
    $location: ArchiveLocation
  ) {
    archiveCoverage(ids: $ids, startTime: $startTime, endTime: $endTime, streams: $streams, location: $location) {
      coverage {
        deviceId
        streamNumber
        time
      }
      partialCoverage {
        deviceId
        streamNumber
        time
      }
      aod {
        deviceId
        startTime
        endTime
      }
      offlineCoverage {
        deviceId
        coverage {
          streamNumber
          time
        }
      }
      coverageTtl {
        deviceId
        streamNumber
        ttl
      }
    }
  }
`);

export type TimelineCoverageResult = ResultOf<typeof TimelineCoverageQuery>['archiveCoverage'];

export const TimelineBoundaryQuery = graphql(`
  query TimelineBoundary($ids: [ID!]!, $streamNumbers: [Int!], $startTime: Long!, $find: BoundaryFind!) {
    archiveBoundary(ids: $ids, streamNumbers: $streamNumbers, startTime: $startTime, find: $find) {
      boundary
    }
  }
`);

export const TimelineEventsQuery = graphql(`
  query TimelineEvents($filter: AuditEntryFilter!) {
    auditEntries(filter: $filter) {
      context
      triggeredAt
      witnesses {
        id
      }
    }
  }
`);
