/** The device administration screens' GraphQL documents (spec 3 §7.1–§7.2; spec 2 §7 localStorage). */
import { graphql } from '../../graphql';
import { OperationWarningFields } from '../admin';

export const DeviceRowFields = graphql(`
  fragment DeviceRowFields on Device {
    id
    name
    deviceType
    enabled
    healthStatus
    modifiedAt
    platform {
      id
    }
    position {
      lat
      lng
    }
    acknowledgeRequired
    deliveryPriority
    config {
      model
      sensorKind
      connect {
        host
        port
        URL
        user
      }
    }
    aspects {
      id
      type
      ... on SensorAspect {
        model
        serial
        associatedDevices
        zones
        sensorEvents
        userEvents
      }
      ... on GatewayAspect {
        lenelVersion
        directory
        associatedDevices
        subscribedEvents
      }
      ... on AvatarAspect {
        serial
        channelStatus
        deliveryServiceConfigured
        deliveryServiceRunning
        deliveryQueue
        turnaroundTime
        uploadBandwidthCap
        statusUpdateInterval
        statusReportedAt
        statusStale
        softwareVersion
        upTime
        load
        channelBenchmark
        storageUsage {
          capacity
          used
        }
      }
    }
  }
`);

export const DevicesByTypesQuery = graphql(
  `
    query AdminDevicesByTypes($types: [String!]!) {
      devicesByAspectTypes(types: $types) {
        ...DeviceRowFields
      }
    }
  `,
  [DeviceRowFields],
);

export const AdminDeviceQuery = graphql(
  `
    query AdminDevice($id: ID!) {
      device(id: $id) {
        ...DeviceRowFields
      }
    }
  `,
  [DeviceRowFields],
);

export const ZonesQuery = graphql(`
  query AdminZones {
    labels {
      id
      name
      type
    }
  }
`);

export const CreateSensorMutation = graphql(
  `
    mutation CreateSensor($input: SensorDeviceInput!) {
      createSensorDevice(input: $input) {
        ...DeviceRowFields
      }
    }
  `,
  [DeviceRowFields],
);

export const UpdateSensorMutation = graphql(
  `
    mutation UpdateSensor($id: ID!, $input: SensorDeviceInput!) {
      updateSensorDevice(id: $id, input: $input) {
        ...DeviceRowFields
      }
    }
  `,
  [DeviceRowFields],
);

export const DeleteSensorMutation = graphql(`
  mutation DeleteSensor($id: ID!) {
    deleteSensorDevice(id: $id)
  }
`);

export const ProbeSensorQuery = graphql(
  `
    query ProbeSensor($input: SensorProbeInput!) {
      probeSensorDevice(input: $input) {
        reachable
        latencyMs
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [OperationWarningFields],
);

export const CreateGatewayMutation = graphql(
  `
    mutation CreateGateway($input: GatewayDeviceInput!) {
      createGatewayDevice(input: $input) {
        device {
          ...DeviceRowFields
        }
        warning {
          message
        }
      }
    }
  `,
  [DeviceRowFields],
);

export const UpdateGatewayMutation = graphql(
  `
    mutation UpdateGateway($id: ID!, $input: GatewayDeviceInput!) {
      updateGatewayDevice(id: $id, input: $input) {
        device {
          ...DeviceRowFields
        }
        warning {
          message
        }
      }
    }
  `,
  [DeviceRowFields],
);

export const DeleteGatewayMutation = graphql(`
  mutation DeleteGateway($id: ID!) {
    deleteGatewayDevice(id: $id)
  }
`);

export const ProbeGatewayQuery = graphql(
  `
    query ProbeGateway($input: GatewayProbeInput!) {
      probeGateway(input: $input) {
        lenelVersion
        warning {
          ...OperationWarningFields
        }
      }
      probeGatewayDirectories(input: $input) {
        directories {
          id
          name
        }
      }
    }
  `,
  [OperationWarningFields],
);

export const ActivateAvatarMutation = graphql(`
  mutation ActivateAvatar($activationKey: String!, $name: String) {
    activateAvatar(activationKey: $activationKey, name: $name) {
      id
      name
    }
  }
`);

export const RemoveAvatarMutation = graphql(`
  mutation RemoveAvatar($id: ID!) {
    removeAvatar(id: $id)
  }
`);

export const ApiKeysQuery = graphql(`
  query AvatarApiKeys($avatarId: ID!) {
    avatarApiKeys(avatarId: $avatarId) {
      id
      name
      prefix
      createdAt
      lastUsedAt
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateAvatarApiKey($avatarId: ID!, $name: String!) {
    createAvatarApiKey(avatarId: $avatarId, name: $name) {
      key
      apiKey {
        id
        name
        prefix
      }
    }
  }
`);

export const RegenerateApiKeyMutation = graphql(`
  mutation RegenerateAvatarApiKey($id: ID!) {
    regenerateAvatarApiKey(id: $id) {
      key
      apiKey {
        id
        name
        prefix
      }
    }
  }
`);

export const RemoveApiKeyMutation = graphql(`
  mutation RemoveAvatarApiKey($id: ID!) {
    removeAvatarApiKey(id: $id)
  }
`);

export const DeviceCommandMutation = graphql(
  `
    mutation AvatarDeviceCommand($id: ID!, $command: DeviceCommand!) {
      deviceCommand(id: $id, command: $command) {
        message
        device {
          ...DeviceRowFields
        }
      }
    }
  `,
  [DeviceRowFields],
);

export const PurgeQueueMutation = graphql(`
  mutation PurgeAvatarQueue($id: ID!) {
    purgeAvatarQueue(id: $id)
  }
`);

export const BandwidthCapMutation = graphql(`
  mutation SetUploadBandwidthCap($id: ID!, $bitsPerSecond: Float) {
    setUploadBandwidthCap(id: $id, bitsPerSecond: $bitsPerSecond) {
      id
    }
  }
`);

export const DeliveryPriorityMutation = graphql(`
  mutation ChangeDeliveryPriority($id: ID!, $priority: Int!) {
    changeDeliveryPriority(id: $id, priority: $priority) {
      id
      deliveryPriority
    }
  }
`);

export const ChangeLocalStorageMutation = graphql(`
  mutation ChangeLocalStorage($deviceId: ID!, $input: LocalStorageInput!) {
    changeLocalStorage(deviceId: $deviceId, input: $input) {
      capacity
      ttlHours
    }
  }
`);

export const DiscoverDevicesQuery = graphql(`
  query DiscoverDevices($platformId: ID!) {
    discoverDevices(platformId: $platformId) {
      address
      name
      hardware
      host
      port
      xaddrs
      deviceId
    }
  }
`);

/** A new secret the gateway signs its events with; answered once (issue 28). */
export const IssueGatewayEventSecretMutation = graphql(`
  mutation IssueGatewayEventSecret($id: ID!) {
    issueGatewayEventSecret(id: $id)
  }
`);
