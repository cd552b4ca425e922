/** The image map's GraphQL documents (spec 3 §7.1 imageMapConfig, §7.2 set / layer / map / object
 *  insert, rename, update and delete, §7.3 imageMapUpdate), and the light event query that fills
 *  device objects with their latest events before live ones arrive. */
import { graphql, type ResultOf } from '../../graphql';

export const ImageMapConfigQuery = graphql(`
  query ImageMapConfig($version: String!) {
    imageMapConfig(version: $version, lazyLoadImages: true) {
      version
      sets {
        id
        name
        layers {
          id
          setId
          name
          maps {
            id
            layerId
            name
            order
            planUrl
            mime
            width
            height
            objects {
              id
              mapId
              objectId
              position {
                x
                y
              }
            }
          }
        }
      }
    }
  }
`);

export type ImageMapConfigData = ResultOf<typeof ImageMapConfigQuery>['imageMapConfig'];
export type ImageMapSetData = ImageMapConfigData['sets'] extends ReadonlyArray<infer S> | null | undefined ? S : never;

/** The realm's map sets by name, for the widget property editor's mapSetId choice. */
export const ImageMapSetsQuery = graphql(`
  query ImageMapSets($version: String!) {
    imageMapConfig(version: $version, lazyLoadImages: true) {
      sets {
        id
        name
      }
    }
  }
`);

export const ImageMapUpdates = graphql(`
  subscription ImageMapUpdates($version: String!) {
    imageMapUpdate(version: $version) {
      version
      updateId
      type
      entity
      id
    }
  }
`);

export const ImageMapDevicesQuery = graphql(`
  query ImageMapDevices($ids: [ID!]!) {
    devicesByIds(ids: $ids) {
      id
      name
      deviceType
    }
  }
`);

export const ImageMapEventsQuery = graphql(`
  query ImageMapEvents($filter: AuditEntryFilter!) {
    auditEntries(filter: $filter) {
      context
      message
      triggeredAt
      witnesses {
        id
      }
    }
  }
`);

export const SetInsert = graphql(`
  mutation ImageMapSetInsert($input: ImageMapSetInput!) {
    imageMapSetInsert(input: $input) {
      id
    }
  }
`);
export const SetRename = graphql(`
  mutation ImageMapSetRename($input: ImageMapSetInput!) {
    imageMapSetRename(input: $input) {
      id
    }
  }
`);
export const SetDelete = graphql(`
  mutation ImageMapSetDelete($input: ImageMapSetInput!) {
    imageMapSetDelete(input: $input)
  }
`);
export const LayerInsert = graphql(`
  mutation ImageMapLayerInsert($input: ImageMapLayerInput!) {
    imageMapLayerInsert(input: $input) {
      id
    }
  }
`);
export const LayerRename = graphql(`
  mutation ImageMapLayerRename($input: ImageMapLayerInput!) {
    imageMapLayerRename(input: $input) {
      id
    }
  }
`);
export const LayerDelete = graphql(`
  mutation ImageMapLayerDelete($input: ImageMapLayerInput!) {
    imageMapLayerDelete(input: $input)
  }
`);
export const MapInsert = graphql(`
  mutation ImageMapInsert($input: ImageMapInput!) {
    imageMapInsert(input: $input) {
      id
    }
  }
`);
export const MapRename = graphql(`
  mutation ImageMapRename($input: ImageMapInput!) {
    imageMapRename(input: $input) {
      id
    }
  }
`);
export const MapUpdate = graphql(`
  mutation ImageMapUpdate($input: ImageMapInput!) {
    imageMapUpdate(input: $input) {
      id
    }
  }
`);
export const MapDelete = graphql(`
  mutation ImageMapDelete($input: ImageMapInput!) {
    imageMapDelete(input: $input)
  }
`);
export const ObjectInsert = graphql(`
  mutation ImageMapObjectInsert($input: ImageMapObjectInput!) {
    imageMapObjectInsert(input: $input) {
      id
    }
  }
`);
export const ObjectUpdate = graphql(`
  mutation ImageMapObjectUpdate($input: ImageMapObjectInput!) {
    imageMapObjectUpdate(input: $input) {
      id
    }
  }
`);
export const ObjectDelete = graphql(`
  mutation ImageMapObjectDelete($input: ImageMapObjectInput!) {
    imageMapObjectDelete(input: $input)
  }
`);
