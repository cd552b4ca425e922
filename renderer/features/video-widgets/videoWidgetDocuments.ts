/** GraphQL documents of the video widgets (spec 2 §7): camera names by id and object updates that clear or rename cells. */
import { graphql } from '../../graphql';

export const CameraNameQuery = graphql(`
  query CameraName($id: ID!) {
    device(id: $id) {
      id
      name
    }
  }
`);

/** The start of a camera's archive: its first recorded edge after the epoch (spec 2 §5: the
 *  calendar and the export dialog are held between archive start and now). */
export const ArchiveStartQuery = graphql(`
  query ArchiveStart($id: ID!) {
    archiveBoundary(ids: [$id], startTime: 0, find: NEXT) {
      boundary
    }
  }
`);

export const CameraObjectUpdates = graphql(`
  subscription CameraObjectUpdates {
    objectUpdate {
      id
      action
    }
  }
`);
