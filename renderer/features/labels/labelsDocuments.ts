/** GraphQL documents of labels (spec 3 §7.1–§7.3): the realm's labels, a device's labels, the
 *  camera search, the five label mutations and the labelUpdate subscription. */
import { graphql } from '../../graphql';

export const LabelFields = graphql(`
  fragment LabelFields on Label {
    id
    name
    type
    objectCount
  }
`);

export const LabelsQuery = graphql(
  `
    query Labels {
      labels {
        ...LabelFields
      }
    }
  `,
  [LabelFields],
);

export const DeviceLabelsQuery = graphql(`
  query DeviceLabels($id: ID!) {
    device(id: $id) {
      id
      name
      labelIds
    }
  }
`);

/** A section's page of cameras. */
export const CameraPageFields = graphql(`
  fragment CameraPageFields on CameraPage {
    total
    devices {
      id
      name
      healthStatus
      labelIds
    }
  }
`);

export const CameraSearchQuery = graphql(
  `
    query CameraSearch($input: CameraSearchInput!) {
      cameraSearch(input: $input) {
        all {
          ...CameraPageFields
        }
        byName {
          ...CameraPageFields
        }
        byLabels {
          ...CameraPageFields
        }
      }
    }
  `,
  [CameraPageFields],
);

export const InsertLabelsMutation = graphql(
  `
    mutation InsertLabels($labels: [LabelInsertInput!]!) {
      insert(labels: $labels) {
        ...LabelFields
      }
    }
  `,
  [LabelFields],
);

export const AssignLabelsMutation = graphql(`
  mutation AssignLabels($input: LabelAssignInput!) {
    assign(input: $input) {
      id
    }
  }
`);

export const RemoveLabelsMutation = graphql(`
  mutation RemoveLabels($input: LabelAssignInput!) {
    remove(input: $input) {
      id
    }
  }
`);

export const UpdateLabelMutation = graphql(`
  mutation UpdateLabel($label: LabelUpdateInput!) {
    updateLabel(label: $label) {
      id
      name
    }
  }
`);

export const DeleteLabelMutation = graphql(`
  mutation DeleteLabel($label: LabelDeleteInput!) {
    deleteLabel(label: $label) {
      deleted
      hierarchyPaths
      moreHierarchyPaths
      cameraNames
      moreCameras
    }
  }
`);

export const LabelUpdates = graphql(`
  subscription LabelUpdates {
    labelUpdate {
      type
      id
    }
  }
`);

/** The realm's hierarchies by name (spec 3 §7.1 hierarchies). */
export const HierarchiesQuery = graphql(`
  query Hierarchies {
    hierarchies {
      id
      name
    }
  }
`);

/** A hierarchy with its levels, five deep below the root (spec 3 §3.3: nesting maximum 5): what
 *  the hierarchy query reads and what updateHierarchy answers, so a save lands in the cache whole. */
export const HierarchyTreeFields = graphql(`
  fragment HierarchyTreeFields on Hierarchy {
    id
    name
    root {
      id
      name
      labelIds
      levels {
        id
        name
        labelIds
        levels {
          id
          name
          labelIds
          levels {
            id
            name
            labelIds
            levels {
              id
              name
              labelIds
              levels {
                id
                name
                labelIds
              }
            }
          }
        }
      }
    }
  }
`);

export const HierarchyQuery = graphql(
  `
    query Hierarchy($id: ID!) {
      hierarchy(id: $id) {
        ...HierarchyTreeFields
      }
    }
  `,
  [HierarchyTreeFields],
);

/** The same read under its own name, for the refreshes hierarchyUpdate starts: an operation of its
 *  own can be called off (and its answer never written) when a save begins while it is out. */
export const HierarchyRefreshQuery = graphql(
  `
    query HierarchyRefresh($id: ID!) {
      hierarchy(id: $id) {
        ...HierarchyTreeFields
      }
    }
  `,
  [HierarchyTreeFields],
);

export const HierarchyUpdates = graphql(`
  subscription HierarchyUpdates {
    hierarchyUpdate {
      type
      id
    }
  }
`);
