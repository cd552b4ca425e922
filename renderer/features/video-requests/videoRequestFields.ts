/** The fields of a video request (export or archive-on-demand, spec 2 §7) that every delivery
 *  document asks for, and so the cache keeps per request. */
import { graphql, type ResultOf } from '../../graphql';

export const VideoRequestFields = graphql(`
  fragment VideoRequestFields on VideoRequest {
    id
    deviceId
    userId
    status
    type
    startTime
    endTime
    streamNumber
    note
    files {
      href
      size
      startTime
      endTime
      expired
    }
    size
    downloaded
    eta
    createdAt
    updatedAt
    expiredAt
  }
`);

export type VideoRequestItem = ResultOf<typeof VideoRequestFields>;
