/** The watchlist screens' GraphQL documents (issue 32; server/graphql/schema/watchlists.graphql):
 *  the realm's lists with their entries, create / update / delete, entries, the plates' CSV
 *  import, plate read and face searches and the cameras a list may watch. */
import { graphql, type ResultOf } from '../../graphql';
import { CameraScopeChoicesFields } from '../admin';

export const WatchlistFields = graphql(`
  fragment WatchlistFields on Watchlist {
    id
    kind
    name
    action
    enabled
    cameraIds
    setIds
    zoneIds
    entryCount
    updatedAt
  }
`);
export type WatchlistRecord = ResultOf<typeof WatchlistFields>;

export const WatchlistEntryFields = graphql(`
  fragment WatchlistEntryFields on WatchlistEntry {
    id
    watchlistId
    plate
    plateText
    name
    notes
    validFrom
    validTo
    photos
  }
`);
export type WatchlistEntryRecord = ResultOf<typeof WatchlistEntryFields>;

export const WatchlistsQuery = graphql(
  `
    query Watchlists($kind: WatchlistKind) {
      watchlists(kind: $kind) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

export const WatchlistEntriesQuery = graphql(
  `
    query WatchlistEntries($id: ID!) {
      watchlist(id: $id) {
        ...WatchlistFields
        entries {
          ...WatchlistEntryFields
        }
      }
    }
  `,
  [WatchlistFields, WatchlistEntryFields],
);

export const CreateWatchlistMutation = graphql(
  `
    mutation CreateWatchlist($watchlist: WatchlistInput!) {
      createWatchlist(watchlist: $watchlist) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

export const UpdateWatchlistMutation = graphql(
  `
    mutation UpdateWatchlist($watchlist: WatchlistInput!) {
      updateWatchlist(watchlist: $watchlist) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

export const DeleteWatchlistMutation = graphql(`
  mutation DeleteWatchlist($id: ID!) {
    deleteWatchlist(id: $id)
  }
`);

export const SaveWatchlistEntryMutation = graphql(
  `
    mutation SaveWatchlistEntry($watchlistId: ID!, $entry: WatchlistEntryInput!) {
      saveWatchlistEntry(watchlistId: $watchlistId, entry: $entry) {
        ...WatchlistEntryFields
      }
    }
  `,
  [WatchlistEntryFields],
);

export const DeleteWatchlistEntryMutation = graphql(`
  mutation DeleteWatchlistEntry($id: ID!) {
    deleteWatchlistEntry(id: $id)
  }
`);

export const ImportWatchlistPlatesMutation = graphql(`
  mutation ImportWatchlistPlates($watchlistId: ID!, $csv: String!) {
    importWatchlistPlates(watchlistId: $watchlistId, csv: $csv) {
      line
      plate
      name
      notes
      validFrom
      validTo
      entryId
      error
    }
  }
`);
export type WatchlistImportRowRecord = ResultOf<typeof ImportWatchlistPlatesMutation>['importWatchlistPlates'][number];

export const PlateReadsQuery = graphql(`
  query PlateReads($filter: PlateReadFilter) {
    plateReads(filter: $filter) {
      id
      cameraId
      time
      text
      rawText
      confidence
      trackId
      crop
      eventId
      watchlists
    }
  }
`);
export type PlateReadRecord = ResultOf<typeof PlateReadsQuery>['plateReads'][number];

export const FaceReadsQuery = graphql(`
  query FaceReads($filter: FaceReadFilter) {
    faceReads(filter: $filter) {
      id
      cameraId
      time
      trackId
      crop
      nearestName
      nearestDistance
      matched
      eventId
      watchlists
    }
  }
`);
export type FaceReadRecord = ResultOf<typeof FaceReadsQuery>['faceReads'][number];

export const WatchlistCamerasQuery = graphql(
  `
    query WatchlistCameras {
      ...CameraScopeChoices
    }
  `,
  [CameraScopeChoicesFields],
);
