/** GraphQL documents of camera administration (spec 3 §7.1–§7.2, schema cameraAdmin.graphql). */
import { graphql, type ResultOf } from '../../graphql';
import { OperationWarningFields } from '../admin';

export const CameraFields = graphql(`
  fragment CameraFields on Device {
    id
    name
    deviceType
    enabled
    healthStatus
    connection
    modifiedAt
    recording {
      mode
      preRollSeconds
      postRollSeconds
    }
    config {
      configType
      connect {
        authType
        URL
        host
        port
        user
        passwordSet
      }
    }
    storageConfig {
      storagePool {
        id
        name
        ttlHours
      }
    }
    position {
      lat
      lng
    }
    deliveryPriority
    acknowledgeRequired
    isPtz
    location
    aspects {
      id
      type
      health {
        gravity
        readinessTimeout
        livenessTimeout
      }
      ... on MediaAspect {
        codec
        videoWidth
        videoHeight
        frameRate
        recordingArchive
      }
    }
  }
`);

export type CameraDevice = ResultOf<typeof CameraFields>;

export const CamerasQuery = graphql(
  `
    query AdminCameras {
      devicesByAspectTypes(types: ["Media"]) {
        ...CameraFields
      }
    }
  `,
  [CameraFields],
);

/** Each camera's streams as they deliver now (the Cameras list's live column). */
export const CameraLiveFiguresQuery = graphql(`
  query AdminCameraLiveFigures {
    devicesByAspectTypes(types: ["Media"]) {
      id
      aspects {
        id
        type
        ... on MediaAspect {
          streamSize
          FPS
          liveBitrate
        }
      }
    }
  }
`);

export const CameraQuery = graphql(
  `
    query AdminCamera($id: ID!) {
      device(id: $id) {
        ...CameraFields
      }
    }
  `,
  [CameraFields],
);

export const StoragePoolsQuery = graphql(`
  query StoragePools {
    storagePools {
      id
      name
      ttlHours
    }
  }
`);

export const ProbeDeviceQuery = graphql(
  `
    query ProbeCamera($input: CameraInput!, $deviceId: ID) {
      probeDevice(input: $input, deviceId: $deviceId) {
        url
        reachable
        codec
        width
        height
        frameRate
        browserDecodable
        picture
        streams {
          index
          codec
          profile
          width
          height
          frameRate
        }
        warning {
          ...OperationWarningFields
        }
        onvif {
          manufacturer
          model
          firmware
          profileToken
          profiles {
            token
            name
            encoding
            width
            height
            frameRate
          }
        }
      }
    }
  `,
  [OperationWarningFields],
);

export type CameraProbe = ResultOf<typeof ProbeDeviceQuery>['probeDevice'];

/** What a save answers: the device's identity and state only. The add page goes on to the camera's
 *  page and the camera page reads the camera again, so the whole camera here would only push the
 *  operation's cost (deeper by two levels) past a quarter of the platform's limit. */
const SaveResult = graphql(
  `
    fragment CameraSaveResultFields on CameraSaveResult {
      device {
        id
        name
        enabled
        healthStatus
        modifiedAt
      }
      warning {
        ...OperationWarningFields
      }
    }
  `,
  [OperationWarningFields],
);

export const CreateCameraMutation = graphql(
  `
    mutation CreateCamera($input: CameraInput!) {
      createCamera(input: $input) {
        ...CameraSaveResultFields
      }
    }
  `,
  [SaveResult],
);

export const UpdateCameraMutation = graphql(
  `
    mutation UpdateCamera($id: ID!, $input: CameraInput!) {
      updateCamera(id: $id, input: $input) {
        ...CameraSaveResultFields
      }
    }
  `,
  [SaveResult],
);

export const SetCamerasEnabledMutation = graphql(`
  mutation SetCamerasEnabled($ids: [ID!]!, $enabled: Boolean!) {
    setCamerasEnabled(ids: $ids, enabled: $enabled) {
      id
      enabled
      healthStatus
    }
  }
`);

export const DeleteCameraMutation = graphql(`
  mutation DeleteCamera($id: ID!) {
    deleteCamera(id: $id)
  }
`);

export const ImportCamerasMutation = graphql(`
  mutation ImportCameras($csv: String!) {
    importCameras(csv: $csv) {
      line
      name
      deviceId
      error
      warning
    }
  }
`);

export type ImportRow = ResultOf<typeof ImportCamerasMutation>['importCameras'][number];
