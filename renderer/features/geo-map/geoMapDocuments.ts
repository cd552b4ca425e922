/** The geographic map's GraphQL documents (spec 3 §7.1–§7.3). */
import { graphql } from '../../graphql';

export const GeoMapDevicesQuery = graphql(`
  query GeoMapDevices {
    devicesByAspectTypes(types: ["Media", "Sensor"]) {
      id
      name
      deviceType
      healthStatus
      isPtz
      position {
        lat
        lng
      }
      cameraView {
        fieldOfView
        northOffsetAngle
        viewDistance
        ptzStatus {
          command {
            pan
          }
        }
      }
    }
  }
`);

export const GeoMapRealmQuery = graphql(`
  query GeoMapRealm {
    currentRealm {
      id
      defaultMapLayer
      esriMapTileUrl
      esriAccessToken
      googleMapsApiKey
      geoIconSet
    }
    systemParameters {
      geoDefaultPosition {
        lat
        lng
      }
    }
  }
`);

export const OfflineBaseMapQuery = graphql(`
  query OfflineBaseMap {
    offlineBaseMap {
      land
      site
    }
  }
`);

/** A geo layer as the layer list shows it: what the list query reads and what an upload answers. */
export const GeoLayerFields = graphql(`
  fragment GeoLayerFields on GeoLayer {
    id
    name
    mime
    path
    uploadDate
    enabled
    bounds {
      north
      south
      east
      west
    }
  }
`);

export const GeoLayersQuery = graphql(
  `
    query GeoLayers {
      geoLayers {
        ...GeoLayerFields
      }
    }
  `,
  [GeoLayerFields],
);

export const UploadGeoLayerMutation = graphql(
  `
    mutation UploadGeoLayer($name: String!, $content: String!) {
      uploadGeoLayer(name: $name, content: $content) {
        ...GeoLayerFields
      }
    }
  `,
  [GeoLayerFields],
);

export const UpdateGeoLayersMutation = graphql(`
  mutation UpdateGeoLayers($geoLayers: [GeoLayerInput!]!) {
    updateGeoLayers(geoLayers: $geoLayers) {
      id
      name
      enabled
    }
  }
`);

export const DeleteGeoLayerMutation = graphql(`
  mutation DeleteGeoLayer($id: ID!) {
    deleteGeoLayer(id: $id)
  }
`);

/** A zone drawn on the map: what the zone query reads and what a zone's update answers. */
export const GeoZoneFields = graphql(`
  fragment GeoZoneFields on GeoZone {
    id
    priority
    color
    fillColor
    fillOpacity
    geometry
  }
`);

export const GeoZonesQuery = graphql(
  `
    query GeoZones {
      geoZones {
        ...GeoZoneFields
      }
    }
  `,
  [GeoZoneFields],
);

export const UpdateGeoZoneMutation = graphql(
  `
    mutation UpdateGeoZone($zone: GeoZoneInput!) {
      updateGeoZone(zone: $zone) {
        ...GeoZoneFields
      }
    }
  `,
  [GeoZoneFields],
);

export const DeleteGeoZoneMutation = graphql(`
  mutation DeleteGeoZone($id: ID!) {
    deleteGeoZone(id: $id)
  }
`);

export const UpdateDeviceGeoMutation = graphql(`
  mutation UpdateDeviceGeo($id: ID!, $position: PositionInput) {
    updateDeviceGeo(id: $id, position: $position) {
      id
      position {
        lat
        lng
      }
    }
  }
`);

export const TargetFields = graphql(`
  fragment TargetFields on Target {
    targetId
    type
    classification
    risk
    modifiedAt
    position {
      lat
      lng
    }
    witnesses {
      id
      name
    }
    description {
      key
      value
    }
  }
`);

export const TargetsQuery = graphql(
  `
    query Targets($filter: TargetFilter) {
      targets(filter: $filter) {
        ...TargetFields
      }
    }
  `,
  [TargetFields],
);

export const TargetUpdateSubscription = graphql(
  `
    subscription TargetUpdate {
      targetUpdate {
        ...TargetFields
      }
    }
  `,
  [TargetFields],
);

export const MapEventsSubscription = graphql(`
  subscription MapEvents($categories: [ID!]) {
    auditEntries(categories: $categories) {
      type
      error
      entry {
        context
        message
        triggeredAt
        witnesses {
          id
        }
      }
    }
  }
`);

export const MapObjectUpdates = graphql(`
  subscription MapObjectUpdates {
    objectUpdate {
      id
      action
      ptzStatus {
        command {
          pan
        }
      }
    }
  }
`);
