/** The camera VAE page's GraphQL documents (issue 32; server/graphql/schema/watchlists.graphql):
 *  the camera, its templates and configs (VAE aspects, with the engine's statistics), create,
 *  rename and delete. */
import { graphql, type ResultOf } from '../../graphql';

export const VaeConfigFields = graphql(`
  fragment VaeConfigFields on VaeAspect {
    id
    name
    template
    enabled
    streamSize
    eventType
    configName
    description
    features
    requestedFps {
      min
      max
    }
    engineFps {
      min
      max
    }
    statistics
  }
`);
export type VaeConfigRecord = ResultOf<typeof VaeConfigFields>;

export const VaePageQuery = graphql(
  `
    query VaePage($deviceId: ID!) {
      device(id: $deviceId) {
        id
        name
      }
      vaeTemplates(deviceId: $deviceId) {
        id
        name
        engine
        description
        requestedFps {
          min
          max
        }
        defaultFps
      }
      vaeConfigs(deviceId: $deviceId) {
        ...VaeConfigFields
      }
    }
  `,
  [VaeConfigFields],
);

export const CreateVaeConfigMutation = graphql(
  `
    mutation CreateVaeConfig($config: VaeConfigInput!) {
      createVaeConfig(config: $config) {
        ...VaeConfigFields
      }
    }
  `,
  [VaeConfigFields],
);

export const RenameVaeConfigMutation = graphql(
  `
    mutation RenameVaeConfig($id: ID!, $name: String!) {
      renameVaeConfig(id: $id, name: $name) {
        ...VaeConfigFields
      }
    }
  `,
  [VaeConfigFields],
);

export const DeleteVaeConfigMutation = graphql(`
  mutation DeleteVaeConfig($id: ID!) {
    deleteVaeConfig(id: $id)
  }
`);
