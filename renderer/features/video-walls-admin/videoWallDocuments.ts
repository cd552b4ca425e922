/** The Video Walls section's GraphQL documents (issue 30; server/graphql/schema/walls.graphql): the
 *  realm's walls, one wall, create, update and delete, and a display's pairing and revocation. */
import { graphql, type ResultOf } from '../../graphql';

export const WallAdminFields = graphql(`
  fragment WallAdminFields on VideoWall {
    id
    name
    rows
    columns
    updatedAt
    displays {
      index
      row
      column
      name
      paired
      pairedAt
      online
    }
    presets {
      id
      name
    }
  }
`);

export type WallAdminRecord = ResultOf<typeof WallAdminFields>;

export const WallsAdminQuery = graphql(
  `
    query WallsAdmin {
      videoWalls {
        ...WallAdminFields
      }
    }
  `,
  [WallAdminFields],
);

export const WallAdminQuery = graphql(
  `
    query WallAdmin($id: ID!) {
      videoWall(id: $id) {
        ...WallAdminFields
      }
    }
  `,
  [WallAdminFields],
);

export const CreateWallMutation = graphql(
  `
    mutation CreateWall($wall: VideoWallInput!) {
      createVideoWall(wall: $wall) {
        ...WallAdminFields
      }
    }
  `,
  [WallAdminFields],
);

export const UpdateWallMutation = graphql(
  `
    mutation UpdateWall($wall: VideoWallInput!) {
      updateVideoWall(wall: $wall) {
        ...WallAdminFields
      }
    }
  `,
  [WallAdminFields],
);

export const DeleteWallMutation = graphql(`
  mutation DeleteWall($id: ID!) {
    deleteVideoWall(id: $id)
  }
`);

export const AcceptPairingMutation = graphql(
  `
    mutation AcceptWallPairing($code: String!, $wallId: ID!, $displayIndex: Int!) {
      acceptWallPairing(code: $code, wallId: $wallId, displayIndex: $displayIndex) {
        ...WallAdminFields
      }
    }
  `,
  [WallAdminFields],
);

export const UnpairDisplayMutation = graphql(
  `
    mutation UnpairWallDisplay($wallId: ID!, $displayIndex: Int!) {
      unpairWallDisplay(wallId: $wallId, displayIndex: $displayIndex) {
        ...WallAdminFields
      }
    }
  `,
  [WallAdminFields],
);

/** Any change to the realm's walls (another administrator, a display coming online). */
export const WallsAdminChangedSubscription = graphql(
  `
    subscription WallsAdminChanged {
      videoWallChanged {
        wallId
        wall {
          ...WallAdminFields
        }
      }
    }
  `,
  [WallAdminFields],
);
