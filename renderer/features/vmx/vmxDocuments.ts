/** The VMX widget's GraphQL documents (issue 30; server/graphql/schema/walls.graphql): the realm's
 *  walls with what every display shows and their presets, the changes to them, a display's content,
 *  presets saved, recalled and deleted, a camera pushed to a display, and the names of the cameras
 *  and shared views the displays show. */
import { graphql, type ResultOf } from '../../graphql';

export const VmxContentFields = graphql(`
  fragment VmxContentFields on WallContent {
    viewId
    layout
    cameraIds
  }
`);

export const VmxWallFields = graphql(
  `
    fragment VmxWallFields on VideoWall {
      id
      name
      rows
      columns
      canControl
      updatedAt
      displays {
        index
        row
        column
        name
        paired
        online
        content {
          ...VmxContentFields
        }
      }
      presets {
        id
        name
        contents {
          ...VmxContentFields
        }
      }
    }
  `,
  [VmxContentFields],
);

export type VmxWall = ResultOf<typeof VmxWallFields>;
export type VmxDisplay = VmxWall['displays'][number];
export type VmxContent = ResultOf<typeof VmxContentFields>;

export const VmxWallsQuery = graphql(
  `
    query VmxWalls {
      videoWalls {
        ...VmxWallFields
      }
    }
  `,
  [VmxWallFields],
);

export const VmxWallsChangedSubscription = graphql(
  `
    subscription VmxWallsChanged {
      videoWallChanged {
        wallId
        wall {
          ...VmxWallFields
        }
      }
    }
  `,
  [VmxWallFields],
);

/** The realm's cameras, for the displays' captions. */
export const VmxCamerasQuery = graphql(`
  query VmxCameras {
    devicesByAspectTypes(types: ["Media"]) {
      id
      name
    }
  }
`);

/** The realm's shared views a display can show (the same selection as the workspace's, so both
 *  read one cache entry). */
export const VmxSharedViewsQuery = graphql(`
  query VmxSharedViews {
    sharedViews {
      realmId
      sharedViews
      layout
      updatedAt
    }
  }
`);

export const SetDisplayContentMutation = graphql(
  `
    mutation SetWallDisplayContent($wallId: ID!, $displayIndex: Int!, $content: WallContentInput!) {
      setWallDisplayContent(wallId: $wallId, displayIndex: $displayIndex, content: $content) {
        ...VmxWallFields
      }
    }
  `,
  [VmxWallFields],
);

export const PushCameraMutation = graphql(
  `
    mutation PushCameraToWall($wallId: ID!, $displayIndex: Int!, $cameraId: ID!) {
      pushCameraToWall(wallId: $wallId, displayIndex: $displayIndex, cameraId: $cameraId) {
        ...VmxWallFields
      }
    }
  `,
  [VmxWallFields],
);

export const SavePresetMutation = graphql(
  `
    mutation SaveWallPreset($wallId: ID!, $name: String!) {
      saveWallPreset(wallId: $wallId, name: $name) {
        ...VmxWallFields
      }
    }
  `,
  [VmxWallFields],
);

export const RecallPresetMutation = graphql(
  `
    mutation RecallWallPreset($wallId: ID!, $presetId: ID!) {
      recallWallPreset(wallId: $wallId, presetId: $presetId) {
        ...VmxWallFields
      }
    }
  `,
  [VmxWallFields],
);

export const DeletePresetMutation = graphql(
  `
    mutation DeleteWallPreset($wallId: ID!, $presetId: ID!) {
      deleteWallPreset(wallId: $wallId, presetId: $presetId) {
        ...VmxWallFields
      }
    }
  `,
  [VmxWallFields],
);
